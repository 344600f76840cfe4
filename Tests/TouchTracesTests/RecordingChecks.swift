import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// The checks that the tests of the shared third-party recordings and those of the project's
/// own (`Traces/devices`) both make, written once.
enum RecordingChecks {
  /// A recording's evdev frames and rows, its touch sessions, the most fingers down in any of
  /// them, and its kind by the name's prefix (`ts-` a touchscreen, otherwise a touchpad).
  static func expectSummary(
    _ path: String, frames: Int, rows: Int, sessions: Int, fingers: Int
  ) throws {
    let summary = try TraceSummary.summarize(TraceFormat.openRecording(path: path))
    #expect(summary.frameCount == frames)
    #expect(summary.rowCount == rows)
    #expect(summary.sessions.count == sessions)
    #expect(summary.sessions.map(\.maximumFingers).max() == fingers)
    let name = URL(fileURLWithPath: path).lastPathComponent
    #expect(summary.device.kind == (name.hasPrefix("ts-") ? .touchscreen : .touchpad))
  }

  /// The touch types of every touch a recording decodes to.
  static func touchTypes(_ path: String) throws -> Set<UITouch.TouchType> {
    let recording = try TraceFormat.openRecording(path: path)
    var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
    var types = Set<UITouch.TouchType>()
    try recording.readFrames { frame in
      try decoder.decode(frame) { touches in types.formUnion(touches.changes.map(\.type)) }
    }
    return types
  }

  /// An events file read with the description beside it: its device, no properties, times
  /// counted from its first event, and no size of its own.
  static func expectEventsPair(_ path: String, name: String, xAxis: AbsInfo) throws {
    let recording = try EvemuRecording(path: path)
    #expect(recording.devices[0].name == name)
    #expect(recording.devices[0].xAxis == xAxis)
    #expect(recording.devices[0].properties == [])
    var first: Int64?
    try recording.readFrames { frame in first = first ?? frame.events[0].time }
    #expect(first == 0)
    #expect(!PointMapping().scale(for: recording.devices[0]).isCalibrated)
  }

  /// The surface's size in millimetres as libinput used it for a log's percentages: the median
  /// of each position's mm over its %.
  static func printedSize(_ events: [LibinputEvent]) -> (width: Double, height: Double) {
    let width = events.compactMap { e in
      e.point.flatMap { p in e.transformed.map { p.x / $0.x * 100 } }
    }.sorted()
    let height = events.compactMap { e in
      e.point.flatMap { p in e.transformed.map { p.y / $0.y * 100 } }
    }.sorted()
    return (width[width.count / 2], height[height.count / 2])
  }

  /// Writes a debug-events log's touches to evdev on a device of `resolution` units per mm,
  /// decodes them again, and expects the positions libinput printed, in mm and in %.
  static func expectPositionsMatch(_ path: String, deviceName: String, resolution: Int32) throws {
    let events = try LibinputDebugEvents.read(path: path)
    let size = printedSize(events)
    let density = PointMapping.defaultPointsPerMillimeter
    var frames: [TouchFrame] = []
    var pending: [TouchFrame.Change] = []
    var last: [Int: CGPoint] = [:]
    for event in events {
      guard let slot = event.seatSlot else {
        if !pending.isEmpty { frames.append(TouchFrame(time: event.time ?? 0, changes: pending)) }
        pending = []
        continue
      }
      let location =
        event.point.map { CGPoint(x: $0.x * density, y: $0.y * density) } ?? last[slot]!
      last[slot] = location
      let phase: TouchFrame.Change.Phase =
        event.type == "TOUCH_DOWN" ? .down : event.type == "TOUCH_UP" ? .up : .move
      pending.append(.init(id: slot + 1, phase: phase, location: location))
    }

    let device = EvdevDevice.virtualMultitouch(
      name: deviceName, kind: .touchscreen,
      size: CGSize(width: size.width * density, height: size.height * density),
      resolution: resolution)
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("log.yml").path
    try LibinputRecordWriter.write(
      frames, encoder: EvdevEncoder(device: device), source: "log", to: output)
    let decoded = try decodeAll(LibinputRecording(path: output))

    let printed = events.filter { $0.point != nil }
    let ours = decoded.flatMap(\.changes).filter { $0.phase != .up }
    #expect(ours.count == printed.count)
    let halfUnit = 0.5 / Double(resolution)
    for (change, event) in zip(ours, printed) {
      let mm = (x: Double(change.location.x) / density, y: Double(change.location.y) / density)
      // Printed with two decimals: within half a device unit plus half the last printed digit.
      #expect(abs(mm.x - event.point!.x) <= halfUnit + 0.005)
      #expect(abs(mm.y - event.point!.y) <= halfUnit + 0.005)
      #expect(abs(mm.x / size.width * 100 - event.transformed!.x) <= 0.02)
      #expect(abs(mm.y / size.height * 100 - event.transformed!.y) <= 0.02)
    }
    #expect(decoded.flatMap(\.changes).filter { $0.phase == .down }.map(\.id) == [1, 2, 3])
  }

  /// The first touch's point when a log is fitted onto a screen of `size` points.
  static func firstPoint(_ path: String, screen size: CGSize) throws -> CGPoint {
    let input = try TraceInput(path: path, mapping: PointMapping(screenSize: size))
    #expect(input.windowSize == size)
    var first: TouchFrame?
    try input.forEachInput { if first == nil, case .touches(let frame) = $0 { first = frame } }
    return try #require(first?.changes.first?.location)
  }

  /// evemu → YAML → decode gives the evemu's devices, rows and touch frames, and Yams reads
  /// the rows our scanner reads.
  static func expectRoundTrip(_ evemuPath: String) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let evemu = try EvemuRecording(path: evemuPath)
    let path = directory.appendingPathComponent("out.yml").path
    try LibinputRecordWriter.write(evemu, to: path)
    let yaml = try LibinputRecording(path: path)
    #expect(
      yaml.devices
        == evemu.devices.map {
          var d = $0
          d.node = "/dev/input/event0"
          d.udevProperties = LibinputRecordWriter.udevProperties(for: $0)
          return d
        })
    #expect(try evdevFrames(yaml) == evdevFrames(evemu))
    let expected = try decodeAll(evemu)
    #expect(!expected.isEmpty)
    #expect(try decodeAll(yaml) == expected)
    #expect(try yamsFrames(path) == [evdevFrames(yaml)])
  }

  /// Converts a recording libinput wrote and expects the device section libinput wrote (but
  /// the axes' values at the time of recording, which no file keeps). Returns both texts.
  static func expectDeviceSectionKept(_ source: String) throws -> (theirs: String, ours: String) {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.yml").path
    try LibinputRecordWriter.write(LibinputRecording(path: source), to: path)
    let theirs = try String(contentsOfFile: source, encoding: .utf8)
    let ours = try String(contentsOfFile: path, encoding: .utf8)
    /// The lines from the device's `- node:` to its `events:` key.
    func deviceSection(_ text: String) -> [Substring] {
      let lines = text.split(separator: "\n")
      guard let start = lines.firstIndex(where: { $0.hasPrefix("- node:") }),
        let end = lines.firstIndex(where: { $0 == "  events:" })
      else { return [] }
      return Array(lines[start...end])
    }
    let expected = deviceSection(theirs).filter { !$0.hasPrefix("    #       Value ") }
    #expect(expected.count > 60)
    #expect(deviceSection(ours) == expected)
    return (theirs, ours)
  }

  /// Converts an evemu recording and expects libinput's touch-down-state to see our slots at
  /// our times, and per-slot-delta to read it.
  static func expectSlotStatesAgree(_ evemuPath: String) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.yml").path
    let evemu = try EvemuRecording(path: evemuPath)
    try LibinputRecordWriter.write(evemu, to: path)

    let states = try LibinputTools.analyze("touch-down-state", path)
    #expect(states.status == 0, "\(states.output)")
    let theirs = LibinputTools.touchDownStates(states.output)
    let ours = try decodedSlotStates(evemu)
    #expect(!ours.isEmpty)
    #expect(theirs.map(\.time) == ours.map(\.time))
    #expect(theirs.map(\.slots) == ours.map(\.slots))

    let deltas = try LibinputTools.analyze("per-slot-delta", path)
    #expect(deltas.status == 0, "\(deltas.output)")
    #expect(!deltas.output.contains("Traceback"))
  }

  /// Converts a trace of any format and runs libinput's analyzers and replay's loader on it.
  static func expectLibinputToolsRead(_ source: String) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.yml").path
    try LibinputRecordWriter.convert(source, to: path)
    let recording = try LibinputRecording(path: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("    - ID_INPUT=1\n"))
    #expect(text.contains("  events: []\n") || text.contains("  events:\n  - evdev:\n"))

    // libinput's touch-down-state assumes slots; on a protocol A device it fails by itself.
    let tools =
      recording.devices[0].slotCount > 0
      ? ["per-slot-delta", "touch-down-state", "recording"] : ["per-slot-delta", "recording"]
    for tool in tools {
      let run = try LibinputTools.analyze(tool, path)
      // `recording` refuses a recording without events, which a description-only one is.
      let refusesEmpty = tool == "recording" && run.output.contains("No events found")
      #expect(run.status == 0 || refusesEmpty, "\(tool): \(run.output)")
      #expect(!run.output.contains("Traceback"), "\(tool): \(run.output)")
    }
    let load = try LibinputTools.loadForReplay(path)
    #expect(load.status == 0, "\(load.output)")
    #expect(load.output.hasPrefix(recording.devices[0].name + ": "))
  }

  /// A protocol A recording's touch sessions (the most fingers down in each) and the largest
  /// step any tracked touch takes between two frames, in device units.
  static func trackedSessions(_ input: TraceInput) throws -> (
    sessions: [Int], largestStep: Int32
  ) {
    var last: [Int: DecodedFrame.DevicePosition] = [:]
    var largestStep: Int32 = 0
    var sessions: [Int] = []
    try input.forEachDecodedFrame { frame in
      for touch in frame.touches {
        let units = try #require(touch.units)
        if touch.phase == .down {
          if last.isEmpty { sessions.append(0) }
          last[touch.id] = units
        } else if let previous = last[touch.id] {
          largestStep = max(largestStep, abs(units.x - previous.x), abs(units.y - previous.y))
          last[touch.id] = touch.phase == .up ? nil : units
        }
      }
      if let count = sessions.last { sessions[sessions.count - 1] = max(count, frame.touchesDown) }
    }
    return (sessions, largestStep)
  }

  /// The types of the recognizers that recognize in the default scene.
  @MainActor static func recognizedTypes(_ input: TraceInput) throws -> [String] {
    let scene = Scene.makeDefault(windowSize: input.windowSize, registry: .builtIn)
    try input.forEachInput { scene.simulation.feed($0) }
    scene.simulation.settle()
    return scene.simulation.transcript.filter { $0.state.isRecognized }.map(\.type)
  }

  /// A device without a resolution of `width` × `height` units: no millimetres unless given a
  /// size or a resolution, and then millimetres that follow the units and the points.
  static func expectMillimetresOnlyWhenSized(_ path: String, width: Double, height: Double)
    throws
  {
    let (unsized, _) = try DecodedFrameTests.decoded(path, SurfaceGeometry())
    #expect(!unsized.isEmpty)
    #expect(unsized.allSatisfy { $0.millimeters == nil })
    let (sized, _) = try DecodedFrameTests.decoded(
      path, SurfaceGeometry(size: CGSize(width: 160, height: 96)))
    try DecodedFrameTests.expectMillimetresFollowPoints(sized)
    for touch in sized {
      let units = try #require(touch.units)
      let mm = try #require(touch.millimeters)
      #expect(abs(Double(mm.x) - Double(units.x) * 160 / width) < 1e-9)
      #expect(abs(Double(mm.y) - Double(units.y) * 96 / height) < 1e-9)
    }
  }
}
