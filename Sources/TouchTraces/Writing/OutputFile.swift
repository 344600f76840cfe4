import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A problem writing an output file: always a run-time failure (exit status 1), never bad input.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The output path, as the user named it.
  public var path: String
  /// What went wrong, with the system's reason.
  public var message: String

  public var description: String { TraceError.oneLine("\(path): \(message)") }

  public init(_ path: String, _ message: String, code: Int32? = nil) {
    self.path = path
    self.message = code.map { "\(message) (\(String(cString: strerror($0))))" } ?? message
  }
}

/// Where a command or a writer puts its output: standard output, or a file that appears only
/// when complete.
///
/// A file is written through a buffer into a temporary file beside its destination and renamed
/// into place only by ``commit()``, so that no exit path — an error, a trap, SIGINT or SIGTERM —
/// leaves a half-written or temporary file behind. Where the file system allows it the temporary
/// file has no name until it is complete (`O_TMPFILE`, then `linkat` and `rename`), so that even
/// SIGKILL leaves nothing; elsewhere it is a named `NAME.partial-XXXXXX` file, removed on errors,
/// traps and signals.
///
/// A destination that is a symbolic link is written through: its final target is replaced
/// atomically and the link stays. A stream — `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, a
/// character device such as `/dev/null`, a named pipe — is written in place, as every Unix tool
/// writes it: `-o /dev/stdout >> log` appends, and `-o /dev/stdout | cat` reaches the pipe. A
/// folder or socket is refused.
///
/// A SIGKILL can land only between naming a finished file and renaming it over an existing one;
/// the `NAME.partial-PID-N` it would leave is removed by the next output to the same folder
/// once process PID is gone. A new file is linked into place directly, with no window at all.
///
/// Standard output is written with swift-system's `FileDescriptor` (``StandardOutput``), so that its errors — a full
/// disk, a closed descriptor — become one line and exit status 1 rather than a crash; a reader
/// that went away (`| head`) ends the process quietly, by SIGPIPE, as Unix tools do.
///
/// Writes are buffered. The first write error is kept in ``failure``: later writes are dropped,
/// ``append(_:)`` throws it at once (for writers that can stop early), and ``commit()`` throws it.
///
///     let out = try OutputFile(path: "out.jsonl")   // or nil for standard output
///     out.writeLine("{}")
///     try out.commit()
public final class OutputFile {
  /// The path as given; `-` for standard output.
  public let path: String
  /// The file that is replaced: `path`, or the target its symbolic links lead to; `nil` for
  /// standard output.
  public let destination: String?
  /// Whether every line is written out as soon as it is complete (for live output).
  public let flushesEachLine: Bool
  /// The first write error; later writes are dropped and ``commit()`` throws it.
  public private(set) var failure: (any Error)?
  /// The named temporary file, when there is one.
  private var temporaryPath = ""
  private var cleanupSlot = -1
  /// Whether the temporary file is unnamed (`O_TMPFILE`) until ``commit()``.
  private let isUnnamed: Bool
  /// Whether `descriptor` is a stream written in place (a device, pipe or `/dev/fd/N`).
  private let isInPlace: Bool
  private var descriptor: Int32
  private var buffer = OutputFile.emptyBuffer()
  private var isFinished = false
  private static let flushThreshold = 1 << 16

  /// A buffer with room for two flushes' worth of bytes.
  private static func emptyBuffer() -> [UInt8] {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(flushThreshold * 2)
    return buffer
  }

  /// Linux's `O_TMPFILE` (a macro Swift does not import): `open` on a folder then makes a file
  /// with no name in it.
  static let unnamedFileFlag: Int32 = 0o20_000_000

  /// Opens standard output when `path` is `nil` or `-`; otherwise creates the temporary file
  /// for `path`.
  ///
  /// - Parameters:
  ///   - path: The file to write, or `nil` or `-` for standard output.
  ///   - flushesEachLine: Write each line out as soon as it is complete, rather than when the
  ///     buffer fills (for output that a person watches as it happens).
  /// - Throws: ``OutputFileError`` when `path` is not a regular file or a new path, or the
  ///   temporary file cannot be created.
  public init(path: String?, flushesEachLine: Bool = false) throws {
    self.flushesEachLine = flushesEachLine
    guard let path, path != "-" else {
      self.path = "-"
      destination = nil
      descriptor = STDOUT_FILENO
      isUnnamed = false
      isInPlace = false
      return
    }
    self.path = path
    if let stream = try Self.openStream(path) {
      destination = nil
      descriptor = stream
      isUnnamed = false
      isInPlace = true
      return
    }
    isInPlace = false
    let destination = try Self.destination(of: path)
    self.destination = destination
    let folder = destination.lastIndex(of: "/").map { String(destination[...$0]) } ?? "."
    Self.sweepStalePartials(of: destination, in: folder)
    let unnamed = open(folder, Self.unnamedFileFlag | O_DIRECTORY | O_WRONLY, 0o600)
    if unnamed >= 0 {
      descriptor = unnamed
      isUnnamed = true
      return
    }
    isUnnamed = false
    var template = Array((Self.partialPrefix(of: destination) + "XXXXXX").utf8CString)
    CleanupOnExit.installHandlers()
    // Signals are held while the file is created and registered, so that none lands between.
    var all = sigset_t()
    var previous = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_BLOCK, &all, &previous)
    descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let code = errno
    temporaryPath = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    cleanupSlot = descriptor >= 0 ? CleanupOnExit.register(temporaryPath) : -1
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    guard descriptor >= 0 else {
      throw OutputFileError(path, "cannot create the file", code: code)
    }
  }

  deinit {
    if isInPlace { close(descriptor) }
    if !isFinished && destination != nil {
      close(descriptor)
      if !isUnnamed {
        unlink(temporaryPath)
        CleanupOnExit.unregister(cleanupSlot)
      }
    }
  }

  /// Gives the complete unnamed file a temporary name beside the destination, registered for
  /// removal, so that ``commit()`` can rename it into place atomically.
  private func name(_ destination: String) throws {
    CleanupOnExit.installHandlers()
    for attempt in 0..<100 {
      let candidate = "\(Self.partialPrefix(of: destination))\(getpid())-\(attempt)"
      var all = sigset_t()
      var previous = sigset_t()
      sigfillset(&all)
      pthread_sigmask(SIG_BLOCK, &all, &previous)
      let linked = linkat(
        AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW)
      let code = errno
      if linked == 0 {
        temporaryPath = candidate
        cleanupSlot = CleanupOnExit.register(candidate)
      }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      if linked == 0 { return }
      guard code == EEXIST else {
        throw OutputFileError(path, "cannot name the finished file", code: code)
      }
    }
    throw OutputFileError(path, "cannot name the finished file", code: EEXIST)
  }

  /// A descriptor for `path` when it names a stream to write in place: `/dev/stdout`,
  /// `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` (the descriptor itself, duplicated, so that
  /// its append mode and position stay), or a character device or named pipe (opened for
  /// writing, without truncation). Nil for anything else.
  ///
  /// - Throws: ``OutputFileError`` when the descriptor is not open or the stream cannot be opened.
  static func openStream(_ path: String) throws -> Int32? {
    var number: Int32?
    switch path {
    case "/dev/stdout": number = STDOUT_FILENO
    case "/dev/stderr": number = STDERR_FILENO
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        number = Int32(path.dropFirst(prefix.count))
      }
    }
    if let number {
      let copy = fcntl(number, F_DUPFD_CLOEXEC, 3)
      guard copy >= 0 else { throw OutputFileError(path, "cannot write", code: errno) }
      return copy
    }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let type = info.st_mode & S_IFMT
    guard type == S_IFCHR || type == S_IFIFO else { return nil }
    let stream = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard stream >= 0 else { throw OutputFileError(path, "cannot write", code: errno) }
    return stream
  }

  /// The start of every temporary name beside `destination`: its path and `.partial-`. A file
  /// name may have 255 bytes, so a long name is cut short (at a character's end) to leave room
  /// for the rest (`PID-N`, or mkstemp's six letters): a file whose name is near the limit can
  /// still be replaced.
  static func partialPrefix(of destination: String) -> String {
    let slash = destination.lastIndex(of: "/")
    let folder = slash.map { String(destination[...$0]) } ?? ""
    var base = slash.map { destination[$0...].dropFirst() } ?? destination[...]
    let room = 255 - ".partial-".utf8.count - 24
    while base.utf8.count > room { base = base.dropLast() }
    return folder + base + ".partial-"
  }

  /// Removes `NAME.partial-PID-N` files beside `destination` whose process is gone: what a
  /// SIGKILL between naming a finished file and renaming it left behind.
  static func sweepStalePartials(of destination: String, in folder: String) {
    let partial = partialPrefix(of: destination)
    let prefix = partial.lastIndex(of: "/").map { String(partial[$0...].dropFirst()) } ?? partial
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    var entries: [String] = []
    while let item = readdir(directory) {
      let entry = withUnsafeBytes(of: item.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if entry.hasPrefix(prefix) { entries.append(entry) }
    }
    for entry in entries {
      let parts = entry.dropFirst(prefix.count).split(separator: "-")
      guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, Int(parts[1]) != nil,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder.hasSuffix("/") ? folder + entry : folder + "/" + entry)
    }
  }

  /// The file a write to `path` should replace: symbolic links followed to their final target
  /// (which may not exist yet); refused when that is something other than a regular file.
  static func destination(of path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0 else {
        if errno == ENOENT { return current }
        throw OutputFileError(path, "cannot write the file", code: errno)
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        return current
      case S_IFLNK:
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(current, &target, target.count - 1)
        guard count >= 0 else { throw OutputFileError(path, "cannot follow the link", code: errno) }
        let link = String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if link.hasPrefix("/") {
          current = link
        } else if let slash = current.lastIndex(of: "/") {
          current = String(current[...slash]) + link
        } else {
          current = link
        }
      case S_IFDIR:
        throw OutputFileError(path, "is a folder; expected a regular file or a new path")
      default:
        throw OutputFileError(
          path, "is a device, pipe or socket; expected a regular file or a new path")
      }
    }
    throw OutputFileError(path, "cannot follow the link", code: ELOOP)
  }

  /// Appends text as it is.
  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.flushThreshold { try? flush() }
  }

  /// Appends one line (a newline is added).
  public func writeLine(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    endLine()
  }

  /// Appends one line that `body` writes as bytes (a newline is added).
  public func writeLine(_ body: (inout [UInt8]) -> Void) {
    body(&buffer)
    endLine()
  }

  @inline(__always)
  private func endLine() {
    buffer.append(0x0A)
    if flushesEachLine || buffer.count >= Self.flushThreshold { try? flush() }
  }

  /// Appends raw bytes with `body`, flushing when the buffer is full.
  ///
  /// - Throws: The first write error, at once, so that a long conversion can stop.
  @inline(__always)
  public func append(_ body: (inout [UInt8]) -> Void) throws {
    body(&buffer)
    if buffer.count >= Self.flushThreshold { try flush() }
  }

  /// Writes what is buffered (to the temporary file, or standard output).
  ///
  /// - Throws: The first write error (kept in ``failure``).
  public func flush() throws {
    defer { buffer.removeAll(keepingCapacity: true) }
    if let failure { throw failure }
    do {
      if isInPlace {
        try StandardOutput.write(buffer, to: descriptor, name: path)
      } else if destination == nil {
        try StandardOutput.write(buffer)
      } else {
        try Self.write(buffer, to: descriptor, path: path)
      }
    } catch {
      failure = error
      throw error
    }
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
    do {
      try FileDescriptor(rawValue: descriptor).writeAll(bytes)
    } catch let error as Errno {
      throw OutputFileError(path, "cannot write the file", code: error.rawValue)
    }
  }

  /// Finishes the output: writes what is buffered and, for a file, moves it into place, keeping
  /// the mode of the file it replaces (0644 for a new one, less the umask).
  ///
  /// - Throws: The first write error, or ``OutputFileError`` when the file cannot be finished.
  public func commit() throws {
    try flush()
    guard let destination else { return }
    var info = stat()
    if stat(destination, &info) == 0 {
      fchmod(descriptor, info.st_mode & 0o7777)
    } else {
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o644 & ~mask)
    }
    guard fsync(descriptor) == 0 || errno == EINVAL else {
      throw OutputFileError(path, "cannot write the file", code: errno)
    }
    // A new file is linked into place directly: there is no moment when a name other than the
    // destination exists. linkat never replaces, so a file that appeared meanwhile is renamed over
    // as below.
    if isUnnamed,
      linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, destination, AT_SYMLINK_FOLLOW)
        == 0
    {
      close(descriptor)
      isFinished = true
      return
    }
    if isUnnamed { try name(destination) }
    close(descriptor)
    isFinished = true
    defer { CleanupOnExit.unregister(cleanupSlot) }
    guard rename(temporaryPath, destination) == 0 else {
      let code = errno
      unlink(temporaryPath)
      throw OutputFileError(path, "cannot move the finished file into place", code: code)
    }
  }
}

/// Standard output without Foundation's `FileHandle`, whose write traps on errors.
public enum StandardOutput {
  /// Writes `bytes` to descriptor 1.
  ///
  /// - Throws: ``OutputFileError`` for any failure but a broken pipe, which ends the process
  ///   with SIGPIPE.
  public static func write(_ bytes: [UInt8]) throws {
    try write(bytes, to: STDOUT_FILENO, name: "standard output")
  }

  /// Writes `bytes` to a stream, `descriptor`, that `name` names in messages.
  ///
  /// - Throws: ``OutputFileError`` for any failure but a broken pipe, which ends the process
  ///   with SIGPIPE.
  static func write(_ bytes: [UInt8], to descriptor: Int32, name: String) throws {
    do {
      // swift-system retries writes that a signal interrupts and writes the rest of a short one.
      try FileDescriptor(rawValue: descriptor).writeAll(bytes)
    } catch let error as Errno {
      if error == .brokenPipe {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
      }
      throw OutputFileError(name, "cannot write", code: error.rawValue)
    }
  }

  /// Writes `text` and a newline.
  public static func line(_ text: String) throws {
    try write(Array((text + "\n").utf8))
  }
}

/// Temporary files to remove if the process is ended by a signal — SIGINT, SIGTERM, SIGHUP, or a
/// trap (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) — before it can remove them itself.
///
/// The handler only calls `unlink` on paths kept as C strings in a fixed table, then re-raises
/// the signal with its default action, so the process still ends the way it would have.
enum CleanupOnExit {
  private static let capacity = 64
  nonisolated(unsafe) private static let paths =
    UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
  nonisolated(unsafe) private static var installed = false
  private static let signals = [
    SIGINT, SIGTERM, SIGHUP, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
  ]

  /// Installs the handlers once, with an alternate stack so that a stack overflow is handled.
  static func installHandlers() {
    guard !installed else { return }
    installed = true
    paths.initialize(repeating: nil, count: capacity)
    let stackSize = 1 << 16
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
    stack.ss_size = stackSize
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { received in
        for index in 0..<CleanupOnExit.capacity {
          if let path = CleanupOnExit.paths[index] { unlink(path) }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(received, &action, nil)
        raise(received)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
      var old = sigaction()
      sigaction(signal, nil, &old)
      // An ignored SIGINT (a background job) stays ignored.
      if signal == SIGINT || signal == SIGHUP, let handler = old.__sigaction_handler.sa_handler,
        unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
      {
        continue
      }
      sigaction(signal, &action, nil)
    }
  }

  /// Keeps `path` for removal; returns its slot.
  static func register(_ path: String) -> Int {
    guard let slot = (0..<capacity).first(where: { paths[$0] == nil }) else { return -1 }
    paths[slot] = strdup(path)
    return slot
  }

  /// Forgets the path in `slot` (it was renamed or removed).
  static func unregister(_ slot: Int) {
    guard slot >= 0, let path = paths[slot] else { return }
    paths[slot] = nil
    free(path)
  }
}
