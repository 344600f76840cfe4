import Foundation
import Testing

@Suite("gesturesim touches")
struct TouchesCommandTests {
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
    let run = try await GestureSimTool.run(
      "touches", "Traces/recordings/single-tap.yml", "--screen", "100x100")
    #expect(run.status == 0, "\(run)")
    let plain = try await GestureSimTool.run("touches", "Traces/recordings/single-tap.yml")
    func units(_ text: String) -> [Substring] {
      text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        .filter { $0.count > 7 }.map { $0[6] }
    }
    #expect(units(run.standardOutput) == units(plain.standardOutput))
    #expect(run.standardOutput != plain.standardOutput)
  }

  @Test("--rotate turns the millimetres with the points; the device units stay as recorded")
  func rotationTurnsMillimetres() async throws {
    func touches(_ options: [String]) async throws -> [[String: Any]] {
      let run = try await GestureSimTool.run(
        ["touches", "Traces/recordings/pinch-out.yml", "--format", "json"] + options)
      #expect(run.status == 0, "\(run)")
      return try run.standardOutput.split(separator: "\n").map {
        try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
      }
    }
    let plain = try await touches([])
    let turned = try await touches(["--rotate", "90"])
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
