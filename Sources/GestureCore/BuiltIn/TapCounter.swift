import Foundation

/// UIKit's tap-counting rules (reference §5.1), shared by ``UITapGestureRecognizer`` and the
/// preliminary taps of ``UILongPressGestureRecognizer``.
///
/// It follows the fingers of each tap, fails its owner (by setting `state = .failed`) when a rule
/// is broken, and tells the owner when all fingers of a tap have lifted. Timers run on the
/// owner's virtual clock: the tap duration from each tap's first touch-down, the landing window
/// of a multi-finger tap, and the interval to the next tap once the owner asks for it.
@MainActor final class TapCounter {
  /// The limits in force; read from the owner's properties at each call so that changes apply.
  struct Limits {
    var numberOfTouchesRequired: Int
    var allowableMovement: CGFloat
    var maximumTapDuration: TimeInterval
    var allowableTouchTimeSeparation: TimeInterval
  }

  /// What a lift meant.
  enum Lift {
    /// Other fingers of the tap are still down.
    case pending
    /// The tap broke a rule; the owner has been failed.
    case failed
    /// Every finger of the tap is up: `taps` taps are complete.
    case tapped
  }

  private unowned let owner: UIGestureRecognizer
  /// Taps completed since the last reset.
  @exclusivity(unchecked) private(set) var taps = 0
  /// The first tap's centroid (window coordinates) once all its fingers were down.
  @exclusivity(unchecked) private(set) var firstStart: CGPoint?
  @exclusivity(unchecked) private var down: [UITouch] = []
  /// Every finger of the current tap, lifted ones included: UIKit keeps a tap's touches until
  /// it resets, counts them in `numberOfTouches` and averages them all for the movement limit.
  @exclusivity(unchecked) private var tapTouches: [UITouch] = []
  @exclusivity(unchecked) private var peak = 0
  @exclusivity(unchecked) private var tapTimer: GestureTimer?
  @exclusivity(unchecked) private var separationTimer: GestureTimer?
  @exclusivity(unchecked) private var intervalTimer: GestureTimer?
  /// The limits of the tap under way and the wait for the next, for the causes its timers
  /// give (read here so that the timers capture nothing but the counter).
  @exclusivity(unchecked) private var limits = Limits(
    numberOfTouchesRequired: 1, allowableMovement: 0, maximumTapDuration: 0,
    allowableTouchTimeSeparation: 0)
  @exclusivity(unchecked) private var nextTapInterval: TimeInterval = 0

  init(owner: UIGestureRecognizer) {
    self.owner = owner
  }

  /// The fingers of the current tap, in the order they landed, lifted ones included.
  var touches: [UITouch] { tapTouches }

  /// Takes new fingers; fails the owner when there are too many or the tap lands too far away.
  func began(_ touches: Set<UITouch>, limits: Limits) {
    let wasEmpty = down.isEmpty
    if wasEmpty { tapTouches.removeAll(keepingCapacity: true) }
    for touch in owner.trackedTouches where touches.contains(touch) {
      down.append(touch)
      tapTouches.append(touch)
    }
    guard down.count <= limits.numberOfTouchesRequired else {
      return fail(
        TransitionCause(
          .tapNumberOfTouchesRequired, measured: Double(down.count),
          limit: Double(limits.numberOfTouchesRequired), unit: .touches))
    }
    peak = Swift.max(peak, down.count)
    if wasEmpty {
      intervalTimer?.invalidate()
      // Strong captures: a timer drops its closure once it fires or is invalidated.
      self.limits = limits
      tapTimer = owner.scheduleTimer(after: limits.maximumTapDuration) { [self] in
        fail(
          TransitionCause(
            .tapMaximumTapDuration, limit: self.limits.maximumTapDuration, unit: .seconds))
      }
      if limits.numberOfTouchesRequired >= 2,
        limits.allowableTouchTimeSeparation < limits.maximumTapDuration
      {
        separationTimer = owner.scheduleTimer(after: limits.allowableTouchTimeSeparation) {
          [self] in
          fail(
            TransitionCause(
              .tapAllowableTouchTimeSeparation, limit: self.limits.allowableTouchTimeSeparation,
              unit: .seconds))
        }
      }
    }
    guard down.count == limits.numberOfTouchesRequired else { return }
    separationTimer?.invalidate()
    let center = centroid
    if let firstStart {
      failIfMoved(center.distance(to: firstStart), limits: limits)
    } else {
      firstStart = center
    }
  }

  /// Fails the owner when the tap's centroid drifted too far from the first tap's start.
  func moved(limits: Limits) {
    guard let firstStart else { return }
    failIfMoved(centroid.distance(to: firstStart), limits: limits)
  }

  private func failIfMoved(_ distance: CGFloat, limits: Limits) {
    guard distance > limits.allowableMovement else { return }
    fail(TransitionCause(.tapAllowableMovement, distance, limit: limits.allowableMovement, .points))
  }

  /// Takes lifted fingers.
  func ended(_ touches: Set<UITouch>, limits: Limits) -> Lift {
    guard peak == limits.numberOfTouchesRequired else {
      fail(
        TransitionCause(
          .tapNumberOfTouchesRequired, measured: Double(peak),
          limit: Double(limits.numberOfTouchesRequired), unit: .touches))
      return .failed
    }
    down.removeAll { touches.contains($0) }
    guard down.isEmpty else { return .pending }
    taps += 1
    peak = 0
    tapTimer?.invalidate()
    separationTimer?.invalidate()
    return .tapped
  }

  /// Starts the wait for the next tap's first touch-down; the owner fails if it runs out.
  func awaitNextTap(within interval: TimeInterval) {
    nextTapInterval = interval
    intervalTimer = owner.scheduleTimer(after: interval) { [self] in
      fail(
        TransitionCause(
          .tapMaximumIntervalBetweenSuccessiveTaps, limit: nextTapInterval, unit: .seconds))
    }
  }

  /// Forgets everything and cancels the timers.
  func reset() {
    taps = 0
    peak = 0
    firstStart = nil
    down.removeAll(keepingCapacity: true)
    tapTouches.removeAll(keepingCapacity: true)
    tapTimer?.invalidate()
    separationTimer?.invalidate()
    intervalTimer?.invalidate()
  }

  /// Cancels the timers, keeping the count (the owner has moved past the taps).
  func stopTimers() {
    tapTimer?.invalidate()
    separationTimer?.invalidate()
    intervalTimer?.invalidate()
  }

  /// The centroid of every finger of the tap, lifted ones where they lifted.
  private var centroid: CGPoint {
    CGPoint.centroid(of: tapTouches.lazy.map(\.locationInWindow)) ?? .zero
  }

  private func fail(_ cause: TransitionCause) {
    stopTimers()
    owner.setState(.failed, because: cause)
  }
}
