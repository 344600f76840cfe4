import Foundation
import LiveInput
import Testing

/// `scripts/mock-device`, the harness that presents recordings to the real libinput as mocked
/// devices, for the end-to-end tests.
enum MockDevice {
  /// The harness.
  static let script = GestureSimTool.packageRoot.appendingPathComponent("scripts/mock-device")

  /// The shared real recordings, beside the repository (absent on some machines).
  static let sharedTraces = GestureSimTool.packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/traces/libinput")

  /// Whether the shared recordings are there.
  static var hasSharedTraces: Bool { FileManager.default.fileExists(atPath: sharedTraces.path) }

  /// Why a test of the shared recordings is skipped, and which tests cover its paths instead.
  static let missingShared: Comment =
    "the shared third-party recordings (../shared/traces) are not beside this checkout; the project's own in Traces/devices cover the same paths (ShippedRecordingCommandTests, MockedShippedRecordingTests)"

  /// Why the harness cannot run here (its own one line), or nil when it can. Asked once.
  static let unavailableReason: String? = {
    guard LiveInputSupport.isAvailable else { return "this build has no live input" }
    let process = Process()
    process.executableURL = script
    process.arguments = ["--check"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return "cannot run scripts/mock-device: \(error)"
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return nil }
    return String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  /// Whether the end-to-end tests can run.
  static var isUsable: Bool { unavailableReason == nil }

  /// The one line a skipped test shows.
  static var skipNote: Comment {
    Comment(rawValue: "mocked input devices cannot run here: \(unavailableReason ?? "")")
  }

  /// Replays run in real time; a few at once keep the suite short without starving them.
  private static let slots = Slots(3)

  /// Runs `gesturesim ARGUMENTS` with `recordings` mocked as /dev/input/event0, event1, ….
  ///
  /// - Parameters:
  ///   - recordings: Paths relative to the package root, or absolute.
  ///   - options: The harness's own options, such as `--remove-at 0:0.3`.
  ///   - arguments: The `gesturesim` command line.
  static func run(_ recordings: [String], options: [String] = [], _ arguments: [String])
    async throws -> ToolRun
  {
    let executable = try #require(GestureSimTool.executable)
    return try await limited {
      try await GestureSimTool.run(
        program: script, options + recordings + ["--", executable.path] + arguments)
    }
  }

  /// Runs `body` when one of the few slots for real-time runs is free.
  static func limited<T>(_ body: () async throws -> T) async throws -> T {
    await slots.acquire()
    do {
      let result = try await body()
      await slots.release()
      return result
    } catch {
      await slots.release()
      throw error
    }
  }

  /// The entries of a JSON Lines transcript.
  static func entries(_ transcript: String) throws -> [[String: Any]] {
    try transcript.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }
}

/// A counting semaphore for async code.
private actor Slots {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(_ count: Int) {
    free = count
  }

  func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
