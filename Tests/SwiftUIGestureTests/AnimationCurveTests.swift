import Foundation
import GestureKit
import Testing

@testable import GestureUI

// The curves of SwiftUI's `Animation`, checked against their formulas at sampled times.

/// The times at which curves are sampled: every 1/60 s over `duration`, and the end.
private func frameTimes(over duration: Double) -> [Double] {
  (0...Int((duration * 60).rounded(.up))).map { Double($0) / 60 }
}

/// A cubic Bézier from (0, 0) to (1, 1) through (x1, y1), (x2, y2), solved for x by
/// bisection: an implementation of the formula apart from the one under test.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double)
  -> Double
{
  func point(_ s: Double, _ a: Double, _ b: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if point(middle, x1, x2) < t { low = middle } else { high = middle }
  }
  return point((low + high) / 2, y1, y2)
}

/// The fraction of the change a damped spring of `omega` and `zeta` covers from rest after
/// `t`: the damped oscillator's closed form.
private func springFraction(omega: Double, zeta: Double, at t: Double) -> Double {
  if abs(zeta - 1) < 1e-12 { return 1 - (1 + omega * t) * exp(-omega * t) }
  let damped = omega * (1 - zeta * zeta).squareRoot()
  return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
}

/// Expects `actual` to be `expected`, sample by sample, within `tolerance`.
func expectClose(
  _ actual: [Double], _ expected: [Double], within tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual.count == expected.count, sourceLocation: sourceLocation)
  for (index, (a, e)) in zip(actual, expected).enumerated() where abs(a - e) > tolerance {
    Issue.record("sample \(index): \(a) is not \(e)", sourceLocation: sourceLocation)
  }
}

@Test("linear covers the change at a constant pace over its duration, 0.35 s by default")
func linearCurve() {
  let times = frameTimes(over: 0.5)
  expectClose(
    times.map { Animation.linear.fractionComplete(afterElapsed: $0) },
    times.map { min($0 / 0.35, 1) })
  expectClose(
    times.map { Animation.linear(duration: 0.5).fractionComplete(afterElapsed: $0) },
    times.map { $0 / 0.5 })
}

@Test(
  "easeIn, easeOut and easeInOut are CSS's cubic Béziers, with and without a duration",
  arguments: [
    (Animation.easeIn, Animation.easeIn(duration: 0.5), 0.42, 0.0, 1.0, 1.0),
    (.easeOut, .easeOut(duration: 0.5), 0.0, 0.0, 0.58, 1.0),
    (.easeInOut, .easeInOut(duration: 0.5), 0.42, 0.0, 0.58, 1.0),
    (
      .timingCurve(0.2, 0.9, 0.3, 1), .timingCurve(0.2, 0.9, 0.3, 1, duration: 0.5), 0.2, 0.9, 0.3,
      1
    ),
  ])
func bezierCurves(
  named: Animation, timed: Animation, x1: Double, y1: Double, x2: Double, y2: Double
) {
  let times = frameTimes(over: 0.5)
  expectClose(
    times.map { named.fractionComplete(afterElapsed: $0) },
    times.map { bezier(x1, y1, x2, y2, at: min($0 / 0.35, 1)) })
  expectClose(
    times.map { timed.fractionComplete(afterElapsed: $0) },
    times.map { bezier(x1, y1, x2, y2, at: $0 / 0.5) })
}

@Test("spring() with no arguments is spring(duration: 0.5, bounce: 0), as SwiftUI resolves it")
func springWithoutArgumentsResolvesToDurationAndBounce() {
  let written: Animation = .spring()
  #expect(written == .spring(duration: 0.5, bounce: 0))
  #expect(written != .spring(response: 0.5, dampingFraction: 0.825))
  #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
  let interactive: Animation = .interactiveSpring()
  #expect(interactive == .interactiveSpring(duration: 0.15, extraBounce: 0))
  // The forms users write compile as they do on iOS.
  withAnimation(.spring()) {}
  withAnimation(.spring(response: 0.3)) {}
  withAnimation(.spring(duration: 0.3)) {}
  withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) {}
}

@Test("A spring of duration and bounce is the damped oscillator of response and 1 − bounce")
func springFormsMatchTheOscillator() {
  let times = frameTimes(over: 1)
  for (animation, response, zeta) in [
    (Animation.spring(), 0.5, 1.0), (.smooth, 0.5, 1.0), (.snappy, 0.5, 0.85),
    (.bouncy, 0.5, 0.7), (.bouncy(duration: 0.4, extraBounce: 0.1), 0.4, 0.6),
    (.snappy(duration: 0.3, extraBounce: -0.15), 0.3, 1.0),
    (.spring(response: 0.55, dampingFraction: 0.825), 0.55, 0.825),
    (.interactiveSpring(response: 0.15, dampingFraction: 0.86), 0.15, 0.86),
    (.spring(duration: 0.5, bounce: 0.25), 0.5, 0.75),
  ] {
    let omega = 2 * Double.pi / response
    let settle = Spring(response: response, dampingRatio: zeta).settlingDuration
    expectClose(
      times.map { animation.fractionComplete(afterElapsed: $0) },
      times.map { $0 >= settle ? 1 : springFraction(omega: omega, zeta: zeta, at: $0) })
  }
}

@Test("interpolatingSpring of stiffness and damping is the oscillator of ω = √(k/m)")
func interpolatingSpringMatchesTheOscillator() {
  let times = frameTimes(over: 0.6)
  let k = 170.0
  let c = 15.0
  let m = 2.0
  let zeta = c / (2 * (k * m).squareRoot())
  let omega = (k / m).squareRoot()
  let spring = Spring(mass: m, stiffness: k, damping: c)
  #expect(abs(spring.dampingRatio - zeta) < 1e-12)
  #expect(abs(spring.response - 2 * Double.pi / omega) < 1e-12)
  expectClose(
    times.map {
      Animation.interpolatingSpring(mass: m, stiffness: k, damping: c)
        .fractionComplete(afterElapsed: $0)
    },
    times.map { springFraction(omega: omega, zeta: zeta, at: $0) })
  let unit = Animation.interpolatingSpring(stiffness: k, damping: c)
  expectClose(
    times.map { unit.fractionComplete(afterElapsed: $0) },
    times.map {
      springFraction(omega: k.squareRoot(), zeta: c / (2 * k.squareRoot()), at: $0)
    })
}

@Test("Spring's forms convert as Apple's Spring documents: stiffness (2π/r)², damping 4πζ/r")
func springConversions() {
  let spring = Spring(response: 0.5, dampingRatio: 0.825)
  #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
  #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.5) < 1e-9)
  #expect(abs(Spring(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
  #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
  #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
  #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
  #expect(abs(Spring(duration: 0.7, bounce: 0.2).duration - 0.7) < 1e-12)
  let value = Spring(duration: 0.5, bounce: 0).value(target: 100.0, time: 0.1)
  #expect(abs(value - 100 * springFraction(omega: 4 * Double.pi, zeta: 1, at: 0.1)) < 1e-9)
}

@Test("delay holds the start value, speed scales time, repeats run back and forth")
func animationModifiers() {
  let base = Animation.linear(duration: 1)
  let times = frameTimes(over: 3)
  expectClose(
    times.map { base.delay(0.5).fractionComplete(afterElapsed: $0) },
    times.map { min(max($0 - 0.5, 0), 1) })
  expectClose(
    times.map { base.speed(2).fractionComplete(afterElapsed: $0) }, times.map { min($0 * 2, 1) })
  func pingPong(_ t: Double) -> Double {
    if t >= 3 { return 1 }
    let run = t.rounded(.down)
    let within = t - run
    return Int(run) % 2 == 1 ? 1 - within : within
  }
  expectClose(
    times.map { base.repeatCount(3).fractionComplete(afterElapsed: $0) }, times.map(pingPong))
  expectClose(
    times.map { base.repeatCount(2, autoreverses: false).fractionComplete(afterElapsed: $0) },
    times.map { $0 >= 2 ? 1 : $0 - $0.rounded(.down) })
  let forever = base.repeatForever()
  #expect(forever.totalDuration == nil)
  #expect(abs(forever.fractionComplete(afterElapsed: 10.25) - 0.25) < 1e-9)
  #expect(abs(forever.fractionComplete(afterElapsed: 11.25) - 0.75) < 1e-9)
}
