import Foundation
import Testing

/// A command line the parser must refuse, and what its error says.
struct UsageCase: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var error: String

  var testDescription: String { arguments.joined(separator: " ") }

  static let tap = "Traces/scripts/tap.touches.yml"

  static let all = [
    UsageCase(arguments: ["replay", "--bogus", tap], error: "Error: Unknown option '--bogus'"),
    UsageCase(arguments: ["frobnicate"], error: "Error: Unexpected argument 'frobnicate'"),
    UsageCase(arguments: ["replay"], error: "Error: Missing expected argument '<traces> ...'"),
    UsageCase(
      arguments: ["render", tap], error: "Error: Missing expected argument '--output <output>'"),
    UsageCase(
      arguments: ["replay", "--screen", "10by20", tap],
      error:
        "Error: --screen expects WIDTHxHEIGHT in points, each above 0 and at most 1000000, for example 390x844"
    ),
    UsageCase(
      arguments: ["replay", "--points-per-mm", "0", tap],
      error: "Error: --points-per-mm must be between 0.01 and 1000.0"),
    UsageCase(
      arguments: ["replay", "--quiet", "--verbose", tap],
      error: "Error: --quiet and --verbose cannot be combined"),
    UsageCase(
      arguments: ["replay", "--format", "xml", tap],
      error:
        "Error: The value 'xml' is invalid for '--format <format>'. Please provide one of "
        + "'text' and 'json'."),
    UsageCase(
      arguments: ["verify", "--jobs", "0", "Traces"], error: "Error: --jobs must be at least 1"),
    UsageCase(
      arguments: ["live", "--udev", "seat0", "--device", "/dev/input/event0"],
      error: "Error: choose either --seat SEAT or --device PATH, not both"),
    UsageCase(
      arguments: ["diagram", "nonsense"],
      error:
        "Error: unknown recognizer type `nonsense`; expected one of hover, longPress, pan, pinch, "
        + "rotation, screenEdgePan, swipe, tap, TapGesture, SpatialTapGesture, LongPressGesture, "
        + "DragGesture, MagnifyGesture, RotateGesture, SimultaneousGesture, SequenceGesture, "
        + "ExclusiveGesture"),
  ]
}

/// A malformed input file and the one error line it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
  var name: String
  var contents: String
  /// The error after `gesturesim: FILE:`.
  var error: String

  var testDescription: String { name }

  static let script = MalformedCase(
    name: "bad.touches.yml",
    contents: """
      window: {width: 390, height: 844}
      events:
        - {t: 0.0, id: 1, phase: down, x: 195.0, y: 422.0}
        - {t: 0.08, id: 1, phase: lift, x: 195.0, y: 422.0}

      """,
    error: "4: unknown phase `lift`; expected down, move, up or cancel")

  static let scene = MalformedCase(
    name: "bad.scene.yml",
    contents: """
      window: {width: 390, height: 844}
      views:
        - name: canvas
          frame: [0, 0, 390, 844]
          recognizers:
            - {name: wiggle, type: wiggle}

      """,
    error:
      "6: unknown recognizer type `wiggle`; expected one of hover, longPress, pan, pinch, "
      + "rotation, screenEdgePan, swipe, tap")
}

@Suite("gesturesim exit statuses")
struct ExitStatusTests {
  @Test("A refused command line exits 64 with the parser's error", arguments: UsageCase.all)
  func usage(_ usage: UsageCase) async throws {
    let run = try await GestureSimTool.run(usage.arguments)
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput == "")
    #expect(run.errorLines.first.map(String.init) == usage.error)
  }

  @Test(
    "Every command given a malformed trace exits 65 with one line naming file and line",
    arguments: [["replay"], ["replay", "--format", "json"], ["render"], ["describe"], ["convert"]])
  func malformedTrace(_ command: [String]) async throws {
    try await withTemporaryFolder { folder in
      let trace = folder.appendingPathComponent(MalformedCase.script.name)
      try Data(MalformedCase.script.contents.utf8).write(to: trace)
      let output = folder.appendingPathComponent("out").path
      let needsOutput = ["render", "convert"].contains(command[0])
      let run = try await GestureSimTool.run(
        command + [trace.path] + (needsOutput ? ["-o", output] : []))
      #expect(run.status == 65, "\(run)")
      #expect(run.standardOutput == "")
      #expect(run.standardError == "gesturesim: \(trace.path):\(MalformedCase.script.error)\n")
      #expect(folder.folderContents == [MalformedCase.script.name])
    }
  }

  @Test("A malformed scene exits 65 with one line naming file and line")
  func malformedScene() async throws {
    try await withTemporaryFolder { folder in
      let scene = folder.appendingPathComponent(MalformedCase.scene.name)
      try Data(MalformedCase.scene.contents.utf8).write(to: scene)
      let run = try await GestureSimTool.run(
        "replay", "Traces/scripts/tap.touches.yml", "--scene", scene.path)
      #expect(run.status == 65, "\(run)")
      #expect(run.standardOutput == "")
      #expect(run.standardError == "gesturesim: \(scene.path):\(MalformedCase.scene.error)\n")
    }
  }

  @Test("A recording broken near its end leaves no partial transcript behind")
  func brokenRecordingWritesNothing() async throws {
    try await withTemporaryFolder { folder in
      let source = GestureSimTool.packageRoot.appendingPathComponent("Traces/recordings/pan.yml")
      var lines = try String(contentsOf: source, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // The last evdev row but two: everything before it has already been replayed.
      let rows = lines.indices.filter { lines[$0].hasPrefix("    - [") }
      let broken = rows[rows.count - 3]
      lines[broken] = lines[broken].replacingOccurrences(of: "[", with: "[ x")
      let trace = folder.appendingPathComponent("pan.yml")
      try Data(lines.joined(separator: "\n").utf8).write(to: trace)

      let run = try await GestureSimTool.run(
        "replay", trace.path, "--format", "json", "-o",
        folder.appendingPathComponent("out.jsonl").path)
      #expect(run.status == 65, "\(run)")
      #expect(
        run.standardError
          == "gesturesim: \(trace.path):\(broken + 1): expected an evdev row "
          + "`- [sec, usec, type, code, value]` of decimal integers\n")
      #expect(folder.folderContents == ["pan.yml"])
    }
  }

  @Test("verify reports a malformed trace among good ones and exits 65")
  func verifyMalformed() async throws {
    try await withTemporaryFolder { folder in
      let bad = folder.appendingPathComponent(MalformedCase.script.name)
      try Data(MalformedCase.script.contents.utf8).write(to: bad)
      for name in ["tap.touches.yml", "tap.expected.jsonl"] {
        try FileManager.default.copyItem(
          at: GestureSimTool.packageRoot.appendingPathComponent("Traces/scripts/\(name)"),
          to: folder.appendingPathComponent(name))
      }
      let run = try await GestureSimTool.run("verify", folder.path)
      #expect(run.status == 65, "\(run)")
      #expect(run.standardError == "gesturesim: \(bad.path):\(MalformedCase.script.error)\n")
      #expect(
        run.standardOutput == "verify: 2 traces, 0 differ, 1 could not be checked — FAILED\n")
    }
  }

  @Test(
    "A trace that does not exist is one error line and exit 66 (EX_NOINPUT), not a crash",
    arguments: [["replay"], ["describe"], ["render", "-o", "x.svg"], ["verify"]])
  func missingTrace(_ command: [String]) async throws {
    try await withTemporaryFolder { folder in
      let missing = folder.appendingPathComponent("missing.yml").path
      let run = try await GestureSimTool.run(
        [command[0], missing] + command.dropFirst(), in: folder)
      #expect(run.status == 66, "\(run)")
      #expect(run.errorLines.count == 1)
      #expect(run.standardError.hasPrefix("gesturesim: \(missing): "))
      #expect(folder.folderContents == [])
    }
  }
}
