import Foundation
import Testing

/// Classes of hostile input from issue 38 (round four), run through the built tool as
/// ``HostileRoundThreeTests`` runs its classes, with the same checks.
extension HostileCase {
  /// A slow drag: 401 events, whose transcripts and pictures are several kilobytes.
  static let longDrag =
    "window: {width: 390, height: 844}\nevents:\n  - {t: 0.0, id: 1, phase: down, x: 10.0, y: 10.0}\n"
    + (1..<400).map {
      "  - {t: \(Double($0) * 0.008), id: 1, phase: move, x: \(10 + Double($0) / 2), y: 10.0}\n"
    }
    .joined() + "  - {t: 3.3, id: 1, phase: up, x: 210.0, y: 10.0}\n"

  /// A name of 250 bytes: room for the name, not for the name and a temporary suffix.
  static let longName = String(repeating: "n", count: 244) + ".jsonl"

  static let roundFour: [HostileCase] = [
    // 1. Integers read strictly.
    HostileCase(
      name: "a touch-script id of -0x-8000000000000000",
      files: [
        "s.touches.yml": tap.replacingOccurrences(of: "id: 1", with: "id: -0x-8000000000000000")
      ],
      command: "$GS replay s.touches.yml", status: 65,
      message: "s.touches.yml:3: expected the finger id as an integer"),
    HostileCase(
      name: "a touch-script id of 0x+5",
      files: ["s.touches.yml": tap.replacingOccurrences(of: "id: 1", with: "id: 0x+5")],
      command: "$GS replay s.touches.yml", status: 65, message: "s.touches.yml:3: expected"),
    // 12. A debug-events touch line without its slot and seat slot.
    HostileCase(
      name: "a debug-events TOUCH_MOTION line without slot and seat",
      files: ["d.txt": debugDown + " event4   TOUCH_MOTION +0.010s\t\n"],
      command: "$GS replay d.txt", status: 65,
      message:
        "d.txt:2: expected a touch line `device TYPE +time slot (seat) x/y (x/ymm)`; this TOUCH_MOTION line has no slot and seat slot"
    ),
    HostileCase(
      name: "a debug-events TOUCH_UP line without slot and seat",
      files: [
        "d.txt": debugDown + " event4   TOUCH_FRAME  +0.000s\n event4   TOUCH_UP     +0.080s\n"
      ],
      command: "$GS replay d.txt", status: 65,
      message: "d.txt:3: expected a touch line"),
    // 8. A file size limit is a write error, not a signal.
    HostileCase(
      name: "replay -o under a file size limit", files: ["d.touches.yml": longDrag],
      command: "ulimit -f 4; $GS replay d.touches.yml -o out.jsonl", status: 1,
      message: "out.jsonl: cannot write the file (File too large)"),
    HostileCase(
      name: "render -o under a file size limit", files: ["d.touches.yml": longDrag],
      command: "ulimit -f 4; $GS render d.touches.yml -o out.svg", status: 1,
      message: "out.svg: cannot write the file (File too large)"),
    HostileCase(
      name: "convert -o under a file size limit", files: ["d.touches.yml": longDrag],
      command: "ulimit -f 4; $GS convert d.touches.yml -o out.yml", status: 1,
      message: "out.yml: cannot write the file (File too large)"),
    // 9. A long name can be replaced.
    HostileCase(
      name: "replacing a file whose name has 250 bytes",
      files: ["s.touches.yml": tap, longName: "old\n"],
      command: "$GS replay s.touches.yml -o \(longName) && ! grep -q old \(longName)", status: 0,
      message: nil, folderAfter: ["s.touches.yml", longName]),
    HostileCase(
      name: "replacing a file whose name has 255 bytes",
      files: ["s.touches.yml": tap, String(repeating: "m", count: 249) + ".jsonl": "old\n"],
      command: "$GS replay s.touches.yml -o m*.jsonl && ! grep -q old m*.jsonl", status: 0,
      message: nil,
      folderAfter: ["s.touches.yml", String(repeating: "m", count: 249) + ".jsonl"]),
  ]
}

@Suite("Hostile input, round four: strict integers, file size limits, long names")
struct HostileRoundFourTests {
  @Test("Each class", arguments: HostileCase.roundFour)
  func hostile(_ hostile: HostileCase) async throws {
    try await HostileRoundThreeTests().hostile(hostile)
  }
}
