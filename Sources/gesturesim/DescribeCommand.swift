import ArgumentParser
import Foundation
import GestureCore
import TouchTraces

struct Describe: MainActorCommand {
  static let configuration = CommandConfiguration(
    commandName: "describe",
    abstract: "Describe a trace: its devices, size, duration, frames and touch sessions.",
    discussion: """
      For a device recording, it also says how the replay maps the device onto the window, \
      with the same options: the surface's size and where it comes from (the axes' \
      resolution, --size or --resolution, or the device's units when its size is unknown), \
      the calibration, flips and rotation, the window, and the fit.

      Example:
        gesturesim describe Traces/recordings/pinch-out.yml
        gesturesim describe capture.yml --screen 390x844
        gesturesim describe wacom.evemu --size 476x268 --rotate 90
      """)

  @Argument(help: "The trace to describe.", completion: TraceCompletion.kind)
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
    out.writeLine("file:       \(shown(trace)) (\(formatName))")
    for (index, device) in recording.devices.enumerated() {
      out.writeLine("device \(index):   \(shown(device.name))")
      let id = device.id
      out.writeLine(
        "  kind:     \(device.kind.rawValue)   id: \(hex(id.bustype)):\(hex(id.vendor)):\(hex(id.product))"
      )
      out.writeLine("  size:     \(Self.ownSize(of: device))")
      if let x = device.xAxis, let y = device.yAxis {
        out.writeLine(
          "  range:    x \(x.minimum)…\(x.maximum), y \(y.minimum)…\(y.maximum); "
            + "resolution \(x.resolution) × \(y.resolution) units/mm")
      }
      out.writeLine("  slots:    \(device.slotCount)")
      // What libinput decides by besides the axes: a touchpad that is one big button, one that
      // reports only a bounding box (SEMI_MT), and the quirks libinput record listed.
      let properties = device.propertyNames
      out.writeLine(
        "  props:    \(properties.isEmpty ? "none" : properties.joined(separator: ", "))")
      if !device.quirks.isEmpty {
        out.writeLine("  quirks:   \(device.quirks.map(shown).joined(separator: ", "))")
      }
    }
    guard let index = recording.devices.firstIndex(where: { $0.kind != .other }) else {
      out.writeLine("no touchscreen or touchpad to replay")
      return
    }
    let mapping = try mapping.mapping()
    let summary = try TraceSummary.summarize(recording, device: index, mapping: mapping)
    out.writeLine("replayed:   device \(index)")
    describeGeometry(of: recording.devices[index], mapping: mapping, into: out)
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

  /// A device's own size and where it comes from.
  private static func ownSize(of device: EvdevDevice) -> String {
    guard let size = device.sizeInMillimeters else { return "unknown (no resolution)" }
    let text = "\(fixed(size.width, 1)) × \(fixed(size.height, 1)) mm"
    if device.xAxis?.lengthInMillimeters != nil, device.yAxis?.lengthInMillimeters != nil {
      return text + " (the axes' resolution)"
    }
    return text
      + " (udev's ID_INPUT_WIDTH_MM and ID_INPUT_HEIGHT_MM only; the replay, like libinput, "
      + "goes by the resolution: pass --size to use them)"
  }

  /// The surface, its turn and calibration, the window and the fit that the replay uses for
  /// `device`: what `PointMapping.scale(for:)` decides, and why.
  private func describeGeometry(of device: EvdevDevice, mapping: PointMapping, into out: OutputFile)
  {
    let scale = mapping.scale(for: device)
    let geometry = mapping.geometry
    let x = device.xAxis ?? AbsInfo(minimum: 0, maximum: 0)
    let y = device.yAxis ?? AbsInfo(minimum: 0, maximum: 0)
    let own = SurfaceFit.surface(
      x: (x.minimum, x.maximum, x.resolution), y: (y.minimum, y.maximum, y.resolution))
    let surface = SurfaceGeometry(size: geometry.size, resolution: geometry.resolution)
      .fittedSurface(own)
    let measured = "\(fixed(surface.size.width, 1)) × \(fixed(surface.size.height, 1)) mm"
    if own.isPhysical {
      out.writeLine(
        "surface:    \(measured) (the axes' resolution, \(x.resolution) × \(y.resolution) units/mm)"
      )
    } else if geometry.size != nil {
      out.writeLine("surface:    \(measured) (--size)")
    } else if let resolution = geometry.resolution {
      out.writeLine("surface:    \(measured) (--resolution \(Self.number(resolution)) units/mm)")
    } else {
      out.writeLine(
        "surface:    unknown size: its \(fixed(surface.size.width, 0)) × "
          + "\(fixed(surface.size.height, 0)) units stand in for it, square units assumed; "
          + "pass --size WxH (mm) or --resolution N (units/mm)")
    }
    out.writeLine("turned:     \(Self.turn(of: device, geometry: geometry, fit: scale.fit))")
    let window = scale.size
    let how =
      mapping.screenSize != nil
      ? "--screen, the surface fitted keeping its proportions"
      : scale.isCalibrated
        ? "the surface at \(fixed(mapping.pointsPerMillimeter, 3)) points per mm"
        : "the surface at one point per unit"
    out.writeLine(
      "window:     \(fixed(window.width, 0)) × \(fixed(window.height, 0)) points (\(how))")
    let fit = scale.fit
    let unit = fit.isPhysical ? "mm" : "unit"
    out.writeLine(
      "fit:        \(fixed(Double(fit.span.width / fit.surfaceSize.width), 3)) points per \(unit); "
        + "the surface spans \(fixed(fit.span.width, 1)) × \(fixed(fit.span.height, 1)) points "
        + "at (\(fixed(fit.origin.x, 1)), \(fixed(fit.origin.y, 1)))")
  }

  /// The calibration, flips and rotation applied to `device`'s touches, and where each comes
  /// from.
  private static func turn(of device: EvdevDevice, geometry: SurfaceGeometry, fit: SurfaceFit)
    -> String
  {
    guard device.kind == .touchscreen else {
      let turns =
        geometry.rotation != 0 || geometry.flipsX || geometry.flipsY || geometry.calibration != nil
      return turns
        ? "not at all: libinput turns and calibrates touchscreens only, so --rotate, --flip-x, "
          + "--flip-y and --calibration are ignored for this \(device.kind.rawValue)"
        : "no"
    }
    var parts: [String] = []
    if let matrix = geometry.calibration {
      parts.append("calibration \(Self.matrix(matrix)) (--calibration)")
    } else if let matrix = device.udevProperty(PointMapping.calibrationProperty).flatMap(
      SurfaceGeometry.parseMatrix)
    {
      parts.append("calibration \(Self.matrix(matrix)) (\(PointMapping.calibrationProperty))")
    }
    if geometry.flipsX { parts.append("mirrored left to right") }
    if geometry.flipsY { parts.append("mirrored top to bottom") }
    if geometry.rotation != 0 {
      let size = fit.surfaceSize
      let sides =
        geometry.swapsAxes
        ? " (sides swapped: \(fixed(size.width, 1)) × \(fixed(size.height, 1)) "
          + "\(fit.isPhysical ? "mm" : "units") on the window)" : ""
      parts.append("turned \(geometry.rotation)° clockwise\(sides)")
    }
    return parts.isEmpty ? "no" : parts.joined(separator: ", then ")
  }

  private static func matrix(_ numbers: [Float]) -> String {
    "\"" + numbers.map { number(Double($0)) }.joined(separator: " ") + "\""
  }

  /// A number as short as it can be written.
  private static func number(_ value: Double) -> String {
    String(format: "%g", value)
  }

  private func describeScript(into out: OutputFile) throws {
    let script = try TouchScriptFile(path: trace)
    out.writeLine("file:       \(shown(trace)) (touch script)")
    let size =
      try mapping.mapping().screenSize ?? script.windowSize ?? Simulation.defaultWindowSize
    out.writeLine("window:     \(fixed(size.width, 0)) × \(fixed(size.height, 0)) points")
    describeIgnoredGeometry(in: "a touch script, which is in points already", into: out)
    describeInputs(script.inputs, into: out)
  }

  private func describeDebugLog(into out: OutputFile) throws {
    let log = try LibinputDebugLog(path: trace)
    out.writeLine("file:       \(shown(trace)) (libinput debug-events)")
    let mm = log.sizeInMillimeters
    out.writeLine(
      "size:       \(fixed(mm.width, 1)) × \(fixed(mm.height, 1)) mm (from libinput's mm and % columns)"
    )
    let mapping = try mapping.mapping()
    let size = log.windowSize(mapping: mapping)
    out.writeLine("window:     \(fixed(size.width, 0)) × \(fixed(size.height, 0)) points")
    describeIgnoredGeometry(
      in: "a libinput debug-events log, whose positions libinput has already calibrated",
      into: out)
    // The log is streamed once: its frames are the inputs a replay feeds (TraceInput.forEachInput).
    try describeInputs(into: out) { body in
      try log.forEachFrame(mapping: mapping) { body(.touches($0.touchFrame)) }
    }
  }

  /// Says that the geometry options given have no effect on this kind of trace.
  private func describeIgnoredGeometry(in kind: String, into out: OutputFile) {
    guard mapping.geometry.isGiven else { return }
    out.writeLine(
      "geometry:   --size, --resolution, --rotate, --flip-x, --flip-y and --calibration do not "
        + "apply to \(kind)")
  }

  /// Duration, frames and touch sessions of inputs already in points.
  private func describeInputs(_ inputs: [InputEvent], into out: OutputFile) {
    describeInputs(into: out) { body in inputs.forEach(body) }
  }

  /// Duration, frames and touch sessions of the inputs `forEach` hands its body, read once as
  /// a stream (a long log is never held whole).
  private func describeInputs(
    into out: OutputFile, _ forEach: ((InputEvent) -> Void) throws -> Void
  ) rethrows {
    var first: TimeInterval?
    var last: TimeInterval = 0
    var frames = 0
    var indirect = 0
    var down = Set<Int>()
    var sessions: [(start: TimeInterval, end: TimeInterval, fingers: Int)] = []
    try forEach { input in
      let start = first ?? input.time
      first = start
      last = input.time
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
    out.writeLine("duration:   \(fixed(last - (first ?? 0), 3)) s")
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
