import Foundation
import GestureKit
import LiveInput
import Testing

/// Begins after a still half second, ends at the lift, fails if the finger wanders first.
private final class PressRecognizer: UIGestureRecognizer {
  private var timer: GestureTimer?
  private var origin: CGPoint = .zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    origin = location(in: nil)
    timer = scheduleTimer(after: 0.5) { [unowned self] in
      if state == .possible { state = .began }
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, location(in: nil).distance(to: origin) > 10 {
      state = .failed
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .cancelled
  }

  override func reset() {
    timer?.invalidate()
    timer = nil
  }

  override var transcriptType: String { "press" }
}

/// Follows a touchpad pinch: began, changed with its scale, ended or cancelled.
private final class TrackpadPinchRecognizer: UIGestureRecognizer {
  private(set) var scale: CGFloat = 1

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    allowedTouchTypes = []
  }

  override func accepts(_ event: IndirectEvent) -> Bool { event.kind == .pinch }

  /// Where the pointer was, in window points: a trackpad gesture happens under the pointer.
  private var pointer: CGPoint = .zero

  override func location(in view: UIView?) -> CGPoint {
    view.map { $0.convert(pointer, from: nil) } ?? pointer
  }

  override func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    scale = indirectEvent.scale
    pointer = indirectEvent.location
    switch indirectEvent.phase {
    case .begin: state = .began
    case .update: state = .changed
    case .end: state = indirectEvent.isCancelled ? .cancelled : .ended
    }
  }

  override func reset() { scale = 1 }

  override var transcriptType: String { "trackpadPinch" }
  override var transcriptValues: [TranscriptValue] { [.number("scale", scale)] }
}

/// The scene both runs use: a full-window canvas with a press and a trackpad pinch.
@MainActor private func makeSimulation() -> Simulation {
  let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
  let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  canvas.accessibilityIdentifier = "canvas"
  simulation.window.addSubview(canvas)
  let press = PressRecognizer()
  press.name = "press"
  canvas.addGestureRecognizer(press)
  let pinch = TrackpadPinchRecognizer()
  pinch.name = "pinch"
  canvas.addGestureRecognizer(pinch)
  return simulation
}

private let start: UInt64 = 50_000_000
private let touchscreen = LiveDevice(id: 1, name: "ELAN Touchscreen", capabilities: [.touch])
private let touchpad = LiveDevice(id: 2, name: "SYNA Touchpad", capabilities: [.pointer, .gesture])

private func touch(
  _ kind: LibInputTouchEvent.Kind, at ms: UInt64, _ x: CGFloat = 0, _ y: CGFloat = 0
) -> LibInputEvent {
  .touch(
    LibInputTouchEvent(
      kind: kind, device: 1, time: start + ms * 1000, slot: kind == .frame ? -1 : 0,
      seatSlot: kind == .frame ? -1 : 0, transformed: CGPoint(x: x, y: y)))
}

private func pinch(_ kind: LibInputGestureEvent.Kind, at ms: UInt64, scale: Double = 1)
  -> LibInputEvent
{
  .gesture(
    LibInputGestureEvent(
      kind: kind, device: 2, time: start + ms * 1000, fingerCount: 2, scale: scale))
}

/// Plays the part of the pump: events as libinput delivers them, and wake-ups at deadlines.
private enum Step {
  case event(LibInputEvent)
  /// Real time reached the session's next deadline.
  case deadline
}

@MainActor private func runLive(_ steps: [Step]) -> LiveSession {
  let session = LiveSession(simulation: makeSimulation())
  for step in steps {
    switch step {
    case .event(let event): session.handle(event)
    case .deadline:
      guard let deadline = session.nextDeadline else {
        Issue.record("no deadline to wake at")
        continue
      }
      session.advance(toDeviceTime: deadline)
    }
  }
  session.finish()
  return session
}

private let liveSteps: [Step] = [
  .event(.deviceAdded(touchscreen)), .event(.deviceAdded(touchpad)),
  // A press that is held past its half second, moved and lifted.
  .event(touch(.down, at: 0, 0.5, 0.5)), .event(touch(.frame, at: 0)),
  .deadline,
  .event(touch(.motion, at: 600, 0.5, 0.6)), .event(touch(.frame, at: 600)),
  .event(touch(.up, at: 700)), .event(touch(.frame, at: 700)),
  // A trackpad pinch cut short by unplugging the touchpad.
  .event(pinch(.pinchBegin, at: 1000)), .event(pinch(.pinchUpdate, at: 1100, scale: 1.5)),
  .event(.deviceRemoved(touchpad)),
  // A press whose motion, stamped before its deadline, is read only after the deadline fired;
  // the finger is still down when the session ends.
  .event(touch(.down, at: 2000, 0.25, 0.25)), .event(touch(.frame, at: 2000)),
  .deadline,
  .event(touch(.motion, at: 2400, 0.25, 0.3)), .event(touch(.frame, at: 2400)),
]

@Test("A live run gives its whole transcript, with timers fired at their deadlines")
@MainActor func liveTranscript() {
  let session = runLive(liveSteps)
  #expect(
    session.simulation.transcript.map(\.description) == [
      "+0.500s  press  canvas  possible → began  (200.0, 400.0)",
      "+0.600s  press  canvas  began → changed  (200.0, 480.0)",
      "+0.700s  press  canvas  changed → ended  (200.0, 480.0)",
      "+1.000s  pinch  canvas  possible → began  (200.0, 400.0)  scale 1.000",
      "+1.100s  pinch  canvas  began → changed  (200.0, 400.0)  scale 1.500",
      "+1.100s  pinch  canvas  changed → cancelled  (200.0, 400.0)  scale 1.500",
      "+2.500s  press  canvas  possible → began  (100.0, 200.0)",
      "+2.500s  press  canvas  began → changed  (100.0, 240.0)",
      "+2.500s  press  canvas  changed → cancelled  (100.0, 240.0)",
    ])
  #expect(session.devices == [touchscreen])
  #expect(session.nextDeadline == nil)
}

@Test("Replaying what a live session recorded gives the same transcript")
@MainActor func replayMatchesLive() {
  let live = runLive(liveSteps)
  let replay = makeSimulation()
  for input in live.recordedInputs { replay.feed(input) }
  replay.settle()
  #expect(replay.transcript == live.simulation.transcript)
  #expect(live.recordedInputs.map(\.time) == [0, 0.6, 0.7, 1, 1.1, 1.1, 2, 2.5, 2.5])
}

@Test("An event read late is recorded at the time it was delivered")
@MainActor func lateEventIsRetimed() {
  let live = runLive(liveSteps)
  let late = live.recordedInputs[7]
  #expect(
    late
      == .touches(
        TouchFrame(
          time: 2.5, changes: [.init(id: 1, phase: .move, location: CGPoint(x: 100, y: 240))])))
}

@Test("The next deadline maps the simulation's timer to libinput's clock")
@MainActor func nextDeadline() {
  let session = LiveSession(simulation: makeSimulation())
  #expect(session.nextDeadline == nil)
  session.handle(touch(.down, at: 250, 0.5, 0.5))
  session.handle(touch(.frame, at: 250))
  #expect(session.nextDeadline == start + 750_000)
  session.advance(toDeviceTime: start + 749_999)
  #expect(session.simulation.transcript.isEmpty)
  session.advance(toDeviceTime: start + 750_000)
  #expect(
    session.simulation.transcript.map(\.description) == [
      "+0.500s  press  canvas  possible → began  (200.0, 400.0)"
    ])
}

@Test("Device changes are reported as they happen")
@MainActor func deviceChanges() {
  let session = LiveSession(simulation: makeSimulation())
  var log: [String] = []
  session.onDeviceChange = { device, added in log.append("\(added ? "+" : "-")\(device.name)") }
  session.handle(.deviceAdded(touchscreen))
  session.handle(.deviceAdded(touchpad))
  session.handle(.deviceRemoved(touchscreen))
  #expect(log == ["+ELAN Touchscreen", "+SYNA Touchpad", "-ELAN Touchscreen"])
  #expect(session.devices == [touchpad])
}

@Suite("Live session's default window")
@MainActor struct LiveSessionWindowTests {
  /// A 1000 × 2000-unit touchscreen at 10 units a millimetre: 100 × 200 mm.
  static let screen = LiveDevice(
    id: 1, name: "Touchscreen", node: "/dev/input/event5", capabilities: [.touch],
    touchAxes: .init(
      x: .init(minimum: 0, maximum: 999, resolution: 10),
      y: .init(minimum: 0, maximum: 1999, resolution: 10)))

  @Test(
    "The first touch device sets the window to its surface at 163 dpi, turned for a touchscreen")
  func fitsFirstDevice() {
    let simulation = Simulation()
    let session = LiveSession(
      simulation: simulation, geometry: SurfaceGeometry(rotation: 90))
    var fitted: [CGSize] = []
    session.fitsWindowToFirstDevice = { fitted.append($0) }
    let keyboard = LiveDevice(id: 2, name: "Keyboard", capabilities: [.keyboard])
    session.handle(.deviceAdded(keyboard))
    #expect(fitted.isEmpty)
    session.handle(.deviceAdded(Self.screen))
    session.handle(
      .deviceAdded(
        LiveDevice(id: 3, name: "Other", capabilities: [.touch], touchAxes: Self.screen.touchAxes)))
    let size = CGSize(width: 200 * 163 / 25.4, height: 100 * 163 / 25.4)
    #expect(fitted == [size])
    #expect(simulation.window.bounds.size == size)
    #expect(session.translator.windowSize == size)
    #expect(session.translator.pointerLocation == CGPoint(x: size.width / 2, y: size.height / 2))
  }

  @Test("Without the request the window stays")
  func keepsWindow() {
    let simulation = Simulation()
    let session = LiveSession(simulation: simulation)
    session.handle(.deviceAdded(Self.screen))
    #expect(simulation.window.bounds.size == Simulation.defaultWindowSize)
  }
}
