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

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// More fingers landed than the tap needs, or fewer lifted together.
  public static let tapNumberOfTouchesRequired = Self(
    "tap.numberOfTouchesRequired", template: "{measured} down, numberOfTouchesRequired {limit}",
    edges: [(.possible, .failed)])
  /// The tap drifted too far from where the first tap began.
  public static let tapAllowableMovement = Self(
    "tap.allowableMovement", template: "moved {measured}, allowableMovement {limit}",
    edges: [(.possible, .failed)])
  /// The tap stayed down too long.
  public static let tapMaximumTapDuration = Self(
    "tap.maximumTapDuration", template: "held down past maximumTapDuration {limit}",
    edges: [(.possible, .failed)])
  /// The fingers of a multi-finger tap did not all land in time.
  public static let tapAllowableTouchTimeSeparation = Self(
    "tap.allowableTouchTimeSeparation",
    template: "fingers not all down within allowableTouchTimeSeparation {limit}",
    edges: [(.possible, .failed)])
  /// The next tap did not begin in time.
  public static let tapMaximumIntervalBetweenSuccessiveTaps = Self(
    "tap.maximumIntervalBetweenSuccessiveTaps",
    template: "no next tap within maximumIntervalBetweenSuccessiveTaps {limit}",
    edges: [(.possible, .failed)])
  /// The last tap lifted.
  public static let tapNumberOfTapsRequired = Self(
    "tap.numberOfTapsRequired", template: "{measured} done, numberOfTapsRequired {limit}",
    edges: [(.possible, .ended)])
}

extension UITapGestureRecognizer {
  /// The tap as the diagrams and the rule check read it.
  nonisolated package static let declaration = RecognizerDeclaration(
    name: "tap", className: "UITapGestureRecognizer", isDiscrete: true,
    edges: [
      .init(
        .possible, .ended,
        "numberOfTapsRequired taps, each lifted within \(RecognizerDeclaration.s(GestureThresholds.tapMaximumTapDuration)),\n"
          + "the next down within \(RecognizerDeclaration.s(GestureThresholds.tapMaximumIntervalBetweenSuccessiveTaps)), moving ≤ \(RecognizerDeclaration.pt(GestureThresholds.tapAllowableMovement))",
        by: [.tapNumberOfTapsRequired]),
      .init(
        .possible, .failed,
        "a finger moves > \(RecognizerDeclaration.pt(GestureThresholds.tapAllowableMovement)), a press lasts > \(RecognizerDeclaration.s(GestureThresholds.tapMaximumTapDuration)),\n"
          + "a pause lasts > \(RecognizerDeclaration.s(GestureThresholds.tapMaximumIntervalBetweenSuccessiveTaps)), or too many fingers",
        by: [
          .tapAllowableMovement, .tapMaximumTapDuration, .tapMaximumIntervalBetweenSuccessiveTaps,
          .tapNumberOfTouchesRequired, .tapAllowableTouchTimeSeparation, .touchesCancelled,
        ]),
    ],
    thresholds: GestureThresholds.tapRows)
}

extension GestureThresholds {
  /// How far a tap's touches may drift from where the first tap began.
  public static let tapAllowableMovement: CGFloat = 45
  /// The longest time from one tap's lift to the next tap's touch-down.
  public static let tapMaximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
  /// The longest a single tap may stay down.
  public static let tapMaximumTapDuration: TimeInterval = 0.75
  /// The window within which all fingers of a multi-finger tap must land. With UIKit's rule (a
  /// separate timer only when shorter than the tap duration) only the tap duration limits it.
  public static let tapAllowableTouchTimeSeparation: TimeInterval = 0.75

  /// UITapGestureRecognizer's rows of ``all``, with unit, provenance and source; its declaration carries them.
  static let tapRows: [Threshold] = [
    .init(
      property: "UITapGestureRecognizer.allowableMovement", value: Double(tapAllowableMovement),
      unit: "pt", provenance: .reverseEngineered,
      source: "UITapRecognizer, which encodes it only when it differs from 45"),
    .init(
      property: "UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps",
      value: tapMaximumIntervalBetweenSuccessiveTaps, unit: "s", provenance: .reverseEngineered,
      source: "UITapRecognizer's init; UIKit's text tap recognizers set it too"),
    .init(
      property: "UITapGestureRecognizer.maximumTapDuration", value: tapMaximumTapDuration,
      unit: "s", provenance: .reverseEngineered,
      source: "maximumSingleTapDuration; the ivar's default itself was not resolved (Q15)"),
    .init(
      property: "UITapGestureRecognizer.allowableTouchTimeSeparation",
      value: tapAllowableTouchTimeSeparation, unit: "s", provenance: .chosenByUs,
      source: "UIKit's value was not resolved (Q15); equal to the tap duration"),
  ]
}
