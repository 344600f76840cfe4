import Foundation
import GestureKit
import LiveInput
import Testing

/// Event builders: times in microseconds from 10 s of `CLOCK_MONOTONIC`, so that simulation time
/// 0 is 10_000_000 µs.
private let start: UInt64 = 10_000_000

private func touch(
  _ kind: LibInputTouchEvent.Kind, device: Int = 1, at ms: UInt64, slot: Int32 = 0,
  _ x: CGFloat = 0, _ y: CGFloat = 0
) -> LibInputEvent {
  .touch(
    LibInputTouchEvent(
      kind: kind, device: device, time: start + ms * 1000, slot: slot,
      seatSlot: kind == .frame ? -1 : slot, position: CGPoint(x: x * 100, y: y * 200),
      transformed: CGPoint(x: x, y: y)))
}

private func frame(device: Int = 1, at ms: UInt64) -> LibInputEvent {
  touch(.frame, device: device, at: ms, slot: -1)
}

private func gesture(
  _ kind: LibInputGestureEvent.Kind, at ms: UInt64, fingers: Int, dx: CGFloat = 0,
  dy: CGFloat = 0, scale: Double = 1, angle: Double = 0, cancelled: Bool = false
) -> LibInputEvent {
  .gesture(
    LibInputGestureEvent(
      kind: kind, device: 3, time: start + ms * 1000, fingerCount: fingers,
      delta: CGVector(dx: dx, dy: dy), unacceleratedDelta: CGVector(dx: dx, dy: dy),
      scale: scale, angleDelta: angle, isCancelled: cancelled))
}

private func pointer(
  _ kind: LibInputPointerEvent.Kind, at ms: UInt64, dx: CGFloat = 0, dy: CGFloat = 0,
  absolute: CGPoint = .zero, button: UInt32 = LibInputPointerEvent.leftButton,
  pressed: Bool = false
) -> LibInputEvent {
  .pointer(
    LibInputPointerEvent(
      kind: kind, device: 3, time: start + ms * 1000, delta: CGVector(dx: dx, dy: dy),
      absolute: absolute, button: button, isPressed: pressed, scroll: CGVector(dx: dx, dy: dy)))
}

private let touchscreen = LiveDevice(
  id: 1, name: "ELAN Touchscreen", node: "/dev/input/event5", capabilities: [.touch],
  size: CGSize(width: 100, height: 200), touchSlots: 10)
private let secondTouchscreen = LiveDevice(
  id: 2, name: "Wacom Touch", node: "/dev/input/event7", capabilities: [.touch], touchSlots: 5)
private let touchpad = LiveDevice(
  id: 3, name: "SYNA Touchpad", node: "/dev/input/event9", capabilities: [.pointer, .gesture],
  size: CGSize(width: 101, height: 66))

private func change(
  _ id: Int, _ phase: TouchFrame.Change.Phase, _ x: CGFloat, _ y: CGFloat,
  type: UITouch.TouchType = .direct
) -> TouchFrame.Change {
  .init(id: id, phase: phase, location: CGPoint(x: x, y: y), type: type)
}

private func frameInput(_ time: TimeInterval, _ changes: [TouchFrame.Change]) -> InputEvent {
  .touches(TouchFrame(time: time, changes: changes))
}

private func indirect(
  _ time: TimeInterval, _ kind: IndirectEvent.Kind, _ phase: IndirectEvent.Phase,
  fingers: Int, at location: CGPoint = CGPoint(x: 200, y: 400), delta: CGVector = .zero,
  scale: CGFloat = 1, angle: CGFloat = 0, cancelled: Bool = false, continuous: Bool = true
) -> InputEvent {
  .indirect(
    IndirectEvent(
      time: time, kind: kind, phase: phase, fingers: fingers, location: location, delta: delta,
      scale: scale, angleDelta: angle, isCancelled: cancelled, isContinuous: continuous))
}

/// Translates `events` with a 400 × 800 window.
private func translate(_ events: [LibInputEvent], pointsPerPointerUnit: CGFloat = 1)
  -> [InputEvent]
{
  var translator = LiveInputTranslator(
    windowSize: CGSize(width: 400, height: 800), pointsPerPointerUnit: pointsPerPointerUnit)
  var output: [InputEvent] = []
  for event in events { translator.translate(event, into: &output) }
  return output
}

@Test("Touch down, motion and up become one frame per TOUCH_FRAME, in window points")
func touchLifecycle() {
  let output = translate([
    .deviceAdded(touchscreen),
    touch(.down, at: 0, 0.25, 0.5), frame(at: 0),
    touch(.motion, at: 16, 0.3, 0.5), frame(at: 16),
    frame(at: 24),
    touch(.up, at: 100), frame(at: 100),
  ])
  #expect(
    output == [
      frameInput(0, [change(1, .down, 100, 400)]),
      frameInput(0.016, [change(1, .move, 120, 400)]),
      frameInput(0.1, [change(1, .up, 120, 400)]),
    ])
}

@Test("Two fingers in one sample share a frame; a cancelled touch keeps its last position")
func twoFingersAndCancel() {
  let output = translate([
    touch(.down, at: 0, slot: 0, 0.1, 0.1), touch(.down, at: 0, slot: 1, 0.9, 0.1), frame(at: 0),
    touch(.motion, at: 8, slot: 1, 0.8, 0.2), touch(.cancel, at: 8, slot: 0), frame(at: 8),
  ])
  #expect(
    output == [
      frameInput(0, [change(1, .down, 40, 80), change(2, .down, 360, 80)]),
      frameInput(0.008, [change(2, .move, 320, 160), change(1, .cancel, 40, 80)]),
    ])
}

@Test("Two touchscreens at once never share a touch id, even on the same slot")
func twoTouchscreens() {
  let output = translate([
    .deviceAdded(touchscreen), .deviceAdded(secondTouchscreen),
    touch(.down, device: 1, at: 0, slot: 0, 0.5, 0.5), frame(device: 1, at: 0),
    touch(.down, device: 2, at: 4, slot: 0, 0.25, 0.25), frame(device: 2, at: 4),
    // Device 1's finger lifts and another lands in the same sample: id 1 is not free until the
    // frame is delivered, so the new finger gets 3.
    touch(.up, device: 1, at: 20, slot: 0), touch(.down, device: 1, at: 20, slot: 1, 0.1, 0.9),
    touch(.motion, device: 2, at: 20, slot: 0, 0.25, 0.5),
    frame(device: 1, at: 20), frame(device: 2, at: 20),
    touch(.down, device: 1, at: 40, slot: 0, 0.75, 0.75), frame(device: 1, at: 40),
  ])
  #expect(
    output == [
      frameInput(0, [change(1, .down, 200, 400)]),
      frameInput(0.004, [change(2, .down, 100, 200)]),
      frameInput(0.02, [change(1, .up, 200, 400), change(3, .down, 40, 720)]),
      frameInput(0.02, [change(2, .move, 100, 400)]),
      frameInput(0.04, [change(1, .down, 300, 600)]),
    ])
}

@Test("A touchscreen removed mid-gesture cancels its touches; the other device goes on")
func touchscreenRemoved() {
  let output = translate([
    touch(.down, device: 1, at: 0, slot: 0, 0.5, 0.5),
    touch(.down, device: 1, at: 0, slot: 1, 0.25, 0.5),
    frame(device: 1, at: 0),
    touch(.down, device: 2, at: 10, slot: 0, 0.5, 0.25), frame(device: 2, at: 10),
    touch(.motion, device: 1, at: 30, slot: 0, 0.5, 0.75),
    .deviceRemoved(touchscreen),
    touch(.motion, device: 2, at: 40, slot: 0, 0.5, 0.5), frame(device: 2, at: 40),
    touch(.down, device: 2, at: 50, slot: 1, 0.0, 0.0), frame(device: 2, at: 50),
  ])
  #expect(
    output == [
      frameInput(0, [change(1, .down, 200, 400), change(2, .down, 100, 400)]),
      frameInput(0.01, [change(3, .down, 200, 200)]),
      // The motion gathered before the removal is delivered with the cancels.
      frameInput(
        0.03,
        [change(1, .move, 200, 600), change(1, .cancel, 200, 600), change(2, .cancel, 100, 400)]),
      frameInput(0.04, [change(3, .move, 200, 400)]),
      frameInput(0.05, [change(1, .down, 0, 0)]),
    ])
}

@Test("A swipe keeps libinput's phases and finger count; deltas scale to points")
func swipe() {
  let output = translate(
    [
      gesture(.swipeBegin, at: 0, fingers: 3),
      gesture(.swipeUpdate, at: 10, fingers: 3, dx: 12, dy: -4),
      gesture(.swipeEnd, at: 20, fingers: 3),
    ], pointsPerPointerUnit: 0.5)
  #expect(
    output == [
      indirect(0, .swipe, .begin, fingers: 3),
      indirect(0.01, .swipe, .update, fingers: 3, delta: CGVector(dx: 6, dy: -2)),
      indirect(0.02, .swipe, .end, fingers: 3),
    ])
}

@Test("A pinch carries scale and angle, and a cancelled end stays cancelled")
func cancelledPinch() {
  let output = translate([
    gesture(.pinchBegin, at: 0, fingers: 2),
    gesture(.pinchUpdate, at: 10, fingers: 2, dx: 2, scale: 1.5, angle: 10),
    gesture(.pinchUpdate, at: 20, fingers: 2, scale: 1.75, angle: -2.5),
    gesture(.pinchEnd, at: 30, fingers: 2, scale: 1.75, cancelled: true),
  ])
  #expect(
    output == [
      indirect(0, .pinch, .begin, fingers: 2),
      indirect(
        0.01, .pinch, .update, fingers: 2, delta: CGVector(dx: 2, dy: 0), scale: 1.5, angle: 10),
      indirect(0.02, .pinch, .update, fingers: 2, scale: 1.75, angle: -2.5),
      indirect(0.03, .pinch, .end, fingers: 2, scale: 1.75, cancelled: true),
    ])
}

@Test("A hold begins and ends, cancelled when the fingers start moving")
func hold() {
  let output = translate([
    gesture(.holdBegin, at: 0, fingers: 1),
    gesture(.holdEnd, at: 180, fingers: 1, cancelled: true),
  ])
  #expect(
    output == [
      indirect(0, .hold, .begin, fingers: 1),
      indirect(0.18, .hold, .end, fingers: 1, cancelled: true),
    ])
}

@Test("Pointer motion hovers from the window's centre and stays on the window")
func pointerMotion() {
  let output = translate([
    pointer(.motion, at: 0, dx: 10, dy: -20),
    pointer(.motion, at: 8, dx: 500, dy: 0),
    pointer(.motionAbsolute, at: 16, absolute: CGPoint(x: 0.25, y: 0.75)),
  ])
  #expect(
    output == [
      indirect(
        0, .pointer, .update, fingers: 0, at: CGPoint(x: 210, y: 380),
        delta: CGVector(dx: 10, dy: -20)),
      indirect(
        0.008, .pointer, .update, fingers: 0, at: CGPoint(x: 399, y: 380),
        delta: CGVector(dx: 189, dy: 0)),
      indirect(
        0.016, .pointer, .update, fingers: 0, at: CGPoint(x: 100, y: 600),
        delta: CGVector(dx: -299, dy: 220)),
    ])
}

@Test("A click is an indirect-pointer touch that follows the pointer; other buttons are not")
func click() {
  let output = translate([
    pointer(.button, at: 0, pressed: true),
    pointer(.button, at: 5, button: 0x111, pressed: true),
    pointer(.motion, at: 10, dx: 4, dy: 3),
    pointer(.button, at: 15, button: 0x111, pressed: false),
    pointer(.button, at: 20, pressed: false),
  ])
  #expect(
    output == [
      frameInput(0, [change(1, .down, 200, 400, type: .indirectPointer)]),
      frameInput(0.01, [change(1, .move, 204, 403, type: .indirectPointer)]),
      frameInput(0.02, [change(1, .up, 204, 403, type: .indirectPointer)]),
    ])
}

@Test("A secondary click (a two-finger tap) reaches no recognizer and is kept to be reported")
func secondaryClick() {
  var translator = LiveInputTranslator(windowSize: CGSize(width: 400, height: 800))
  var output: [InputEvent] = []
  for event in [
    pointer(.motion, at: 0, dx: 4, dy: 3),
    pointer(.button, at: 5, button: LibInputPointerEvent.rightButton, pressed: true),
    pointer(.button, at: 15, button: LibInputPointerEvent.rightButton, pressed: false),
    pointer(.button, at: 20, button: LibInputPointerEvent.middleButton, pressed: true),
  ] {
    translator.translate(event, into: &output)
  }
  #expect(output.count == 1)
  let at = CGPoint(x: 204, y: 403)
  let buttons = translator.takeUnroutedButtons()
  #expect(
    buttons == [
      .init(time: 0.005, button: 0x111, isPressed: true, location: at),
      .init(time: 0.015, button: 0x111, isPressed: false, location: at),
      .init(time: 0.02, button: 0x112, isPressed: true, location: at),
    ])
  #expect(buttons.map(\.name) == ["BTN_RIGHT", "BTN_RIGHT", "BTN_MIDDLE"])
  #expect(translator.unroutedButtons.isEmpty)
}

@Test(
  "Finger and continuous scrolling begin, update and end at libinput's zero; a wheel turn is one update"
)
func scrolling() {
  let output = translate([
    pointer(.scrollFinger, at: 0, dy: 6),
    pointer(.scrollFinger, at: 10, dx: 1, dy: 4),
    pointer(.scrollFinger, at: 20),
    pointer(.scrollFinger, at: 30),
    pointer(.scrollWheel, at: 40, dy: 15),
    pointer(.scrollContinuous, at: 50, dx: -3),
    pointer(.scrollContinuous, at: 60),
  ])
  #expect(
    output == [
      indirect(0, .scroll, .begin, fingers: 2, delta: CGVector(dx: 0, dy: 6)),
      indirect(0.01, .scroll, .update, fingers: 2, delta: CGVector(dx: 1, dy: 4)),
      indirect(0.02, .scroll, .end, fingers: 2),
      indirect(
        0.04, .scroll, .update, fingers: 0, delta: CGVector(dx: 0, dy: 15), continuous: false),
      indirect(0.05, .scroll, .begin, fingers: 0, delta: CGVector(dx: -3, dy: 0)),
      indirect(0.06, .scroll, .end, fingers: 0),
    ])
}

@Test("A touchpad removed mid-pinch with a click held ends both as cancelled")
func touchpadRemoved() {
  let output = translate([
    pointer(.button, at: 0, pressed: true),
    gesture(.pinchBegin, at: 10, fingers: 2),
    gesture(.pinchUpdate, at: 20, fingers: 2, scale: 0.5),
    .deviceRemoved(touchpad),
    gesture(.pinchUpdate, at: 30, fingers: 2, scale: 0.5),
  ])
  #expect(
    output == [
      frameInput(0, [change(1, .down, 200, 400, type: .indirectPointer)]),
      indirect(0.01, .pinch, .begin, fingers: 2),
      indirect(0.02, .pinch, .update, fingers: 2, scale: 0.5),
      frameInput(0.02, [change(1, .cancel, 200, 400, type: .indirectPointer)]),
      indirect(0.02, .pinch, .end, fingers: 2, scale: 0.5, cancelled: true),
      // libinput sends nothing after a removal; a stray update is still passed on as such.
      indirect(0.03, .pinch, .update, fingers: 2, scale: 0.5),
    ])
}

@Test("cancelAll ends every device's touches, gestures and scrolls, devices in id order")
func cancelAll() {
  var translator = LiveInputTranslator(windowSize: CGSize(width: 400, height: 800))
  var output: [InputEvent] = []
  for event in [
    pointer(.scrollFinger, at: 0, dy: 2),
    touch(.down, device: 1, at: 5, slot: 0, 0.5, 0.5), frame(device: 1, at: 5),
  ] {
    translator.translate(event, into: &output)
  }
  output.removeAll()
  translator.cancelAll(into: &output)
  #expect(
    output == [
      frameInput(0.005, [change(1, .cancel, 200, 400)]),
      indirect(0.005, .scroll, .end, fingers: 2, cancelled: true),
    ])
  output.removeAll()
  translator.cancelAll(into: &output)
  #expect(output.isEmpty)
}

@Test("Simulation time counts from the first event; deadlines map back rounded up")
func timeMapping() {
  var translator = LiveInputTranslator(windowSize: CGSize(width: 400, height: 800))
  #expect(translator.deviceTime(atSimulationTime: 1) == nil)
  #expect(translator.simulationTime(ofDeviceTime: 5_000_000) == 0)
  #expect(translator.simulationTime(ofDeviceTime: 5_250_000) == 0.25)
  #expect(translator.simulationTime(ofDeviceTime: 4_000_000) == 0)
  #expect(translator.timeOrigin == 5_000_000)
  #expect(translator.deviceTime(atSimulationTime: 0.5) == 5_500_000)
  #expect(translator.deviceTime(atSimulationTime: 0.0000001) == 5_000_001)
}

@Test("A touchscreen with known axes is fitted onto the window keeping its proportions")
func touchscreenFit() {
  // 1280 × 768 units without a resolution onto 400 × 800: scale 400/1280 = 0.3125, so the
  // surface spans 400 × 240 points, centred 280 points down.
  let axes = LiveDevice.TouchAxes(
    x: .init(minimum: 0, maximum: 1279, resolution: 0),
    y: .init(minimum: 0, maximum: 767, resolution: 0))
  var screen = touchscreen
  screen.touchAxes = axes
  let output = translate([
    .deviceAdded(screen),
    touch(.down, at: 0, 0, 0), frame(at: 0),
    touch(.motion, at: 8, 0.5, 0.5), frame(at: 8),
    touch(.up, at: 16), frame(at: 16),
  ])
  #expect(
    output == [
      frameInput(0, [change(1, .down, 0, 280)]),
      frameInput(0.008, [change(1, .move, 200, 400)]),
      frameInput(0.016, [change(1, .up, 200, 400)]),
    ])
  #expect(axes.surface.size == CGSize(width: 1280, height: 768))
  #expect(!axes.surface.isPhysical)
}
