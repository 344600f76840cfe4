import Foundation
import GestureCore

extension LibinputRecordWriter {
  /// Converts any trace file — evemu, `libinput record` YAML, a touch script or a `libinput
  /// debug-events` log — into
  /// `libinput record` YAML at `output`, as `gesturesim convert` does.
  ///
  /// - Throws: ``TraceError`` for a malformed input or an output that cannot be written; nothing
  ///   is left at `output` then.
  public static func convert(
    _ input: String, name: String? = nil, to output: String, mapping: PointMapping = PointMapping()
  ) throws {
    let format = TraceFormat.of(path: input)
    switch format {
    case .touchScript:
      try write(
        TouchScriptFile(path: input, name: name), source: name ?? input, to: output,
        mapping: mapping)
    case .libinputRecord, .evemu:
      try write(TraceFormat.openRecording(path: input, format: format, name: name), to: output)
    case .libinputDebugEvents:
      try write(LibinputDebugLog(path: input, name: name), source: name ?? input, to: output)
    }
  }

  /// Writes a `libinput debug-events` log's touches as a recording of a touchscreen of the size
  /// libinput reported (at 40 units per mm, finer than the log's two decimals).
  ///
  /// - Throws: ``TraceError`` when the file cannot be written.
  public static func write(_ log: LibinputDebugLog, source: String, to path: String) throws {
    let mapping = PointMapping()
    let device = EvdevDevice.virtualMultitouch(
      name: "libinput debug-events touchscreen", kind: .touchscreen,
      size: log.windowSize(mapping: mapping), resolution: 40,
      slots: Swift.max(10, log.mostTouchesDown))
    // Streamed from the log, in bounded memory however long it is.
    try write(encoder: EvdevEncoder(device: device), source: source, to: path) { body in
      try log.forEachFrame(mapping: mapping) { try body($0.touchFrame) }
    }
  }

  /// Writes a touch script's touches as a recording of a virtual touchscreen the size of its
  /// window, with as many slots as the script has fingers down at once (at least 10).
  ///
  /// Touchpad rows (`kind:`) have no evdev form and are left out; touch types are not kept
  /// (the device is a touchscreen, so every touch decodes as `.direct`).
  ///
  /// - Throws: ``TraceError`` when the file cannot be written.
  public static func write(
    _ script: TouchScriptFile, source: String, to path: String,
    mapping: PointMapping = PointMapping()
  ) throws {
    var down = Set<Int>()
    var mostDown = 0
    for frame in script.script.frames {
      for change in frame.changes {
        if change.phase == .down {
          down.insert(change.id)
        } else if change.phase != .move {
          down.remove(change.id)
        }
      }
      mostDown = Swift.max(mostDown, down.count)
    }
    let device = EvdevDevice.virtualMultitouch(
      name: "gesturesim virtual touchscreen", kind: .touchscreen,
      size: script.windowSize ?? Simulation.defaultWindowSize, slots: Swift.max(10, mostDown),
      pointsPerMillimeter: mapping.pointsPerMillimeter)
    try write(
      script.script.frames, encoder: EvdevEncoder(device: device, mapping: mapping), source: source,
      to: path)
  }
}
