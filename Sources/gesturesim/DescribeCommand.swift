import ArgumentParser
import Foundation
import GestureKit
import TouchTraces

struct Describe: MainActorCommand {
  static let configuration = CommandConfiguration(
    abstract: "Describe a trace: its devices, size, duration, frames and touch sessions.",
    discussion: """
      Example:
        gesturesim describe Traces/recordings/pinch-out.yml
        gesturesim describe capture.yml --screen 390x844
      """)

  @Argument(help: "The trace to describe.", completion: .file())
  var trace: String

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  @MainActor func runOnMainActor() throws {
    _ = logging.bootstrap()
    try reportingFailures {
      let out = try OutputFile(path: nil)
      let format = TraceFormat.of(path: trace)
      switch format {
      case .touchScript: try describeScript(into: out)
      case .libinputRecord, .evemu: try describeRecording(format, into: out)
      case .libinputDebugEvents: try describeDebugLog(into: out)
      }
      try out.commit()
    }
  }

  private func describeRecording(_ format: TraceFormat, into out: OutputFile) throws {
    let recording = try TraceFormat.openRecording(path: trace, format: format)
    let formatName = format == .evemu ? "evemu" : "libinput record"
    out.writeLine("file:       \(trace) (\(formatName))")
    for (index, device) in recording.devices.enumerated() {
      out.writeLine("device \(index):   \(device.name)")
      let id = device.id
      out.writeLine(
        "  kind:     \(device.kind.rawValue)   id: \(hex(id.bustype)):\(hex(id.vendor)):\(hex(id.product))"
      )
      if let size = device.sizeInMillimeters {
        out.writeLine("  size:     \(fixed(size.width, 1)) × \(fixed(size.height, 1)) mm")
      } else {
        out.writeLine("  size:     unknown (no resolution)")
      }
      if let x = device.xAxis, let y = device.yAxis {
        out.writeLine(
          "  range:    x \(x.minimum)…\(x.maximum), y \(y.minimum)…\(y.maximum); "
            + "resolution \(x.resolution) × \(y.resolution) units/mm")
      }
      out.writeLine("  slots:    \(device.slotCount)")
    }
    guard let index = recording.devices.firstIndex(where: { $0.kind != .other }) else {
      out.writeLine("no touchscreen or touchpad to replay")
      return
    }
    let mapping = try mapping.mapping()
    let summary = try TraceSummary.summarize(recording, device: index, mapping: mapping)
    out.writeLine("replayed:   device \(index)")
    let scale = mapping.scale(for: recording.devices[index])
    let how =
      mapping.screenSize != nil
      ? "the device's range fitted onto --screen"
      : scale.isCalibrated
        ? "\(fixed(mapping.pointsPerMillimeter, 3)) points per mm"
        : "one device unit per point: the size is unknown"
    out.writeLine(
      "window:     \(fixed(scale.size.width, 0)) × \(fixed(scale.size.height, 0)) points (\(how))")
    out.writeLine("duration:   \(fixed(summary.duration, 3)) s")
    out.writeLine(
      "frames:     \(summary.frameCount) evdev frames, \(summary.rowCount) rows, "
        + "\(summary.touchFrameCount) touch frames")
    out.writeLine("sessions:   \(summary.sessions.count)")
    out.writeLine(
      "most fingers down at once: \(summary.sessions.map(\.maximumContacts).max() ?? 0)")
    for (number, session) in summary.sessions.enumerated() {
      // Fingers the device counts (BTN_TOOL_*) but gives no position replay as no touch.
      let unseen =
        session.maximumFingers > session.maximumContacts
        ? " (the device counted \(session.maximumFingers); only \(session.maximumContacts) have positions)"
        : ""
      out.writeLine(
        "  \(number + 1). +\(fixed(session.start, 3))s  \(fixed(session.duration * 1000, 1)) ms  "
          + "\(session.maximumContacts) finger\(session.maximumContacts == 1 ? "" : "s")\(unseen)")
    }
  }

  private func describeScript(into out: OutputFile) throws {
    let script = try TouchScriptFile(path: trace)
    out.writeLine("file:       \(trace) (touch script)")
    let size = script.windowSize ?? Simulation.defaultWindowSize
    out.writeLine("window:     \(fixed(size.width, 0)) × \(fixed(size.height, 0)) points")
    describeInputs(script.inputs, into: out)
  }

  private func describeDebugLog(into out: OutputFile) throws {
    let log = try LibinputDebugLog(path: trace)
    out.writeLine("file:       \(trace) (libinput debug-events)")
    let mm = log.sizeInMillimeters
    out.writeLine(
      "size:       \(fixed(mm.width, 1)) × \(fixed(mm.height, 1)) mm (from libinput's mm and % columns)"
    )
    let mapping = try mapping.mapping()
    let size = log.windowSize(mapping: mapping)
    out.writeLine("window:     \(fixed(size.width, 0)) × \(fixed(size.height, 0)) points")
    var inputs: [InputEvent] = []
    try TraceInput(path: trace, mapping: mapping).forEachInput { inputs.append($0) }
    describeInputs(inputs, into: out)
  }

  /// Duration, frames and touch sessions of inputs already in points.
  private func describeInputs(_ inputs: [InputEvent], into out: OutputFile) {
    let start = inputs.first?.time ?? 0
    let end = inputs.last?.time ?? 0
    out.writeLine("duration:   \(fixed(end - start, 3)) s")
    var frames = 0
    var indirect = 0
    var down = Set<Int>()
    var sessions: [(start: TimeInterval, end: TimeInterval, fingers: Int)] = []
    for input in inputs {
      switch input {
      case .indirect:
        indirect += 1
      case .touches(let frame):
        frames += 1
        for change in frame.changes {
          switch change.phase {
          case .down:
            if down.isEmpty { sessions.append((frame.time - start, frame.time - start, 0)) }
            down.insert(change.id)
          case .up, .cancel: down.remove(change.id)
          case .move: break
          }
        }
        if !sessions.isEmpty {
          sessions[sessions.count - 1].fingers = max(
            sessions[sessions.count - 1].fingers, down.count)
          sessions[sessions.count - 1].end = frame.time - start
        }
      }
    }
    out.writeLine("frames:     \(frames) touch frames, \(indirect) touchpad or pointer events")
    out.writeLine("sessions:   \(sessions.count)")
    out.writeLine("most fingers down at once: \(sessions.map(\.fingers).max() ?? 0)")
    for (number, session) in sessions.enumerated() {
      out.writeLine(
        "  \(number + 1). +\(fixed(session.start, 3))s  \(fixed((session.end - session.start) * 1000, 1)) ms  "
          + "\(session.fingers) finger\(session.fingers == 1 ? "" : "s")")
    }
  }

  private func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}
