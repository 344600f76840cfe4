#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// A file written through a buffer into a temporary name beside its destination and renamed into
/// place only when complete, so that a failure never leaves a half-written file behind.
final class OutputFile {
  let path: String
  private let temporaryPath: String
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  private var isFinished = false
  private static let flushThreshold = 1 << 16

  /// Creates the temporary file.
  ///
  /// - Throws: ``TraceError`` when it cannot be created.
  init(path: String) throws {
    self.path = path
    var template = Array((path + ".partial-XXXXXX").utf8CString)
    descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw TraceError(
        file: path, message: "cannot create the file (\(String(cString: strerror(errno))))")
    }
    temporaryPath = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    buffer.reserveCapacity(Self.flushThreshold * 2)
  }

  deinit {
    if !isFinished {
      close(descriptor)
      unlink(temporaryPath)
    }
  }

  /// Appends text.
  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  /// Appends raw bytes with `body`, flushing when the buffer is full.
  @inline(__always)
  func append(_ body: (inout [UInt8]) -> Void) throws {
    body(&buffer)
    if buffer.count >= Self.flushThreshold { try flush() }
  }

  func flush() throws {
    var written = 0
    while written < buffer.count {
      let count = buffer.withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      guard count > 0 else {
        throw TraceError(
          file: path, message: "cannot write the file (\(String(cString: strerror(errno))))")
      }
      written += count
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is buffered and moves the file into place (mode 0644).
  func finish() throws {
    try flush()
    fchmod(descriptor, 0o644)
    close(descriptor)
    isFinished = true
    guard rename(temporaryPath, path) == 0 else {
      unlink(temporaryPath)
      throw TraceError(
        file: path, message: "cannot move the file into place (\(String(cString: strerror(errno))))"
      )
    }
  }
}
