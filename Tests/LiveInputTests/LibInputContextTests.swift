import Foundation
import LiveInput
import Logging
import Testing

/// These tests open real libinput contexts. The machines the suite runs on have no input
/// devices (no `/dev/input`, no udev database), which is exactly the situation the errors are
/// for; on a build without the `LibInput` trait every entry point reports how to rebuild.

private let quiet = Logger(label: "libinput") { _ in SwiftLogNoOpLogHandler() }

private func error(_ body: () throws -> Void) -> LiveInputError? {
  do {
    try body()
    return nil
  } catch let error as LiveInputError {
    return error
  } catch {
    Issue.record("unexpected error \(error)")
    return nil
  }
}

/// Why a test that opens a libinput context is skipped.
let withoutLibInput: Comment =
  "built without the LibInput trait (--disable-default-traits): there is no libinput to call"

@Test(
  "A udev seat without devices is an error naming libinput list-devices and the input group",
  .enabled(if: LiveInputSupport.isAvailable, withoutLibInput),
  .enabled(
    if: !FileManager.default.fileExists(atPath: "/dev/input"),
    "this machine has /dev/input, so a seat may really have devices")
)
func noDevicesOnSeat() {
  let failure = error { _ = try LibInputContext(seat: "seat0", logger: quiet) }
  #expect(failure == .noDevices(seat: "seat0", deniedNodes: []))
  #expect(
    failure?.description
      == "no input devices on seat seat0; check that `libinput list-devices` (as root) shows your "
      + "device, and add yourself to the input group: sudo usermod -aG input $USER, then log in "
      + "again; with no touch device, try a recording: scripts/mock-device RECORDING -- "
      + "gesturesim live")
  #expect(failure?.errno == nil)
  #expect(error { _ = try LibInputContext.devices(onSeat: "seat0", logger: quiet) } == failure)
}

@Test(
  "A missing device path is reported with ENOENT",
  .enabled(if: LiveInputSupport.isAvailable, withoutLibInput))
func missingPath() {
  let path = "/nonexistent/input/event42"
  let failure = error { _ = try LibInputContext(paths: [path], logger: quiet) }
  #expect(failure == .noSuchDevice(path: path, errno: ENOENT))
  #expect(
    failure?.description
      == "\(path): No such file or directory (errno 2); list the device nodes with "
      + "`gesturesim devices` or `libinput list-devices`")
}

@Test(
  "A regular file is not an input device",
  .enabled(if: LiveInputSupport.isAvailable, withoutLibInput))
func regularFile() throws {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("gesturesim-not-a-device-\(getpid())").path
  try Data("not a device".utf8).write(to: URL(fileURLWithPath: path))
  defer { try? FileManager.default.removeItem(atPath: path) }
  let failure = error { _ = try LibInputContext(paths: [path], logger: quiet) }
  #expect(failure == .notAnInputDevice(path: path, errno: ENOTTY, detail: nil))
  #expect(
    failure?.description
      == "\(path): not an input device (Inappropriate ioctl for device (errno 25)); pass an evdev "
      + "node such as /dev/input/event5")
}

@Test(
  "A character device that is not an input device is refused at once",
  .enabled(if: LiveInputSupport.isAvailable, withoutLibInput))
func characterDeviceThatIsNotInput() {
  let failure = error { _ = try LibInputContext(paths: ["/dev/null"], logger: quiet) }
  #expect(failure == .notAnInputDevice(path: "/dev/null", errno: ENODEV, detail: nil))
  #expect(
    failure?.description
      == "/dev/null: not an input device (No such device (errno 19)); pass an evdev node such as "
      + "/dev/input/event5")
}

@Test(
  "An empty path context opens with no devices",
  .enabled(if: LiveInputSupport.isAvailable, withoutLibInput))
func emptyPathContext() throws {
  let context = try LibInputContext(paths: [], logger: quiet)
  #expect(context.devices.isEmpty)
  #expect(context.fileDescriptor >= 0)
  var events: [LibInputEvent] = []
  try context.dispatch()
  context.readEvents(into: &events)
  #expect(events.isEmpty)
}

@Test(
  "Without the LibInput trait every entry point says how to rebuild",
  .enabled(
    if: !LiveInputSupport.isAvailable,
    "built with the LibInput trait; this test is for builds without it (--disable-default-traits)"))
func unavailable() {
  #expect(error { _ = try LibInputContext(seat: "seat0", logger: quiet) } == .unavailable)
  #expect(error { _ = try LibInputContext(paths: ["/dev/input/event0"]) } == .unavailable)
  #expect(error { _ = try LibInputContext.devices() } == .unavailable)
  #expect(LiveInputError.unavailable.description == LiveInputSupport.unavailableMessage)
}

@Test("A libinput that cannot be loaded is named in the loader's words, with what to install")
func libraryUnavailable() {
  let error = LiveInputError.libraryUnavailable(
    "libinput.so.10: cannot open shared object file: No such file or directory")
  #expect(
    error.description
      == "cannot load libinput (libinput.so.10: cannot open shared object file: No such file or "
      + "directory); install it: sudo apt-get install libinput10")
  #expect(error.errno == nil)
}

@Test("Permission problems name the node and the input group")
func permissionMessages() {
  #expect(
    LiveInputError.permissionDenied(node: "/dev/input/event3", errno: EACCES).description
      == "/dev/input/event3: Permission denied (errno 13); add yourself to the input group "
      + "(sudo usermod -aG input $USER, then log in again) or run as root")
  #expect(
    LiveInputError.noDevices(
      seat: "seat0", deniedNodes: ["/dev/input/event3", "/dev/input/event4"]
    )
    .description
      == "no input devices on seat seat0 that this user may open (permission denied on "
      + "/dev/input/event3, /dev/input/event4); check that `libinput list-devices` (as root) "
      + "shows your device, and add yourself to the input group: sudo usermod -aG input $USER, "
      + "then log in again; with no touch device, try a recording: scripts/mock-device RECORDING "
      + "-- gesturesim live")
}

@Test("libinput's messages keep libinput's priority names; kernel-bug notices are warnings")
func libinputLogLevels() {
  let cases: [(String, UInt32, Logger.Level, String)] = [
    ("event0 - pad: device added", 10, .debug, "debug"),
    ("event0 - pad: enabling tap", 20, .info, "info"),
    ("event0 - pad: failed to open device", 30, .error, "error"),
    ("event0 - bcm5974: kernel bug: Touch jump detected and discarded.", 30, .warning, "error"),
    ("event0 - bcm5974: WARNING: log rate limit exceeded (5 msgs per 24h).", 30, .warning, "error"),
  ]
  for (message, priority, level, name) in cases {
    let mapped = LibInputContext.logLevel(message, priority: priority)
    #expect(mapped.0 == level, "\(message)")
    #expect(mapped.1 == name, "\(message)")
  }
}
