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
      Array(lines.prefix(18)) == [
        "file:       \(trace) (evemu)",
        "device 0:   GestureSim Resistive Panel 800x480",
        "  kind:     touchscreen   id: 0018:0000:0000",
        "  size:     unknown (no resolution)",
        "  range:    x 0…799, y 0…479; resolution 0 × 0 units/mm",
        "  slots:    10",
        "  props:    INPUT_PROP_DIRECT",
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
    #expect(lines.count == 25)
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
    try await RecordingCommandChecks.expectUnsizedDeviceFits(
      device("ts-optical.touch-hold.events"), units: "1921 × 1081")
  }

  @Test("A device without a resolution warns and names --size; --size gives it millimetres")
  func replaySize() async throws {
    try await RecordingCommandChecks.expectSizeOptionsApply(
      device("ts-optical.touch-hold.events"), size: "300x170", resolution: "6.4")
    // A device with a resolution needs neither.
    let wall = try await GestureSimTool.run(["replay", device("ts-wall.multifinger.evemu")])
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
    try await RecordingCommandChecks.expectDebugEventsLog(
      log,
      ended:
        "+0.768s  pinch  window  changed → ended  (808.5, 537.2)  scale 2.548  velocity 40.160",
      size: "252.0 × 167.5 mm", session: "  1. +0.000s  768.0 ms  3 fingers")
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
