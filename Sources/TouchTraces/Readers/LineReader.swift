#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file or a byte array line by line through one fixed buffer, so that memory stays flat
/// however long the input is.
///
/// Lines are handed out as byte views into the buffer, valid until the next call. Line ends are
/// `\n`, with an optional `\r` before it removed.
final class LineReader {
  /// The name errors use for the input.
  let file: String
  /// The 1-based number of the line last returned (0 before the first).
  private(set) var lineNumber = 0

  /// The longest line accepted; longer ones are reported rather than buffered without bound.
  static let maximumLineLength = 1 << 20

  private var descriptor: Int32 = -1
  private let bytes: [UInt8]?
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// Valid bytes are `storage[start..<end]`.
  private var start = 0
  private var end = 0
  /// Byte offset in the input of `storage[0]`.
  private var bufferOffset: Int64 = 0
  private var atEOF = false

  /// Opens `path` for reading.
  ///
  /// - Throws: ``TraceError`` when the file cannot be opened.
  init(path: String, name: String? = nil, bufferSize: Int = 1 << 18) throws {
    file = InputFile.displayName(path, name)
    bytes = nil
    capacity = bufferSize
    // Opened before the buffer is allocated: once every stored property is set, a throwing
    // initializer still runs deinit, which would free the buffer a second time.
    let readable = try InputFile.resolve(path, name: name)
    descriptor = open(readable, O_RDONLY)
    if descriptor < 0 {
      throw TraceError.unavailable(file, "cannot open the file", code: errno)
    }
    storage = .allocate(capacity: bufferSize)
  }

  /// Reads from bytes in memory (fuzzing and tests).
  init(bytes: [UInt8], name: String) {
    file = name
    self.bytes = bytes
    capacity = Swift.max(bytes.count, 1)
    storage = .allocate(capacity: capacity)
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { storage.update(from: base, count: source.count) }
    }
    end = bytes.count
    atEOF = true
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    storage.deallocate()
  }

  /// The byte offset in the input where the next line starts.
  var offset: Int64 { bufferOffset + Int64(start) }

  /// Continues reading at `offset`, counting lines from `line` (the line before it).
  func seek(to offset: Int64, line: Int) {
    lineNumber = line
    if let bytes {
      start = Int(Swift.min(offset, Int64(bytes.count)))
      return
    }
    if offset >= bufferOffset, offset <= bufferOffset + Int64(end) {
      start = Int(offset - bufferOffset)
      return
    }
    lseek(descriptor, off_t(offset), SEEK_SET)
    bufferOffset = offset
    start = 0
    end = 0
    atEOF = false
  }

  /// The next line without its line end, or nil at the end of the input.
  ///
  /// - Throws: ``TraceError`` when reading fails or a line exceeds ``maximumLineLength``.
  func nextLine() throws -> UnsafeBufferPointer<UInt8>? {
    var scanFrom = start
    while true {
      if let newline = findNewline(from: scanFrom) {
        lineNumber += 1
        var lineEnd = newline
        if lineEnd > start, storage[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let line = UnsafeBufferPointer(start: storage + start, count: lineEnd - start)
        start = newline + 1
        return line
      }
      if atEOF {
        guard start < end else { return nil }
        lineNumber += 1
        var lineEnd = end
        if storage[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let line = UnsafeBufferPointer(start: storage + start, count: lineEnd - start)
        start = end
        return line
      }
      // Everything buffered has been searched; only new bytes need a look.
      let searched = end - start
      try refill()
      scanFrom = start + searched
    }
  }

  private func findNewline(from index: Int) -> Int? {
    guard index < end else { return nil }
    guard let found = memchr(storage + index, Int32(UInt8(ascii: "\n")), end - index) else {
      return nil
    }
    return storage.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Moves the partial line to the front and reads more, growing the buffer for long lines.
  private func refill() throws {
    if start > 0 {
      let pending = end - start
      if pending > 0 { memmove(storage, storage + start, pending) }
      bufferOffset += Int64(start)
      end = pending
      start = 0
    }
    if end == capacity {
      guard capacity < Self.maximumLineLength else {
        throw TraceError(
          file: file, line: lineNumber + 1,
          message:
            "expected a line of text, found more than \(Self.maximumLineLength) bytes without a line end"
        )
      }
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
      grown.update(from: storage, count: end)
      storage.deallocate()
      storage = grown
      capacity *= 2
    }
    let count = read(descriptor, storage + end, capacity - end)
    if count < 0 {
      throw TraceError(
        file: file, line: lineNumber + 1,
        message: "cannot read the file (\(String(cString: strerror(errno))))", kind: .unavailable)
    }
    if count == 0 { atEOF = true }
    end += count
  }
}
