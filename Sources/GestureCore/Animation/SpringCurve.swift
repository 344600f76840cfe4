import Foundation

/// The motion of a damped spring pulling a value from 0 to 1: the solution of
///
///     m·x″ + c·x′ + k·(x − 1) = 0,   x(0) = 0,   x′(0) = v
///
/// with natural frequency ω = √(k/m) and damping ratio ζ = c / (2√(k·m)). With y = x − 1:
///
/// - under-damped (ζ < 1), ω_d = ω√(1 − ζ²):
///   y(t) = e^(−ζωt)·(−cos ω_d t + ((v − ζω)/ω_d)·sin ω_d t)
/// - critically damped (ζ = 1): y(t) = (−1 + (v − ω)·t)·e^(−ωt), so from rest
///   x(t) = 1 − (1 + ωt)·e^(−ωt)
/// - over-damped (ζ > 1), r₁,₂ = −ω(ζ ∓ √(ζ² − 1)):
///   y(t) = C₁e^(r₁t) + C₂e^(r₂t), C₂ = (v + r₁)/(r₂ − r₁), C₁ = −1 − C₂
///
/// `v` is in units of the whole change per second, as UIKit's spring velocities are ("a value
/// of 1 corresponds to the total animation distance traversed in one second").
package struct SpringCurve: Hashable, Sendable {
  /// ω, in radians per second.
  package let frequency: Double
  /// ζ.
  package let dampingRatio: Double
  /// x′(0), in changes per second.
  package let initialVelocity: Double

  package init(frequency: Double, dampingRatio: Double, initialVelocity: Double) {
    self.frequency = frequency
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  /// The settling threshold: OUR CHOICE of when a spring counts as at rest, 0.1 % of the
  /// change. Settling times (the duration of a spring given by mass, stiffness and damping)
  /// are measured against it.
  static let restingDistance = 0.001

  /// x(t), `t` in seconds from the start.
  package func value(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    let omega = frequency
    let zeta = dampingRatio
    let v = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      return 1 + (-1 + (v - omega) * t) * exp(-omega * t)
    }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let c2 = (v - zeta * omega) / damped
      return 1 + exp(-zeta * omega * t) * (-cos(damped * t) + c2 * sin(damped * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v + r1) / (r2 - r1)
    let c1 = -1 - c2
    return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// An upper bound of |x(t) − 1| that decreases with t: the spring's envelope.
  private func envelope(at t: Double) -> Double {
    let omega = frequency
    let zeta = dampingRatio
    let v = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      return (1 + abs(v - omega) * t) * exp(-omega * t)
    }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let c2 = (v - zeta * omega) / damped
      return (1 + c2 * c2).squareRoot() * exp(-zeta * omega * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v + r1) / (r2 - r1)
    return abs(-1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
  }

  /// The time after which the envelope stays within ``restingDistance`` of the end, in
  /// seconds (found by bisection, to a microsecond). An undamped spring never settles: its
  /// settling time is capped at 60 s.
  package var settlingTime: Double {
    guard frequency > 0, dampingRatio > 0 else { return 60 }
    var high = 1.0
    while envelope(at: high) > SpringCurve.restingDistance && high < 60 { high *= 2 }
    if high >= 60 { return 60 }
    var low = 0.0
    while high - low > 1e-6 {
      let middle = (low + high) / 2
      if envelope(at: middle) > SpringCurve.restingDistance { low = middle } else { high = middle }
    }
    return high
  }

  /// The spring of damping ratio `dampingRatio` whose envelope settles in `duration` seconds
  /// from rest: OUR CHOICE of how a damping-ratio spring respects an animation's duration, as
  /// UIKit's do, which Apple does not document. The frequency is found by bisection.
  static func settling(
    in duration: Double, dampingRatio: Double, initialVelocity: Double
  ) -> SpringCurve {
    let zeta = Swift.max(dampingRatio, 0.001)
    guard duration > 0 else {
      return SpringCurve(frequency: 1e6, dampingRatio: zeta, initialVelocity: initialVelocity)
    }
    var low = 1e-3
    var high = 1e6
    for _ in 0..<200 {
      let middle = (low * high).squareRoot()
      let time = SpringCurve(frequency: middle, dampingRatio: zeta, initialVelocity: 0)
        .settlingTime
      if time > duration { low = middle } else { high = middle }
      if high / low < 1 + 1e-12 { break }
    }
    return SpringCurve(frequency: high, dampingRatio: zeta, initialVelocity: initialVelocity)
  }
}
