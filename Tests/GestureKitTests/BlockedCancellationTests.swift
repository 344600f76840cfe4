import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// A recognizer that has begun while a failure requirement holds its report back, and whose
/// touches are then cancelled, never showed the app `began`: the app must see it fail, not a
/// `possible → cancelled` that UIKit's state machine does not have. Found by the random-stream
/// invariant run (issue 15): 36 of 100,000 streams, long press, pan and rotation.
@Suite("A recognizer cancelled while a requirement blocks it is reported as failed")
struct BlockedCancellationTests {
  private func scene() -> (Simulation, UIPanGestureRecognizer) {
    let (simulation, canvas) = Simulation.withCanvas()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    double.name = "doubleTap"
    let pan = UIPanGestureRecognizer()
    pan.name = "pan"
    pan.require(toFail: double)
    canvas.addGestureRecognizer(double)
    canvas.addGestureRecognizer(pan)
    return (simulation, pan)
  }

  @Test("Pan begins while the double tap is undecided, then its touch is cancelled")
  func panCancelledWhileBlocked() {
    let (simulation, _) = scene()
    let start = CGPoint(x: 100, y: 200)
    let script = TouchScript {
      down(1, at: start)
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 104, y: 200))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 140, y: 200))
      wait(.milliseconds(16))
      cancel(1)
    }
    let transitions = simulation.run(script).transitions
    #expect(!transitions.contains("pan possible → cancelled"), "\(transitions)")
    #expect(!transitions.contains("pan possible → ended"), "\(transitions)")
    #expect(transitions.contains("pan possible → failed"), "\(transitions)")
    // Causal order: whatever the double tap reports, the pan never appears to begin.
    #expect(!transitions.contains("pan possible → began"), "\(transitions)")
  }
}
