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
    .enabled(if: hasSharedRecordings, "the shared libinput recordings are not here"))
  func realCapture() async throws {
    let trace = sharedRecordings.appendingPathComponent(
      "ts-atmel-maxtouch.1-finger-fast-taps.evemu"
    ).path
    let run = try await GestureSimTool.run("describe", trace)
    #expect(run.status == 0, "\(run)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(
      Array(lines.prefix(13)) == [
        "file:       \(trace) (evemu)",
        "device 0:   Atmel maXTouch Touchscreen",
        "  kind:     touchscreen   id: 0018:0000:0000",
        "  size:     unknown (no resolution)",
        "  range:    x 0…799, y 0…479; resolution 0 × 0 units/mm",
        "  slots:    10",
        "replayed:   device 0",
        "window:     800 × 480 points (one device unit per point: the size is unknown)",
        "duration:   1.934 s",
        "frames:     18 evdev frames, 84 rows, 18 touch frames",
        "sessions:   9",
        "most fingers down at once: 1",
        "  1. +0.000s  95.6 ms  1 finger",
      ])
    #expect(lines.count == 21)
  }

  @Test(
    "describe follows --screen and counts only the fingers the replay has",
    .enabled(if: hasSharedRecordings, "the shared libinput recordings are not here"))
  func screenAndFingers() async throws {
    let trace = sharedRecordings.appendingPathComponent("tp-cypress.three-finger-press.evemu").path
    let run = try await GestureSimTool.run("describe", trace, "--screen", "300x200")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.standardOutput.contains(
        "window:     300 × 200 points (the device's range fitted onto --screen)"))
    #expect(run.standardOutput.contains("most fingers down at once: 2\n"))
    #expect(
      run.standardOutput.contains("2 fingers (the device counted 3; only 2 have positions)"))
  }
}
