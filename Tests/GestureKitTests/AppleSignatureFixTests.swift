import Foundation
import GestureKit
import Testing

/// Declarations that scripts/check-declarations found differing from Apple's in a way that
/// changed what compiles, written here in the forms Apple's signatures allow.
@MainActor
@Suite("Signatures as Apple declares them")
struct AppleSignatureFixTests {
  @Test("Setting a layer's sublayers replaces them in order and detaches the old ones")
  func sublayersAreSettable() {
    let parent = CALayer()
    let first = CALayer()
    let second = CALayer()
    let third = CALayer()
    parent.addSublayer(first)
    parent.addSublayer(second)
    parent.sublayers = [third, first]
    #expect(
      parent.sublayers?.map { ObjectIdentifier($0) } == [third, first].map(ObjectIdentifier.init))
    #expect(second.superlayer == nil)
    #expect(third.superlayer === parent)
    #expect(first.superlayer === parent)
    // Taken from another layer as addSublayer(_:) takes it.
    let other = CALayer()
    other.sublayers = [first]
    #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(third)])
    #expect(first.superlayer === other)
    parent.sublayers = nil
    #expect(parent.sublayers == nil)
    #expect(third.superlayer == nil)
  }

  @Test("CGPath's copy() and mutableCopy() are optional, so if-let and force-unwrap compile")
  func pathCopiesAreOptional() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
    guard let copy = path.copy(), let mutable = path.mutableCopy() else {
      Issue.record("a path's copies exist")
      return
    }
    #expect(copy.boundingBox == path.boundingBox)
    mutable.addLine(to: CGPoint(x: 30, y: 40))
    #expect(mutable.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(path.copy()!.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
  }
}

@MainActor
@Suite("UIKit initializers of iOS 17")
struct AppleSignatureInitializerTests {
  @Test("A spring from a duration and a bounce has SwiftUI's damping ratio for that bounce")
  func springFromDurationAndBounce() {
    let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.25)
    let overdamped = UISpringTimingParameters(duration: 0.5, bounce: -0.5)
    let critical = UISpringTimingParameters(duration: 0.4, bounce: 0)
    #expect(abs(bouncy.dampingRatio - 0.75) < 1e-9)
    #expect(abs(overdamped.dampingRatio - 2) < 1e-9)
    #expect(abs(critical.dampingRatio - 1) < 1e-9)
    #expect(bouncy.initialVelocity == .zero)
    #expect(bouncy.timingCurveType == .spring)
  }

  @Test("An impact generator can be made for a view")
  func impactGeneratorForAView() {
    let view = UIView()
    let generator = UIImpactFeedbackGenerator(style: .rigid, view: view)
    #expect(generator.style == .rigid)
    generator.impactOccurred()
  }
}

@MainActor
@Suite("UIView animation forms Apple declares")
struct AppleSignatureAnimationTests {
  private func scene() -> (Simulation, UIView) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    simulation.window.addSubview(box)
    return (simulation, box)
  }

  @Test("animate(withDuration:animations:) eases the change over its duration")
  func animateWithoutCompletion() {
    let (simulation, box) = scene()
    UIView.animate(withDuration: 0.5) { box.center.y = 150 }
    #expect(box.center.y == 150)
    var seen: [CGFloat] = []
    for time in [0.0, 0.25, 0.5] {
      simulation.advance(to: time)
      seen.append((box.presentationCenter.y * 1000).rounded() / 1000)
    }
    #expect(seen == [50, 100, 150])
  }

  @Test(
    "animate(springDuration:bounce:) springs: no overshoot at bounce 0, overshoot above, one completion"
  )
  func animateWithSpringDurationAndBounce() {
    for (bounce, overshoots) in [(0.0, false), (0.5, true)] {
      let (simulation, box) = scene()
      var completions: [Bool] = []
      UIView.animate(springDuration: 0.5, bounce: bounce) {
        box.center.y = 150
      } completion: { finished in
        completions.append(finished)
      }
      var highest: CGFloat = 0
      for step in 1...300 {
        simulation.advance(to: Double(step) / 100)
        highest = max(highest, box.presentationCenter.y)
      }
      #expect((highest > 150.5) == overshoots)
      #expect(completions == [true])
      #expect(box.presentationCenter.y == 150)
    }
  }
}
