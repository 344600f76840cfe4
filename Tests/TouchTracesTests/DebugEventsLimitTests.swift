import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// `libinput debug-events` logs held to the rules every other reader keeps (#25, item 2): before,
/// these gave `+infs` and `null` in transcripts with exit 0, trapped in hit-testing, overflowed,
/// or made `render`'s time axis loop until the machine ran out of memory.
@Suite("libinput debug-events limits")
struct DebugEventsLimitTests {
  static let down = " event4   TOUCH_DOWN   +0.000s\t0 (0) 50.00/50.00 (100.00/80.00mm)"
  static let frame = " event4   TOUCH_FRAME  +0.000s\t"

  /// A bad log and the message of its error, at the line marked `#!`.
  static let cases: [(name: String, text: String, message: String)] = [
    (
      "infinite time", down + "\n event4   TOUCH_FRAME  +infs\t #!",
      "expected the time in seconds between 0 and 4294967295, found `+infs`"
    ),
    (
      "NaN time", " event4   TOUCH_DOWN   +nans\t0 (0) 1/1 (1/1mm) #!",
      "expected the time in seconds between 0 and 4294967295, found `+nans`"
    ),
    (
      "time of 1e300 s", down + "\n event4   TOUCH_FRAME  +1e300s\t #!",
      "expected the time in seconds between 0 and 4294967295, found `+1e300s`"
    ),
    (
      "negative time", " event4   TOUCH_DOWN   +-5.000s\t0 (0) 1/1 (1/1mm) #!",
      "expected the time in seconds between 0 and 4294967295, found `+-5.000s`"
    ),
    (
      "time going backwards",
      " event4   TOUCH_DOWN   +2.000s\t0 (0) 1/1 (1/1mm)\n event4   TOUCH_FRAME  +1.000s\t #!",
      "time goes backwards: 1.0 s after 2.0 s"
    ),
    (
      "infinite position", " event4   TOUCH_DOWN   +0.000s\t0 (0) inf/1 (1/1mm) #!",
      "expected positions between -1000000 and 1000000, found `inf/1 (1/1mm)`"
    ),
    (
      "position of 1e300 mm", " event4   TOUCH_DOWN   +0.000s\t0 (0) 1/1 (1e300/1mm) #!",
      "expected positions between -1000000 and 1000000"
    ),
    (
      "seat slot Int.max",
      " event4   TOUCH_DOWN   +0.000s\t0 (9223372036854775807) 1/1 (1/1mm) #!",
      "expected the seat slot between 0 and 4095, found 9223372036854775807"
    ),
    (
      "negative slot", " event4   TOUCH_DOWN   +0.000s\t-2 (0) 1/1 (1/1mm) #!",
      "expected the slot between -1 and 4095, found -2"
    ),
    (
      "lift before down", down + "\n event4   TOUCH_UP     +0.100s\t1 (1) #!",
      "expected TOUCH_DOWN for seat slot 1 before TOUCH_UP"
    ),
    (
      "down twice", down + "\n" + down + " #!", "seat slot 0 goes down while it is already down"
    ),
    (
      "three numbers in the percentage column",
      " event4   TOUCH_DOWN   +0.000s\t0 (0) x/1/2 (1/1mm) #!",
      "expected a touch line `device TYPE +time slot (seat) x/y (x/ymm)`"
    ),
    (
      "millimetres without their unit", " event4   TOUCH_DOWN   +0.000s\t0 (0) 1/1 (1/1) #!",
      "expected a touch line `device TYPE +time slot (seat) x/y (x/ymm)`"
    ),
    (
      "33 touches down",
      (0..<33).map { " event4   TOUCH_DOWN   +0.000s\t\($0) (\($0)) 1/1 (1/1mm)" }
        .joined(separator: "\n") + " #!",
      "more than 32 fingers down at once (33)"
    ),
  ]

  @Test("Each bad log gives one error naming its line", arguments: cases.map(\.name))
  func badLog(name: String) throws {
    let bad = try #require(Self.cases.first { $0.name == name })
    let line = bad.text.split(separator: "\n").firstIndex { $0.contains("#!") }! + 1
    let error = try #require(throws: TraceError.self) {
      _ = try LibinputDebugLog(bytes: Array(bad.text.utf8), name: "bad.txt")
    }
    #expect(error.file == "bad.txt")
    #expect(error.line == line, "\(error)")
    #expect(error.message.hasPrefix(bad.message), "\(error)")
  }

  @Test("A good log streams its frames again on each pass, with the same numbers")
  func streams() throws {
    let text = [
      Self.down, Self.frame,
      " event4   TOUCH_MOTION +0.010s\t0 (0) 60.00/50.00 (120.00/80.00mm)",
      " event4   TOUCH_FRAME  +0.010s\t", " event4   TOUCH_UP     +0.020s\t0 (0)",
      " event4   TOUCH_FRAME  +0.020s\t",
    ].joined(separator: "\n")
    let log = try LibinputDebugLog(bytes: Array(text.utf8), name: "good.txt")
    #expect(log.sizeInMillimeters == CGSize(width: 200, height: 160))
    #expect(log.mostTouchesDown == 1)
    let mapping = PointMapping(pointsPerMillimeter: 1)
    let first = try log.frames(mapping: mapping)
    #expect(first.map(\.time) == [0, 0.01, 0.02])
    #expect(first.flatMap(\.touches).map(\.location.x) == [100, 120, 120])
    #expect(try log.frames(mapping: mapping).map(\.time) == first.map(\.time))
  }

  /// Reads `text` as one field, as the reader sees a field of a line.
  static func number(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer { DebugEventsFields.number($0[...]) }
  }

  @Test("Numbers read in place are the numbers Double(_:) reads, for every spelling")
  func numbersAsFoundation() {
    let spellings = [
      "0", "-0", "+0", "0.000", "-0.000", "1.", ".5", "-.5", "+.25", ".", "", "-", "+", "1..2",
      "1.2.3", "12a", "a12", "1e3", "1E-3", "-1e300", "inf", "-inf", "nan", "infinity", "0x1p4",
      "49.38", "139.80", "+0.044", "999999999999999", "9999999999999999", "0.1234567890123456789",
      "00000000000000000001.5", "123456789012345.6", "4294967295.000", "1 2", "1\u{0}",
    ]
    for text in spellings {
      let ours = Self.number(text)
      let theirs = Double(text)
      #expect(
        ours == theirs || (ours?.isNaN == true && theirs?.isNaN == true),
        "\(text.debugDescription): \(String(describing: ours)) vs \(String(describing: theirs))")
      #expect(ours?.sign == theirs?.sign, "\(text.debugDescription)")
    }
    // What libinput prints, over a sweep of magnitudes: its formats `%.3f` and `%5.2f`.
    var mismatches: [String] = []
    for step in 0..<20_000 {
      let value = Double(step) * 0.731 - 7000
      for format in ["%.3f", "%5.2f", "%.6f"] {
        let text = String(format: format, value).trimmingCharacters(in: .whitespaces)
        if Self.number(text) != Double(text) { mismatches.append(text) }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("A log's lines give the same events as the lines split into strings")
  func eventsAsSplitText() throws {
    var lines = ["-event4   DEVICE_ADDED  Touchscreen  seat0 default group1  cap:t"]
    for step in 0..<200 {
      let time = String(format: "%+.3fs", Double(step) * 0.008)
      let x = String(format: "%5.2f/%5.2f", 10 + Double(step) * 0.3, 90 - Double(step) * 0.2)
      let mm = String(format: "(%5.2f/%5.2fmm)", 25 + Double(step) * 0.7, 150 - Double(step) * 0.33)
      let type = step == 0 ? "TOUCH_DOWN  " : step == 199 ? "TOUCH_UP    " : "TOUCH_MOTION"
      lines.append(" event4   \(type) \(time)\t0 (0)" + (step == 199 ? "" : " \(x) \(mm)"))
      lines.append(" event4   TOUCH_FRAME  \(time)\t")
      if step % 50 == 7 { lines.append(" event4   POINTER_MOTION \(time)\t 1.00/ 2.00") }
    }
    let events = try LibinputDebugEvents.read(
      LineReader(bytes: Array(lines.joined(separator: "\n").utf8), name: "log.txt"))
    // The same lines read the slow way: split into strings, each number by Double(_:).
    let expected = lines.compactMap { line -> LibinputEvent? in
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard fields[1].hasPrefix("TOUCH_") else { return nil }
      var event = LibinputEvent(time: Double(fields[2].dropFirst().dropLast()), type: fields[1])
      if fields.count >= 5 {
        event.slot = Int(fields[3])
        event.seatSlot = Int(fields[4].dropFirst().dropLast())
      }
      if fields.count >= 7 {
        let percent = fields[5].split(separator: "/").map { Double($0)! }
        let mm = fields[6].dropFirst().dropLast(3).split(separator: "/").map { Double($0)! }
        event.transformed = (percent[0], percent[1])
        event.point = (mm[0], mm[1])
      }
      return event
    }
    #expect(events.count == 400)
    #expect(events == expected)
  }
}
