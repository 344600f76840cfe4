import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// It is recognized (`possible → ended`) at the lift of the last finger of the last tap. It fails
/// when more fingers than ``numberOfTouchesRequired`` land, when the fingers drift more than
/// ``allowableMovement`` from where the first tap began, when a tap is held longer than
/// ``maximumTapDuration``, or when the next tap does not start within
/// ``maximumIntervalBetweenSuccessiveTaps`` (reference §5.1).
///
///     let doubleTap = UITapGestureRecognizer()
///     doubleTap.numberOfTapsRequired = 2
///     let singleTap = UITapGestureRecognizer()
///     singleTap.require(toFail: doubleTap)   // single taps now report 0.35 s late
///
/// A tap never prevents a tap that needs more taps with the same finger count, nor a long press
/// with the same finger count that needs at least as many taps (``canPrevent(_:)``): without a
/// failure requirement, a double tap reports a single tap first.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps needed. Default: 1. Documented by Apple.
  @exclusivity(unchecked) open var numberOfTapsRequired = 1

  /// The number of fingers each tap needs. Default: 1. Documented by Apple.
  @exclusivity(unchecked) open var numberOfTouchesRequired = 1

  /// How far (pt, window) the tap's centroid may move from where the first tap began.
  /// Default: ``GestureThresholds/tapAllowableMovement`` (private in UIKit).
  @exclusivity(unchecked) open var allowableMovement = GestureThresholds.tapAllowableMovement

  /// The longest time (s) from one tap's lift to the next tap's touch-down. Default:
  /// ``GestureThresholds/tapMaximumIntervalBetweenSuccessiveTaps`` (private in UIKit).
  @exclusivity(unchecked) open var maximumIntervalBetweenSuccessiveTaps =
    GestureThresholds.tapMaximumIntervalBetweenSuccessiveTaps

  /// The longest time (s) a tap may stay down, counted from its first touch-down. Default:
  /// ``GestureThresholds/tapMaximumTapDuration`` (private in UIKit).
  @exclusivity(unchecked) open var maximumTapDuration = GestureThresholds.tapMaximumTapDuration

  /// The window (s) in which every finger of a multi-finger tap must land; it only has an effect
  /// when shorter than ``maximumTapDuration``. Default:
  /// ``GestureThresholds/tapAllowableTouchTimeSeparation`` (private in UIKit).
  @exclusivity(unchecked) open var allowableTouchTimeSeparation = GestureThresholds
    .tapAllowableTouchTimeSeparation

  private lazy var counter = TapCounter(owner: self)

  /// Creates a tap recognizer with UIKit's defaults.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  var limits: TapCounter.Limits {
    TapCounter.Limits(
      numberOfTouchesRequired: numberOfTouchesRequired, allowableMovement: allowableMovement,
      maximumTapDuration: maximumTapDuration,
      allowableTouchTimeSeparation: allowableTouchTimeSeparation)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    counter.began(touches, limits: limits)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    counter.moved(limits: limits)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard counter.ended(touches, limits: limits) == .tapped else { return }
    if counter.taps >= numberOfTapsRequired {
      setState(
        .ended,
        because: TransitionCause(
          .tapNumberOfTapsRequired, measured: Double(counter.taps),
          limit: Double(numberOfTapsRequired), unit: .taps))
    } else {
      counter.awaitNextTap(within: maximumIntervalBetweenSuccessiveTaps)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    counter.stopTimers()
    setState(.failed, because: TransitionCause(.touchesCancelled))
  }

  open override func reset() {
    super.reset()
    counter.reset()
  }

  /// The fingers of the current tap.
  open override var numberOfTouches: Int {
    counter.touches.isEmpty ? trackedTouches.count : counter.touches.count
  }

  /// Where the first tap began: the centroid of its fingers, in `view`'s space.
  open override func location(in view: UIView?) -> CGPoint {
    guard let start = counter.firstStart else { return super.location(in: view) }
    return convertFromWindow(start, to: view)
  }

  /// A tap does not prevent a tap that needs more taps with as many fingers, nor a long press
  /// with as many fingers that needs at least as many taps (reference X6).
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
      tap.numberOfTouchesRequired == numberOfTouchesRequired,
      tap.numberOfTapsRequired > numberOfTapsRequired
    {
      return false
    }
    if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
      press.numberOfTouchesRequired == numberOfTouchesRequired,
      press.numberOfTapsRequired >= numberOfTapsRequired
    {
      return false
    }
    return super.canPrevent(preventedGestureRecognizer)
  }

  open override var transcriptType: String { "tap" }
}
