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
/// question Q4).
///
/// Each fact has one home: a value is written once, in its constant below, which recognizers
/// read for their defaults; its unit, provenance and source are written once, in ``all``, which
/// `gesturesim thresholds`, the state diagrams and this documentation's readers share. Neither
/// is repeated in the recognizers' documentation.
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
    /// The source in detail: where the value was read or measured, or why it was chosen.
    public var source: String

    /// Creates a threshold.
    public init(
      property: String, value: Double, unit: String, provenance: Provenance, source: String
    ) {
      self.property = property
      self.value = value
      self.unit = unit
      self.provenance = provenance
      self.source = source
    }
  }

  // MARK: Tap

  /// How far a tap's touches may drift from where the first tap began.
  public static let tapAllowableMovement: CGFloat = 45
  /// The longest time from one tap's lift to the next tap's touch-down.
  public static let tapMaximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
  /// The longest a single tap may stay down.
  public static let tapMaximumTapDuration: TimeInterval = 0.75
  /// The window within which all fingers of a multi-finger tap must land. With UIKit's rule (a
  /// separate timer only when shorter than the tap duration) only the tap duration limits it.
  public static let tapAllowableTouchTimeSeparation: TimeInterval = 0.75

  // MARK: Long press

  /// How long the fingers must be held.
  public static let longPressMinimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the press is recognized.
  public static let longPressAllowableMovement: CGFloat = 10

  // MARK: Pan

  /// How far the touches must move along the view's x or y axis, each axis on its own, before a
  /// pan begins; the same distance is then removed from the reported translation.
  public static let panHysteresis: CGFloat = 10
  /// In UIKit's two-sample pan velocity, the weight of the older sample (the newer one gets the
  /// rest; see `UIPanGestureRecognizer.velocity(in:)`).
  public static let panPreviousVelocityWeight: CGFloat = 0.8
  /// A scroll-driven pan whose end comes this long after its last change ends with zero
  /// velocity.
  public static let panScrollVelocityTimeout: TimeInterval = 0.13
  /// A mouse-wheel pan (discrete scroll events carry no end) ends this long after its last
  /// detent.
  public static let panDiscreteScrollEndDelay: TimeInterval = panScrollVelocityTimeout

  // MARK: Screen-edge pan

  /// The width of the band along each window edge where a screen-edge pan must start.
  public static let screenEdgeRegionSize: CGFloat = 20

  // MARK: Swipe

  /// A swipe must be recognized within this time of its start.
  public static let swipeMaximumDuration: TimeInterval = 0.5
  /// The distance along the swipe's direction needed at its start, decaying with time.
  public static let swipeMinimumPrimaryMovement: CGFloat = 50
  /// The largest distance along the swipe's direction: unlimited.
  public static let swipeMaximumPrimaryMovement: CGFloat = .greatestFiniteMagnitude
  /// The distance across the swipe's direction needed.
  public static let swipeMinimumSecondaryMovement: CGFloat = 0
  /// The largest distance across the swipe's direction at its start, decaying with time.
  public static let swipeMaximumSecondaryMovement: CGFloat = 200
  /// How far the minimum distances decay over the first 0.5 s: the factor
  /// `1 − min(t, 0.5)·(1 − r)`, with r this rate.
  public static let swipeRateOfMinimumMovementDecay: CGFloat = 0.06
  /// The same decay for the maximum distances.
  public static let swipeRateOfMaximumMovementDecay: CGFloat = 0.02
  /// The speed along the swipe's direction, between two moves, needed at the moment it is
  /// recognized.
  public static let swipeMinimumPrimaryMovementRate: CGFloat = 200
  /// How far a swipe may move against its only allowed direction on an axis.
  public static let swipeMaximumOppositeMovement: CGFloat = panHysteresis

  // MARK: Pinch and rotation

  /// How much the distance between the two fingers must change before a pinch begins; the same
  /// amount is then removed from the scale.
  public static let pinchHysteresis: CGFloat = 8
  /// In pinch and rotation velocities, the weight of the previous reported velocity (the new
  /// sample gets the rest).
  public static let transformPreviousVelocityWeight: CGFloat = 0.75
  /// How far the line between the two fingers must turn before a rotation begins; the same
  /// angle is then removed from the rotation.
  public static let rotationHysteresis: CGFloat = 0.07

  // MARK: Velocity

  /// The least-squares velocity estimator's window: samples older than the newest by more than
  /// this are not used.
  public static let velocityHorizon: TimeInterval = 0.1
  /// The least-squares estimator treats a gap this long between samples, or between the newest
  /// sample and the moment asked about, as the finger resting: velocity 0.
  public static let velocityRestGap: TimeInterval = 0.04

  // MARK: SwiftUI gestures

  /// How far (pt, window) a SwiftUI tap's touch may move from where the first tap began: at
  /// this distance the tap fails.
  public static let tapGestureMaximumDistance: CGFloat = 45
  /// How long (s) a SwiftUI tap's touch may stay down.
  public static let tapGestureMaximumDuration: TimeInterval = 0.75
  /// How long (s) a multi-tap SwiftUI tap waits for the next tap.
  public static let tapGestureMaximumDelay: TimeInterval = 0.35
  /// `LongPressGesture`'s default `minimumDuration` (s).
  public static let longPressGestureMinimumDuration: TimeInterval = 0.5
  /// `LongPressGesture`'s default `maximumDistance` (pt): at this distance the press fails.
  public static let longPressGestureMaximumDistance: CGFloat = 10
  /// `DragGesture`'s default `minimumDistance` (pt): at this distance the drag starts.
  public static let dragGestureMinimumDistance: CGFloat = 10
  /// How far ahead (s) a drag's `predictedEndLocation` extrapolates the current velocity.
  public static let dragGesturePredictionHorizon: TimeInterval = 0.25
  /// `MagnifyGesture`'s default `minimumScaleDelta`.
  public static let magnifyGestureMinimumScaleDelta: CGFloat = 0.01
  /// `RotateGesture`'s default `minimumAngleDelta`, in degrees.
  public static let rotateGestureMinimumAngleDelta: Double = 1
  /// When (s after the first gesture ends) the second gesture of a `SequenceGesture` starts,
  /// from where the fingers are then.
  public static let sequenceGestureSecondStartDelay: TimeInterval = 0

  // MARK: Controls

  /// How far outside its bounds a `UIControl`'s tracked touch still counts as inside.
  public static let controlTrackingSlop: CGFloat = 70

  /// The default `UIView.layoutMargins` on each side.
  public static let viewLayoutMargin: CGFloat = 8

  /// A non-required layout priority *p* weighs 10^(*p* / this) in the constraint solver.
  public static let layoutPriorityWeightScale: Double = 150

  /// Every threshold with its unit, provenance and source, in the order of this file: the one
  /// place these are written.
  public static let all: [Threshold] = [
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
    .init(
      property: "UILongPressGestureRecognizer.minimumPressDuration",
      value: longPressMinimumPressDuration, unit: "s", provenance: .documentedByApple,
      source: "UILongPressGestureRecognizer's documentation"),
    .init(
      property: "UILongPressGestureRecognizer.allowableMovement",
      value: Double(longPressAllowableMovement), unit: "pt", provenance: .documentedByApple,
      source: "UILongPressGestureRecognizer's documentation"),
    .init(
      property: "UIPanGestureRecognizer.hysteresis", value: Double(panHysteresis), unit: "pt",
      provenance: .reverseEngineered, source: "+[UIPanGestureRecognizer _defaultHysteresis]"),
    .init(
      property: "UIPanGestureRecognizer.previousVelocityWeight",
      value: Double(panPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered,
      source: "UIPanGestureRecognizer's velocity, with the caveat of reference question Q2"),
    .init(
      property: "UIPanGestureRecognizer.scrollVelocityTimeout", value: panScrollVelocityTimeout,
      unit: "s", provenance: .reverseEngineered, source: "UIPanGestureRecognizer's scroll path"),
    .init(
      property: "UIPanGestureRecognizer.discreteScrollEndDelay", value: panDiscreteScrollEndDelay,
      unit: "s", provenance: .chosenByUs, source: "equal to scrollVelocityTimeout"),
    .init(
      property: "UIScreenEdgePanGestureRecognizer.edgeRegionSize",
      value: Double(screenEdgeRegionSize), unit: "pt", provenance: .chosenByUs,
      source: "UIKit's _edgeRegionSize was not retrieved"),
    .init(
      property: "UISwipeGestureRecognizer.maximumDuration", value: swipeMaximumDuration,
      unit: "s", provenance: .measuredByOthers,
      source: "Apple Books' clone of UIKit's swipe; UIKit's own init was not retrieved (Q3)"),
    .init(
      property: "UISwipeGestureRecognizer.minimumPrimaryMovement",
      value: Double(swipeMinimumPrimaryMovement), unit: "pt", provenance: .measuredByOthers,
      source: "the same clone; UIKit's keyboard sets 40 for its own swipe"),
    .init(
      property: "UISwipeGestureRecognizer.maximumPrimaryMovement",
      value: Double(swipeMaximumPrimaryMovement), unit: "pt", provenance: .measuredByOthers,
      source: "the same clone"),
    .init(
      property: "UISwipeGestureRecognizer.minimumSecondaryMovement",
      value: Double(swipeMinimumSecondaryMovement), unit: "pt", provenance: .measuredByOthers,
      source: "the same clone"),
    .init(
      property: "UISwipeGestureRecognizer.maximumSecondaryMovement",
      value: Double(swipeMaximumSecondaryMovement), unit: "pt", provenance: .measuredByOthers,
      source: "the same clone"),
    .init(
      property: "UISwipeGestureRecognizer.rateOfMinimumMovementDecay",
      value: Double(swipeRateOfMinimumMovementDecay), unit: "1", provenance: .measuredByOthers,
      source: "the same clone"),
    .init(
      property: "UISwipeGestureRecognizer.rateOfMaximumMovementDecay",
      value: Double(swipeRateOfMaximumMovementDecay), unit: "1", provenance: .measuredByOthers,
      source: "the same clone"),
    .init(
      property: "UISwipeGestureRecognizer.minimumPrimaryMovementRate",
      value: Double(swipeMinimumPrimaryMovementRate), unit: "pt/s", provenance: .chosenByUs,
      source:
        "UIKit's value is unknown; Hammer.js uses 300 px/s over the whole swipe, Flutter 50 px/s for a fling"
    ),
    .init(
      property: "UISwipeGestureRecognizer.maximumOppositeMovement",
      value: Double(swipeMaximumOppositeMovement), unit: "pt", provenance: .chosenByUs,
      source: "UIKit's value is unknown; equal to the pan hysteresis"),
    .init(
      property: "UIPinchGestureRecognizer.hysteresis", value: Double(pinchHysteresis),
      unit: "pt", provenance: .reverseEngineered, source: "_UIPinchGestureRecognizerDriver init"),
    .init(
      property: "UIPinchGestureRecognizer.previousVelocityWeight",
      value: Double(transformPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered,
      source: "the pinch driver's velocity smoothing"),
    .init(
      property: "UIRotationGestureRecognizer.hysteresis", value: Double(rotationHysteresis),
      unit: "rad", provenance: .chosenByUs,
      source:
        "UIKit's value was not retrieved (Q5); 4°, at a typical 100 pt finger spread about the pinch's 8 pt"
    ),
    .init(
      property: "UIRotationGestureRecognizer.previousVelocityWeight",
      value: Double(transformPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered,
      source: "the rotation driver's velocity smoothing, as the pinch's"),
    .init(
      property: "LeastSquaresVelocityEstimator.horizon", value: velocityHorizon, unit: "s",
      provenance: .measuredByOthers, source: "Flutter's VelocityTracker"),
    .init(
      property: "LeastSquaresVelocityEstimator.restGap", value: velocityRestGap, unit: "s",
      provenance: .measuredByOthers, source: "Flutter's VelocityTracker"),
    .init(
      property: "TapGesture.maximumDistance", value: Double(tapGestureMaximumDistance),
      unit: "pt", provenance: .measuredByOthers,
      source: "OpenSwiftUI's TapGesture (reverse-engineered), measured in the global space"),
    .init(
      property: "TapGesture.maximumDuration", value: tapGestureMaximumDuration, unit: "s",
      provenance: .measuredByOthers, source: "OpenSwiftUI's TapGesture (reverse-engineered)"),
    .init(
      property: "TapGesture.maximumDelay", value: tapGestureMaximumDelay, unit: "s",
      provenance: .measuredByOthers, source: "OpenSwiftUI's RepeatGesture (reverse-engineered)"),
    .init(
      property: "LongPressGesture.minimumDuration", value: longPressGestureMinimumDuration,
      unit: "s", provenance: .documentedByApple,
      source: "LongPressGesture.init(minimumDuration:maximumDistance:)"),
    .init(
      property: "LongPressGesture.maximumDistance", value: Double(longPressGestureMaximumDistance),
      unit: "pt", provenance: .documentedByApple,
      source: "LongPressGesture.init(minimumDuration:maximumDistance:)"),
    .init(
      property: "LongPressGesture.exclusionStart", value: longPressGestureMinimumDuration,
      unit: "s", provenance: .chosenByUs,
      source:
        "a pressing press excludes other gestures only once minimumDuration has elapsed; SwiftUIGestureChoices.longPressExcludesWhilePressing changes it"
    ),
    .init(
      property: "DragGesture.minimumDistance", value: Double(dragGestureMinimumDistance),
      unit: "pt", provenance: .documentedByApple,
      source: "DragGesture.init(minimumDistance:coordinateSpace:); reached at >= (OpenSwiftUI)"),
    .init(
      property: "DragGesture.predictionHorizon", value: dragGesturePredictionHorizon, unit: "s",
      provenance: .measuredByOthers,
      source:
        "ViewInspector's DragGesture tests against Apple's SwiftUI: predicted = location + 0.25 s x velocity"
    ),
    .init(
      property: "MagnifyGesture.minimumScaleDelta", value: Double(magnifyGestureMinimumScaleDelta),
      unit: "1", provenance: .documentedByApple, source: "MagnifyGesture.init(minimumScaleDelta:)"),
    .init(
      property: "RotateGesture.minimumAngleDelta", value: rotateGestureMinimumAngleDelta,
      unit: "deg", provenance: .documentedByApple, source: "RotateGesture.init(minimumAngleDelta:)"),
    .init(
      property: "SequenceGesture.secondStartDelay", value: sequenceGestureSecondStartDelay,
      unit: "s", provenance: .chosenByUs,
      source:
        "the second gesture starts when the first ends, from the fingers' position then; SwiftUIGestureChoices.sequenceSecondStart changes it"
    ),
    .init(
      property: "SimultaneousGesture.callbackOrder", value: 1, unit: "1", provenance: .chosenByUs,
      source:
        "1: the first gesture's callbacks run before the second's; SwiftUIGestureChoices.simultaneousCallbackOrder changes it"
    ),
    .init(
      property: "UIControl.trackingSlop", value: Double(controlTrackingSlop), unit: "pt",
      provenance: .measuredByOthers,
      source: "EMP: the distance past a control's bounds at which touchDragExit is seen on iOS "
        + "(undocumented)"),
    .init(
      property: "UIView.layoutMargins", value: Double(viewLayoutMargin), unit: "pt",
      provenance: .documentedByApple,
      source: "UIView.layoutMargins: 8 points on each side for a view that is not a controller's "
        + "root view"),
    .init(
      property: "UILayoutPriority.weightScale", value: layoutPriorityWeightScale, unit: "1",
      provenance: .chosenByUs,
      source: "a non-required priority p weighs 10^(p / 150) in the Cassowary objective; UIKit "
        + "documents only that higher priorities are satisfied first"),
  ]

  /// The threshold held by `property` (`UITapGestureRecognizer.allowableMovement`, or just
  /// `allowableMovement` when only one type has it), if there is one.
  public static func threshold(named property: String) -> Threshold? {
    if let exact = all.first(where: { $0.property == property }) { return exact }
    let matches = all.filter { $0.property.hasSuffix("." + property) }
    return matches.count == 1 ? matches[0] : nil
  }
}
