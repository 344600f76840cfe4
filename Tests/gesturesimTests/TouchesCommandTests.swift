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
