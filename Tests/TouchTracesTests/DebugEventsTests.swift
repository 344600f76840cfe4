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
    // The screen's size in mm, as libinput used it for its percentages.
    let size = RecordingChecks.printedSize(try LibinputDebugEvents.read(path: path))
    #expect(abs(size.width - 252.65) < 0.1 && abs(size.height - 167.5) < 0.1)
    try RecordingChecks.expectPositionsMatch(
      path, deviceName: "NTRG0001:01 1B96:1B05", resolution: 40)
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
    let location = try RecordingChecks.firstPoint(path, screen: CGSize(width: 1000, height: 500))
    #expect(abs(Double(location.x) - 594.4) < 1e-9 && abs(Double(location.y) - 258.85) < 1e-9)
  }
}
