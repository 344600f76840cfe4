import Foundation
import GestureKit
import Testing

@Suite("UIView.setAnimationsEnabled")
@MainActor
struct AnimationsEnabledTests {
  @Test(
    "With animations off, animation blocks apply at once and complete with true on the next turn of the clock"
  )
  func disabledBlocksApplyAtOnce() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    simulation.window.addSubview(box)
    #expect(UIView.areAnimationsEnabled)
    UIView.setAnimationsEnabled(false)
    #expect(!UIView.areAnimationsEnabled)
    var log: [String] = []
    UIView.animate(withDuration: 1) {
      box.center.x = 150
    } completion: { finished in
      log.append("plain finished=\(finished) at \(simulation.now)")
    }
    UIView.animate(
      withDuration: 1, delay: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: []
    ) {
      box.alpha = 0.5
    } completion: { finished in
      log.append("spring finished=\(finished) at \(simulation.now)")
    }
    UIView.animateKeyframes(withDuration: 1, delay: 0) {
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        box.center.y = 300
      }
    } completion: { finished in
      log.append("keyframes finished=\(finished) at \(simulation.now)")
    }
    // On screen at once, no completion inside the calls.
    #expect(box.presentationCenter == CGPoint(x: 150, y: 300) && box.presentationAlpha == 0.5)
    #expect(log.isEmpty)
    simulation.settle()
    #expect(
      log == [
        "plain finished=true at 0.0", "spring finished=true at 0.0",
        "keyframes finished=true at 0.0",
      ])
    // On again: the next block animates.
    UIView.setAnimationsEnabled(true)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { box.center.x = 250 }
    simulation.advance(by: 0.5)
    #expect(near(box.presentationCenter.x, 200))
  }

  @Test("Turning animations off leaves a running animation to its end")
  func runningAnimationContinues() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    simulation.window.addSubview(box)
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      box.center.x = 150
    } completion: {
      finished.append($0)
    }
    UIView.setAnimationsEnabled(false)
    simulation.advance(to: 0.5)
    #expect(near(box.presentationCenter.x, 100))
    simulation.advance(to: 1)
    #expect(finished == [true])
  }

  @Test("The setting belongs to a simulation: a new one starts with animations on")
  func perSimulation() {
    let first = Simulation(windowSize: CGSize(width: 390, height: 844))
    UIView.setAnimationsEnabled(false)
    #expect(!UIView.areAnimationsEnabled)
    let second = Simulation(windowSize: CGSize(width: 390, height: 844))
    second.advance(by: 0)
    #expect(UIView.areAnimationsEnabled)
    first.advance(by: 0)
    #expect(!UIView.areAnimationsEnabled)
  }

  @Test("performWithoutAnimation after an animated change in one block: only that change animates")
  func withoutAnimationAfterAnimatedChange() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    simulation.window.addSubview(box)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      box.center.x = 150
      UIView.performWithoutAnimation { box.alpha = 0.2 }
    }
    simulation.advance(to: 0.5)
    #expect(box.presentationAlpha == 0.2)
    #expect(near(box.presentationCenter.x, 100))
  }
}
