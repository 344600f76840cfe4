import Foundation
import Testing

@Suite("gesturesim touches")
struct TouchesCommandTests {
  /// The JSON Lines that `gesturesim` prints with `arguments` and `--format json`, which must
  /// succeed.
  static func json(_ arguments: [String]) async throws -> [[String: Any]] {
    let run = try await GestureSimTool.run(arguments + ["--format", "json"])
    #expect(run.status == 0, "\(run)")
    return try run.standardOutput.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test(
    "Listing a recording's touches prints the golden stream as text and as JSON Lines",
    arguments: [("text", "touches-pinch-out.txt"), ("json", "touches-pinch-out.jsonl")])
  func golden(_ format: String, golden: String) async throws {
    let run = try await GestureSimTool.run(
      "touches", "Traces/recordings/pinch-out.yml", "--format", format)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError == "")
    try Golden.expect(run.standardOutput, equals: golden)
  }

  @Test("Several traces share one JSON output, each line naming its trace")
  func severalTraces() async throws {
    let run = try await GestureSimTool.run(
      "touches", "Traces/scripts/tap.touches.yml", "Traces/recordings/single-tap.yml",
      "--format", "json")
    #expect(run.status == 0, "\(run)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix(#"{"trace":"Traces/scripts/tap.touches.yml","t":"#) == true)
    #expect(lines.last?.hasPrefix(#"{"trace":"Traces/recordings/single-tap.yml","t":"#) == true)
    #expect(lines.allSatisfy { $0.hasPrefix(#"{"trace":"#) })
  }

  @Test("--screen changes the points but not the device units")
  func screenMapsPoints() async throws {
    let plain = try await Self.json(["touches", "Traces/recordings/single-tap.yml"])
    let screen = try await Self.json(
      ["touches", "Traces/recordings/single-tap.yml", "--screen", "100x100"])
    #expect(plain.count == screen.count && !plain.isEmpty)
    #expect(plain.map { $0["units"] as? [Int] } == screen.map { $0["units"] as? [Int] })
    #expect(plain.map { $0["location"] as? [Double] } != screen.map { $0["location"] as? [Double] })
  }

  @Test(
    "A text listing replays as libinput debug-events: the recording's transcript, to libinput's millisecond",
    arguments: [
      "Traces/recordings/pinch-out.yml", "Traces/scripts/double-tap-then-drag.touches.yml",
    ])
  func listingReplays(trace: String) async throws {
    try await withTemporaryFolder { folder in
      let listed = try await GestureSimTool.run("touches", trace)
      #expect(listed.status == 0, "\(listed)")
      #expect(listed.standardOutput.hasPrefix("-event"))
      let listing = folder.appendingPathComponent("listing.txt")
      try Data(listed.standardOutput.utf8).write(to: listing)
      let original = try await Self.json(["replay", trace])
      let replayed = try await Self.json(["replay", listing.path])
      #expect(!original.isEmpty)
      func states(_ entries: [[String: Any]]) -> [String] {
        entries.map { "\($0["recognizer"] ?? "") \($0["state"] ?? "")" }
      }
      #expect(states(replayed) == states(original))
      for (a, b) in zip(original, replayed) {
        let times = [a["t"], b["t"]].compactMap { $0 as? Double }
        #expect(times.count == 2 && abs(times[0] - times[1]) <= 0.0005)
      }
    }
  }

  @Test("A listing that cannot replay says why: JSON Lines, a touchpad's events, several traces")
  func listingsThatCannotReplay() async throws {
    try await withTemporaryFolder { folder in
      let json = try await GestureSimTool.run(
        "touches", "Traces/recordings/single-tap.yml", "--format", "json")
      let touchpad = [
        "-event0   GESTURE_HOLD_BEGIN      +0.000s\t2",
        " event0   POINTER_SCROLL_FINGER   +0.110s\tvert 2.70/0.0* horiz 0.00/0.0 (finger)",
      ].joined(separator: "\n")
      let several = try await GestureSimTool.run(
        "touches", "Traces/recordings/single-tap.yml", "Traces/scripts/tap.touches.yml")
      let cases = [
        ("listing.jsonl", json.standardOutput, ":1: expected a trace, found JSON Lines"),
        ("touchpad.txt", touchpad, "(GESTURE_HOLD_BEGIN, POINTER_SCROLL_FINGER)"),
        ("several.txt", several.standardOutput, "expected the listing of one trace"),
      ]
      for (name, text, message) in cases {
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let run = try await GestureSimTool.run("replay", file.path)
        #expect(run.status == 65, "\(run)")
        #expect(run.standardError.contains(message), "\(run)")
        #expect(run.standardError.split(separator: "\n").count == 1)
      }
    }
  }

  @Test("--rotate turns the millimetres with the points; the device units stay as recorded")
  func rotationTurnsMillimetres() async throws {
    let plain = try await Self.json(["touches", "Traces/recordings/pinch-out.yml"])
    let turned = try await Self.json(
      ["touches", "Traces/recordings/pinch-out.yml", "--rotate", "90"])
    #expect(turned.count == plain.count && !turned.isEmpty)
    for (a, b) in zip(plain, turned) {
      #expect(a["units"] as? [Int] == b["units"] as? [Int])
      let mm = try #require(b["mm"] as? [Double])
      let location = try #require(b["location"] as? [Double])
      #expect(mm != a["mm"] as? [Double])
      // The window is the turned surface at 163 dpi.
      #expect(abs(mm[0] * 163 / 25.4 - location[0]) < 1e-4)
      #expect(abs(mm[1] * 163 / 25.4 - location[1]) < 1e-4)
    }
  }

  @Test("A malformed trace is reported as file:line and exits 65")
  func malformed() async throws {
    try await withTemporaryFolder { folder in
      let trace = folder.appendingPathComponent("bad.evemu")
      try Data("N: x\nE: nonsense\n".utf8).write(to: trace)
      let run = try await GestureSimTool.run("touches", trace.path)
      #expect(run.status == 65)
      #expect(run.standardError.contains("bad.evemu:"))
    }
  }
}
