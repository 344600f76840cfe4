import Foundation
import GestureKit
import Testing

// UIViewPropertyAnimator calls iOS accepts that did not compile here.

@Suite("UIViewPropertyAnimator: calls written for iOS")
struct PropertyAnimatorSurfaceTests {
  @Test(
    "UIViewPropertyAnimator() is an inactive animator of no duration with the ease-in-out curve")
  func plainAnimator() {
    var animator = UIViewPropertyAnimator()
    #expect(animator.duration == 0)
    #expect(animator.state == .inactive)
    #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut)
    // The property is replaced later, as apps do.
    animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    #expect(animator.duration == 1)
  }

  @Test("continueAnimation(withTimingParameters: nil, durationFactor: 0) resumes with its timing")
  func continueWithNilTiming() {
    let simulation = Simulation(windowSize: CGSize(width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    simulation.window.addSubview(view)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 105, y: 5)
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    simulation.advance(by: 0.5)
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(animator.isRunning)
    simulation.advance(by: 0.49)
    #expect(positions == [])
    simulation.advance(by: 0.02)
    #expect(positions == [.end])
    #expect(view.center == CGPoint(x: 105, y: 5))
  }
}
