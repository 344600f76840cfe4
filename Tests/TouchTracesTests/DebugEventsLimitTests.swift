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
}
