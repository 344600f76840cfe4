import Foundation

/// A velocity estimate from a least-squares fit over the last few samples, which returns zero
/// once the finger rests.
///
/// Flutter's `VelocityTracker` does this (reference §6.3): keep the last 20 positions; walk back
/// from the newest, stopping at a sample more than ``horizon`` older than the newest or at a gap
/// longer than ``restGap``; fit x(t) and y(t) with a quadratic (three samples or more) or a
/// straight line (two); the velocity is the fit's slope at the newest sample. Asked at a time
/// more than ``restGap`` after the newest sample, it answers zero: the finger has stopped.
///
/// GestureSim uses it where UIKit's own behaviour is not known: as the optional
/// ``UIPanGestureRecognizer/VelocityEstimation/leastSquares`` mode of pans, for tools that want a
/// velocity that settles to zero when the finger rests. UIKit's pan (§6.1) and pinch and rotation
/// (§6.2) velocities, which are known, are the defaults.
///
///     var estimator = LeastSquaresVelocityEstimator()
///     estimator.add(CGPoint(x: 0, y: 0), at: 0.000)
///     estimator.add(CGPoint(x: 10, y: 0), at: 0.010)
///     estimator.add(CGPoint(x: 20, y: 0), at: 0.020)
///     estimator.velocity(at: 0.020)   // (1000, 0)
///     estimator.velocity(at: 0.100)   // (0, 0): resting
public struct LeastSquaresVelocityEstimator: Sendable {
  /// How many samples are kept.
  public static let capacity = 20

  /// Samples older than the newest by more than this (s) are not used. Default:
  /// ``GestureThresholds/velocityHorizon``.
  public var horizon: TimeInterval = GestureThresholds.velocityHorizon
  /// A gap longer than this (s) between samples, or since the newest, means the finger rested.
  /// Default: ``GestureThresholds/velocityRestGap``.
  public var restGap: TimeInterval = GestureThresholds.velocityRestGap

  /// The ring of samples, stored inline: a pan adds one on every move, and an array's buffer
  /// was checked for uniqueness (a runtime call) on each of those writes. Its size is
  /// ``capacity``.
  private var samples = InlineArray<20, (time: TimeInterval, point: CGPoint)>(
    repeating: (0, .zero))
  private var newest = -1
  private var count = 0

  /// Creates an empty estimator.
  public init() {
    assert(samples.count == Self.capacity, "the ring holds capacity samples")
  }

  /// Forgets every sample.
  public mutating func reset() {
    count = 0
    newest = -1
  }

  /// Adds a position (any coordinate space; the velocity comes out in the same space) at `time`.
  /// A sample at the same time as the newest replaces it.
  @inline(__always)
  public mutating func add(_ point: CGPoint, at time: TimeInterval) {
    if count > 0, samples[newest].time == time {
      samples[newest].point = point
      return
    }
    // The next slot of the ring, without a division: `newest` is -1 (empty) or a slot.
    newest = newest == Self.capacity - 1 ? 0 : newest + 1
    samples[newest] = (time, point)
    count = Swift.min(count + 1, Self.capacity)
  }

  /// The estimated velocity (units per second) as of `time`, or as of the newest sample when
  /// `time` is `nil`.
  ///
  /// - Complexity: O(``capacity``).
  public func velocity(at time: TimeInterval? = nil) -> CGPoint {
    guard count > 0 else { return .zero }
    let newestTime = samples[newest].time
    if let time, time - newestTime > restGap { return .zero }
    // Sums for the normal equations in t (age relative to the newest, ≤ 0): Σtᵏ for k = 0…4,
    // and Σx·tᵏ, Σy·tᵏ for k = 0…2. Scalars rather than arrays: no allocation per query.
    var sums = PowerSums()
    var used = 0
    var index = newest
    var newerTime = newestTime
    while used < count {
      let sample = samples[index]
      let t = sample.time - newestTime
      if -t > horizon || newerTime - sample.time > restGap { break }
      sums.add(t: t, x: Double(sample.point.x), y: Double(sample.point.y))
      newerTime = sample.time
      used += 1
      index = (index + Self.capacity - 1) % Self.capacity
    }
    guard used >= 2 else { return .zero }
    return CGPoint(
      x: sums.slope(used == 2, \.x0, \.x1, \.x2), y: sums.slope(used == 2, \.y0, \.y1, \.y2))
  }

  /// Running sums for a weighted (all weights 1) polynomial least-squares fit.
  private struct PowerSums {
    var t0 = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    var x0 = 0.0, x1 = 0.0, x2 = 0.0
    var y0 = 0.0, y1 = 0.0, y2 = 0.0

    mutating func add(t: Double, x: Double, y: Double) {
      let tt = t * t
      t0 += 1
      t1 += t
      t2 += tt
      t3 += tt * t
      t4 += tt * tt
      x0 += x
      x1 += x * t
      x2 += x * tt
      y0 += y
      y1 += y * t
      y2 += y * tt
    }

    /// The linear coefficient of the fit (a line when `linear`, else a quadratic), by Cramer's
    /// rule on the normal equations; `r0`, `r1`, `r2` pick the axis's sums.
    func slope(
      _ linear: Bool, _ r0: KeyPath<PowerSums, Double>, _ r1: KeyPath<PowerSums, Double>,
      _ r2: KeyPath<PowerSums, Double>
    ) -> CGFloat {
      let (a, b, c) = (self[keyPath: r0], self[keyPath: r1], self[keyPath: r2])
      if linear {
        let determinant = t0 * t2 - t1 * t1
        guard determinant.magnitude > 1e-30 else { return 0 }
        return CGFloat((t0 * b - t1 * a) / determinant)
      }
      let determinant =
        t0 * (t2 * t4 - t3 * t3) - t1 * (t1 * t4 - t3 * t2) + t2 * (t1 * t3 - t2 * t2)
      guard determinant.magnitude > 1e-30 else { return 0 }
      let numerator = t0 * (b * t4 - t3 * c) - a * (t1 * t4 - t3 * t2) + t2 * (t1 * c - b * t2)
      return CGFloat(numerator / determinant)
    }
  }
}
