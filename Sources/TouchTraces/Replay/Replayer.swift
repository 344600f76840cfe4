import GestureCore

/// One trace opened with its scene, ready to replay: the engine behind `replay`, `verify` and
/// `render`.
///
///     let replayer = try Replayer(tracePath: "pan.yml", scenePath: "pan.scene.yml")
///     let count = try replayer.run { print($0) }
///
/// Opening reads what it must of the trace once: its format is recognised once, and a
/// recording's device-to-window map is worked out once (``TraceInput/scale``).
@MainActor public struct Replayer {
  /// The scene the trace is replayed through.
  public let scene: Scene
  /// The trace.
  public let input: TraceInput

  /// Opens the trace at `tracePath` and builds its scene.
  ///
  /// - Parameters:
  ///   - tracePath: The trace file.
  ///   - scenePath: The scene file; the default scene (every built-in, all simultaneous) when
  ///     `nil`.
  ///   - mapping: Device units to points. Without a screen size, a recording is fitted onto a
  ///     given scene's window.
  ///   - registry: The recognizer types a scene may name.
  /// - Throws: ``TraceError`` for a malformed trace or scene.
  public init(
    tracePath: String, scenePath: String? = nil, mapping: PointMapping = PointMapping(),
    registry: RecognizerRegistry = .builtIn
  ) throws {
    if let scenePath {
      let scene = try Scene(path: scenePath, registry: registry)
      let format = TraceFormat.of(path: tracePath)
      var mapping = mapping
      if mapping.screenSize == nil, format != .touchScript {
        mapping.screenSize = scene.simulation.window.bounds.size
      }
      self.scene = scene
      input = try TraceInput(path: tracePath, format: format, mapping: mapping)
    } else {
      input = try TraceInput(path: tracePath, mapping: mapping)
      scene = Scene.makeDefault(windowSize: input.windowSize, registry: registry)
    }
  }

  /// The recording's device reported no resolution, so its units were taken as its size.
  public var isUncalibrated: Bool { input.scale.map { !$0.isCalibrated } ?? false }

  /// The recording is of a touchpad, replayed finger by finger.
  public var isTouchpad: Bool { input.device?.kind == .touchpad }

  /// Replays the trace once, handing each transcript entry to `onEntry` as it happens, and
  /// each input, with how many have been fed, to `onInput` after the simulation has it.
  ///
  /// - Returns: The number of inputs fed.
  /// - Throws: ``TraceError`` for malformed input found while streaming.
  @discardableResult
  public func run(
    onInput: ((InputEvent, Int) -> Void)? = nil,
    onEntry: @escaping (TranscriptEntry) -> Void
  ) throws -> Int {
    let simulation = scene.simulation
    simulation.keepsTranscript = false
    simulation.onTranscriptEntry = onEntry
    var count = 0
    try input.forEachInput { event in
      simulation.feed(event)
      count += 1
      onInput?(event, count)
    }
    simulation.settle()
    return count
  }
}
