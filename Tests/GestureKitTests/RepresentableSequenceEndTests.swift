import Foundation
import GestureKit
import GestureScripts
import Testing

/// A double-tap-like recognizer: recognized at the second lift if it comes within 0.3 s of the
/// first, failed when the wait runs out.
private final class ProbeDoubleTapRecognizer: UIGestureRecognizer {
  /// Seconds the recognizer waits after the first lift (chosen for the test).
  let maximumInterval: TimeInterval = 0.3
  private var taps = 0
  private var timer: GestureTimer?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    timer?.invalidate()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    taps += 1
    if taps == 2 {
      state = .ended
      return
    }
    timer = scheduleTimer(after: maximumInterval) { [weak self] in self?.state = .failed }
  }

  override func reset() {
    taps = 0
    timer?.invalidate()
    timer = nil
  }

  override var transcriptType: String { "probeDoubleTap" }
}

/// A recognizer for touchpad pinches, which arrive as indirect events rather than touches.
private final class ProbeTrackpadPinchRecognizer: UIGestureRecognizer {
  override func accepts(_ event: IndirectEvent) -> Bool { event.kind == .pinch }

  override func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    switch indirectEvent.phase {
    case .begin: state = .began
    case .update: state = .changed
    case .end: state = indirectEvent.isCancelled ? .cancelled : .ended
    }
  }
}

/// Makes recognizers of one class and logs the calls that reach it.
private struct LoggedRepresentable<Recognizer: UIGestureRecognizer>:
  UIGestureRecognizerRepresentable
{
  let log: CallLog
  let make: () -> Recognizer

  func makeUIGestureRecognizer(context: Context) -> Recognizer {
    log.append("make")
    return make()
  }

  func updateUIGestureRecognizer(_ recognizer: Recognizer, context: Context) {
    log.append("update \(recognizer.state)")
  }

  func handleUIGestureRecognizerAction(_ recognizer: Recognizer, context: Context) {
    log.append("handle \(recognizer.state)")
  }
}

private func cardScene() -> (Simulation, UIView) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let card = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
  card.accessibilityIdentifier = "card"
  simulation.window.addSubview(card)
  return (simulation, card)
}

private let firstTap = TouchScript {
  down(1, at: CGPoint(x: 100, y: 200))
  wait(.milliseconds(50))
  up(1)
}

@Test("A recognizer still deciding after the lift lives on until it decides")
func decidingRecognizerOutlivesTheLift() {
  let (simulation, card) = cardScene()
  let log = CallLog()
  let host = card.gesture(LoggedRepresentable(log: log) { ProbeDoubleTapRecognizer() })

  simulation.run(firstTap, settle: false)
  let waiting = host.recognizer
  #expect(waiting != nil)
  simulation.run(
    TouchScript(startingAt: 0.2) {
      down(1, at: CGPoint(x: 102, y: 201))
      wait(.milliseconds(50))
      up(1)
    })

  #expect(log.entries == ["make", "update possible", "handle ended"])
  #expect(host.recognizersMade == 1)
  #expect(host.recognizer == nil)
  #expect(
    simulation.transcript.map(\.description) == [
      "+0.250s  probeDoubleTap  card  possible → ended  (52.0, 101.0)"
    ])
}

@Test("A recognizer that gives up on a timer is discarded right after that timer")
func recognizerIsDiscardedAfterItsTimer() {
  let (simulation, card) = cardScene()
  let log = CallLog()
  let host = card.gesture(LoggedRepresentable(log: log) { ProbeDoubleTapRecognizer() })

  simulation.run(firstTap, settle: false)
  simulation.advance(to: 0.34)
  #expect(host.recognizer != nil)
  simulation.advance(to: 0.35)
  #expect(host.recognizer == nil)
  #expect(card.gestureRecognizers == nil)
  #expect(log.entries == ["make", "update possible"])
  #expect(
    simulation.transcript.map(\.description) == [
      "+0.350s  probeDoubleTap  card  possible → failed  (50.0, 100.0)"
    ])
}

@Test("A touchpad pinch that begins over the view makes a recognizer; pointer motion does not")
func indirectGesturesMakeRecognizersWhenTheyBegin() {
  let (simulation, card) = cardScene()
  let log = CallLog()
  let host = card.gesture(LoggedRepresentable(log: log) { ProbeTrackpadPinchRecognizer() })
  let over = CGPoint(x: 100, y: 200)

  simulation.feed(
    IndirectEvent(time: 0, kind: .pointer, phase: .update, fingers: 0, location: over))
  #expect(log.entries.isEmpty)
  simulation.feed(IndirectEvent(time: 0.1, kind: .pinch, phase: .begin, location: over))
  simulation.feed(
    IndirectEvent(time: 0.2, kind: .pinch, phase: .update, location: over, scale: 1.5))
  #expect(host.recognizer != nil)
  simulation.feed(IndirectEvent(time: 0.3, kind: .pinch, phase: .end, location: over, scale: 1.5))

  #expect(
    log.entries == ["make", "update possible", "handle began", "handle changed", "handle ended"])
  #expect(host.recognizer == nil)
}
