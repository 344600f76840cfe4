import Foundation
import GestureCore

/// Any trace file — `libinput record` YAML, evemu, a touch script or a `libinput debug-events`
/// log — as the one thing every source produces: a stream of input for a `Simulation`, and the
/// window it was made for.
///
///     let input = try TraceInput(path: "pinch.yml")
///     let scene = Scene.makeDefault(windowSize: input.windowSize, registry: registry)
///     try input.forEachInput { scene.simulation.feed($0) }
///     scene.simulation.settle()
///
/// A recording replays its first touchscreen or touchpad (other devices, such as keyboards, are
/// skipped), mapped to points by ``PointMapping``; its window is the device's extent. A touch
/// script replays as written, in its own window (or an iPhone-sized one). A debug-events log
/// replays its touches at their millimetre positions, in a window the size of the screen.
public struct TraceInput {
  /// The format the file was read as.
  public let format: TraceFormat
  /// The window the input belongs in, in points.
  public let windowSize: CGSize
  /// The device replayed, for recordings.
  public let device: EvdevDevice?
  /// How the device's units become points, for recordings: worked out once, when the trace is
  /// opened, and shared by every pass over it.
  public let scale: AxisScale?

  private let recording: (any EvdevRecording)?
  private let deviceIndex: Int
  private let script: TouchScriptFile?
  private let debugLog: LibinputDebugLog?
  private let mapping: PointMapping

  /// Opens the trace at `path`.
  ///
  /// - Parameters:
  ///   - path: The trace file.
  ///   - name: The name errors give the file (default: `path`).
  ///   - format: The file's format when the caller has already recognised it
  ///     (``TraceFormat/of(path:)``), so that the file is not read twice to sniff it; recognised
  ///     here when `nil`.
  ///   - mapping: How device units become points.
  /// - Throws: ``TraceError`` for a malformed file, or a recording with no touch device.
  public init(
    path: String, name: String? = nil, format: TraceFormat? = nil,
    mapping: PointMapping = PointMapping()
  ) throws {
    let format = format ?? TraceFormat.of(path: path)
    try self.init(
      format: format, mapping: mapping,
      script: { try TouchScriptFile(path: path, name: name) },
      debugLog: { try LibinputDebugLog(path: path, name: name) },
      recording: { try TraceFormat.openRecording(path: path, format: format, name: name) })
  }

  /// Reads a trace held in memory, its format recognised from its first lines.
  ///
  /// - Throws: ``TraceError`` for a malformed trace, or a recording with no touch device.
  public init(bytes: [UInt8], name: String, mapping: PointMapping = PointMapping()) throws {
    let format = TraceFormat.of(bytes: bytes)
    try self.init(
      format: format, mapping: mapping,
      script: { try TouchScriptFile(bytes: bytes, name: name) },
      debugLog: { try LibinputDebugLog(bytes: bytes, name: name) },
      recording: {
        if format == .evemu { return try EvemuRecording(bytes: bytes, name: name) }
        return try LibinputRecording(bytes: bytes, name: name)
      })
  }

  private init(
    format: TraceFormat, mapping: PointMapping, script readScript: () throws -> TouchScriptFile,
    debugLog readLog: () throws -> LibinputDebugLog,
    recording openRecording: () throws -> any EvdevRecording
  ) throws {
    self.format = format
    self.mapping = mapping
    switch format {
    case .touchScript:
      let script = try readScript()
      self.script = script
      recording = nil
      debugLog = nil
      device = nil
      scale = nil
      deviceIndex = 0
      windowSize = mapping.screenSize ?? script.windowSize ?? Simulation.defaultWindowSize
    case .libinputDebugEvents:
      let log = try readLog()
      debugLog = log
      script = nil
      recording = nil
      device = nil
      scale = nil
      deviceIndex = 0
      windowSize = log.windowSize(mapping: mapping)
    case .libinputRecord, .evemu:
      let recording = try openRecording()
      guard let index = recording.devices.firstIndex(where: { $0.kind != .other }) else {
        let names = recording.devices.map { "`\($0.name)`" }.joined(separator: ", ")
        throw TraceError(
          file: recording.file, line: 1,
          message:
            "expected a touchscreen or touchpad among the recorded devices, found only \(names)")
      }
      self.recording = recording
      script = nil
      debugLog = nil
      deviceIndex = index
      device = recording.devices[index]
      let scale = mapping.scale(for: recording.devices[index])
      self.scale = scale
      windowSize = scale.size
    }
  }

  /// Calls `body` with every input, in time order.
  ///
  /// - Throws: ``TraceError`` for malformed input found while streaming.
  /// - Complexity: O(n) in the file's size; recordings stream in bounded memory.
  public func forEachInput(_ body: (InputEvent) throws -> Void) throws {
    if let script {
      for input in script.inputs { try body(input) }
      return
    }
    if let debugLog {
      try debugLog.forEachFrame(mapping: mapping) { try body(.touches($0.touchFrame)) }
      return
    }
    guard let recording, let device, let scale else { return }
    var decoder = MultitouchDecoder(device: device, file: recording.file, scale: scale)
    try recording.readFrames { frame in
      guard frame.device == deviceIndex else { return }
      try decoder.decode(frame) { try body(.touches($0)) }
    }
  }

  /// Calls `body` with every frame of touches as the recognizers would get it, each touch with
  /// the slot and device units it was decoded from and its millimetres on the surface as the
  /// mapping places it (``AxisScale/millimeters(at:)``); touchpad gestures and pointer events,
  /// which are not touches, are left out.
  ///
  /// - Throws: ``TraceError`` for malformed input found while streaming.
  /// - Complexity: O(n) in the file's size.
  public func forEachDecodedFrame(_ body: (DecodedFrame) throws -> Void) throws {
    if let script {
      var down = Set<Int>()
      for case .touches(let frame) in script.inputs {
        let touches = frame.changes.map { change in
          switch change.phase {
          case .down: down.insert(change.id)
          case .up, .cancel: down.remove(change.id)
          case .move: break
          }
          return DecodedFrame.Touch(
            id: change.id, phase: change.phase, location: change.location, force: change.force)
        }
        try body(DecodedFrame(time: frame.time, touches: touches, touchesDown: down.count))
      }
      return
    }
    if let debugLog {
      try debugLog.forEachFrame(mapping: mapping, body)
      return
    }
    guard let recording, let device, let scale else { return }
    var decoder = MultitouchDecoder(device: device, file: recording.file, scale: scale)
    decoder.recordsRawChanges = true
    try recording.readFrames { frame in
      guard frame.device == deviceIndex else { return }
      var decoded: TouchFrame?
      try decoder.decode(frame) { decoded = $0 }
      guard let touchFrame = decoded else { return }
      var touches: [DecodedFrame.Touch] = []
      touches.reserveCapacity(touchFrame.changes.count)
      for (change, raw) in zip(touchFrame.changes, decoder.rawChanges) {
        touches.append(
          DecodedFrame.Touch(
            id: change.id, phase: change.phase, slot: raw.slot,
            units: DecodedFrame.DevicePosition(x: raw.x, y: raw.y),
            millimeters: scale.millimeters(at: change.location), location: change.location,
            force: change.force))
      }
      try body(
        DecodedFrame(time: touchFrame.time, touches: touches, touchesDown: decoder.contactCount))
    }
  }
}
