import Foundation
import GestureKit
import GestureScripts
import Testing

/// Logs every lifecycle call, with the value's label, the recognizer's state and the converter's
/// local location.
private struct LoggingDrag: UIGestureRecognizerRepresentable {
  var label: String
  let log: CallLog

  final class Coordinator {}

  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
    log.append("makeCoordinator \(label)")
    return Coordinator()
  }

  func makeUIGestureRecognizer(context: Context) -> ProbeDragRecognizer {
    log.append("make \(label)")
    return ProbeDragRecognizer()
  }

  func updateUIGestureRecognizer(_ recognizer: ProbeDragRecognizer, context: Context) {
    log.append("update \(label) \(recognizer.state)")
  }

  func handleUIGestureRecognizerAction(_ recognizer: ProbeDragRecognizer, context: Context) {
    log.append(
      "handle \(label) \(recognizer.state) \(describe(context.converter.localLocation))")
  }
}

/// A card at (50, 100) in a window, so that local = window − (50, 100).
private func cardScene() -> (Simulation, UIView) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let card = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
  card.accessibilityIdentifier = "card"
  simulation.window.addSubview(card)
  return (simulation, card)
}

@Test("make, update and handle run in SwiftUI's order across two event sequences and a change")
func callOrderAcrossSequences() {
  let (simulation, card) = cardScene()
  let log = CallLog()
  let host = card.gesture(LoggingDrag(label: "A", log: log))
  #expect(log.entries == ["makeCoordinator A"])
  #expect(host.recognizer == nil)
  let coordinator = host.coordinator

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 110, y: 200))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 120, y: 200))
    }, settle: false)
  let firstRecognizer = host.recognizer
  #expect(firstRecognizer != nil)
  #expect(card.gestureRecognizers?.count == 1)

  host.update(LoggingDrag(label: "B", log: log))
  simulation.run(
    TouchScript(startingAt: 0.048) {
      move(1, to: CGPoint(x: 130, y: 200))
      wait(.milliseconds(16))
      up(1)
    })
  #expect(host.recognizer == nil)
  #expect(card.gestureRecognizers == nil)

  simulation.run(
    TouchScript(startingAt: 1) {
      down(1, at: CGPoint(x: 150, y: 250))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 160, y: 250))
      wait(.milliseconds(16))
      up(1)
    })

  #expect(
    log.entries == [
      "makeCoordinator A",
      "make A",
      "update A possible",
      "handle A began (60.0, 100.0)",
      "handle A changed (70.0, 100.0)",
      "update B changed",
      "handle B changed (80.0, 100.0)",
      "handle B ended (80.0, 100.0)",
      "make B",
      "update B possible",
      "handle B began (110.0, 150.0)",
      "handle B ended (110.0, 150.0)",
    ])
  #expect(host.coordinator === coordinator)
  #expect(host.recognizersMade == 2)
  #expect(host.recognizer == nil)
  #expect(card.gestureRecognizers == nil)
}

@Test("A recognizer that fails sends nothing to the representable and is still discarded")
func failedRecognizerIsNotHandled() {
  let (simulation, card) = cardScene()
  let log = CallLog()
  let host = card.gesture(LoggingDrag(label: "A", log: log))

  let transcript = simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(80))
      up(1)
    })

  #expect(log.entries == ["makeCoordinator A", "make A", "update A possible"])
  #expect(
    transcript.map(\.description) == ["+0.080s  probeDrag  card  possible → failed  (50.0, 100.0)"])
  #expect(host.recognizer == nil)
  #expect(card.gestureRecognizers == nil)
}

@Test("A touch that misses the view makes no recognizer; one inside a subview does")
func recognizersAreMadeOnlyForTouchesThatReachTheView() {
  let (simulation, card) = cardScene()
  let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
  card.addSubview(badge)
  let log = CallLog()
  let host = card.gesture(LoggingDrag(label: "A", log: log))

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 300, y: 600))
      wait(.milliseconds(16))
      up(1)
    })
  #expect(log.entries == ["makeCoordinator A"])

  simulation.run(
    TouchScript(startingAt: 1) {
      down(1, at: CGPoint(x: 70, y: 120))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 75, y: 120))
      wait(.milliseconds(16))
      up(1)
    })
  #expect(
    log.entries == [
      "makeCoordinator A", "make A", "update A possible",
      "handle A began (25.0, 20.0)", "handle A ended (25.0, 20.0)",
    ])
  #expect(host.recognizersMade == 1)
}

@Test("A new value given between event sequences is only kept until the next recognizer")
func updateWithoutLiveRecognizerIsDeferred() {
  let (simulation, card) = cardScene()
  let log = CallLog()
  let host = card.gesture(LoggingDrag(label: "A", log: log))

  host.update(LoggingDrag(label: "B", log: log))
  #expect(log.entries == ["makeCoordinator A"])
  #expect(host.representable.label == "B")

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 100, y: 210))
      wait(.milliseconds(16))
      up(1)
    })
  #expect(
    log.entries == [
      "makeCoordinator A", "make B", "update B possible",
      "handle B began (50.0, 110.0)", "handle B ended (50.0, 110.0)",
    ])
}

@Test("Removing a representable mid-gesture cancels its recognizer and tells the representable")
func removingMidGestureCancels() {
  let (simulation, card) = cardScene()
  let log = CallLog()
  let host = card.gesture(LoggingDrag(label: "A", log: log))

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 110, y: 200))
    }, settle: false)
  host.remove()
  simulation.run(
    TouchScript(startingAt: 0.032) {
      move(1, to: CGPoint(x: 120, y: 200))
      wait(.milliseconds(16))
      up(1)
      wait(.milliseconds(100))
      down(2, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(16))
      move(2, to: CGPoint(x: 110, y: 200))
      wait(.milliseconds(16))
      up(2)
    })

  #expect(
    log.entries == [
      "makeCoordinator A", "make A", "update A possible",
      "handle A began (60.0, 100.0)", "handle A cancelled (60.0, 100.0)",
    ])
  #expect(host.view == nil)
  #expect(host.recognizer == nil)
  #expect(card.gestureRecognizers == nil)
}
