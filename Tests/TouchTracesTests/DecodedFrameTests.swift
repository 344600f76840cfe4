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

  /// The decoded touches of `path` under `geometry`, with the surface's size in millimetres.
  static func decoded(_ path: String, _ geometry: SurfaceGeometry) throws -> (
    touches: [DecodedFrame.Touch], surface: CGSize
  ) {
    var mapping = PointMapping()
    mapping.geometry = geometry
    let input = try TraceInput(path: path, mapping: mapping)
    var touches: [DecodedFrame.Touch] = []
    try input.forEachDecodedFrame { touches += $0.touches }
    let device = try #require(input.device)
    return (touches, mapping.scale(for: device).fit.surfaceSize)
  }

  /// Expects every touch's millimetres times the density to be its point: the window is the
  /// surface at the default density, so millimetres and points follow one mapping.
  static func expectMillimetresFollowPoints(_ touches: [DecodedFrame.Touch]) throws {
    #expect(!touches.isEmpty)
    let density = PointMapping.defaultPointsPerMillimeter
    for touch in touches {
      let mm = try #require(touch.millimeters)
      #expect(abs(Double(mm.x) * density - Double(touch.location.x)) < 1e-9)
      #expect(abs(Double(mm.y) * density - Double(touch.location.y)) < 1e-9)
    }
  }

  @Test(
    "Millimetres follow a rotation, flips and a calibration, measured on the turned surface",
    arguments: [
      SurfaceGeometry(rotation: 90),
      SurfaceGeometry(flipsX: true, calibration: [1.02, 0.01, -0.01, 0.02, 0.97, 0.015]),
    ])
  func millimetresFollowGeometry(geometry: SurfaceGeometry) throws {
    let path = TraceFixtures.corpus.appendingPathComponent("recordings/pinch-out.yml").path
    let (touches, surface) = try Self.decoded(path, geometry)
    let (plain, _) = try Self.decoded(path, SurfaceGeometry())
    try Self.expectMillimetresFollowPoints(touches)
    #expect(touches.map(\.units) == plain.map(\.units))
    #expect(touches.map(\.millimeters) != plain.map(\.millimeters))
    guard geometry.rotation == 90 else { return }
    // A quarter turn clockwise: across the window is the device's height read upwards. libinput
    // keeps calibrated positions in whole units of the axis they land on, which here stretches
    // a unit to 0.11 mm.
    for (turned, unturned) in zip(touches, plain) {
      let mm = try #require(turned.millimeters)
      let original = try #require(unturned.millimeters)
      #expect(abs(Double(mm.x) - (Double(surface.width) - Double(original.y))) < 0.25)
      #expect(abs(Double(mm.y) - Double(original.x)) < 0.25)
    }
  }

  @Test(
    "A device without a resolution has millimetres only with --size or --resolution, as its replay",
    .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces))
  func millimetresOfAnUnsizedDevice() throws {
    // X 0…1279, Y 0…767, no resolution.
    let path = TraceFixtures.real("ts-ep0430m09.4-finger-drag-down.evemu")
    try RecordingChecks.expectMillimetresOnlyWhenSized(path, width: 1280, height: 768)
    let (resolved, surface) = try Self.decoded(
      path, SurfaceGeometry(resolution: 8, rotation: 270))
    #expect(surface == CGSize(width: 96, height: 160))
    try Self.expectMillimetresFollowPoints(resolved)
  }

  @Test("A decoded frame hands each touch's force on to the recognizers")
  func touchFrameKeepsForce() {
    let frame = DecodedFrame(
      time: 0.25,
      touches: [
        .init(id: 1, phase: .down, location: CGPoint(x: 10, y: 20), force: 0.5),
        .init(id: 2, phase: .move, location: CGPoint(x: 30, y: 40)),
      ],
      touchesDown: 2)
    let changes = frame.touchFrame.changes
    #expect(frame.touchFrame.time == 0.25)
    #expect(changes.map(\.id) == [1, 2])
    #expect(changes.map(\.force) == [0.5, nil])
    #expect(changes.map(\.location) == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40)])
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
    .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces))
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
