import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// A libinput recording of a protocol A device whose frames, 8 ms apart, list `frames`' rows
/// (`[type, code, value]`), each frame closed by `SYN_REPORT`.
private func protocolARecording(_ frames: [[(Int, Int, Int)]]) -> String {
  var rows: [String] = []
  for (index, frame) in frames.enumerated() {
    let time = "\(index * 8000 / 1_000_000), \(index * 8000 % 1_000_000)"
    rows.append("  - evdev:")
    for (type, code, value) in frame { rows.append("    - [\(time), \(type), \(code), \(value)]") }
    rows.append("    - [\(time), 0, 0, 0]")
  }
  return recording(rows.joined(separator: "\n"))
    .replacingOccurrences(of: "47: [0, 1, 0, 0, 0]", with: "48: [0, 1, 0, 0, 0]")
}

/// One protocol A contact's rows: its position, then `SYN_MT_REPORT`.
private func contact(_ x: Int, _ y: Int) -> [(Int, Int, Int)] {
  [(3, 53, x), (3, 54, y), (0, 2, 0)]
}

private func decodeRows(_ frames: [[(Int, Int, Int)]]) throws -> [TouchFrame] {
  let text = protocolARecording(frames)
  return try decodeAll(LibinputRecording(bytes: Array(text.utf8), name: "a.yml"))
}

/// Decodes protocol A frames, each a list of contacts `(x, y)`, 8 ms apart, with `BTN_TOUCH`
/// as given (`nil`: not sent).
private func decodeContacts(_ frames: [(contacts: [(Int, Int)], touch: Int?)]) throws
  -> [TouchFrame]
{
  try decodeRows(
    frames.map { frame in
      frame.contacts.flatMap { contact($0.0, $0.1) } + (frame.touch.map { [(1, 330, $0)] } ?? [])
    })
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

  // MARK: Hostile frames (mtdev never returns from a frame of 32 or more contacts)

  @Test("31 contacts in one frame, mtdev's most, all go down")
  func thirtyOneContacts() throws {
    let frames = try decodeContacts([((0..<31).map { (10 + 30 * $0, 500) }, nil)])
    #expect(frames.count == 1)
    #expect(frames[0].changes.map(\.phase) == Array(repeating: .down, count: 31))
    #expect(Set(frames[0].changes.map(\.id)) == Set(1...31))
  }

  @Test(
    "32, 33 or 100 contacts in one frame: one error naming the contact beyond mtdev's 31",
    arguments: [32, 33, 100])
  func tooManyContacts(count: Int) throws {
    // A finger down in the frame before, so the error comes mid-stream, not at the start.
    let text = protocolARecording([
      contact(1, 1),
      (0..<count).flatMap { contact(10 + 9 * $0, 500) },
    ])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The 32nd SYN_MT_REPORT of the second frame ends the first contact mtdev cannot take.
    let reports = lines.indices.filter {
      lines[$0].hasSuffix("0, 2, 0]") && lines[$0].contains("8000")
    }
    let error = try #require(throws: TraceError.self) {
      _ = try decodeAll(LibinputRecording(bytes: Array(text.utf8), name: "a.yml"))
    }
    #expect(error.file == "a.yml")
    #expect(error.line == reports[31] + 1)
    #expect(
      error.message
        == "expected at most 31 contacts in one protocol A frame (the most mtdev tracks), found \(count)"
    )
  }

  @Test("Contacts mtdev does not track don't count towards its 31, and make no touch")
  func untrackedContacts() throws {
    // 31 tracked contacts, then ones with no position, only x, only y, only a tracking ID, and
    // 5 bare SYN_MT_REPORTs: 40 reports in all, of which mtdev tracks 31.
    let untracked: [(Int, Int, Int)] = [
      (0, 2, 0), (3, 53, 5), (0, 2, 0), (3, 54, 5), (0, 2, 0), (3, 57, 9), (0, 2, 0),
      (0, 2, 0), (0, 2, 0), (0, 2, 0), (0, 2, 0),
    ]
    let frames = try decodeRows([(0..<31).flatMap { contact(10 + 30 * $0, 500) } + untracked])
    #expect(frames[0].changes.count == 31)
    #expect(frames[0].changes.allSatisfy { $0.location.y == point(0, 500).y })
  }

  @Test("A contact with one coordinate, or not closed by SYN_MT_REPORT, is dropped, as by mtdev")
  func partialContacts() throws {
    let frames = try decodeRows([
      [(3, 53, 100), (0, 2, 0)],
      [(3, 54, 100), (0, 2, 0)],
      [(3, 53, 100), (3, 54, 100)],
      contact(200, 200),
    ])
    #expect(frames.map { $0.changes } == [[.init(id: 1, phase: .down, location: point(200, 200))]])
  }

  @Test("Frames with no contacts end every touch; the next contact is a new touch")
  func zeroContactFrames() throws {
    let frames = try decodeRows([
      contact(100, 100), [(0, 2, 0)], [], contact(300, 300), [(0, 2, 0), (0, 2, 0)],
    ])
    #expect(
      frames.map { $0.changes } == [
        [.init(id: 1, phase: .down, location: point(100, 100))],
        [.init(id: 1, phase: .up, location: point(100, 100))],
        [.init(id: 1, phase: .down, location: point(300, 300))],
        [.init(id: 1, phase: .up, location: point(300, 300))],
      ])
  }

  @Test("5,000 frames of two fingers decode in step, with touch identifiers staying 1 and 2")
  func manyFrames() throws {
    let frames = try decodeRows(
      (0..<5_000).map { step in contact(100 + step % 500, 100) + contact(900 - step % 500, 900) })
    #expect(frames.count == 5_000)
    #expect(Set(frames.flatMap { $0.changes.map(\.id) }) == [1, 2])
    #expect(frames.dropFirst().allSatisfy { $0.changes.map(\.phase) == [.move, .move] })
  }
}
