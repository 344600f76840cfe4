import Foundation

/// Where a command writes its data: standard output, or a file that appears only when the
/// command succeeds (written to a temporary file beside it, then renamed).
final class OutputFile {
  private let path: String?
  private let temporaryPath: String?
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var isFinished = false

  /// Opens `path`, or standard output when `nil` or `-`.
  init(path: String?) throws {
    if let path, path != "-" {
      let temporary = Self.temporaryPath(for: path)
      guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
        throw OutputError.cannotCreate(path)
      }
      guard let handle = FileHandle(forWritingAtPath: temporary) else {
        throw OutputError.cannotCreate(path)
      }
      self.path = path
      self.temporaryPath = temporary
      self.handle = handle
    } else {
      self.path = nil
      self.temporaryPath = nil
      self.handle = FileHandle.standardOutput
    }
    buffer.reserveCapacity(1 << 16)
  }

  /// A temporary name in the same folder, so that the rename is atomic.
  static func temporaryPath(for path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).tmp"
    ).path
  }

  /// Appends one line (a newline is added).
  func writeLine(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends one line that `body` writes as bytes (a newline is added).
  func writeLine(_ body: (inout [UInt8]) -> Void) {
    body(&buffer)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends text as it is.
  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }

  /// Finishes the output: flushes, and moves a file into place.
  func commit() throws {
    flush()
    isFinished = true
    guard let path, let temporaryPath else { return }
    try handle.close()
    // rename(2) replaces an existing file atomically; Foundation's replaceItemAt on Linux
    // removed the old file and then failed, leaving only the temporary file.
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw OutputError.cannotRename(path, reason)
    }
  }

  deinit {
    // A command that failed leaves no half-written file behind.
    if !isFinished, let temporaryPath {
      try? handle.close()
      try? FileManager.default.removeItem(atPath: temporaryPath)
    }
  }
}

/// Problems writing a command's output.
enum OutputError: Error, CustomStringConvertible {
  case cannotCreate(String)
  case cannotRename(String, String)

  var description: String {
    switch self {
    case .cannotCreate(let path):
      "cannot create \(path): check that its folder exists and is writable"
    case .cannotRename(let path, let reason):
      "cannot move the finished output into place at \(path): \(reason)"
    }
  }
}
