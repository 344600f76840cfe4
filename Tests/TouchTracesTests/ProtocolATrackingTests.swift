import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// Decodes protocol A frames, each a list of contacts `(x, y)`, 8 ms apart, with `BTN_TOUCH`
/// as given (`nil`: not sent).
private func decodeContacts(_ frames: [(contacts: [(Int, Int)], touch: Int?)]) throws
  -> [TouchFrame]
{
  var rows: [String] = []
  for (index, frame) in frames.enumerated() {
    let usec = index * 8000
    rows.append("  - evdev:")
    for (x, y) in frame.contacts {
      rows.append("    - [0, \(usec), 3, 53, \(x)]")
      rows.append("    - [0, \(usec), 3, 54, \(y)]")
      rows.append("    - [0, \(usec), 0, 2, 0]")
    }
    if let touch = frame.touch { rows.append("    - [0, \(usec), 1, 330, \(touch)]") }
    rows.append("    - [0, \(usec), 0, 0, 0]")
  }
  let text = recording(rows.joined(separator: "\n"))
    .replacingOccurrences(of: "47: [0, 1, 0, 0, 0]", with: "48: [0, 1, 0, 0, 0]")
  return try decodeAll(LibinputRecording(bytes: Array(text.utf8), name: "a.yml"))
}

@Suite("Protocol A tracking through mtdev")
@MainActor struct ProtocolATrackingTests {
  @Test("A contact listed first does not steal the identity of the one that was nearer another")
  func noStealing() throws {
    // Greedy matching in list order gives (280, 500) to touch 1 (180 units away) and sends touch 2
    // 450 units; mtdev's least-distance assignment moves touch 2 by 220 and touch 1 by 50.
    // Changes come in the order of mtdev's slots.
    let frames = try decodeContacts([
      ([(100, 500), (500, 500)], nil),
      ([(280, 500), (50, 500)], nil),
    ])
    #expect(
      frames[1].changes == [
        .init(id: 1, phase: .move, location: point(50, 500)),
        .init(id: 2, phase: .move, location: point(280, 500)),
      ])
  }

  @Test("Two fingers crossing, listed in alternating order, keep their identities")
  func crossing() throws {
    let steps = 0..<9
    let frames = try decodeContacts(
      steps.map { step in
        let a = (100 + 100 * step, 500)
        let b = (900 - 100 * step, 540)
        return (step % 2 == 0 ? [a, b] : [b, a], nil)
      })
    var paths: [Int: [Double]] = [:]
    for frame in frames {
      for change in frame.changes {
        paths[change.id, default: []].append(Double(change.location.x))
      }
    }
    #expect(paths.keys.sorted() == [1, 2])
    #expect(paths[1] == paths[1]?.sorted())
    #expect(paths[2] == paths[2]?.sorted(by: >))
  }

  @Test("Contacts listed while BTN_TOUCH is up hover; touching again is a new touch")
  func hovering() throws {
    let frames = try decodeContacts([
      ([(100, 100)], 1),
      ([(102, 100)], 0),
      ([(104, 100)], nil),
      ([(106, 100)], 1),
    ])
    #expect(frames.map { $0.changes.map(\.phase) } == [[.down], [.up], [.down]])
    #expect(frames[2].changes[0].location == point(106, 100))
  }

  @Test(
    "The bcm5974 three-finger click: five touch sessions as BTN_TOUCH has them, no touch jumps, and at a physical size no pan or pinch",
    .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces))
  func bcm5974() throws {
    let path = TraceFixtures.real("tp-bcm5974.three-finger-click.evemu")
    // About 105 × 75 mm, the pad of a 2012 MacBook, at 163 dpi.
    let input = try TraceInput(
      path: path, mapping: PointMapping(screenSize: CGSize(width: 674, height: 481)))
    // The pad has no ABS_MT_PRESSURE; its ABS_PRESSURE is not any one contact's.
    try input.forEachDecodedFrame { frame in #expect(frame.touches.allSatisfy { $0.force == nil }) }
    let (sessions, largestStep) = try RecordingChecks.trackedSessions(input)
    #expect(sessions == [1, 1, 2, 1, 3])
    // Greedy matching moved a resting finger 2,300 units in one 8 ms frame.
    #expect(largestStep < 100)

    #expect(try RecordingChecks.recognizedTypes(input) == ["tap", "tap", "tap"])
  }
}
