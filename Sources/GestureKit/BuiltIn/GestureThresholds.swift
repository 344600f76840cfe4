import Foundation

/// The default thresholds of the built-in recognizers, each with its unit and where its value
/// comes from.
///
/// Every recognizer copies these into per-instance properties when it is created, so a test or a
/// scene can change one recognizer without touching the others:
///
///     let doubleTap = UITapGestureRecognizer()
///     doubleTap.numberOfTapsRequired = 2
///     doubleTap.maximumIntervalBetweenSuccessiveTaps = 0.3   // this recognizer only
///
/// Distances are in points of the window (UIKit's scene coordinates) unless a recognizer's
/// property says otherwise; UIKit's private "touch sloppiness" factor is taken as 1 (reference
/// question Q4). ``all`` lists every threshold with its provenance, for documentation and tools.
public enum GestureThresholds {
  /// Where a default value comes from.
  public enum Provenance: String, Sendable, CaseIterable {
    /// Stated in Apple's documentation or public SDK headers.
    case documentedByApple = "documented by Apple"
    /// Read from a decompilation of UIKitCore (iOS 18.2); logic is reliable, a device check is not
    /// done.
    case reverseEngineered = "reverse-engineered"
    /// Observed by third parties or re-derived by clones of UIKit.
    case measuredByOthers = "measured by others"
    /// No source: GestureSim's own choice, picked to behave like UIKit in everyday use.
    case chosenByUs = "chosen by us"
  }

  /// One threshold, for listings.
  public struct Threshold: Hashable, Sendable {
    /// The recognizer property that holds it (`UITapGestureRecognizer.allowableMovement`).
    public var property: String
    /// The default value.
    public var value: Double
    /// The unit (`pt`, `s`, `pt/s`, `rad`, or `1` for a plain factor).
    public var unit: String
    /// Where the value comes from.
    public var provenance: Provenance
  }

  // MARK: Tap

  /// How far (pt) a tap's touches may drift from where the first tap began: 45 pt.
  /// Reverse-engineered (`UITapRecognizer`, encoded only when different from 45).
  public static let tapAllowableMovement: CGFloat = 45
  /// The longest time (s) from one tap's lift to the next tap's touch-down: 0.35 s.
  /// Reverse-engineered (`UITapRecognizer init`, also set by UIKit's text tap recognizers).
  public static let tapMaximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
  /// The longest a single tap (s) may stay down: 0.75 s. Reverse-engineered
  /// (`maximumSingleTapDuration`; the ivar default itself was not resolved, reference Q15).
  public static let tapMaximumTapDuration: TimeInterval = 0.75
  /// The window (s) within which all fingers of a multi-finger tap must land: 0.75 s, which with
  /// UIKit's rule (a separate timer only when shorter than the tap duration) means that only the
  /// tap duration limits it. Chosen by us: UIKit's value was not resolved (Q15).
  public static let tapAllowableTouchTimeSeparation: TimeInterval = 0.75

  // MARK: Long press

  /// How long (s) the fingers must be held: 0.5 s. Documented by Apple.
  public static let longPressMinimumPressDuration: TimeInterval = 0.5
  /// How far (pt) the fingers may move before the press is recognized: 10 pt. Documented by
  /// Apple.
  public static let longPressAllowableMovement: CGFloat = 10

  // MARK: Pan

  /// How far (pt) the touches must move along the view's x or y axis, each axis on its own,
  /// before a pan begins; the same distance is then removed from the reported translation:
  /// 10 pt. Reverse-engineered (`+[UIPanGestureRecognizer _defaultHysteresis]`).
  public static let panHysteresis: CGFloat = 10
  /// In UIKit's two-sample pan velocity, the weight of the older sample: 0.8 (the newer one gets
  /// 0.2). Reverse-engineered, with the caveat of reference Q2 (see `UIPanGestureRecognizer.velocity(in:)`).
  public static let panPreviousVelocityWeight: CGFloat = 0.8
  /// A scroll-driven pan whose end comes this long (s) after its last change ends with zero
  /// velocity: 0.13 s. Reverse-engineered.
  public static let panScrollVelocityTimeout: TimeInterval = 0.13
  /// A mouse-wheel pan (discrete scroll events carry no end) ends this long (s) after its last
  /// detent: 0.13 s. Chosen by us, equal to ``panScrollVelocityTimeout``.
  public static let panDiscreteScrollEndDelay: TimeInterval = 0.13

  // MARK: Screen-edge pan

  /// The width (pt) of the band along each window edge where a screen-edge pan must start:
  /// 20 pt. Chosen by us: UIKit's `_edgeRegionSize` was not retrieved.
  public static let screenEdgeRegionSize: CGFloat = 20

  // MARK: Swipe

  /// A swipe must be recognized within this time (s) of its start: 0.5 s. Measured by others
  /// (Apple Books' clone of UIKit's swipe; UIKit's own init was not retrieved, Q3).
  public static let swipeMaximumDuration: TimeInterval = 0.5
  /// The distance (pt) along the swipe's direction needed at its start, decaying with time:
  /// 50 pt. Measured by others (same clone; UIKit's keyboard sets 40 for its own swipe).
  public static let swipeMinimumPrimaryMovement: CGFloat = 50
  /// The largest distance (pt) along the swipe's direction: unlimited. Measured by others.
  public static let swipeMaximumPrimaryMovement: CGFloat = .greatestFiniteMagnitude
  /// The distance (pt) across the swipe's direction needed: 0. Measured by others.
  public static let swipeMinimumSecondaryMovement: CGFloat = 0
  /// The largest distance (pt) across the swipe's direction at its start, decaying with time:
  /// 200 pt. Measured by others.
  public static let swipeMaximumSecondaryMovement: CGFloat = 200
  /// How far the minimum distances decay over the first 0.5 s (factor `1 − min(t, 0.5)·(1 − r)`):
  /// r = 0.06. Measured by others.
  public static let swipeRateOfMinimumMovementDecay: CGFloat = 0.06
  /// The same decay for the maximum distances: r = 0.02. Measured by others.
  public static let swipeRateOfMaximumMovementDecay: CGFloat = 0.02
  /// The speed (pt/s) along the swipe's direction, between two moves, needed at the moment it is
  /// recognized: 200 pt/s. Chosen by us (UIKit's value is unknown; Hammer.js uses 300 px/s over
  /// the whole swipe, Flutter 50 px/s for a fling).
  public static let swipeMinimumPrimaryMovementRate: CGFloat = 200
  /// How far (pt) a swipe may move against its only allowed direction on an axis: 10 pt.
  /// Chosen by us (UIKit's value is unknown), equal to the pan hysteresis.
  public static let swipeMaximumOppositeMovement: CGFloat = 10

  // MARK: Pinch and rotation

  /// How much (pt) the distance between the two fingers must change before a pinch begins; the
  /// same amount is then removed from the scale: 8 pt. Reverse-engineered
  /// (`_UIPinchGestureRecognizerDriver init`).
  public static let pinchHysteresis: CGFloat = 8
  /// In pinch and rotation velocities, the weight of the previous reported velocity: 0.75
  /// (the new sample gets 0.25). Reverse-engineered.
  public static let transformPreviousVelocityWeight: CGFloat = 0.75
  /// How far (rad) the line between the two fingers must turn before a rotation begins; the same
  /// angle is then removed from the rotation: 0.07 rad (4°). Chosen by us: UIKit's value was not
  /// retrieved (Q5); at a typical 100 pt finger spread it is about the pinch's 8 pt of travel.
  public static let rotationHysteresis: CGFloat = 0.07

  // MARK: Velocity

  /// The least-squares velocity estimator's window (s): samples older than the newest by more
  /// than this are not used: 0.1 s. Measured by others (Flutter's `VelocityTracker`).
  public static let velocityHorizon: TimeInterval = 0.1
  /// The least-squares estimator treats a gap this long (s) between samples, or between the
  /// newest sample and the moment asked about, as the finger resting: velocity 0: 0.04 s.
  /// Measured by others (Flutter's `VelocityTracker`).
  public static let velocityRestGap: TimeInterval = 0.04

  /// Every threshold with its provenance, in the order of this file.
  public static let all: [Threshold] = [
    .init(
      property: "UITapGestureRecognizer.allowableMovement", value: Double(tapAllowableMovement),
      unit: "pt", provenance: .reverseEngineered),
    .init(
      property: "UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps",
      value: tapMaximumIntervalBetweenSuccessiveTaps, unit: "s", provenance: .reverseEngineered),
    .init(
      property: "UITapGestureRecognizer.maximumTapDuration", value: tapMaximumTapDuration,
      unit: "s", provenance: .reverseEngineered),
    .init(
      property: "UITapGestureRecognizer.allowableTouchTimeSeparation",
      value: tapAllowableTouchTimeSeparation, unit: "s", provenance: .chosenByUs),
    .init(
      property: "UILongPressGestureRecognizer.minimumPressDuration",
      value: longPressMinimumPressDuration, unit: "s", provenance: .documentedByApple),
    .init(
      property: "UILongPressGestureRecognizer.allowableMovement",
      value: Double(longPressAllowableMovement), unit: "pt", provenance: .documentedByApple),
    .init(
      property: "UIPanGestureRecognizer.hysteresis", value: Double(panHysteresis), unit: "pt",
      provenance: .reverseEngineered),
    .init(
      property: "UIPanGestureRecognizer.previousVelocityWeight",
      value: Double(panPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered),
    .init(
      property: "UIPanGestureRecognizer.scrollVelocityTimeout", value: panScrollVelocityTimeout,
      unit: "s", provenance: .reverseEngineered),
    .init(
      property: "UIPanGestureRecognizer.discreteScrollEndDelay", value: panDiscreteScrollEndDelay,
      unit: "s", provenance: .chosenByUs),
    .init(
      property: "UIScreenEdgePanGestureRecognizer.edgeRegionSize",
      value: Double(screenEdgeRegionSize), unit: "pt", provenance: .chosenByUs),
    .init(
      property: "UISwipeGestureRecognizer.maximumDuration", value: swipeMaximumDuration,
      unit: "s", provenance: .measuredByOthers),
    .init(
      property: "UISwipeGestureRecognizer.minimumPrimaryMovement",
      value: Double(swipeMinimumPrimaryMovement), unit: "pt", provenance: .measuredByOthers),
    .init(
      property: "UISwipeGestureRecognizer.maximumPrimaryMovement",
      value: Double(swipeMaximumPrimaryMovement), unit: "pt", provenance: .measuredByOthers),
    .init(
      property: "UISwipeGestureRecognizer.minimumSecondaryMovement",
      value: Double(swipeMinimumSecondaryMovement), unit: "pt", provenance: .measuredByOthers),
    .init(
      property: "UISwipeGestureRecognizer.maximumSecondaryMovement",
      value: Double(swipeMaximumSecondaryMovement), unit: "pt", provenance: .measuredByOthers),
    .init(
      property: "UISwipeGestureRecognizer.rateOfMinimumMovementDecay",
      value: Double(swipeRateOfMinimumMovementDecay), unit: "1", provenance: .measuredByOthers),
    .init(
      property: "UISwipeGestureRecognizer.rateOfMaximumMovementDecay",
      value: Double(swipeRateOfMaximumMovementDecay), unit: "1", provenance: .measuredByOthers),
    .init(
      property: "UISwipeGestureRecognizer.minimumPrimaryMovementRate",
      value: Double(swipeMinimumPrimaryMovementRate), unit: "pt/s", provenance: .chosenByUs),
    .init(
      property: "UISwipeGestureRecognizer.maximumOppositeMovement",
      value: Double(swipeMaximumOppositeMovement), unit: "pt", provenance: .chosenByUs),
    .init(
      property: "UIPinchGestureRecognizer.hysteresis", value: Double(pinchHysteresis),
      unit: "pt", provenance: .reverseEngineered),
    .init(
      property: "UIPinchGestureRecognizer.previousVelocityWeight",
      value: Double(transformPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered),
    .init(
      property: "UIRotationGestureRecognizer.hysteresis", value: Double(rotationHysteresis),
      unit: "rad", provenance: .chosenByUs),
    .init(
      property: "UIRotationGestureRecognizer.previousVelocityWeight",
      value: Double(transformPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered),
    .init(
      property: "LeastSquaresVelocityEstimator.horizon", value: velocityHorizon, unit: "s",
      provenance: .measuredByOthers),
    .init(
      property: "LeastSquaresVelocityEstimator.restGap", value: velocityRestGap, unit: "s",
      provenance: .measuredByOthers),
  ]
}
