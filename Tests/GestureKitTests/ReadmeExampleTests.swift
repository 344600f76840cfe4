import GestureKit
import Testing

// The README's example, kept here verbatim so that it cannot drift from the code.

@Test("A single tap waits for the double tap to fail")
func singleTapWaits() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let doubleTap = UITapGestureRecognizer()
  doubleTap.numberOfTapsRequired = 2
  let tap = UITapGestureRecognizer()
  tap.require(toFail: doubleTap)
  simulation.window.addGestureRecognizer(doubleTap)
  simulation.window.addGestureRecognizer(tap)
  var actions: [UIGestureRecognizer.State] = []
  tap.addAction { actions.append($0.state) }  // or addTarget(self, action: Self.handleTap)

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(50))
      up(1)
    })

  #expect(actions == [.ended])
  let recognizedAt = simulation.transcript.last?.time ?? 0
  #expect(abs(recognizedAt - 0.4) < 1e-9)  // 0.35 s after the lift
}
