import Foundation
import TouchTraces

/// Where a command writes its data: standard output, or a file that appears only when the
/// command succeeds (``AtomicFile``: written beside it, then renamed; symbolic links written
/// through; devices and folders refused).
///
/// Standard output is written with `write(2)`, so that its errors — a full disk, a closed
/// descriptor — become one line and exit status 1 rather than a crash; a reader that went away
/// (`| head`) ends the process quietly, by SIGPIPE, as Unix tools do.
final class OutputFile {
  private let file: AtomicFile?
  private var buffer: [UInt8] = []
  /// The first write error; later writes are dropped and ``commit()`` throws it.
  private(set) var failure: (any Error)?
  private static let flushThreshold = 1 << 16

  /// Opens `path`, or standard output when `nil` or `-`.
  ///
  /// - Throws: ``OutputFileError`` when the file cannot be created.
  init(path: String?) throws {
    if let path, path != "-" {
      file = try AtomicFile(path: path)
    } else {
      file = nil
    }
    buffer.reserveCapacity(Self.flushThreshold)
  }

  /// Appends one line (a newline is added).
  func writeLine(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count >= Self.flushThreshold { flush() }
  }

  /// Appends one line that `body` writes as bytes (a newline is added).
  func writeLine(_ body: (inout [UInt8]) -> Void) {
    body(&buffer)
    buffer.append(0x0A)
    if buffer.count >= Self.flushThreshold { flush() }
  }

  /// Appends text as it is.
  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.flushThreshold { flush() }
  }

  private func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard !buffer.isEmpty, failure == nil else { return }
    do {
      if let file {
        try file.append { $0.append(contentsOf: buffer) }
      } else {
        try StandardOutput.write(buffer)
      }
    } catch {
      failure = error
    }
  }

  /// Finishes the output: flushes, and moves a file into place.
  ///
  /// - Throws: The first write error, or ``OutputFileError`` when the file cannot be finished.
  func commit() throws {
    flush()
    if let failure { throw failure }
    try file?.finish()
  }
}

/// Standard output without Foundation's `FileHandle`, whose write traps on errors.
enum StandardOutput {
  /// Writes `bytes` to descriptor 1.
  ///
  /// - Throws: ``OutputFileError`` for any failure but a broken pipe, which ends the process
  ///   with SIGPIPE.
  static func write(_ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Foundation.write(STDOUT_FILENO, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        if errno == EPIPE {
          signal(SIGPIPE, SIG_DFL)
          raise(SIGPIPE)
        }
        throw OutputFileError("standard output", "cannot write", code: errno)
      }
      written += count
    }
  }

  /// Writes `text` and a newline.
  static func line(_ text: String) throws {
    try write(Array((text + "\n").utf8))
  }
}
