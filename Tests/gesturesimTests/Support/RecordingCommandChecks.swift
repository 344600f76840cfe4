import Foundation
import Testing

/// The command checks that the tests of the shared third-party recordings and those of the
/// project's own (`Traces/devices`) both make, written once.
enum RecordingCommandChecks {
  /// A device without a resolution: describe says so and names the units standing in for its
  /// size; `--size 476x268 --rotate 90 --flip-x` fits it onto a turned window, the one whose
  /// points the touches lie in.
  static func expectUnsizedDeviceFits(_ trace: String, units: String) async throws {
    let plain = try await GestureSimTool.run("describe", trace)
    #expect(plain.status == 0, "\(plain)")
    #expect(plain.standardOutput.contains("  size:     unknown (no resolution)\n"))
    #expect(
      plain.standardOutput.contains(
        "surface:    unknown size: its \(units) units stand in for it, square units assumed; "
          + "pass --size WxH (mm) or --resolution N (units/mm)\n"))
    let fitting = ["--size", "476x268", "--rotate", "90", "--flip-x"]
    let sized = try await GestureSimTool.run(["describe", trace] + fitting)
    #expect(sized.status == 0, "\(sized)")
    let expected = [
      "surface:    476.0 × 268.0 mm (--size)",
      "turned:     mirrored left to right, then turned 90° clockwise "
        + "(sides swapped: 268.0 × 476.0 mm on the window)",
      "window:     1720 × 3055 points (the surface at 6.417 points per mm)",
      "fit:        6.417 points per mm; the surface spans 1719.8 × 3054.6 points at (0.0, 0.0)",
    ]
    for line in expected { #expect(sized.standardOutput.contains(line + "\n"), "\(line)") }
    let touches = try await GestureSimTool.run(
      ["touches", trace] + fitting + ["--format", "json"])
    let locations = try touches.standardOutput.split(separator: "\n").map {
      try #require(
        (JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["location"]
          as? [Double])
    }
    #expect(!locations.isEmpty)
    #expect(locations.allSatisfy { (0..<1719.8).contains($0[0]) && (0..<3054.6).contains($0[1]) })
  }

  /// Replaying a device without a resolution warns and names --size; `--size` or
  /// `--resolution` give it millimetres, and another transcript.
  static func expectSizeOptionsApply(_ recording: String, size: String, resolution: String)
    async throws
  {
    let plain = try await GestureSimTool.run(["replay", recording])
    #expect(plain.status == 0)
    #expect(plain.standardError.contains("pass --size WxH in millimetres"))
    for option in [["--size", size], ["--resolution", resolution]] {
      let run = try await GestureSimTool.run(["replay", recording] + option)
      #expect(run.status == 0)
      #expect(!run.standardError.contains("--size"))
      #expect(run.standardOutput != plain.standardOutput)
    }
  }

  /// replay, describe and render all take a libinput debug-events log; the pinch ends as
  /// `ended`, and describe gives libinput's size and the one session.
  static func expectDebugEventsLog(
    _ log: String, ended: String, size: String, session: String
  ) async throws {
    let replay = try await GestureSimTool.run("replay", log, "--only", "pinch", "--states", "ended")
    #expect(replay.status == 0, "\(replay)")
    #expect(replay.standardOutput == ended + "\n")
    let describe = try await GestureSimTool.run("describe", log)
    #expect(describe.status == 0, "\(describe)")
    #expect(describe.standardOutput.contains("size:       \(size)"))
    #expect(describe.standardOutput.contains(session))
    try await withTemporaryFolder { folder in
      let svg = folder.appendingPathComponent("log.svg").path
      let render = try await GestureSimTool.run("render", log, "-o", svg)
      #expect(render.status == 0, "\(render)")
      #expect(FileManager.default.contents(atPath: svg).map { $0.count > 1000 } == true)
    }
  }

  /// libinput's kernel-bug notices through `replay --via libinput`: one line each, at
  /// libinput's priority, naming the touch jump; `--quiet` hides them and changes nothing else.
  static func expectKernelBugNotices(_ trace: String) async throws {
    let run = try await MockDevice.limited {
      try await GestureSimTool.run(["replay", trace, "--via", "libinput"])
    }
    #expect(run.status == 0, "\(run)")
    // Taps of two and three fingers (BTN_RIGHT, BTN_MIDDLE) are warned of as reaching no
    // recognizer; every other line is libinput's.
    let libinputLines = run.errorLines.filter { !$0.contains("reached no recognizer") }
    #expect(!libinputLines.isEmpty)
    for line in libinputLines {
      #expect(line.hasPrefix("gesturesim: libinput error: event0"), "\(line)")
      #expect(line.contains("kernel bug:") || line.contains("log rate limit"), "\(line)")
    }
    #expect(run.standardError.contains("Touch jump detected and discarded. See https://"))
    let quiet = try await MockDevice.limited {
      try await GestureSimTool.run(["replay", trace, "--via", "libinput", "--quiet"])
    }
    #expect(quiet.status == 0)
    #expect(quiet.standardError == "")
    #expect(quiet.standardOutput == run.standardOutput)
  }
}
