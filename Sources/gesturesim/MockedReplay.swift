import ArgumentParser
import Foundation
import GestureReports
import TouchTraces

/// `replay --via libinput`: presents a recording to the real libinput as a mocked device
/// (`scripts/mock-device`, which uses umockdev) and runs `gesturesim live` against it, so that
/// the transcript is what `live` would have printed on that device: libinput's touchpad
/// tapping, scrolling and gestures included.
///
/// By default the harness owns the monotonic clock that libinput and `live` read
/// (`--virtual-clock`): time jumps from one recorded frame, libinput timer or recognizer
/// deadline to the next, so the replay is deterministic and takes a fraction of the recording's
/// length. With ``realTime`` it runs on the real clock instead, as long as the recording.
struct MockedReplay {
  /// The recording.
  var tracePath: String
  /// What the `live` run on the mocked device is to do, handed over whole.
  var live: LiveConfiguration
  /// Whether to replay on the real clock rather than the harness's virtual one.
  var realTime = false

  /// The replay of one device recording as `replay` and `touches` run it `--via libinput`: the
  /// window, unless `live` names one or a scene, is the one the direct path would use, and the
  /// recording is read here first, so that a malformed one is reported as such (exit 65).
  ///
  /// - Throws: `ValidationError` for a trace that is no device recording; ``TraceError``.
  static func of(
    recording trace: String, mapping: PointMapping, live: LiveConfiguration,
    realTime: Bool = false
  ) throws -> MockedReplay {
    let traceFormat = TraceFormat.of(path: trace)
    guard traceFormat == .libinputRecord || traceFormat == .evemu else {
      throw ValidationError(
        "\(trace): --via libinput replays device recordings (libinput record YAML or evemu)")
    }
    let input = try TraceInput(path: trace, format: traceFormat, mapping: mapping)
    var live = live
    live.windowSize = live.windowSize ?? mapping.screenSize
    if live.windowSize == nil, live.scene == nil { live.windowSize = input.windowSize }
    return MockedReplay(tracePath: trace, live: live, realTime: realTime)
  }

  /// The status with which `scripts/mock-device` says it cannot run on this machine.
  static let unavailableStatus: Int32 = 77

  /// Runs the replay and returns what `live` printed: the transcript, one entry a line.
  ///
  /// - Throws: ``MockedReplayError`` when the harness is missing, cannot run here, or fails.
  func run() throws -> Data {
    let harness = try Self.harness()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: harness)
    let command = [
      try OwnExecutable.path(), "live", "--device", "/dev/input/event0",
      "--configuration", try live.encoded(),
    ]
    process.arguments = (realTime ? [] : ["--virtual-clock"]) + [tracePath, "--"] + command
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    // Standard error goes to a file (read after the end, so that no pipe can fill up): when the
    // harness cannot run, its one line becomes part of this command's one line.
    let errorPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturesim-mock-device-\(UUID().uuidString).stderr").path
    guard FileManager.default.createFile(atPath: errorPath, contents: nil),
      let errors = FileHandle(forWritingAtPath: errorPath)
    else { throw MockedReplayError.cannotStart(harness, "no temporary file for its messages") }
    defer {
      try? errors.close()
      try? FileManager.default.removeItem(atPath: errorPath)
    }
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw MockedReplayError.cannotStart(harness, "\(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let messages = FileManager.default.contents(atPath: errorPath) ?? Data()
    let status = process.terminationStatus
    if process.terminationReason == .exit, status == Self.unavailableStatus {
      let reason =
        String(decoding: messages, as: UTF8.self)
        .split(separator: "\n").last.map(String.init) ?? "mock-device cannot run here"
      throw MockedReplayError.unavailable(reason)
    }
    FileHandle.standardError.write(Data(shownLines(String(decoding: messages, as: UTF8.self)).utf8))
    guard process.terminationReason == .exit, status == 0 else {
      throw MockedReplayError.failed(tracePath, status)
    }
    return data
  }

  /// Where `scripts/mock-device` is: `$GESTURESIM_MOCK_DEVICE`, else the repository this
  /// program was built in (found from the executable's folder upwards), else `mock-device` on
  /// the `PATH`.
  static func harness() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    if let given = environment["GESTURESIM_MOCK_DEVICE"], !given.isEmpty { return given }
    var folder = URL(fileURLWithPath: try OwnExecutable.path()).deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = folder.appendingPathComponent("scripts/mock-device").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/mock-device"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw MockedReplayError.harnessMissing
  }
}

/// Why `replay --via libinput` could not run.
enum MockedReplayError: Error, CustomStringConvertible {
  case harnessMissing
  case unavailable(String)
  case cannotStart(String, String)
  case failed(String, Int32)

  var description: String {
    switch self {
    case .harnessMissing:
      "--via libinput needs scripts/mock-device from the GestureSim repository (or set "
        + "GESTURESIM_MOCK_DEVICE to its path) and Debian's \(Self.packages)"
    case .unavailable(let reason):
      "--via libinput cannot run on this machine: \(reason)"
    case .cannotStart(let harness, let reason):
      "cannot run \(harness): \(reason)"
    case .failed(let trace, let status):
      "\(trace): the replay through libinput failed (exit status \(status))"
    }
  }

  static let packages = "umockdev gir1.2-umockdev-1.0 python3-gi and a C compiler"
}

extension MockedReplay {
  /// Replays `trace` through libinput with `live --save` into a new file in `folder`, and
  /// returns its path: what libinput delivered (touches, and a touchpad's pointer, scrolls and
  /// gestures) as a touch script, in the window of `scenePath`, or the one the direct path
  /// would use.
  static func deliveredTouchScript(
    _ trace: String, scenePath: String?, mapping: PointMapping, in folder: URL
  ) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let saved = folder.appendingPathComponent("\(UUID().uuidString).touches.yml").path
    let replay = try MockedReplay.of(
      recording: trace, mapping: mapping,
      live: LiveConfiguration(
        scene: scenePath, format: .json, geometry: mapping.geometry, quiet: true, save: saved))
    _ = try replay.run()
    return saved
  }
}
