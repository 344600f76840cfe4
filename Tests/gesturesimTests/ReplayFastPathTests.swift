import Foundation
import Testing

/// `gesturesim replay PATH…` with nothing but trace paths runs without ArgumentParser (see
/// `ReplayRun(plainCommandLine:)`); `gesturesim replay -- PATH…` means the same and goes through
/// ArgumentParser. Both must give the same transcript, messages, exit status and files, so
/// every default the direct way assumes is checked against the options' own.
@Suite("gesturesim replay: trace paths alone")
struct ReplayFastPathTests {
  /// Runs `replay` with `traces` both ways, in `directory`, and expects the same run.
  private static func expectSameRuns(
    _ traces: [String], in directory: URL = GestureSimTool.packageRoot
  ) async throws -> ToolRun {
    let direct = try await GestureSimTool.run(["replay"] + traces, in: directory)
    let parsed = try await GestureSimTool.run(["replay", "--"] + traces, in: directory)
    #expect(direct.status == parsed.status, "\(direct)\n\(parsed)")
    #expect(direct.standardOutput == parsed.standardOutput)
    #expect(direct.standardError == parsed.standardError)
    return direct
  }

  @Test(
    "Shipped recordings and scripts, one or several, replay the same both ways",
    arguments: [
      ["Traces/recordings/pan.yml"],
      ["Traces/recordings/pinch-out.yml", "Traces/scripts/double-tap-then-drag.touches.yml"],
      ["Traces/scripts/touchpad-pinch.touches.yml", "Traces/recordings/long-press.yml"],
    ])
  func shipped(_ traces: [String]) async throws {
    let run = try await Self.expectSameRuns(traces)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput.split(separator: "\n").count > 3)
  }

  @Test("Shipped recordings that warn (a touchpad; no resolution) replay the same both ways")
  func shippedWarnings() async throws {
    let run = try await Self.expectSameRuns([
      "Traces/devices/tp-glide.double-tap.evemu", "Traces/devices/ts-optical.touch-hold.events",
    ])
    #expect(run.status == 0, "\(run)")
    #expect(run.errorLines.count == 3, "\(run.standardError)")
  }

  @Test(
    "A missing trace, and `help` (a trace name for ArgumentParser too), fail the same both ways",
    arguments: [
      ["Traces/recordings/no-such.yml"], ["help"], ["Traces/recordings/pan.yml", "help"],
    ])
  func missing(_ traces: [String]) async throws {
    let run = try await Self.expectSameRuns(traces)
    #expect(run.status == 66, "\(run)")
    #expect(run.errorLines.count == 1)
  }

  @Test("A malformed recording fails the same both ways, leaving no file behind")
  func malformed() async throws {
    try await withTemporaryFolder { folder in
      let bad = "# libinput record\nversion: 1\nndevices: 1\ndevices:\n- node: [\n"
      try bad.write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
      let run = try await Self.expectSameRuns(["bad.yml"], in: folder)
      #expect(run.status == 65, "\(run)")
      #expect(run.errorLines.count == 1)
      #expect(folder.folderContents == ["bad.yml"])
    }
  }

  @Test(
    "Shared recordings that warn (no resolution, twice; a touchpad) replay the same both ways",
    .enabled(if: MockDevice.hasSharedTraces, "../shared/traces/libinput is absent"))
  func sharedRecordings() async throws {
    let traces = [
      "ts-wacom-dth2242-finger.multifinger.evemu", "tp-bcm5974.three-finger-click.evemu",
    ]
    .map { MockDevice.sharedTraces.appendingPathComponent($0).path }
    let run = try await Self.expectSameRuns(traces)
    #expect(run.status == 0, "\(run)")
    #expect(run.errorLines.count == 3, "\(run.standardError)")
  }
}
