import Foundation
import GestureCore

/// A damped spring, as SwiftUI's `Spring` is: a mass on a spring of `stiffness` with `damping`,
/// pulling a value to its target.
///
/// Its motion solves m·x″ + c·x′ + k·x = 0 for the displacement x from the target (the
/// damped harmonic oscillator), exactly, with no stepping. The forms relate as Apple's
/// `Spring` initializers document [D: AD Spring]: response r = 2π/√(k/m), damping ratio
/// ζ = c / (2√(k·m)); `duration` is the response and `bounce` is 1 − ζ (ζ ≤ 1) or 1/ζ − 1
/// (ζ > 1) [EMP: WWDC23 "Animate with springs"].
public struct Spring: Hashable, Sendable {
  /// The mass, stiffness and damping: the physical form every other form is converted to.
  public private(set) var mass: Double
  public private(set) var stiffness: Double
  public private(set) var damping: Double

  /// The velocity an `interpolatingSpring` starts with, in units of the change per second.
  var initialVelocity: Double = 0

  /// A spring of `mass`, `stiffness` and `damping`.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    guard mass > 0, stiffness > 0, damping >= 0 else {
      GestureProblems.report(
        GestureProblem(
          kind: .invalidAnimation,
          message:
            "GestureKit: Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)) "
            + "needs a mass and a stiffness above 0 and a damping of 0 or more; using Spring()"))
      self.mass = 1
      self.stiffness = pow(2 * Double.pi / 0.5, 2)
      self.damping = 4 * Double.pi / 0.5
      return
    }
    self.mass = mass
    self.stiffness = stiffness
    let critical = 2 * (stiffness * mass).squareRoot()
    self.damping = allowOverDamping ? damping : Swift.min(damping, critical)
  }

  /// A spring of `response` (the period of the undamped spring, in seconds) and
  /// `dampingRatio`.
  public init(response: Double, dampingRatio: Double) {
    let response = Swift.max(response, 1e-6)
    mass = 1
    stiffness = pow(2 * Double.pi / response, 2)
    damping = 4 * Double.pi * Swift.max(dampingRatio, 0) / response
  }

  /// A spring of perceptual `duration` and `bounce` (0: no bounce, up to 1: more bounce;
  /// below 0: over-damped).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + Swift.max(bounce, -0.999_999))
    self.init(response: duration, dampingRatio: ratio)
  }

  /// The response: the period of the undamped spring, in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// The damping ratio: 1 is critically damped, below 1 it bounces.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The perceptual duration: the response.
  public var duration: TimeInterval { response }

  /// How much the spring bounces: 1 − ζ, or 1/ζ − 1 when over-damped.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// ω = √(k/m), in radians per second.
  var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// How long until the spring, from rest, stays within 0.1 % of its change: the envelope of
  /// its motion bounded to 0.001 (OUR CHOICE of threshold, the one UIKit's springs here use).
  public var settlingDuration: TimeInterval {
    SpringCurve(frequency: naturalFrequency, dampingRatio: dampingRatio, initialVelocity: 0)
      .settlingTime
  }

  /// The displacement from the target `time` seconds in, as `a`·x₀ + `b`·v₀ for a start
  /// displacement x₀ and velocity v₀: the motion is linear in both, so each component of a
  /// vector moves alike.
  func coefficients(at time: Double) -> (a: Double, b: Double) {
    guard time > 0 else { return (1, 0) }
    let omega = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      let decay = exp(-omega * time)
      return ((1 + omega * time) * decay, time * decay)
    }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * time)
      let cosine = cos(damped * time)
      let sine = sin(damped * time)
      return (decay * (cosine + zeta * omega / damped * sine), decay * sine / damped)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let e1 = exp(r1 * time)
    let e2 = exp(r2 * time)
    return ((r2 * e1 - r1 * e2) / (r2 - r1), (e2 - e1) / (r2 - r1))
  }

  /// The value `time` seconds after the spring started at zero toward `target`, with
  /// `initialVelocity`.
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let (a, b) = coefficients(at: time)
    var displacement = target
    displacement.scale(by: -a)
    var carried = initialVelocity
    carried.scale(by: b)
    return target + displacement + carried
  }

  /// The velocity `time` seconds after the spring started at zero toward `target`, with
  /// `initialVelocity` (a central difference of ``value(target:initialVelocity:time:)``, to
  /// about 1e-8 of the change).
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let step = 1e-5
    var difference =
      value(target: target, initialVelocity: initialVelocity, time: time + step)
      - value(target: target, initialVelocity: initialVelocity, time: Swift.max(time - step, 0))
    difference.scale(by: 1 / (time + step - Swift.max(time - step, 0)))
    return difference
  }
}

extension Spring {
  /// The default spring: `Spring(duration: 0.5, bounce: 0)`.
  public init() {
    self.init(duration: 0.5, bounce: 0)
  }

  /// A smooth spring (bounce 0 + `extraBounce`).
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A snappy spring (bounce 0.15 + `extraBounce`).
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring (bounce 0.3 + `extraBounce`).
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  public static var smooth: Spring { smooth() }
  public static var snappy: Spring { snappy() }
  public static var bouncy: Spring { bouncy() }
}

// MARK: Evaluating an animation

extension Animation {
  /// The length of one run, in the animation's own seconds (before `speed`): a curve's
  /// duration, a spring's settling duration.
  var runDuration: Double {
    switch curve {
    case .bezier(_, _, _, _, let duration): return Swift.max(duration, 0)
    case .spring(let spring): return spring.settlingDuration
    }
  }

  /// The length of one run as SwiftUI counts it for `.logicallyComplete`: a curve's duration,
  /// a spring's perceptual duration (OUR CHOICE for springs: Apple says only that a logically
  /// complete spring "may still be in its long tail").
  var logicalRunDuration: Double {
    switch curve {
    case .bezier(_, _, _, _, let duration): return Swift.max(duration, 0)
    case .spring(let spring): return Swift.min(spring.duration, spring.settlingDuration)
    }
  }

  /// Seconds on the clock until the animation has run out (`nil`: for ever).
  var totalDuration: Double? { clockSeconds(forRuns: runDuration) }

  /// Seconds on the clock until the animation is logically complete (`nil`: never).
  var logicalDuration: Double? { clockSeconds(forRuns: logicalRunDuration) }

  private func clockSeconds(forRuns run: Double) -> Double? {
    let runs: Double
    if let repeating {
      guard let count = repeating.count else { return nil }
      runs = Double(count)
      return delaySeconds + (runs - 1) * runDuration / speedFactor + run / speedFactor
    }
    return delaySeconds + run / speedFactor
  }

  /// Whether the animation carries velocity in and out (a spring that does not repeat).
  var carriesVelocity: Bool {
    if case .spring = curve, repeating == nil { return true }
    return false
  }

  /// The displacement from the target `elapsed` clock seconds after the animation started,
  /// as `a`·(start − target) + `b`·(start velocity): `a` goes from 1 to 0 as the animation
  /// runs; `b` is 0 for all but springs.
  func coefficients(afterElapsed elapsed: Double) -> (a: Double, b: Double) {
    let local = (elapsed - delaySeconds) * speedFactor
    guard local > 0 else { return (1, 0) }
    guard let repeating else {
      if local >= runDuration { return (0, 0) }
      switch curve {
      case .bezier:
        return (1 - progress(at: local), 0)
      case .spring(let spring):
        let (a, b) = spring.coefficients(at: local)
        return (a, b / speedFactor)
      }
    }
    let run = runDuration
    guard run > 0 else { return (0, 0) }
    let index = (local / run).rounded(.down)
    if let count = repeating.count, index >= Double(count) { return (0, 0) }
    let within = local - index * run
    let backwards = repeating.autoreverses && Int(index) % 2 == 1
    return (1 - progress(at: backwards ? run - within : within), 0)
  }

  /// The fraction of the change covered `local` seconds into one run from rest.
  private func progress(at local: Double) -> Double {
    switch curve {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      guard duration > 0 else { return 1 }
      return CubicBezierCurve(CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2))
        .value(at: local / duration)
    case .spring(let spring):
      let (a, b) = spring.coefficients(at: local)
      return 1 - a + b * spring.initialVelocity
    }
  }

  /// The fraction of a change from 0 to 1 on screen `elapsed` clock seconds after the
  /// animation started from rest (a spring's own `initialVelocity` included): the animation's
  /// curve as a function of time, for tests and for bridging to UIKit.
  public func fractionComplete(afterElapsed elapsed: TimeInterval) -> Double {
    let (a, b) = coefficients(afterElapsed: elapsed)
    if case .spring(let spring) = curve { return 1 - a + b * spring.initialVelocity }
    return 1 - a
  }
}
