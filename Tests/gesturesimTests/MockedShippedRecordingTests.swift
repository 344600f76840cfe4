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

/// `scripts/make-recordings` remakes what it made: the recipe in Traces/devices/SOURCES.md works.
@Suite(
  "scripts/make-recordings remakes the project's own recordings",
  .enabled(if: MockDevice.isUsable, MockDevice.skipNote),
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/evemu-record"),
    "evemu-tools is not installed (Debian: evemu-tools); only remaking recordings needs it"),
  .timeLimit(.minutes(2)))
struct MockedRecordingRemakeTests {
  @Test(
    "An evemu recording and an events-and-description pair come out as committed, but for the kernel's name"
  )
  func remake() async throws {
    try await withTemporaryFolder { folder in
      let run = try await MockDevice.limited {
        try await GestureSimTool.run(
          program: GestureSimTool.packageRoot.appendingPathComponent("scripts/make-recordings"),
          ["--into", folder.path, "tp-glide", "ts-tablet-pc.two-finger-tap"])
      }
      #expect(run.status == 0, "\(run)")
      /// A file's lines but the one naming the kernel it was recorded on.
      func lines(_ url: URL) throws -> [Substring] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
          .filter { !$0.hasPrefix("# Kernel: ") }
      }
      for name in [
        "tp-glide.double-tap.evemu", "ts-tablet-pc.desc", "ts-tablet-pc.two-finger-tap.events",
      ] {
        let path = "Traces/devices/\(name)"
        let committed = try lines(GestureSimTool.packageRoot.appendingPathComponent(path))
        #expect(!committed.isEmpty)
        #expect(try lines(folder.appendingPathComponent(path)) == committed, "\(name)")
      }
    }
  }
}
