import Foundation
import GestureKit
import GestureScripts
import Testing

/// A window with a 390 × 400 drawer whose centre is at y 800 (closed).
@MainActor
private func drawerScene() -> (Simulation, UIView) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let drawer = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 400))
  simulation.window.addSubview(drawer)
  return (simulation, drawer)
}

/// A linear one-second animator that opens the drawer to y 400, started, logging where it
/// ends, with the clock at `time`.
@MainActor
private func runningDrawer(at time: TimeInterval) -> (
  Simulation, UIView, UIViewPropertyAnimator, () -> [UIViewAnimatingPosition]
) {
  let (simulation, drawer) = drawerScene()
  var positions: [UIViewAnimatingPosition] = []
  let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
    drawer.center.y = 400
  }
  animator.addCompletion { positions.append($0) }
  animator.startAnimation()
  simulation.advance(to: time)
  return (simulation, drawer, animator, { positions })
}

@Suite("UIViewPropertyAnimator")
struct UIViewPropertyAnimatorTests {
  @Test(
    "A critically damped physical spring follows 1 − (1 + ωt)e^(−ωt) and lasts until it settles")
  func criticallyDampedSpring() {
    let (simulation, drawer) = drawerScene()
    // ω = √(100/1) = 10, ζ = 20 / (2√100) = 1.
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
    #expect(spring.dampingRatio == 1)
    let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
    animator.addAnimations { drawer.center.y -= 100 }
    var ends: [String] = []
    animator.addCompletion { ends.append("\($0) at \(simulation.now)") }
    #expect(animator.state == .inactive && drawer.center.y == 800)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning && drawer.center.y == 700)
    // 100 · (1 − (1 + 10t)e^(−10t)), computed independently.
    let samples: [(Double, Double)] = [
      (0.05, 9.020401043104986), (0.1, 26.424111765711533), (0.2, 59.39941502901619),
      (0.5, 95.95723180054871),
    ]
    for (time, covered) in samples {
      simulation.advance(to: time)
      #expect(near(drawer.presentationCenter.y, 800 - covered), "at \(time)")
    }
    // Settles when (1 + 10t)e^(−10t) = 0.001: t = 0.92334… s, not the 5 s asked for.
    simulation.advance(to: 0.9233)
    #expect(ends.isEmpty)
    simulation.advance(to: 0.9234)
    #expect(ends.count == 1 && ends[0].hasPrefix("end at 0.92334"))
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(drawer.presentationCenter.y == 700)
  }

  @Test("Pausing, scrubbing and continuing: fractionComplete, presentation and state")
  func pauseScrubContinue() {
    let (simulation, drawer) = drawerScene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      drawer.center.y = 400
    }
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
    #expect(drawer.center.y == 400 && drawer.presentationCenter.y == 800)
    animator.fractionComplete = 0.25
    #expect(drawer.presentationCenter.y == 700)
    simulation.advance(to: 1)
    #expect(drawer.presentationCenter.y == 700)  // paused: nothing moves
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(animator.isRunning)
    simulation.advance(to: 1.375)  // half of the 0.75 s that remain
    #expect(near(animator.fractionComplete, 0.625) && near(drawer.presentationCenter.y, 550))
    animator.pauseAnimation()
    simulation.advance(to: 2)
    #expect(near(drawer.presentationCenter.y, 550))
    animator.startAnimation()
    simulation.advance(to: 2.375)
    #expect(animator.state == .inactive && drawer.presentationCenter.y == 400)
  }

  @Test("scrubsLinearly false scrubs through the timing curve")
  func scrubThroughCurve() {
    let (_, drawer) = drawerScene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      drawer.center.y = 700
    }
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.25
    #expect(animator.state == .active)
    #expect(near(drawer.presentationCenter.y, 800 - 12.91619310473198, 1e-7))
    animator.scrubsLinearly = true
    animator.fractionComplete = 0.25
    #expect(drawer.presentationCenter.y == 775)
  }

  @Test("Reversing mid-run goes back over the time run and finishes at .start with the old values")
  func reverse() {
    let (simulation, drawer, animator, positions) = runningDrawer(at: 0.5)
    animator.isReversed = true
    #expect(animator.isReversed && animator.isRunning)
    simulation.advance(to: 0.75)
    // Reversed, fractionComplete counts from the end values: 1 − 0.25.
    #expect(near(drawer.presentationCenter.y, 700) && near(animator.fractionComplete, 0.75))
    simulation.advance(to: 1)
    #expect(positions() == [.start])
    #expect(drawer.center.y == 800 && drawer.presentationCenter.y == 800)
  }

  @Test("stopAnimation keeps what is on screen; finishAnimation(at:) picks the final values")
  func stopAndFinish() {
    for (position, expected) in [
      (UIViewAnimatingPosition.current, 600.0), (.end, 400), (.start, 800),
    ] {
      let (_, drawer, animator, positions) = runningDrawer(at: 0.5)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped && !animator.isRunning)
      #expect(drawer.center.y == 600 && drawer.presentationCenter.y == 600)
      animator.finishAnimation(at: position)
      #expect(animator.state == .inactive && positions() == [position])
      #expect(drawer.center.y == expected && drawer.presentationCenter.y == expected)
    }
    let (simulation, drawer, animator, positions) = runningDrawer(at: 0.25)
    animator.stopAnimation(true)
    simulation.settle()
    #expect(animator.state == .inactive && positions().isEmpty && drawer.center.y == 700)
  }

  @Test("Animations added to a running animator run over the time that remains")
  func addWhileRunning() {
    let (simulation, drawer, animator, _) = runningDrawer(at: 0.5)
    animator.addAnimations { drawer.alpha = 0 }
    #expect(drawer.alpha == 0 && drawer.presentationAlpha == 1)
    simulation.advance(to: 0.75)
    #expect(near(drawer.presentationAlpha, 0.5))
    simulation.advance(to: 1)
    #expect(drawer.presentationAlpha == 0)
  }

  @Test("runningPropertyAnimator starts after its delay and reports .end")
  func runningAnimator() {
    let (simulation, drawer) = drawerScene()
    var end: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0.5, options: [.curveLinear],
      animations: { drawer.center.x = 295 }, completion: { end = $0 })
    #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5)
    simulation.advance(to: 0.5)
    #expect(drawer.presentationCenter.x == 195)
    simulation.advance(to: 0.75)
    #expect(drawer.presentationCenter.x == 245)
    simulation.advance(to: 1)
    #expect(end == .end)
  }

  @Test("A pan scrubs fractionComplete frame by frame and its end continues the animator")
  func fractionCompleteDuringPan() {
    let (simulation, drawer) = drawerScene()
    let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 1) {
      drawer.center.y = 400
    }
    var log: [String] = []
    let pan = UIPanGestureRecognizer()
    pan.addAction { _ in
      let ty = pan.translation(in: drawer).y
      switch pan.state {
      case .began:
        animator.pauseAnimation()
        animator.fractionComplete = -ty / 400
      case .changed:
        animator.fractionComplete = -ty / 400
      case .ended:
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      default: break
      }
      log.append(
        "\(pan.state) ty=\(ty) f=\(animator.fractionComplete) y=\(drawer.presentationCenter.y)")
    }
    drawer.addGestureRecognizer(pan)
    var end: UIViewAnimatingPosition?
    animator.addCompletion { end = $0 }
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500),
          duration: .milliseconds(100), steps: 10)
      }, settle: false)
    // The pan begins at the first 20 pt move with the 10 pt hysteresis taken off, so
    // translations run −10 … −190, and the drawer shows 800 − 400·f at each frame.
    var expected: [String] = []
    for step in 1...10 {
      let ty = CGFloat(-20 * step + 10)
      let f = -ty / 400
      let state = step == 1 ? "began" : "changed"
      expected.append("\(state) ty=\(ty) f=\(f) y=\(800 - 400 * f)")
    }
    expected.append("ended ty=-190.0 f=0.475 y=610.0")
    #expect(
      log == expected.map { $0.replacingOccurrences(of: "UIGestureRecognizer.State.", with: "") })
    #expect(animator.isRunning && end == nil)
    simulation.advance(by: 0.4 * 0.525)
    #expect(end == .end && drawer.presentationCenter.y == 400)
  }
}
