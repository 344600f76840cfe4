import Foundation

/// UIKit's pan velocity: the last two movement samples, blended (reference §6.1).
///
/// Each time the gesture's reference point moves at a later timestamp, the previous sample is
/// kept and a new one records the displacement and the time it took. The velocity is
/// `w·v(previous) + (1 − w)·v(current)` with w = 0.8 when an earlier sample exists, else
/// `v(current)`; a sample shorter than 1 ms counts as zero. Lifting a finger adds no sample, so
/// a finger that rests before lifting still reports the velocity of its last moves, as UIKit's
/// decompiled code does.
///
/// Reference question Q2 asks whether the 0.8 weight on the *older* sample is an operand-order
/// artefact of the decompiler. GestureSim takes the code as read: the pinch driver, which was
/// decompiled from the same build, smooths with the same bias (0.75 on the older value), so a
/// smoothing that favours history is consistent across UIKit's recognizers. A constant-speed drag
/// gives the same answer either way; the weight is a per-recognizer property for anyone who
/// checks it on a device.
struct PanVelocitySamples {
  private struct Sample {
    var displacement: CGPoint
    var interval: TimeInterval

    var velocity: CGPoint {
      guard interval >= PanVelocitySamples.shortestSample else { return .zero }
      return CGPoint(x: displacement.x / interval, y: displacement.y / interval)
    }
  }

  /// Samples shorter than this (s) count as no movement.
  static let shortestSample: TimeInterval = 0.001
  /// A previous sample at least this long (s) takes part in the blend.
  static let shortestBlendedSample: TimeInterval = 1.2e-7

  private var current: Sample?
  private var previous: Sample?
  private var lastPoint: CGPoint = .zero
  private var lastTime: TimeInterval?

  /// Forgets every sample; the next point starts afresh.
  mutating func reset() {
    current = nil
    previous = nil
    lastTime = nil
  }

  /// Records that the reference point is at `point` (window coordinates) at `time`.
  mutating func add(_ point: CGPoint, at time: TimeInterval) {
    if let lastTime, time > lastTime {
      previous = current
      current = Sample(
        displacement: CGPoint(x: point.x - lastPoint.x, y: point.y - lastPoint.y),
        interval: time - lastTime)
    }
    lastPoint = point
    lastTime = time
  }

  /// The velocity in window points per second, with `previousWeight` on the older sample.
  func velocity(previousWeight: CGFloat) -> CGPoint {
    guard let current else { return .zero }
    let newest = current.velocity
    guard let previous, previous.interval > Self.shortestBlendedSample else { return newest }
    let older = previous.velocity
    return CGPoint(
      x: previousWeight * older.x + (1 - previousWeight) * newest.x,
      y: previousWeight * older.y + (1 - previousWeight) * newest.y)
  }
}
