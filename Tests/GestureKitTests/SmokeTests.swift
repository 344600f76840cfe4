import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// Fails at the first touch that moves; recognizes at the lift otherwise.
private final class StillTapRecognizer: UIGestureRecognizer {
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .ended
  }

  override var transcriptType: String { "stillTap" }
}

@Test("A discrete recognizer is recognized at the lift and the view's touch is cancelled")
func discreteRecognition() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  view.accessibilityIdentifier = "canvas"
  simulation.window.addSubview(view)
  let recognizer = StillTapRecognizer()
  view.addGestureRecognizer(recognizer)
  var actions = 0
  recognizer.addAction { _ in actions += 1 }

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(80))
      up(1)
    })

  #expect(
    simulation.transcript.map(\.description) == [
      "+0.080s  stillTap  canvas  possible → ended  (100.0, 200.0)"
    ])
  #expect(actions == 1)
  #expect(view.log == ["began 1", "cancelled 1"])
  #expect(recognizer.state == .possible)
}
