import Foundation

/// A timing curve from (0, 0) to (1, 1) with two control points, as Core Animation's
/// `CAMediaTimingFunction` and UIKit's `UICubicTimingParameters` define it.
///
/// For a parameter s in [0, 1] the curve's point is
///
///     B(s) = 3(1 − s)² s·P1 + 3(1 − s) s²·P2 + s³·(1, 1)
///
/// Its x coordinate is the fraction of the duration, its y the fraction of the change. The
/// value at time fraction t is y(s) for the s that solves x(s) = t: Newton's method from s = t,
/// falling back to bisection when the slope is too flat, to 1e-12.
package struct CubicBezierCurve: Hashable, Sendable {
  /// Coefficients of x(s) = ((ax·s + bx)·s + cx)·s, and the same for y.
  private let ax, bx, cx, ay, by, cy: Double
  /// Whether both control points lie on the diagonal: then y = x, the value is t exactly.
  private let isLinear: Bool

  /// The curve through the control points `p1` and `p2`. The x coordinates are clamped to
  /// [0, 1], as Core Animation requires, so that x(s) increases.
  package init(_ p1: CGPoint, _ p2: CGPoint) {
    let x1 = Swift.min(Swift.max(Double(p1.x), 0), 1)
    let x2 = Swift.min(Swift.max(Double(p2.x), 0), 1)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * Double(p1.y)
    by = 3 * (Double(p2.y) - Double(p1.y)) - cy
    ay = 1 - cy - by
    isLinear = Double(p1.y) == x1 && Double(p2.y) == x2
  }

  /// The fraction of the change at time fraction `t` (clamped to [0, 1]).
  package func value(at t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if isLinear { return t }
    let s = parameter(forX: t)
    return ((ay * s + by) * s + cy) * s
  }

  private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  private func parameter(forX t: Double) -> Double {
    var s = t
    for _ in 0..<8 {
      let error = x(s) - t
      if abs(error) < 1e-12 { return s }
      let slope = (3 * ax * s + 2 * bx) * s + cx
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = t
    while high - low > 1e-12 {
      if x(s) < t { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
