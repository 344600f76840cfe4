import Foundation

/// Timing resolved for one run of an animation: how long it lasts and which fraction of the
/// change it has covered after a given time, per axis (x drives a position's x coordinate and
/// every other property; y drives a position's y coordinate, so that a spring can start with
/// a different velocity on each axis).
struct AnimationTiming: Sendable {
  enum Shape: Sendable {
    case cubic(CubicBezierCurve)
    case spring(x: SpringCurve, y: SpringCurve)
  }

  let shape: Shape
  /// The run's length, in seconds.
  let duration: TimeInterval

  /// A named curve or custom cubic over `duration`.
  static func cubic(_ curve: CubicBezierCurve, duration: TimeInterval) -> AnimationTiming {
    AnimationTiming(shape: .cubic(curve), duration: Swift.max(duration, 0))
  }

  /// A named curve over `duration`.
  static func curve(_ curve: UIView.AnimationCurve, duration: TimeInterval) -> AnimationTiming {
    let (p1, p2) = curve.controlPoints
    return .cubic(CubicBezierCurve(p1, p2), duration: duration)
  }

  /// A damping-ratio spring that settles at the end of `duration` (see
  /// ``SpringCurve/settling(in:dampingRatio:initialVelocity:)``).
  static func spring(
    dampingRatio: Double, velocity: CGVector, duration: TimeInterval
  ) -> AnimationTiming {
    let base = SpringCurve.settling(in: duration, dampingRatio: dampingRatio, initialVelocity: 0)
    return AnimationTiming(
      shape: .spring(
        x: SpringCurve(
          frequency: base.frequency, dampingRatio: base.dampingRatio,
          initialVelocity: Double(velocity.dx)),
        y: SpringCurve(
          frequency: base.frequency, dampingRatio: base.dampingRatio,
          initialVelocity: Double(velocity.dy))),
      duration: Swift.max(duration, 0))
  }

  /// The timing a provider gives over `duration`: a physical spring lasts until it settles,
  /// whatever `duration` says.
  @MainActor
  static func provided(by provider: any UITimingCurveProvider, duration: TimeInterval)
    -> AnimationTiming
  {
    if provider.timingCurveType != .builtin && provider.timingCurveType != .cubic,
      let spring = provider.springTimingParameters
    {
      guard let (frequency, ratio) = spring.physical else {
        return .spring(
          dampingRatio: Double(spring.dampingRatio), velocity: spring.initialVelocity,
          duration: duration)
      }
      let x = SpringCurve(
        frequency: frequency, dampingRatio: ratio,
        initialVelocity: Double(spring.initialVelocity.dx))
      let y = SpringCurve(
        frequency: frequency, dampingRatio: ratio,
        initialVelocity: Double(spring.initialVelocity.dy))
      return AnimationTiming(
        shape: .spring(x: x, y: y), duration: Swift.max(x.settlingTime, y.settlingTime))
    }
    guard let cubic = provider.cubicTimingParameters else {
      return .curve(.easeInOut, duration: duration)
    }
    return .cubic(cubic.curve, duration: duration)
  }

  /// The fraction of the change covered `elapsed` seconds into the run, per axis: 0 before
  /// it starts, 1 once it is over, the curve in between (a spring may overshoot 1).
  func fraction(afterElapsed elapsed: TimeInterval) -> (x: Double, y: Double) {
    if elapsed <= 0 { return (0, 0) }
    if elapsed >= duration { return (1, 1) }
    switch shape {
    case .cubic(let curve):
      let value = curve.value(at: elapsed / duration)
      return (value, value)
    case .spring(let x, let y):
      return (x.value(at: elapsed), y.value(at: elapsed))
    }
  }
}
