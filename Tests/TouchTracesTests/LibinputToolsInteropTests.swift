import Foundation
import Testing

@testable import TouchTraces

/// Runs Debian's libinput-tools on files our writer produced (skipped when they are absent).
enum LibinputTools {
  static let executable = "/usr/bin/libinput"
  static let isAvailable = FileManager.default.isExecutableFile(atPath: executable)

  /// Why a test that runs libinput's tools is skipped.
  static let missing: Comment = "libinput's tools are not installed (Debian: libinput-tools)"

  /// libinput's replay tool, whose loader ``loadForReplay(_:)`` runs.
  static let replayScript = "/usr/libexec/libinput/libinput-replay"

  /// Runs `libinput analyze <tool> <path>` with the system python3 first on PATH, as its scripts need.
  static func analyze(_ tool: String, _ path: String) throws -> (status: Int32, output: String) {
    try run(executable, ["analyze", tool, path])
  }

  /// Runs everything `libinput replay` does with a recording up to creating its uinput device
  /// (which needs /dev/uinput): its own file checks, quirks and event collection, the device
  /// description enabled on a libevdev device, and the udev properties parsed as it parses them.
  static func loadForReplay(_ path: String) throws -> (status: Int32, output: String) {
    let script = """
      import sys, yaml, importlib.machinery, importlib.util
      loader = importlib.machinery.SourceFileLoader("replay", sys.argv[1])
      spec = importlib.util.spec_from_loader("replay", loader)
      replay = importlib.util.module_from_spec(spec)
      loader.exec_module(replay)
      libevdev = replay.libevdev
      with open(sys.argv[2]) as f:
          recording = yaml.safe_load(f)
      replay.check_file(recording)
      for device in replay.fetch(recording, "devices"):
          evdev = replay.fetch(device, "evdev")
          d = libevdev.Device()
          d.name = replay.fetch(evdev, "name")
          assert len(replay.fetch(evdev, "id")) == 4
          for evtype, codes in replay.fetch(evdev, "codes").items():
              for code in codes:
                  data = None
                  if evtype == libevdev.EV_ABS.value:
                      v = replay.fetch(evdev, "absinfo")[code]
                      data = libevdev.InputAbsInfo(
                          minimum=v[0], maximum=v[1], fuzz=v[2], flat=v[3], resolution=v[4])
                  d.enable(libevdev.evbit(evtype, code), data=data)
          for prop in replay.fetch(evdev, "properties"):
              d.enable(libevdev.propbit(prop))
          props = replay.fetch(replay.fetch(device, "udev"), "properties")
          dict(prop.split("=", maxsplit=1) for prop in props)
          replay.create_device_quirk(device)
          replay.first_timestamp(device)
          frames = [replay.collect_events(replay.fetch(e, "evdev"))
                    for e in replay.fetch(device, "events") or []]
          print(f"{d.name}: {len(frames)} frames")
      """
    return try run("/usr/bin/python3", ["-c", script, replayScript, path])
  }

  private static func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "/usr/bin:" + (environment["PATH"] ?? "")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// `touch-down-state`'s table as (time in µs, active slots) rows.
  static func touchDownStates(_ output: String) -> [(time: Int64, slots: [Int])] {
    output.split(separator: "\n").compactMap { line in
      let columns = line.split(separator: "|", omittingEmptySubsequences: false)
      guard columns.count > 3, let seconds = Double(columns[0].trimmingCharacters(in: .whitespaces))
      else {
        return nil
      }
      let slots = columns[2...].enumerated().filter { $0.element.contains("+") }.map(\.offset)
      return (Int64((seconds * 1_000_000).rounded()), slots)
    }
  }
}

/// The active slots after each frame where they changed, from our decoder.
func decodedSlotStates(_ recording: any EvdevRecording) throws -> [(time: Int64, slots: [Int])] {
  var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
  var states: [(time: Int64, slots: [Int])] = []
  var previous = [Bool](repeating: false, count: recording.devices[0].slotCount)
  try recording.readFrames { frame in
    try decoder.decode(frame) { _ in }
    let current = decoder.slots.map(\.isDown)
    if current != previous {
      states.append((frame.time, current.enumerated().filter(\.element).map(\.offset)))
    }
    previous = current
  }
  return states
}

@Suite(
  "libinput-tools read what the writer writes",
  .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces),
  .enabled(if: LibinputTools.isAvailable, LibinputTools.missing))
struct LibinputToolsInteropTests {
  @Test(
    "touch-down-state and per-slot-delta read converted recordings and see the same touches",
    arguments: [
      "ts-atmel-maxtouch.1-finger-fast-taps.evemu",
      "ts-ep0430m09.4-finger-drag-down.evemu",
      "tp-cypress.three-finger-press.evemu",
      "tp-alps-glidepoint.double-tap.evemu",
    ])
  func convertedRecording(name: String) throws {
    try RecordingChecks.expectSlotStatesAgree(TraceFixtures.real(name))
  }

  @Test(
    "Converted traces of every format go through per-slot-delta, touch-down-state, recording and replay's loader",
    arguments: [
      "ts-atmel-maxtouch.1-finger-fast-taps.evemu",
      "tp-synaptics-hp8470p.desc",
      "tp-cypress.three-finger-press.evemu",
      "tp-bcm5974.three-finger-click.evemu",
      "tp-ite-8595.two-finger-scroll.libinput-record-1.12.6.yml",
      "ts-surface.3-fingers-pinch-out.libinput-debug-events.txt",
      "Traces/scripts/double-tap-then-drag.touches.yml",
    ])
  func everyConversion(name: String) throws {
    try RecordingChecks.expectLibinputToolsRead(
      name.hasPrefix("Traces/")
        ? TraceFixtures.packageRoot.appendingPathComponent(name).path : TraceFixtures.real(name))
  }
}
