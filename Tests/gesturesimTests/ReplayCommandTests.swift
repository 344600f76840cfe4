import Foundation
import Testing

/// A shipped trace replayed with a scene, and the stem of its golden files.
struct GoldenReplay: Sendable, CustomTestStringConvertible {
  /// The trace, relative to the package root.
  var trace: String
  /// The scene, relative to the package root.
  var scene: String
  /// The stem of its golden files.
  var name: String

  var testDescription: String { name }

  /// A recording of a two-finger pinch on a rotated photo with its own scene, and a touch
  /// script's double tap and drag on the photo scene, where a single tap waits for the double
  /// tap and locations are reported in the rotated photo's space.
  static let all = [
    GoldenReplay(
      trace: "Traces/recordings/pinch-out.yml", scene: "Traces/recordings/pinch-out.scene.yml",
      name: "pinch-out"),
    GoldenReplay(
      trace: "Traces/scripts/double-tap-then-drag.touches.yml",
      scene: "Traces/scenes/photo.scene.yml", name: "double-tap-then-drag-photo"),
  ]
}

@Suite("gesturesim replay")
struct ReplayCommandTests {
  @Test(
    "Replaying a shipped trace prints the transcript of its golden file",
    arguments: GoldenReplay.all, ["text", "json"])
  func golden(_ shipped: GoldenReplay, format: String) async throws {
    let run = try await GestureSimTool.run(
      "replay", shipped.trace, "--scene", shipped.scene, "--format", format)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError == "")
    try Golden.expect(
      run.standardOutput, equals: "replay-\(shipped.name).\(format == "json" ? "jsonl" : "txt")")
  }

  @Test(
    "The JSON transcript with the scene beside a trace is what verify expects",
    arguments: ["Traces/recordings/pinch-out", "Traces/scripts/double-tap-then-drag"])
  func jsonIsTheExpectation(_ stem: String) async throws {
    let trace = stem + (stem.hasPrefix("Traces/scripts/") ? ".touches.yml" : ".yml")
    let run = try await GestureSimTool.run(
      "replay", trace, "--scene", stem + ".scene.yml", "--format", "json")
    let expected = try String(
      contentsOf: GestureSimTool.packageRoot.appendingPathComponent(stem + ".expected.jsonl"),
      encoding: .utf8)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput == expected)
  }

  @Test("Text and JSON report the same changes, one line each")
  func textAndJSONAgree() async throws {
    let trace = "Traces/recordings/pan.yml"
    let text = try await GestureSimTool.run("replay", trace)
    let json = try await GestureSimTool.run("replay", trace, "--format", "json")
    let textLines = text.standardOutput.split(separator: "\n")
    let jsonLines = json.standardOutput.split(separator: "\n")
    #expect(textLines.count == jsonLines.count)
    #expect(textLines.count > 10)
    #expect(jsonLines.allSatisfy { $0.hasPrefix("{\"t\":") && $0.hasSuffix("}") })
  }

  @Test("Several traces replay one after another, each under a header line")
  func severalTraces() async throws {
    let first = try await GestureSimTool.run("replay", "Traces/scripts/tap.touches.yml")
    let second = try await GestureSimTool.run("replay", "Traces/recordings/single-tap.yml")
    let both = try await GestureSimTool.run(
      "replay", "Traces/scripts/tap.touches.yml", "Traces/recordings/single-tap.yml")
    #expect(both.status == 0)
    #expect(
      both.standardOutput
        == "# Traces/scripts/tap.touches.yml\n\(first.standardOutput)"
        + "# Traces/recordings/single-tap.yml\n\(second.standardOutput)")
  }

  @Test("--output writes the transcript to the file, and nothing else beside it")
  func output() async throws {
    let trace = "Traces/scripts/double-tap-then-drag.touches.yml"
    let printed = try await GestureSimTool.run("replay", trace, "--format", "json")
    try await withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("out.jsonl")
      let run = try await GestureSimTool.run(
        "replay", trace, "--format", "json", "--output", out.path)
      #expect(run.status == 0, "\(run)")
      #expect(run.standardOutput == "")
      #expect(run.standardError == "")
      #expect(folder.folderContents == ["out.jsonl"])
      #expect(try String(contentsOf: out, encoding: .utf8) == printed.standardOutput)
    }
  }

  @Test("--output replaces an existing file")
  func outputReplaces() async throws {
    let trace = "Traces/scripts/tap.touches.yml"
    let printed = try await GestureSimTool.run("replay", trace)
    try await withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("out.txt")
      try Data("stale\n".utf8).write(to: out)
      let run = try await GestureSimTool.run("replay", trace, "-o", out.path)
      #expect(run.status == 0, "\(run)")
      #expect(folder.folderContents == ["out.txt"])
      #expect(try String(contentsOf: out, encoding: .utf8) == printed.standardOutput)
    }
  }

  @Test(
    "--screen and --points-per-mm scale a recording's points",
    arguments: [
      ([], "(195.1, 421.9)"),
      (["--screen", "780x1688"], "(390.3, 844.0)"),
      (["--points-per-mm", "12.834"], "(390.2, 843.8)"),
    ])
  func mapping(_ options: [String], tapLocation: String) async throws {
    let run = try await GestureSimTool.run(
      ["replay", "Traces/recordings/single-tap.yml"] + options)
    #expect(run.status == 0, "\(run)")
    #expect(
      run.standardOutput.split(separator: "\n").last
        == "+0.092s  tap  window  possible → ended  \(tapLocation)")
  }

  @Test(
    "--rotate, --flip-x and --calibration move a recording's points",
    arguments: [
      (["--rotate", "180"], "(194.8, 421.9)"),
      (["--rotate", "90"], "(421.6, 195.1)"),
      (["--calibration", "1,0,0.1,0,1,0"], "(233.9, 421.9)"),
    ])
  func geometry(_ options: [String], tapLocation: String) async throws {
    try await mapping(options, tapLocation: tapLocation)
  }

  @Test(
    "Bad geometry options are usage errors",
    arguments: [
      ["--rotate", "45"], ["--calibration", "1 2"], ["--size", "3x"], ["--resolution", "0"],
      ["--size", "1e300x1"], ["--resolution", "1e-300"], ["--calibration", "1e300 0 0 0 1 0"],
    ])
  func badGeometry(_ options: [String]) async throws {
    let run = try await GestureSimTool.run(
      ["replay", "Traces/recordings/single-tap.yml"] + options)
    #expect(run.status == 64, "\(run)")
  }

  @Test(
    "A device without a resolution warns and names --size; --size gives it millimetres",
    .enabled(if: MockDevice.hasSharedTraces, MockDevice.missingShared))
  func size() async throws {
    // The DTH2242's 4649 × 2557 units at 9.77 per mm are about 476 × 262 mm.
    try await RecordingCommandChecks.expectSizeOptionsApply(
      MockDevice.sharedTraces.appendingPathComponent("ts-wacom-dth2242-finger.multifinger.evemu")
        .path, size: "476x268", resolution: "9.77")
  }

  @Test("--explain gives every line of the quick start a cause, in text and in JSON")
  func explain() async throws {
    let quickStart = [
      "replay", "Traces/scripts/double-tap-then-drag.touches.yml", "--scene",
      "Traces/scenes/playground.scene.yml",
    ]
    let plain = try await GestureSimTool.run(quickStart)
    let text = try await GestureSimTool.run(quickStart + ["--explain"])
    #expect(text.status == 0, "\(text)")
    let plainLines = plain.standardOutput.split(separator: "\n")
    let textLines = text.standardOutput.split(separator: "\n")
    #expect(textLines.count == plainLines.count)
    for (explained, line) in zip(textLines, plainLines) {
      // The same line, with its cause after it.
      #expect(explained.hasPrefix(line + "  because "))
      #expect(!explained.contains("no recorded cause"))
    }
    // Why the single tap failed.
    #expect(
      textLines.contains(
        "+0.280s  tap  canvas  possible → failed  (100.0, 200.0)  because doubleTap on canvas "
          + "recognized, required to fail"))

    let json = try await GestureSimTool.run(quickStart + ["--explain", "--format", "json"])
    #expect(json.status == 0, "\(json)")
    let objects = try json.standardOutput.split(separator: "\n").map { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
    }
    #expect(objects.count == plainLines.count)
    for object in objects {
      let cause = object["cause"] as? [String: Any]
      #expect(cause?["rule"] is String)
      #expect(cause?["text"] is String)
    }
    let tap = objects.first { $0["recognizer"] as? String == "tap" }?["cause"] as? [String: Any]
    #expect(tap?["rule"] as? String == "requirement.recognized")
    #expect(tap?["other"] as? String == "doubleTap")
    #expect(tap?["otherView"] as? String == "canvas")
    let press = objects.first { ($0["cause"] as? [String: Any])?["measured"] != nil }
    #expect(press != nil)
  }
}

@Test("libinput's switches go with --via libinput only")
func libinputSwitchesNeedLibinput() async throws {
  let run = try await GestureSimTool.run(
    "replay", "Traces/recordings/pan.yml", "--set-scroll-method", "edge")
  #expect(run.status == 64)
  #expect(run.standardError.contains("--set-scroll-method goes with --via libinput"))
  let bad = try await GestureSimTool.run(
    "replay", "Traces/recordings/pan.yml", "--via", "libinput", "--set-tap-map", "rml")
  #expect(bad.status == 64)
}
