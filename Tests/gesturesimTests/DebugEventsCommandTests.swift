import Foundation
import Testing

/// The libinput debug-events log among the shared recordings.
private let surfaceLog = GestureSimTool.packageRoot.deletingLastPathComponent()
  .appendingPathComponent(
    "shared/traces/libinput/ts-surface.3-fingers-pinch-out.libinput-debug-events.txt")

@Suite(
  "libinput debug-events logs as traces",
  .enabled(
    if: FileManager.default.fileExists(atPath: surfaceLog.path),
    MockDevice.missingShared))
struct DebugEventsCommandTests {
  @Test("replay, describe and render take the Surface log; the pinch-out is a pinch above 1")
  func replayDescribeRender() async throws {
    try await RecordingCommandChecks.expectDebugEventsLog(
      surfaceLog.path,
      ended: "+0.748s  pinch  window  changed → ended  (539.8, 703.3)  scale 1.049  velocity 0.567",
      size: "252.7 × 167.5 mm", session: "  1. +0.000s  748.0 ms  3 fingers")
  }

  @Test("Converted to libinput record YAML, the log replays to the same pinch")
  func convert() async throws {
    try await withTemporaryFolder { folder in
      let yml = folder.appendingPathComponent("surface.yml").path
      let convert = try await GestureSimTool.run("convert", surfaceLog.path, "-o", yml)
      #expect(convert.status == 0, "\(convert)")
      let replay = try await GestureSimTool.run(
        "replay", yml, "--only", "pinch", "--states", "ended")
      #expect(replay.standardOutput.hasPrefix("+0.748s  pinch  window  changed → ended"))
      #expect(replay.standardOutput.contains("scale 1.049"))
    }
  }
}
