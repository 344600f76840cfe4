import Foundation
import Testing

/// The end-to-end paths the shared third-party recordings exercise, on the project's own device
/// recordings (`Traces/devices`): every clone runs them. Real time, so the recordings are short.
@Suite(
  "End to end through the real libinput on the project's own device recordings",
  .enabled(if: MockDevice.isUsable, MockDevice.skipNote),
  .timeLimit(.minutes(3)))
struct MockedShippedRecordingTests {
  /// The touchscreen recordings whose events libinput passes on unchanged: evemu, the
  /// description and events pair, one to ten fingers, a held contact.
  static let touchscreens = [
    "ts-panel.fast-taps.evemu", "ts-wall.multifinger.evemu", "ts-optical.touch-hold.events",
    "ts-tablet-pc.two-finger-circle.events", "ts-tablet-pc.two-finger-tap.events",
  ].map { "Traces/devices/\($0)" }

  @Test(
    "The project's device recordings give the direct replay's transcript live",
    arguments: touchscreens, MockedDeviceTests.Backend.allCases)
  func live(recording: String, backend: MockedDeviceTests.Backend) async throws {
    try await MockedDeviceTests.expectLiveEqualsDirect(recording, backend)
  }

  @Test(
    "replay --via libinput and --via direct give the same transcript on a touchscreen",
    arguments: [
      ("ts-panel.fast-taps.evemu", []),
      ("ts-wall.multifinger.evemu", []),
      ("ts-tablet-pc.two-finger-circle.events", []),
      ("ts-panel.fast-taps.evemu", ["--real-time"]),
    ])
  func viaLibinput(name: String, clock: [String]) async throws {
    let recording = "Traces/devices/\(name)"
    let expected = try await MockedDeviceTests.direct(recording)
    #expect(!expected.isEmpty)
    let through = try await MockDevice.limited {
      try await GestureSimTool.run(
        ["replay", recording, "--via", "libinput", "--format", "json", "--quiet"]
          + MockedDeviceTests.window + clock)
    }
    #expect(through.status == 0, "\(through)")
    #expect(through.standardOutput == expected)
  }

  @Test(
    "libinput's kernel-bug notices: one line each, at libinput's priority, warnings that --quiet hides"
  )
  func kernelBugNotices() async throws {
    try await RecordingCommandChecks.expectKernelBugNotices(
      "Traces/devices/tp-i2c.touch-jump.libinput-record.yml")
  }
}
