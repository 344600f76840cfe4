/// A cursor over one line's bytes, for the hand-written scanners of event rows.
///
/// It never allocates; every method either consumes what it recognises or leaves the cursor
/// where it was. The methods an evdev row goes through are inlined: called, they took three
/// quarters of the time spent on a row.
struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { index >= bytes.count }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips spaces and tabs.
  @inline(__always)
  mutating func skipBlanks() {
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
  }

  /// The number of leading spaces of the line.
  var indentation: Int {
    var count = 0
    while count < bytes.count, bytes[count] == 0x20 { count += 1 }
    return count
  }

  /// Consumes `byte` if it is next.
  @inline(__always)
  mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Consumes `text` if it comes next.
  mutating func consume(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    let literal = text.utf8Start
    for offset in 0..<count where bytes[index + offset] != literal[offset] { return false }
    index += count
    return true
  }

  /// Whether only blanks, or blanks and a `#` comment, are left.
  @inline(__always)
  mutating func isAtEndOrComment() -> Bool {
    skipBlanks()
    return index >= bytes.count || bytes[index] == UInt8(ascii: "#")
  }

  /// A decimal integer with an optional sign, or nil (the cursor unmoved) when there is none or
  /// it does not fit in 64 bits.
  @inline(__always)
  mutating func integer() -> Int64? {
    let begin = index
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var value: Int64 = 0
    let digitsStart = index
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (added, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      if overflow1 || overflow2 {
        index = begin
        return nil
      }
      value = added
      index += 1
    }
    guard index > digitsStart else {
      index = begin
      return nil
    }
    return negative ? -value : value
  }

  /// A hexadecimal number (no prefix), or nil when there is none or it exceeds 64 bits.
  mutating func hexadecimal() -> UInt64? {
    let begin = index
    var value: UInt64 = 0
    while index < bytes.count, let digit = Self.hexValue(bytes[index]) {
      guard value >> 60 == 0 else {
        index = begin
        return nil
      }
      value = value << 4 | UInt64(digit)
      index += 1
    }
    return index > begin ? value : nil
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The rest of the line as text (for messages and the rare YAML-parsed rows).
  var rest: String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[index...]), as: UTF8.self)
  }

  /// The whole line as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
