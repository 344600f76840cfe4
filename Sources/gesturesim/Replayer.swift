import Foundation
import GestureKit
import GestureReports
import TouchTraces

/// Replays one trace through a scene: the engine behind `replay`, `verify` and `render`.
@MainActor struct Replayer {
  /// The trace file.
  var tracePath: String
  /// The scene file; the default scene (every built-in, all simultaneous) when `nil`.
  var scenePath: String?
  /// Device units to points. Without `--screen`, a recording is fitted onto a given scene's
  /// window.
  var mapping: PointMapping
  /// Whether to gather the touch paths, for pictures.
  var keepsPaths = false

  /// What a replay produced besides its transcript.
  struct Outcome {
    var scene: Scene
    /// The touch paths, when ``keepsPaths`` is set.
    var paths: TracePicture.PathRecorder?
    var inputCount: Int
    /// The recording's device reported no resolution, so its units were taken as its size.
    var isUncalibrated: Bool
    /// The recording is of a touchpad, replayed finger by finger.
    var isTouchpad: Bool
  }

  /// Replays the trace, handing each transcript entry to `onEntry` as it happens.
  ///
  /// - Throws: `TraceError` for a malformed trace or scene.
  func run(progress: Progress? = nil, onEntry: @escaping (TranscriptEntry) -> Void) throws
    -> Outcome
  {
    var mapping = mapping
    let scene: Scene
    let input: TraceInput
    if let scenePath {
      scene = try Scene(path: scenePath, registry: .builtIn)
      if mapping.screenSize == nil, TraceFormat.of(path: tracePath) != .touchScript {
        mapping.screenSize = scene.simulation.window.bounds.size
      }
      input = try TraceInput(path: tracePath, mapping: mapping)
    } else {
      input = try TraceInput(path: tracePath, mapping: mapping)
      scene = Scene.makeDefault(windowSize: input.windowSize, registry: .builtIn)
    }
    let simulation = scene.simulation
    simulation.keepsTranscript = false
    simulation.onTranscriptEntry = onEntry
    var paths = keepsPaths ? TracePicture.PathRecorder(windowSize: input.windowSize) : nil
    var count = 0
    try input.forEachInput { event in
      simulation.feed(event)
      paths?.add(event)
      count += 1
      progress?.advance(to: count)
    }
    simulation.settle()
    progress?.finish()
    let uncalibrated = input.device.map { !mapping.scale(for: $0).isCalibrated } ?? false
    return Outcome(
      scene: scene, paths: paths, inputCount: count, isUncalibrated: uncalibrated,
      isTouchpad: input.device?.kind == .touchpad)
  }
}

/// Where traces' companions live: `pan.yml` pairs with `pan.scene.yml` and
/// `pan.expected.jsonl`; `tap.touches.yml` with `tap.scene.yml` and `tap.expected.jsonl`.
enum TraceFiles {
  private static let traceSuffixes = [
    ".touches.yml", ".touches.yaml", ".yml", ".yaml", ".evemu", ".events",
    ".libinput-debug-events.txt",
  ]

  /// The path without its trace suffix.
  static func stem(of path: String) -> String {
    for suffix in traceSuffixes where path.hasSuffix(suffix) {
      return String(path.dropLast(suffix.count))
    }
    return path
  }

  /// The scene beside a trace, if there is one.
  static func scene(beside path: String) -> String? {
    let scene = stem(of: path) + ".scene.yml"
    return FileManager.default.fileExists(atPath: scene) ? scene : nil
  }

  /// The expected transcript's path for a trace.
  static func expected(for path: String) -> String {
    stem(of: path) + ".expected.jsonl"
  }

  /// Whether a file name is a trace (not a scene, a description or an expectation).
  static func isTrace(_ path: String) -> Bool {
    if path.hasSuffix(".scene.yml") || path.hasSuffix(".scene.yaml") { return false }
    return traceSuffixes.contains { path.hasSuffix($0) }
  }

  /// The traces named by `paths`: files as given, folders searched recursively, sorted.
  static func expand(_ paths: [String]) throws -> [String] {
    var traces: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw TraceError(file: path, message: "no such file or folder", kind: .unavailable)
      }
      guard isFolder.boolValue else {
        traces.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let found = DirectoryWalk.files(under: base).filter(isTrace).map { "\(base)/\($0)" }
      traces.append(contentsOf: found.sorted())
    }
    return traces
  }
}

/// A progress line on standard error for long replays, shown only on a terminal.
final class Progress {
  private let label: String
  private var lastShown = ContinuousClock.now
  private var shown = false

  /// A progress reporter, or `nil` when progress should not be shown.
  static func make(label: String, quiet: Bool) -> Progress? {
    guard !quiet, standardErrorIsTerminal else { return nil }
    return Progress(label: label)
  }

  private init(label: String) {
    self.label = label
  }

  /// Notes that `count` inputs are done; redraws at most a few times a second.
  func advance(to count: Int) {
    guard count & 0x3FFF == 0 else { return }
    let now = ContinuousClock.now
    guard now - lastShown > .milliseconds(250) else { return }
    lastShown = now
    shown = true
    FileHandle.standardError.write(Data("\r\u{1B}[K\(label): \(count) inputs".utf8))
  }

  /// Clears the line.
  func finish() {
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
