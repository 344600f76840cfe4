import Foundation
import Testing

@testable import GestureCore

@Suite("The canonical transcript line, laid out on the stack or written the slow way")
nonisolated struct TranscriptLineTests {
  /// The line put together from its pieces with strings.
  static func expected(_ entry: TranscriptEntry) -> String {
    func fixed(_ value: Double, _ digits: Int) -> String { TranscriptEntry.fixed(value, digits) }
    var text =
      "+\(fixed(entry.time, 3))s  \(entry.recognizer)  \(entry.view)  "
      + "\(entry.previousState) → \(entry.state)  "
      + "(\(fixed(entry.location.x, 1)), \(fixed(entry.location.y, 1)))"
    for value in entry.values {
      text += "  \(value.key) "
      switch value.value {
      case .number(let number): text += fixed(number, 3)
      case .pair(let x, let y): text += "(\(fixed(x, 1)), \(fixed(y, 1)))"
      case .text(let word): text += word
      }
    }
    return text
  }

  static func entry(
    time: Double = 0.431, name: String = "doubleTap", view: String = "canvas",
    location: CGPoint = CGPoint(x: 100, y: 200), values: [TranscriptValue] = []
  ) -> TranscriptEntry {
    TranscriptEntry(
      time: time, recognizer: name, type: "tap", view: view, previousState: .possible,
      state: .ended, touches: 1, location: location, values: values)
  }

  static let entries: [TranscriptEntry] = [
    entry(),
    entry(values: [.pair("translation", CGPoint(x: 12.25, y: -0.75)), .number("scale", 1.5)]),
    // Numbers only String(format:) prints: the line is written piece by piece.
    entry(time: .infinity),
    entry(location: CGPoint(x: 1e300, y: -.greatestFiniteMagnitude)),
    entry(values: [.number("scale", .nan), .pair("velocity", CGPoint(x: 1e20, y: 3))]),
    // Long texts and many values: the room on the stack grows with them.
    entry(
      name: String(repeating: "pinch", count: 2_000), view: String(repeating: "é", count: 3_000)),
    entry(values: (0..<60).map { .pair("v\($0)", CGPoint(x: Double($0) / 8, y: -1e9)) }),
    entry(values: [.text("direction", String(repeating: "→", count: 5_000))]),
  ]

  @Test("Byte for byte the line its pieces make", arguments: entries.indices)
  func line(_ index: Int) {
    let entry = Self.entries[index]
    #expect(entry.description == Self.expected(entry))
    var bytes = Array("earlier output\n".utf8)
    entry.appendDescription(to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "earlier output\n" + Self.expected(entry))
  }
}
