import Foundation
import GestureKit
import GestureScripts
import Testing

/// A window with one 100 × 100 view at the origin, its centre at (50, 50).
@MainActor
private func animationScene() -> (Simulation, UIView) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  simulation.window.addSubview(box)
  return (simulation, box)
}

/// Whether two numbers agree to `tolerance`.
func near(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(Double(a) - b) <= tolerance
}

@Suite("UIView animations on the clock")
struct ViewAnimationTests {
  @Test("The model value changes at once; the presentation follows the ease-in-out Bézier curve")
  func easeInOutSamples() {
    let (simulation, box) = animationScene()
    var completions: [String] = []
    UIView.animate(withDuration: 1) {
      box.center.x = 150
    } completion: { finished in
      completions.append("finished=\(finished) at \(simulation.now)")
    }
    #expect(box.center.x == 150)
    #expect(box.presentationCenter == CGPoint(x: 50, y: 50))
    #expect(box.isAnimating)
    // Expected: 50 + 100·y(s) where x(s) = t on the curve (0.42, 0) (0.58, 1), solved
    // independently by bisection.
    let samples: [(Double, Double)] = [
      (0.1, 1.9722453548311196), (0.25, 12.91619310473198), (0.5, 50),
      (0.75, 87.08380689526803), (0.9, 98.02775464516888),
    ]
    for (time, percent) in samples {
      simulation.advance(to: time)
      #expect(near(box.presentationCenter.x, 50 + percent, 1e-7), "at \(time)")
      #expect(box.presentationCenter.y == 50)
    }
    simulation.advance(to: 0.999)
    #expect(completions.isEmpty)
    simulation.advance(to: 1)
    #expect(completions == ["finished=true at 1.0"])
    #expect(box.presentationCenter == box.center && !box.isAnimating)
  }

  @Test("A delay holds the old values on screen; curve options pick the curve")
  func delayAndCurve() {
    let (simulation, box) = animationScene()
    UIView.animate(withDuration: 0.5, delay: 0.5, options: [.curveLinear]) {
      box.alpha = 0
      box.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
    }
    simulation.advance(to: 0.25)
    #expect(box.presentationAlpha == 1)
    #expect(box.presentationFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
    simulation.advance(to: 0.75)
    #expect(near(box.presentationAlpha, 0.5))
    #expect(box.presentationFrame == CGRect(x: 50, y: 0, width: 150, height: 100))
    simulation.advance(to: 1)
    #expect(box.presentationAlpha == 0 && box.presentationFrame == box.frame)
  }

  @Test("A critically damped spring never overshoots; an under-damped one does; both end at 0.5 s")
  func springAnimations() {
    for (ratio, overshoots) in [(1.0, false), (0.3, true)] {
      let (simulation, box) = animationScene()
      var finishedAt: TimeInterval?
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0,
        options: []
      ) {
        box.center.y = 150
      } completion: { _ in
        finishedAt = simulation.now
      }
      var highest: CGFloat = 0
      var previous: CGFloat = 50
      var monotone = true
      for step in 1...50 {
        simulation.advance(to: Double(step) / 100)
        let y = box.presentationCenter.y
        highest = max(highest, y)
        if y < previous { monotone = false }
        previous = y
      }
      #expect((highest > 150.5) == overshoots, "ratio \(ratio)")
      #expect(monotone == !overshoots, "ratio \(ratio)")
      #expect(finishedAt == 0.5)
      #expect(box.presentationCenter.y == 150)
    }
  }

  @Test("Keyframes animate linearly over their parts of the duration")
  func keyframes() {
    let (simulation, box) = animationScene()
    var done = false
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        box.center.x = 150
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        box.center.x = 100
        box.alpha = 0.5
      }
    } completion: {
      done = $0
    }
    #expect(box.center.x == 100 && box.alpha == 0.5)
    var shown: [CGFloat] = []
    var alphas: [CGFloat] = []
    for time in [0.0, 0.25, 0.5, 0.75, 1.0] {
      simulation.advance(to: time)
      shown.append(box.presentationCenter.x)
      alphas.append(box.presentationAlpha)
    }
    #expect(shown == [50, 100, 150, 125, 100])
    #expect(alphas == [1, 1, 1, 0.75, 0.5])
    #expect(done)
  }

  @Test("performWithoutAnimation inside an animation block changes the view at once")
  func withoutAnimation() {
    let (simulation, box) = animationScene()
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { box.alpha = 0.2 }
      box.center.x = 150
    }
    simulation.advance(to: 0.5)
    #expect(box.presentationAlpha == 0.2)
    #expect(box.presentationCenter.x == 100)
  }

  @Test(
    "Animated views ignore touches unless .allowUserInteraction; hit-testing uses model values",
    arguments: [false, true])
  func hitTestingDuringAnimation(allowsInteraction: Bool) {
    let (simulation, box) = animationScene()
    let tap = UITapGestureRecognizer()
    var taps: [TimeInterval] = []
    tap.addAction { _ in taps.append(simulation.now) }
    box.addGestureRecognizer(tap)
    UIView.animate(
      withDuration: 1, delay: 0, options: allowsInteraction ? [.allowUserInteraction] : []
    ) {
      box.center.x = 250  // the model frame is now x 200...300
    }
    simulation.run(
      TouchScript(startingAt: 0.2) {
        // Where the box is on screen at 0.2 s (x ≈ 60), not in the model frame.
        GestureScripts.tap(at: CGPoint(x: 60, y: 50))
        wait(.milliseconds(100))
        // In the model frame, during the animation.
        GestureScripts.tap(at: CGPoint(x: 250, y: 50))
      }, settle: false)
    #expect(taps.map { ($0 * 1000).rounded() } == (allowsInteraction ? [400] : []))
    simulation.advance(to: 1)
    simulation.run(TouchScript(startingAt: 1.1) { GestureScripts.tap(at: CGPoint(x: 250, y: 50)) })
    #expect(taps.count == (allowsInteraction ? 2 : 1))
  }
}
