import Foundation
import GestureKit
import GestureScripts
import Testing

/// The pre-iOS 18 pattern: a wrapped view carrying a recognizer whose target is the coordinator.
private struct TouchCatcher: UIViewRepresentable {
  var label: String
  let log: CallLog

  final class Coordinator {
    let log: CallLog
    var label = ""
    var samples: [(state: UIGestureRecognizer.State, location: CGPoint, translation: CGPoint)] = []

    init(log: CallLog) {
      self.log = log
    }

    func handle(_ recognizer: ProbeDragRecognizer) {
      samples.append(
        (
          recognizer.state, recognizer.location(in: recognizer.view),
          recognizer.translation(in: recognizer.view)
        ))
    }
  }

  func makeCoordinator() -> Coordinator {
    log.append("makeCoordinator \(label)")
    return Coordinator(log: log)
  }

  func makeUIView(context: Context) -> UIView {
    log.append("makeUIView \(label)")
    let view = UIView()
    view.addGestureRecognizer(
      ProbeDragRecognizer(target: context.coordinator, action: Coordinator.handle))
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    log.append("updateUIView \(label)")
    context.coordinator.label = label
  }

  static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
    coordinator.log.append("dismantleUIView \(coordinator.label)")
  }
}

@Test("A view representable is made, updated and dismantled in SwiftUI's order")
func viewRepresentableLifecycle() {
  let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let log = CallLog()
  let host = parent.addRepresentable(TouchCatcher(label: "A", log: log))
  #expect(parent.subviews.first === host.uiView)
  host.update(TouchCatcher(label: "B", log: log))
  host.dismantle()
  host.update(TouchCatcher(label: "C", log: log))
  host.dismantle()

  #expect(
    log.entries == [
      "makeCoordinator A", "makeUIView A", "updateUIView A", "updateUIView B",
      "dismantleUIView B",
    ])
  #expect(host.uiView.superview == nil)
  #expect(parent.subviews.isEmpty)
  #expect(host.isDismantled)
}

@Test("The hosted view's space is its parent's, even when the parent's bounds are offset")
func hostedViewSharesParentSpace() {
  let parent = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 100))
  parent.bounds.origin = CGPoint(x: 10, y: -20)
  parent.transform = CGAffineTransform(rotationAngle: 0.3)
  let host = parent.addRepresentable(TouchCatcher(label: "A", log: CallLog()))
  let point = CGPoint(x: 37, y: 12)
  expectClose(host.uiView.convert(point, to: parent), point)
  #expect(host.uiView.bounds == parent.bounds)
}

/// Reports the converter's local location and translation, as an iOS 18 gesture would.
private struct LocalDrag: UIGestureRecognizerRepresentable {
  final class Coordinator {
    var samples: [(state: UIGestureRecognizer.State, location: CGPoint, translation: CGPoint?)] =
      []
  }

  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

  func makeUIGestureRecognizer(context: Context) -> ProbeDragRecognizer { ProbeDragRecognizer() }

  func handleUIGestureRecognizerAction(_ recognizer: ProbeDragRecognizer, context: Context) {
    context.coordinator.samples.append(
      (recognizer.state, context.converter.localLocation, context.converter.localTranslation))
  }
}

/// A stretched, turned board with a card whose bounds are offset and which is turned itself.
private func patternScene(cardAngle: CGFloat) -> (Simulation, card: UIView) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let board = UIView(frame: CGRect(x: 20, y: 120, width: 350, height: 500))
  board.transform = CGAffineTransform(scaleX: 1.5, y: 0.75).rotated(by: 0.4)
  let card = UIView(frame: CGRect(x: 60, y: 80, width: 220, height: 260))
  card.bounds.origin = CGPoint(x: -15, y: 25)
  card.transform = CGAffineTransform(rotationAngle: cardAngle)
  simulation.window.addSubview(board)
  board.addSubview(card)
  return (simulation, card)
}

private let patternDrag = TouchScript {
  dragWithoutLifting(
    1, from: CGPoint(x: 190, y: 380), to: CGPoint(x: 230, y: 350), duration: .milliseconds(80),
    steps: 5)
  wait(.milliseconds(16))
  up(1)
}

@Test(
  "A wrapped view with a target and a gesture representable report the same locations",
  arguments: [0, 0.7, -2.1])
func bothPatternsAgree(cardAngle: CGFloat) {
  let (modern, modernCard) = patternScene(cardAngle: cardAngle)
  let gesture = modernCard.gesture(LocalDrag())
  modern.run(patternDrag)

  let (legacy, legacyCard) = patternScene(cardAngle: cardAngle)
  let catcher = legacyCard.addRepresentable(TouchCatcher(label: "A", log: CallLog()))
  legacy.run(patternDrag)

  let new = gesture.coordinator.samples
  let old = catcher.coordinator.samples
  #expect(new.map(\.state) == [.began, .changed, .changed, .changed, .changed, .ended])
  #expect(old.map(\.state) == new.map(\.state))
  for (newSample, oldSample) in zip(new, old) {
    expectClose(newSample.location, oldSample.location)
    expectClose(newSample.translation, oldSample.translation)
  }
}
