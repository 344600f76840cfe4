import Foundation
import Testing

/// The project's own device recordings (`Traces/devices`, see its SOURCES.md), as paths
/// relative to the package root, which the tool runs in.
private func device(_ name: String) -> String { "Traces/devices/\(name)" }

/// The command paths the shared third-party recordings exercise, on the recordings every clone
/// has.
@Suite("gesturesim on the project's own device recordings")
struct ShippedRecordingCommandTests {
  @Test("An evemu capture of nine fast taps is described with its sessions")
  func describeCapture() async throws {
    let trace = device("ts-panel.fast-taps.evemu")
    let run = try await GestureSimTool.run("describe", trace)
    #expect(run.status == 0, "\(run)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(
      Array(lines.prefix(17)) == [
        "file:       \(trace) (evemu)",
        "device 0:   GestureSim Resistive Panel 800x480",
        "  kind:     touchscreen   id: 0018:0000:0000",
        "  size:     unknown (no resolution)",
        "  range:    x 0…799, y 0…479; resolution 0 × 0 units/mm",
        "  slots:    10",
        "replayed:   device 0",
        "surface:    unknown size: its 800 × 480 units stand in for it, square units assumed; "
          + "pass --size WxH (mm) or --resolution N (units/mm)",
        "turned:     no",
        "window:     800 × 480 points (the surface at one point per unit)",
        "fit:        1.000 points per unit; the surface spans 800.0 × 480.0 points at (0.0, 0.0)",
        "duration:   1.975 s",
        "frames:     94 evdev frames, 362 rows, 56 touch frames",
        "sessions:   9",
        "most fingers down at once: 1",
        "  1. +0.000s  99.0 ms  1 finger",
        "  2. +0.229s  99.0 ms  1 finger",
      ])
    #expect(lines.count == 24)
  }

  @Test("describe follows --screen and counts only the fingers a semi-MT pad has positions for")
  func screenAndFingers() async throws {
    let run = try await GestureSimTool.run(
      "describe", device("tp-semi-mt.three-finger-press.evemu"), "--screen", "300x200")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.standardOutput.contains(
        "window:     300 × 200 points (--screen, the surface fitted keeping its proportions)"))
    #expect(
      run.standardOutput.contains(
        "fit:        0.167 points per unit; the surface spans 299.9 × 200.0 points at (0.0, 0.0)"))
    #expect(run.standardOutput.contains("most fingers down at once: 2\n"))
    #expect(
      run.standardOutput.contains("2 fingers (the device counted 3; only 2 have positions)"))
  }

  @Test("A device without a resolution: describe says so, and how --size and --rotate fit it")
  func deviceWithoutResolution() async throws {
    let trace = device("ts-optical.touch-hold.events")
    let plain = try await GestureSimTool.run("describe", trace)
    #expect(plain.status == 0, "\(plain)")
    #expect(plain.standardOutput.contains("  size:     unknown (no resolution)\n"))
    #expect(
      plain.standardOutput.contains(
        "surface:    unknown size: its 1921 × 1081 units stand in for it, square units assumed; "
          + "pass --size WxH (mm) or --resolution N (units/mm)\n"))
    let sized = try await GestureSimTool.run(
      "describe", trace, "--size", "476x268", "--rotate", "90", "--flip-x")
    #expect(sized.status == 0, "\(sized)")
    let expected = [
      "surface:    476.0 × 268.0 mm (--size)",
      "turned:     mirrored left to right, then turned 90° clockwise "
        + "(sides swapped: 268.0 × 476.0 mm on the window)",
      "window:     1720 × 3055 points (the surface at 6.417 points per mm)",
      "fit:        6.417 points per mm; the surface spans 1719.8 × 3054.6 points at (0.0, 0.0)",
    ]
    for line in expected { #expect(sized.standardOutput.contains(line + "\n"), "\(line)") }
    // The window is the one the replay uses: its touches' points lie inside it.
    let touches = try await GestureSimTool.run(
      "touches", trace, "--size", "476x268", "--rotate", "90", "--flip-x", "--format", "json")
    let locations = try touches.standardOutput.split(separator: "\n").map {
      try #require(
        (JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["location"]
          as? [Double])
    }
    #expect(!locations.isEmpty)
    #expect(locations.allSatisfy { (0..<1719.8).contains($0[0]) && (0..<3054.6).contains($0[1]) })
  }

  @Test("A device without a resolution warns and names --size; --size gives it millimetres")
  func replaySize() async throws {
    let recording = device("ts-wall.multifinger.evemu")
    let unsized = device("ts-optical.touch-hold.events")
    let plain = try await GestureSimTool.run(["replay", unsized])
    #expect(plain.status == 0)
    #expect(plain.standardError.contains("pass --size WxH in millimetres"))
    let sized = try await GestureSimTool.run(["replay", unsized, "--size", "300x170"])
    #expect(sized.status == 0)
    #expect(!sized.standardError.contains("--size"))
    #expect(sized.standardOutput != plain.standardOutput)
    let resolved = try await GestureSimTool.run(["replay", unsized, "--resolution", "6.4"])
    #expect(resolved.status == 0)
    #expect(!resolved.standardError.contains("--size"))
    #expect(resolved.standardOutput != plain.standardOutput)
    // A device with a resolution needs neither.
    let wall = try await GestureSimTool.run(["replay", recording])
    #expect(wall.status == 0)
    #expect(wall.standardError == "")
  }

  @Test("Nine taps in the default scene: 63 lines, of which --hide-failed keeps the nine taps")
  func hideFailed() async throws {
    let taps = device("ts-panel.fast-taps.evemu")
    let all = try await GestureSimTool.run("replay", taps, "--quiet")
    #expect(all.status == 0, "\(all)")
    #expect(all.standardOutput.split(separator: "\n").count == 63)
    let kept = try await GestureSimTool.run("replay", taps, "--quiet", "--hide-failed")
    let lines = kept.standardOutput.split(separator: "\n")
    #expect(lines.count == 9)
    #expect(lines.allSatisfy { $0.contains("  tap  window  possible → ended  ") })
  }
}

/// libinput's own printout of a pinch, recorded from a mocked touchscreen.
@Suite("A libinput debug-events log of the project's own as a trace")
struct ShippedDebugEventsCommandTests {
  let log = device("ts-laptop.3-fingers-pinch-out.libinput-debug-events.txt")

  @Test("replay, describe and render take the log; the pinch-out is a pinch above 1")
  func replayDescribeRender() async throws {
    let replay = try await GestureSimTool.run("replay", log, "--only", "pinch", "--states", "ended")
    #expect(replay.status == 0, "\(replay)")
    #expect(
      replay.standardOutput
        == "+0.768s  pinch  window  changed → ended  (808.5, 537.2)  scale 2.548  velocity 40.160\n"
    )
    let describe = try await GestureSimTool.run("describe", log)
    #expect(describe.status == 0, "\(describe)")
    #expect(describe.standardOutput.contains("size:       252.0 × 167.5 mm"))
    #expect(describe.standardOutput.contains("  1. +0.000s  768.0 ms  3 fingers"))
    try await withTemporaryFolder { folder in
      let svg = folder.appendingPathComponent("laptop.svg").path
      let render = try await GestureSimTool.run("render", log, "-o", svg)
      #expect(render.status == 0, "\(render)")
      #expect(FileManager.default.contents(atPath: svg).map { $0.count > 1000 } == true)
    }
  }

  @Test("Converted to libinput record YAML, the log replays to the same pinch")
  func convert() async throws {
    try await withTemporaryFolder { folder in
      let yml = folder.appendingPathComponent("laptop.yml").path
      let convert = try await GestureSimTool.run("convert", log, "-o", yml)
      #expect(convert.status == 0, "\(convert)")
      let replay = try await GestureSimTool.run(
        "replay", yml, "--only", "pinch", "--states", "ended")
      #expect(replay.standardOutput.hasPrefix("+0.768s  pinch  window  changed → ended"))
      #expect(replay.standardOutput.contains("scale 2.548"))
    }
  }
}
