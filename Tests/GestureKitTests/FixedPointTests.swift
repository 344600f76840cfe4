import Foundation
import GestureTestSupport
import Testing

@testable import GestureCore

@Suite("FixedPoint: printf's %.Nf without String(format:)")
struct FixedPointTests {
  /// Values of the kinds transcripts print, and the awkward ones: halves, ties after scaling,
  /// tiny, huge, negative zero.
  static func samples(count: Int) -> [Double] {
    var random = SeededGenerator(seed: 16)
    var values: [Double] = [
      0, -0.0, 0.5, 1.5, 2.5, -0.5, 0.05, 0.15, 0.25, 0.35, 1.0005, 2.675, 1e-12, -1e-12,
      0.0004999, -0.00049, 123_456.789_5, 1e15, -1e16, 0x1p52, .nan, .infinity, -.infinity,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for _ in 0..<count {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: values.append(Double.random(in: -1000...1000, using: &random))
      case 1: values.append(Double(Int.random(in: -99_999...99_999, using: &random)) / 2000)
      case 2: values.append(Double.random(in: -1...1, using: &random) * 1e-3)
      default:
        values.append(Double(bitPattern: random.next()))
      }
    }
    return values
  }

  @Test("Byte for byte what String(format:) prints, for 0 to 6 decimals", arguments: 0...6)
  func matchesPrintf(digits: Int) {
    var fast = 0
    for value in Self.samples(count: 40_000) {
      let expected = String(format: "%.\(digits)f", value)
      if let text = FixedPoint.text(value, digits: digits) {
        fast += 1
        #expect(text == expected, "\(value.bitPattern)")
      }
    }
    // Nearly every ordinary value takes the fast path.
    #expect(fast > 30_000)
  }

  @Test("The transcript's numbers are the same as before, minus signs on zero dropped")
  func transcriptNumbers() {
    for value in Self.samples(count: 20_000) {
      for digits in [1, 3] {
        var expected = String(format: "%.\(digits)f", value)
        if expected.hasPrefix("-"), expected.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
          expected.removeFirst()
        }
        #expect(TranscriptEntry.fixed(value, digits) == expected, "\(value.bitPattern)")
      }
    }
  }

  @Test(
    "append settles ties and near-ties as String(format:) prints them, for 0 to 6 decimals",
    arguments: 0...6)
  func appendSettlesTies(digits: Int) {
    var random = SeededGenerator(seed: 23)
    var values = Self.samples(count: 10_000)
    let scale = [1.0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6][digits]
    for _ in 0..<10_000 {
      // Exact ties at some number of decimals (multiples of 1/64, as averaged coordinates
      // are), and halves of the last decimal, which are near-ties, with their neighbours.
      let exact = Double(Int.random(in: -64_000_000...64_000_000, using: &random)) / 64
      let near = (Double(Int.random(in: -9_999_999...9_999_999, using: &random)) + 0.5) / scale
      values += [exact, exact.nextUp, exact.nextDown, near, near.nextUp, near.nextDown]
    }
    var appended = 0
    for value in values {
      var bytes: [UInt8] = []
      if FixedPoint.append(value, digits: digits, to: &bytes) {
        appended += 1
        #expect(
          String(decoding: bytes, as: UTF8.self) == String(format: "%.\(digits)f", value),
          "\(value.bitPattern)")
      } else {
        #expect(!value.isFinite || value.magnitude * scale >= 0x1p50, "\(value.bitPattern)")
      }
    }
    #expect(appended > 60_000)
  }

  @Test("Ties that only the exact decimal value decides are left to String(format:)")
  func ties() {
    #expect(FixedPoint.text(0.125, digits: 2) == nil)
    #expect(FixedPoint.text(2.5, digits: 0) == nil)
    #expect(FixedPoint.text(.nan, digits: 1) == nil)
    #expect(FixedPoint.text(1e300, digits: 1) == nil)
    #expect(FixedPoint.text(-0.01, digits: 1) == "-0.0")
    #expect(FixedPoint.text(-0.01, digits: 1, signedZero: false) == "0.0")
    #expect(FixedPoint.text(1234.5678, digits: 3) == "1234.568")
  }
}
