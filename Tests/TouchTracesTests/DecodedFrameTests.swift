import Foundation
import GestureKit
import Testing

@testable import TouchTraces

@Suite("The decoded touch stream, with slots, device units and millimetres")
struct DecodedFrameTests {
  @Test("Each touch's millimetres times the density are the points the recognizers get")
  func millimetresAgreeWithPoints() throws {
    let path = TraceFixtures.corpus.appendingPathComponent("recordings/pinch-out.yml").path
    let input = try TraceInput(path: path)
    var frames: [DecodedFrame] = []
    try input.forEachDecodedFrame { frames.append($0) }
    var fed: [TouchFrame] = []
    try input.forEachInput { if case .touches(let frame) = $0 { fed.append(frame) } }

    #expect(frames.count == fed.count)
    #expect(frames.map(\.time) == fed.map(\.time))
    #expect(frames.map { $0.touches.map(\.id) } == fed.map { $0.changes.map(\.id) })
    let density = PointMapping.defaultPointsPerMillimeter
    for (frame, touchFrame) in zip(frames, fed) {
      for (touch, change) in zip(frame.touches, touchFrame.changes) {
        #expect(touch.location == change.location)
        #expect(touch.slot != nil && touch.units != nil)
        let mm = try #require(touch.millimeters)
        #expect(abs(Double(mm.x) * density - Double(change.location.x)) < 1e-9)
        #expect(abs(Double(mm.y) * density - Double(change.location.y)) < 1e-9)
      }
    }
    #expect(frames.last?.touchesDown == 0)
    #expect(frames.flatMap(\.touches).filter { $0.phase == .down }.map(\.slot) == [0, 1])
  }

  @Test("A touch script's stream has points only, and counts the touches down")
  func touchScript() throws {
    let path = TraceFixtures.corpus.appendingPathComponent("scripts/tap.touches.yml").path
    var frames: [DecodedFrame] = []
    try TraceInput(path: path).forEachDecodedFrame { frames.append($0) }
    #expect(!frames.isEmpty)
    #expect(frames.flatMap(\.touches).allSatisfy { $0.slot == nil && $0.units == nil })
    #expect(frames.first?.touchesDown == 1 && frames.last?.touchesDown == 0)
  }

  @Test(
    "The Atmel capture's nine taps land in slot 0 at the units the file holds",
    .enabled(if: TraceFixtures.hasRealTraces))
  func realTaps() throws {
    let input = try TraceInput(
      path: TraceFixtures.real("ts-atmel-maxtouch.1-finger-fast-taps.evemu"))
    var downs: [DecodedFrame.Touch] = []
    try input.forEachDecodedFrame { frame in
      downs += frame.touches.filter { $0.phase == .down }
    }
    #expect(downs.count == 9)
    #expect(downs.allSatisfy { $0.slot == 0 && $0.id == 1 && $0.millimeters == nil })
    #expect(downs.first?.units == DecodedFrame.DevicePosition(x: 340, y: 242))
  }
}
