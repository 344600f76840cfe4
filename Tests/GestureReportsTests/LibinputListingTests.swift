import Foundation
import GestureKit
import GestureReports
import Testing
import TouchTraces

@Suite("libinput debug-events listing")
struct LibinputListingTests {
  /// A 100 × 50 mm surface on a 200 × 200 point window: fitted 200 × 100 points, centred.
  static let fit = SurfaceFit(
    surfaceSize: CGSize(width: 100, height: 50), windowSize: CGSize(width: 200, height: 200))

  /// A listing of `event5` on that surface at 2 points a millimetre.
  static func listing() -> LibinputListing {
    LibinputListing(
      device: "event5", windowSize: CGSize(width: 200, height: 200), fit: fit,
      pointsPerMillimeter: 2)
  }

  @Test("Touches are listed in libinput's columns, seat slots reused as libinput reuses them")
  func touches() {
    var listing = Self.listing()
    let frames = [
      DecodedFrame(
        time: 0.044,
        touches: [
          .init(
            id: 1, phase: .down, slot: 0, millimeters: CGPoint(x: 25, y: 12.5),
            location: CGPoint(x: 50, y: 75)),
          .init(
            id: 2, phase: .down, slot: 1, millimeters: CGPoint(x: 75, y: 37.5),
            location: CGPoint(x: 150, y: 125)),
        ], touchesDown: 2),
      DecodedFrame(
        time: 0.1, touches: [.init(id: 1, phase: .up, slot: 0, location: CGPoint(x: 50, y: 75))],
        touchesDown: 1),
      DecodedFrame(
        time: 12.5,
        touches: [.init(id: 3, phase: .down, location: CGPoint(x: 0, y: 50))], touchesDown: 2),
    ]
    let lines = frames.flatMap { listing.lines(for: $0) }
    #expect(
      lines == [
        "-event5   TOUCH_DOWN              +0.044s\t0 (0) 25.00/25.00 (25.00/12.50mm)",
        " event5   TOUCH_DOWN              +0.044s\t1 (1) 75.00/75.00 (75.00/37.50mm)",
        " event5   TOUCH_FRAME             +0.044s\t",
        " event5   TOUCH_UP                +0.100s\t0 (0)",
        " event5   TOUCH_FRAME             +0.100s\t",
        // No slot: -1, as libinput prints it; no size: the millimetres are points ÷ 2.
        " event5   TOUCH_DOWN              +12.500s\t-1 (0)  0.00/ 0.00 ( 0.00/25.00mm)",
        " event5   TOUCH_FRAME             +12.500s\t",
      ])
  }

  @Test("Touchpad events and clicks are listed with libinput's values in its layout")
  func touchpad() {
    var listing = LibinputListing(
      device: "event0", windowSize: CGSize(width: 390, height: 844), pointsPerMillimeter: 6)
    let at = CGPoint(x: 195, y: 422)
    let events = [
      IndirectEvent(time: 0, kind: .hold, phase: .begin, fingers: 2, location: at),
      IndirectEvent(
        time: 0.05, kind: .hold, phase: .end, fingers: 2, location: at, isCancelled: true),
      IndirectEvent(
        time: 0.11, kind: .scroll, phase: .begin, fingers: 2, location: at,
        delta: CGVector(dx: 0, dy: 2.7)),
      IndirectEvent(time: 0.2, kind: .scroll, phase: .end, fingers: 2, location: at),
      IndirectEvent(
        time: 1.02, kind: .pinch, phase: .update, fingers: 2, location: at,
        delta: CGVector(dx: 0.5, dy: -1.25), scale: 1.08, angleDelta: 0.35),
      IndirectEvent(
        time: 1.5, kind: .swipe, phase: .update, fingers: 3, location: at,
        delta: CGVector(dx: -4, dy: 0)),
      IndirectEvent(
        time: 2, kind: .pointer, phase: .update, fingers: 0, location: at,
        delta: CGVector(dx: 1.5, dy: -2)),
      IndirectEvent(
        time: 2.1, kind: .scroll, phase: .update, fingers: 0, location: at,
        delta: CGVector(dx: 0, dy: 15), isContinuous: false),
    ]
    var lines = events.map { listing.line(for: $0) }
    lines += listing.lines(
      for: TouchFrame(
        time: 2.3, changes: [.init(id: 1, phase: .down, location: at, type: .indirectPointer)]))
    lines += listing.lines(
      for: TouchFrame(
        time: 2.35,
        changes: [
          .init(id: 1, phase: .move, location: CGPoint(x: 197, y: 421), type: .indirectPointer)
        ]))
    lines.append(listing.buttonLine(LibinputListing.rightButton, pressed: true, time: 2.4))
    lines += listing.lines(
      for: TouchFrame(
        time: 2.5, changes: [.init(id: 1, phase: .up, location: at, type: .indirectPointer)]))
    #expect(
      lines == [
        "-event0   GESTURE_HOLD_BEGIN      +0.000s\t2",
        " event0   GESTURE_HOLD_END        +0.050s\t2 cancelled",
        " event0   POINTER_SCROLL_FINGER   +0.110s\tvert 2.70/0.0* horiz 0.00/0.0 (finger)",
        " event0   POINTER_SCROLL_FINGER   +0.200s\tvert 0.00/0.0 horiz 0.00/0.0 (finger)",
        " event0   GESTURE_PINCH_UPDATE    +1.020s\t2  0.50/-1.25 ( 0.50/-1.25 unaccelerated)  1.08 @  0.35",
        " event0   GESTURE_SWIPE_UPDATE    +1.500s\t3 -4.00/ 0.00 (-4.00/ 0.00 unaccelerated)",
        " event0   POINTER_MOTION          +2.000s\t  1.50/ -2.00 ( +1.50/ -2.00)",
        " event0   POINTER_SCROLL_WHEEL    +2.100s\tvert 15.00/120.0* horiz 0.00/0.0 (wheel)",
        " event0   POINTER_BUTTON          +2.300s\tBTN_LEFT (272) pressed, seat count: 1",
        " event0   POINTER_MOTION          +2.350s\t  2.00/ -1.00 ( +2.00/ -1.00)",
        " event0   POINTER_BUTTON          +2.400s\tBTN_RIGHT (273) pressed, seat count: 2",
        " event0   POINTER_BUTTON          +2.500s\tBTN_LEFT (272) released, seat count: 1",
      ])
  }

  @Test("A listing reads back as a libinput debug-events log: the same frames, to its precision")
  func readsBack() throws {
    var listing = Self.listing()
    func frame(_ time: Double, _ phase: TouchFrame.Change.Phase, mm x: Double?, at location: Double)
      -> DecodedFrame
    {
      let touch = DecodedFrame.Touch(
        id: 1, phase: phase, slot: 0, millimeters: x.map { CGPoint(x: $0, y: 12.5) },
        location: CGPoint(x: location, y: 75))
      return DecodedFrame(time: time, touches: [touch], touchesDown: phase == .up ? 0 : 1)
    }
    let frames = [
      frame(0, .down, mm: 25, at: 50), frame(0.25, .move, mm: 30, at: 60),
      frame(0.5, .up, mm: nil, at: 60),
    ]
    let text = frames.flatMap { listing.lines(for: $0) }.joined(separator: "\n") + "\n"
    #expect(TraceFormat.of(bytes: Array(text.utf8)) == .libinputDebugEvents)
    let log = try LibinputDebugLog(bytes: Array(text.utf8), name: "listing.txt")
    #expect(log.sizeInMillimeters == CGSize(width: 100, height: 50))
    let read = try log.frames(mapping: PointMapping(pointsPerMillimeter: 2))
    #expect(read.map(\.time) == [0, 0.25, 0.5])
    #expect(read.flatMap { $0.touches.map(\.phase) } == [.down, .move, .up])
    #expect(
      read.flatMap { $0.touches.map(\.location) } == [
        CGPoint(x: 50, y: 25), CGPoint(x: 60, y: 25), CGPoint(x: 60, y: 25),
      ])
  }
}
