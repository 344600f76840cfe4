import Foundation
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an input path is opened: regular files as they are; standard input (`-`) and anonymous
/// pipes (`<(command)`, seen as `/dev/fd/N`) read exactly once into an unnamed temporary file
/// that every later reader — format detection included — reads again from the start; anything
/// else (a folder, a named pipe, a device) refused at once with ``TraceError/Kind/unavailable``.
///
/// The temporary file has no name (`O_TMPFILE`, or unlinked at once), so it vanishes with the
/// process whatever way it ends.
public enum InputFile {
  /// The name errors use for standard input.
  public static let standardInputName = "<stdin>"

  private static let lock = NSLock()
  nonisolated(unsafe) private static var spooled: [String: String] = [:]

  /// The name errors use for `path`.
  public static func displayName(_ path: String, _ name: String?) -> String {
    name ?? (path == "-" ? standardInputName : path)
  }

  /// A path that reads the input `path` names, from the start, as often as needed.
  ///
  /// - Throws: ``TraceError`` (`.unavailable`) for a missing or unreadable path, a folder, a
  ///   named pipe or a device, and when a pipe cannot be read.
  public static func resolve(_ path: String, name: String? = nil) throws -> String {
    let file = displayName(path, name)
    if path == "-" { return try spool(path, file: file) }
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw TraceError.unavailable(file, "cannot open the file", code: errno)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard access(path, R_OK) == 0 else {
        throw TraceError.unavailable(file, "cannot read the file", code: errno)
      }
      return path
    case S_IFDIR:
      throw TraceError(
        file: file, message: "is a folder; expected a file", kind: .unavailable)
    case S_IFIFO where path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/"):
      return try spool(path, file: file)
    case S_IFIFO:
      throw TraceError(
        file: file,
        message:
          "is a named pipe, which could wait forever for a writer; expected a file (or `-` to read standard input)",
        kind: .unavailable)
    default:
      throw TraceError(
        file: file, message: "is a device or socket; expected a file", kind: .unavailable)
    }
  }

  /// Reads the whole input at `path` (a scene or a touch script, which are parsed whole), up to
  /// `limit` bytes, `what` naming it in the message past that.
  package static func contents(of path: String, name: String?, limit: Int, what: String) throws
    -> [UInt8]
  {
    let file = displayName(path, name)
    let readable = try resolve(path, name: name)
    let descriptor: FileDescriptor
    do {
      descriptor = try FileDescriptor.open(readable, .readOnly)
    } catch let error as Errno {
      throw TraceError.unavailable(file, "cannot open the file", code: error.rawValue)
    }
    defer { try? descriptor.close() }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count: Int
      do {
        count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
      } catch let error as Errno {
        throw TraceError.unavailable(file, "cannot read the file", code: error.rawValue)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else {
        throw TraceError(file: file, message: "expected at most \(limit >> 20) MiB for \(what)")
      }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Copies a stream into an unnamed temporary file once, and returns a path that reopens it.
  private static func spool(_ path: String, file: String) throws -> String {
    lock.lock()
    defer { lock.unlock() }
    if let done = spooled[path] { return done }
    let source = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
    guard source >= 0 else {
      throw TraceError.unavailable(file, "cannot open the pipe", code: errno)
    }
    defer { if source != STDIN_FILENO { close(source) } }
    let folder = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    var target = open(folder, OutputFile.unnamedFileFlag | O_DIRECTORY | O_RDWR, 0o600)
    if target < 0 {
      var template = Array("\(folder)/gesturesim-input-XXXXXX".utf8CString)
      target = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      if target >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
    }
    guard target >= 0 else {
      throw TraceError.unavailable(file, "cannot keep the piped input in \(folder)", code: errno)
    }
    let input = FileDescriptor(rawValue: source)
    let spool = FileDescriptor(rawValue: target)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var total: Int64 = 0
    while true {
      let count: Int
      do {
        count = try chunk.withUnsafeMutableBytes { try input.read(into: $0) }
      } catch let error as Errno {
        try? spool.close()
        if path == "-" && error == .badFileDescriptor {
          throw TraceError(
            file: file, message: "standard input is closed; expected a trace on it",
            kind: .unavailable)
        }
        throw TraceError.unavailable(file, "cannot read the pipe", code: error.rawValue)
      }
      if count == 0 { break }
      total += Int64(count)
      guard total <= InputLimits.pipeBytes else {
        try? spool.close()
        throw TraceError(
          file: file, message: "expected at most \(InputLimits.pipeBytes >> 30) GiB on a pipe")
      }
      do {
        try spool.writeAll(chunk[..<count])
      } catch let error as Errno {
        try? spool.close()
        throw TraceError.unavailable(file, "cannot keep the piped input", code: error.rawValue)
      }
    }
    let readable = "/proc/self/fd/\(target)"
    spooled[path] = readable
    return readable
  }
}
