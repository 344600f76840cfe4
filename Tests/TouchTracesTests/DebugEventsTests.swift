import Foundation
import GestureKit
import Testing

@testable import TouchTraces

@Suite(
  "libinput's own printout", .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces))
struct DebugEventsTests {
  let path = TraceFixtures.real("ts-surface.3-fingers-pinch-out.libinput-debug-events.txt")

  @Test("The Surface pinch log holds three touches down and up, 171 touch lines in all")
  func readsLog() throws {
    let events = try LibinputDebugEvents.read(path: path)
    #expect(events.count == 171)
    #expect(events.filter { $0.type == "TOUCH_DOWN" }.map(\.seatSlot) == [0, 1, 2])
    #expect(events.filter { $0.type == "TOUCH_UP" }.map(\.seatSlot) == [2, 0, 1])
    #expect(events[0].point?.x == 150.18 && events[0].transformed?.y == 51.77)
  }

  @Test("Positions written to evdev and decoded again match what libinput printed, in mm and in %")
  func positionsMatch() throws {
    let events = try LibinputDebugEvents.read(path: path)
    // The screen's size in mm, as libinput used it for its percentages.
    let width = events.compactMap { e in
      e.point.flatMap { p in e.transformed.map { p.x / $0.x * 100 } }
    }.sorted()
    let height = events.compactMap { e in
      e.point.flatMap { p in e.transformed.map { p.y / $0.y * 100 } }
    }.sorted()
    let size = (width[width.count / 2], height[height.count / 2])
    #expect(abs(size.0 - 252.65) < 0.1 && abs(size.1 - 167.5) < 0.1)

    // libinput's touches, as touch frames in points.
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

    let resolution: Int32 = 40
    let device = EvdevDevice.virtualMultitouch(
      name: "NTRG0001:01 1B96:1B05", kind: .touchscreen,
      size: CGSize(width: size.0 * density, height: size.1 * density), resolution: resolution)
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("surface.yml").path
    try LibinputRecordWriter.write(
      frames, encoder: EvdevEncoder(device: device), source: "surface", to: output)
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
      #expect(abs(mm.x / size.0 * 100 - event.transformed!.x) <= 0.02)
      #expect(abs(mm.y / size.1 * 100 - event.transformed!.y) <= 0.02)
    }
    #expect(decoded.flatMap(\.changes).filter { $0.phase == .down }.map(\.id) == [1, 2, 3])
  }

  @Test("The log is recognised by its lines and replays as 57 frames of three touches")
  func replaysAsTrace() throws {
    #expect(TraceFormat.of(path: path) == .libinputDebugEvents)
    let log = try LibinputDebugLog(path: path)
    #expect(abs(Double(log.sizeInMillimeters.width) - 252.65) < 0.1)
    #expect(abs(Double(log.sizeInMillimeters.height) - 167.5) < 0.1)
    let input = try TraceInput(path: path)
    let density = PointMapping.defaultPointsPerMillimeter
    #expect(abs(Double(input.windowSize.width) - 252.65 * density) < 1)
    var frames: [DecodedFrame] = []
    try input.forEachDecodedFrame { frames.append($0) }
    #expect(frames.count == 57)
    let touches = frames.flatMap(\.touches)
    #expect(touches.filter { $0.phase == .down }.map(\.id) == [1, 2, 3])
    #expect(touches.filter { $0.phase == .up }.map(\.id) == [3, 1, 2])
    let first = try #require(touches.first)
    #expect(first.millimeters == CGPoint(x: 150.18, y: 86.70))
    #expect(abs(Double(first.location.x) - 150.18 * density) < 1e-9)
    #expect(frames.map(\.touchesDown).max() == 3 && frames.last?.touchesDown == 0)
  }

  @Test("With a screen size, positions are libinput's percentages of that screen")
  func percentColumn() throws {
    let mapping = PointMapping(screenSize: CGSize(width: 1000, height: 500))
    let input = try TraceInput(path: path, mapping: mapping)
    #expect(input.windowSize == CGSize(width: 1000, height: 500))
    var first: TouchFrame?
    try input.forEachInput { if first == nil, case .touches(let frame) = $0 { first = frame } }
    let location = try #require(first?.changes.first?.location)
    #expect(abs(Double(location.x) - 594.4) < 1e-9 && abs(Double(location.y) - 258.85) < 1e-9)
  }
}
