import Foundation
import Testing

/// The real device recordings shared beside the package, when they are there.
private let atmelTaps = GestureSimTool.packageRoot.deletingLastPathComponent()
  .appendingPathComponent("shared/traces/libinput/ts-atmel-maxtouch.1-finger-fast-taps.evemu")

@Suite("gesturesim replay --only, --states, --hide-failed")
struct TranscriptFilterOptionsTests {
  @Test(
    "Nine real taps in the default scene: 63 lines, of which --hide-failed keeps the nine taps",
    .enabled(
      if: FileManager.default.fileExists(atPath: atmelTaps.path),
      MockDevice.missingShared))
  func hideFailed() async throws {
    let all = try await GestureSimTool.run("replay", atmelTaps.path, "--quiet")
    #expect(all.status == 0, "\(all)")
    #expect(all.standardOutput.split(separator: "\n").count == 63)
    let kept = try await GestureSimTool.run("replay", atmelTaps.path, "--quiet", "--hide-failed")
    let lines = kept.standardOutput.split(separator: "\n")
    #expect(lines.count == 9)
    #expect(lines.allSatisfy { $0.contains("  tap  window  possible → ended  ") })
  }

  @Test("--only and --states choose recognizers and states; several traces are named in JSON")
  func onlyAndStates() async throws {
    let run = try await GestureSimTool.run(
      "replay", "Traces/recordings/pan.yml", "Traces/recordings/single-tap.yml", "--format",
      "json", "--only", "pan,tap", "--states", "began,recognized")
    #expect(run.status == 0, "\(run)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty)
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(["pan", "tap"].contains(object["type"] as? String))
      #expect(["began", "ended"].contains(object["state"] as? String))
      #expect(line.hasPrefix(#"{"trace":"Traces/recordings/"#))
    }
    let traces = Set(lines.map { $0.split(separator: ",")[0] })
    #expect(traces.count == 2)
  }

  @Test("--only with a name no recognizer has is a usage error listing the scene's, not silence")
  func unknownRecognizer() async throws {
    for command in ["replay", "render"] {
      let run = try await GestureSimTool.run(
        command, "Traces/recordings/pan.yml", "--only", "pan,nosuch", "-o", "-")
      #expect(run.status == 64, "\(command): \(run)")
      #expect(run.standardOutput == "")
      #expect(
        run.standardError.contains(
          "--only: no recognizer in the scene is named or typed 'nosuch'; it has "),
        "\(command)")
      #expect(run.standardError.contains("pan"))
    }
  }

  @Test("An unknown state is a usage error")
  func unknownState() async throws {
    let run = try await GestureSimTool.run(
      "replay", "Traces/recordings/pan.yml", "--states", "done")
    #expect(run.status == 64)
    #expect(run.standardError.contains("unknown state 'done'"))
  }
}
