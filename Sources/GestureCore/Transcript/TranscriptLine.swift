/// Where ``TranscriptEntry/appendDescription(to:)`` writes the canonical line: a buffer on the
/// stack for nearly every line, or the output array itself when the line needs
/// `String(format:)`.
protocol TranscriptLine {
  /// Whether a piece did not fit; the line is then written again the slow way.
  var overflowed: Bool { get }
  mutating func append(_ byte: UInt8)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
  /// Appends `value` as `printf("%.Nf")` prints it, without a minus sign on zero; false where
  /// this line cannot (only the array can print what needs `String(format:)`).
  mutating func append(_ value: Double, decimals: Int) -> Bool
}

extension TranscriptLine {
  mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends `text`'s bytes in place: a native string lends its storage (a small one a copy on
  /// the stack), where `withUTF8` first made the string a mutable copy of its own.
  mutating func append(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      var text = text
      text.withUTF8 { append($0) }
    }
  }
}

/// A line laid out in a fixed buffer; pieces that do not fit set ``overflowed``.
struct TranscriptLineBuffer: TranscriptLine {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 0
  private(set) var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  mutating func append(_ byte: UInt8) {
    guard count < buffer.count else {
      overflowed = true
      return
    }
    buffer[count] = byte
    count += 1
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, let base = buffer.baseAddress else { return }
    guard bytes.count <= buffer.count - count else {
      overflowed = true
      return
    }
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  mutating func append(_ value: Double, decimals: Int) -> Bool {
    let rest = UnsafeMutableBufferPointer(rebasing: buffer[count...])
    guard let written = FixedPoint.write(value, digits: decimals, signedZero: false, into: rest)
    else { return false }
    count += written
    return true
  }
}

/// A line appended straight to the output array, for the lines that need `String(format:)`.
struct TranscriptLineArray: TranscriptLine {
  var bytes: [UInt8] = []
  var overflowed: Bool { false }

  mutating func append(_ byte: UInt8) { bytes.append(byte) }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes.append(contentsOf: bytes) }

  mutating func append(_ value: Double, decimals: Int) -> Bool {
    if !FixedPoint.append(value, digits: decimals, signedZero: false, to: &bytes) {
      append(TranscriptEntry.fixed(value, decimals))
    }
    return true
  }
}
