import Foundation
import Testing

@testable import TouchTraces

/// Integers in every YAML reader are read once, strictly: a sign, then decimal digits or `0x` and
/// hexadecimal digits, the magnitude read unsigned and the sign applied after.
@Suite("YAML integers")
struct YAMLIntegerTests {
  @Test(
    "Every sign and radix form reads as written, up to the ends of Int64",
    arguments: [
      ("0", 0), ("+0", 0), ("-0", 0), ("42", 42), ("+42", 42), ("-42", -42), ("007", 7),
      ("0x1f", 31), ("0X1F", 31), ("+0x1f", 31), ("-0x1f", -31), ("0x0", 0), ("-0x0", 0),
      ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min),
      ("0x7fffffffffffffff", Int64.max), ("-0x8000000000000000", Int64.min),
    ] as [(String, Int64)])
  func reads(text: String, value: Int64) {
    #expect(YAMLDocument.integer(text) == value)
  }

  @Test(
    "A sign after the prefix, a second sign, a magnitude past Int64 or stray characters are refused",
    arguments: [
      "-0x-8000000000000000", "-0x-5", "0x+5", "0x-5", "--5", "+-5", "-+5", "- 5", "",
      "-", "+", "0x", "-0x", "0x8000000000000000", "9223372036854775808",
      "-9223372036854775809", "-0x8000000000000001", "18446744073709551616",
      "0xffffffffffffffffff", "5 ", " 5", "5_000", "0x1g", "1e3", "0b101", "٣",
    ])
  func refuses(text: String) {
    #expect(YAMLDocument.integer(text) == nil)
  }

  @Test("A touch-script id of -0x-8000000000000000 is a clear error at its line, not a trap")
  func negatedMinimumIsAnError() throws {
    let text = """
      window: {width: 390, height: 844}
      events:
        - {t: 0.0, id: -0x-8000000000000000, phase: down, x: 100.0, y: 200.0}
      """
    let error = #expect(throws: TraceError.self) {
      try TouchScriptFile(bytes: Array(text.utf8), name: "bad.touches.yml")
    }
    let message = try #require(error).description
    #expect(message.contains("bad.touches.yml:3"))
    #expect(message.contains("-0x-8000000000000000"))
  }
}
