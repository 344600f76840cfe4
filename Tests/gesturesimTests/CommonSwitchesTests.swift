import Foundation
import Testing

/// The switches every command takes, so that a script can pass the same ones to each (#37).
@Suite("Every command takes -q and -v")
struct CommonSwitchesTests {
  @Test(
    "-q and -v are accepted, and -q with -v is a usage error",
    arguments: [
      ["diagram", "pan"], ["thresholds", "tap"], ["describe", "Traces/recordings/pan.yml"],
      ["replay", "Traces/scripts/tap.touches.yml"], ["touches", "Traces/recordings/pan.yml"],
    ])
  func quietAndVerbose(_ command: [String]) async throws {
    for flag in ["-q", "-v"] {
      let run = try await GestureSimTool.run(command + [flag])
      #expect(run.status == 0, "\(command) \(flag): \(run)")
    }
    let both = try await GestureSimTool.run(command + ["-q", "-v"])
    #expect(both.status == 64, "\(both)")
    #expect(both.standardError.contains("--quiet and --verbose cannot be combined"), "\(both)")
  }
}
