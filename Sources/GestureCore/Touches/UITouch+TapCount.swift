import Foundation

/// `UITouch.tapCount`: how many times in a row the same spot was tapped.
extension GestureEnvironment {
  /// The largest distance and interval between taps that `UITouch.tapCount` counts as one spot
  /// tapped again: `UITapGestureRecognizer`'s defaults (45 pt, 0.35 s).
  public static let tapCountDistance: CGFloat = GestureThresholds.tapAllowableMovement
  /// See ``tapCountDistance``.
  public static let tapCountInterval: TimeInterval =
    GestureThresholds.tapMaximumIntervalBetweenSuccessiveTaps

  /// The tap count of a touch that begins now: one more than the last single-finger lift's
  /// when it is on the same view, close enough and soon enough, and no other finger is down.
  func tapCount(for touch: UITouch, at now: TimeInterval) -> Int {
    guard activeTouches.isEmpty, let last = lastTouchUp, last.view === touch.view,
      now - last.time <= Self.tapCountInterval,
      last.location.distance(to: touch.locationInWindow) <= Self.tapCountDistance
    else { return 1 }
    return last.tapCount + 1
  }

  /// Keeps the lift of the only finger down, which the next touch's tap count compares with.
  func rememberTouchUp(_ touch: UITouch) {
    lastTouchUp = (touch.view, touch.locationInWindow, touch.timestamp, touch.tapCount)
  }
}
