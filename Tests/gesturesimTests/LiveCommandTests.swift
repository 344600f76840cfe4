import Foundation
import LiveInput
import Testing

/// Whether this machine has evdev nodes; without them libinput's seats are empty.
private var hasInputDevices: Bool {
  FileManager.default.fileExists(atPath: "/dev/input")
}

@Suite(
  "gesturesim devices and live without input devices",
  .enabled(if: !hasInputDevices, "this machine has /dev/input; a seat could really be read"),
  .timeLimit(.minutes(1)))
struct LiveCommandTests {
  @Test(
    "Reading a seat with no devices fails with what to check",
    arguments: [["devices"], ["live", "--udev", "seat0"]])
  func emptySeat(_ arguments: [String]) async throws {
    let run = try await GestureSimTool.run(arguments)
    #expect(run.status == 1, "\(run)")
    #expect(run.standardOutput == "")
    #expect(run.errorLines.count == 1)
    if LiveInputSupport.isAvailable {
      #expect(run.standardError.hasPrefix("gesturesim: no input devices on seat seat0"))
      #expect(run.standardError.contains("`libinput list-devices`"))
      #expect(run.standardError.contains("input group"))
    } else {
      #expect(run.standardError == "gesturesim: \(LiveInputSupport.unavailableMessage)\n")
    }
  }

  @Test("A device node that does not exist is named in the error")
  func missingDevice() async throws {
    let run = try await GestureSimTool.run("live", "--device", "/nonexistent")
    #expect(run.status == 1, "\(run)")
    #expect(run.standardOutput == "")
    if LiveInputSupport.isAvailable {
      #expect(
        run.standardError
          == "gesturesim: /nonexistent: No such file or directory (errno 2); list the device "
          + "nodes with `gesturesim devices` or `libinput list-devices`\n")
    } else {
      #expect(run.standardError == "gesturesim: \(LiveInputSupport.unavailableMessage)\n")
    }
  }
}
