import Foundation
import Testing

/// The real device recordings shared beside the package, when they are there.
private let sharedRecordings = GestureSimTool.packageRoot
  .deletingLastPathComponent().appendingPathComponent("shared/traces/libinput")

private var hasSharedRecordings: Bool {
  FileManager.default.fileExists(atPath: sharedRecordings.path)
}

@Suite("gesturesim describe")
struct DescribeCommandTests {
  @Test("A touchpad's evdev properties and libinput quirks are listed with its device")
  func propertiesAndQuirks() async throws {
    try await withTemporaryFolder { folder in
      let shipped = GestureSimTool.packageRoot.appendingPathComponent(
        "Traces/devices/tp-i2c.touch-jump.libinput-record.yml")
      var text = try String(contentsOf: shipped, encoding: .utf8)
      text = text.replacingOccurrences(
        of: "  quirks:\n",
        with: "  quirks:\n  - ModelSynapticsSerialTouchpad=1\n  - AttrPressureRange=10:8\n")
      try Data(text.utf8).write(to: folder.appendingPathComponent("pad.yml"))
      let run = try await GestureSimTool.run(["describe", "pad.yml"], in: folder)
      #expect(run.status == 0, "\(run)")
      let lines = run.standardOutput.split(separator: "\n").map(String.init)
      let slots = try #require(lines.firstIndex(of: "  slots:    5"))
      #expect(
        Array(lines[(slots + 1)...].prefix(2)) == [
          "  props:    INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD",
          "  quirks:   ModelSynapticsSerialTouchpad=1, AttrPressureRange=10:8",
        ])
    }
  }

  @Test(
    "Describing a recording and a touch script prints their golden descriptions",
    arguments: [
      ("Traces/recordings/pinch-out.yml", "describe-pinch-out.txt"),
      ("Traces/scripts/double-tap-then-drag.touches.yml", "describe-double-tap-then-drag.txt"),
      ("Traces/scripts/touchpad-pinch.touches.yml", "describe-touchpad-pinch.txt"),
    ])
  func golden(_ trace: String, golden: String) async throws {
    let run = try await GestureSimTool.run("describe", trace)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError == "")
    try Golden.expect(run.standardOutput, equals: golden)
  }

  @Test(
    "A real evemu capture of nine fast taps is described with its sessions",
    .enabled(if: hasSharedRecordings, MockDevice.missingShared))
  func realCapture() async throws {
    let trace = sharedRecordings.appendingPathComponent(
      "ts-atmel-maxtouch.1-finger-fast-taps.evemu"
    ).path
    let run = try await GestureSimTool.run("describe", trace)
    #expect(run.status == 0, "\(run)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(
      Array(lines.prefix(17)) == [
        "file:       \(trace) (evemu)",
        "device 0:   Atmel maXTouch Touchscreen",
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
        "duration:   1.934 s",
        "frames:     18 evdev frames, 84 rows, 18 touch frames",
        "sessions:   9",
        "most fingers down at once: 1",
        "  1. +0.000s  95.6 ms  1 finger",
      ])
    #expect(lines.count == 25)
  }

  @Test(
    "describe follows --screen and counts only the fingers the replay has",
    .enabled(if: hasSharedRecordings, MockDevice.missingShared))
  func screenAndFingers() async throws {
    let trace = sharedRecordings.appendingPathComponent("tp-cypress.three-finger-press.evemu").path
    let run = try await GestureSimTool.run("describe", trace, "--screen", "300x200")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.standardOutput.contains(
        "window:     300 × 200 points (--screen, the surface fitted keeping its proportions)"))
    #expect(
      run.standardOutput.contains(
        "fit:        2.998 points per mm; the surface spans 300.0 × 180.1 points at (0.0, 10.0)"))
    #expect(run.standardOutput.contains("most fingers down at once: 2\n"))
    #expect(
      run.standardOutput.contains("2 fingers (the device counted 3; only 2 have positions)"))
  }

  @Test(
    "The Wacom DTH2242 reports no resolution: describe says so, and how --size and --rotate fit it",
    .enabled(if: hasSharedRecordings, MockDevice.missingShared))
  func deviceWithoutResolution() async throws {
    try await RecordingCommandChecks.expectUnsizedDeviceFits(
      sharedRecordings.appendingPathComponent("ts-wacom-dth2242-finger.multifinger.evemu").path,
      units: "4649 × 2557")
  }

  @Test(
    "describe names where the surface's size and calibration come from",
    arguments: [
      (
        ["--resolution", "8.5", "--calibration", "1 0 0.01 0 1 0"],
        [
          "surface:    60.8 × 131.5 mm (the axes' resolution, 20 × 20 units/mm)",
          #"turned:     calibration "1 0 0.01 0 1 0" (--calibration)"#,
        ]
      ),
      (
        ["--strip-resolution"],
        [
          "  size:     61.0 × 132.0 mm (udev's ID_INPUT_WIDTH_MM and ID_INPUT_HEIGHT_MM only; "
            + "the replay, like libinput, goes by the resolution: pass --size to use them)",
          "surface:    unknown size: its 1215 × 2630 units stand in for it, square units "
            + "assumed; pass --size WxH (mm) or --resolution N (units/mm)",
          #"turned:     calibration "0.95 0.02 0.01 -0.03 1.05 0.02" (LIBINPUT_CALIBRATION_MATRIX)"#,
        ]
      ),
      (
        ["--strip-resolution", "--resolution", "20", "--rotate", "180"],
        [
          "surface:    60.8 × 131.5 mm (--resolution 20 units/mm)",
          #"turned:     calibration "0.95 0.02 0.01 -0.03 1.05 0.02" (LIBINPUT_CALIBRATION_MATRIX), "#
            + "then turned 180° clockwise",
          "window:     390 × 844 points (the surface at 6.417 points per mm)",
        ]
      ),
    ])
  func sources(options: [String], lines: [String]) async throws {
    try await withTemporaryFolder { folder in
      var recording = try String(
        contentsOfFile: "Traces/recordings/pinch-in.yml", encoding: .utf8)
      var options = options
      if options.first == "--strip-resolution" {
        options.removeFirst()
        // No resolution on the axes, udev's size hints kept, and a calibration property.
        recording = recording.replacingOccurrences(
          of: #"(?m)^(      (0|1|53|54): \[\d+, \d+, \d+, \d+, )\d+\]"#, with: "$10]",
          options: .regularExpression
        ).replacingOccurrences(
          of: "    - ID_INPUT_TOUCHSCREEN=1\n",
          with: "    - ID_INPUT_TOUCHSCREEN=1\n"
            + "    - LIBINPUT_CALIBRATION_MATRIX=0.95 0.02 0.01 -0.03 1.05 0.02\n")
      }
      let trace = folder.appendingPathComponent("pinch-in.yml")
      try Data(recording.utf8).write(to: trace)
      let run = try await GestureSimTool.run(["describe", trace.path] + options)
      #expect(run.status == 0, "\(run)")
      for line in lines { #expect(run.standardOutput.contains(line + "\n"), "\(line)") }
    }
  }

  @Test("Geometry options a trace cannot take are named: touchpads, touch scripts, debug logs")
  func ignoredGeometry() async throws {
    let pad = try await GestureSimTool.run(
      "describe", "Traces/recordings/touchpad-pinch.yml", "--rotate", "90")
    #expect(pad.status == 0, "\(pad)")
    #expect(
      pad.standardOutput.contains(
        "turned:     not at all: libinput turns and calibrates touchscreens only, so --rotate, "
          + "--flip-x, --flip-y and --calibration are ignored for this touchpad\n"))
    let script = try await GestureSimTool.run(
      "describe", "Traces/scripts/tap.touches.yml", "--size", "100x50", "--screen", "200x100")
    #expect(script.status == 0, "\(script)")
    #expect(script.standardOutput.contains("window:     200 × 100 points\n"))
    #expect(
      script.standardOutput.contains(
        "geometry:   --size, --resolution, --rotate, --flip-x, --flip-y and --calibration do not "
          + "apply to a touch script, which is in points already\n"))
  }
}
