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
/// Each fact has one home: a value is written once, in its constant, which recognizers read
/// for their defaults; its unit, provenance and source are written once, in its row of ``all``,
/// which `gesturesim thresholds`, the state diagrams and this documentation's readers share.
/// A built-in recognizer's constants and rows are declared at the end of its own file, beside
/// its rules; the rest are below. Neither is repeated in the recognizers' documentation.
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

  // MARK: Pinch and rotation (each type's hysteresis is in its own file)

  /// In pinch and rotation velocities, the weight of the previous reported velocity (the new
  /// sample gets the rest).
  public static let transformPreviousVelocityWeight: CGFloat = 0.75

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

  /// The height of a `UITabBar`'s items on iPhone, above the home indicator's inset.
  public static let tabBarHeight: CGFloat = 49

  /// How long the animated resize of a turn of the device lasts: the `transitionDuration` of the
  /// coordinator `viewWillTransition(to:with:)` gets.
  public static let rotationDuration: TimeInterval = 0.3

  /// A controller's root view's smallest side margin in a compact-width window.
  public static let rootViewMinimumSideMarginCompact: CGFloat = 16
  /// A controller's root view's smallest side margin in a regular-width window.
  public static let rootViewMinimumSideMarginRegular: CGFloat = 20

  /// A non-required layout priority *p* weighs 10^(*p* / this) in the constraint solver.
  public static let layoutPriorityWeightScale: Double = 150

  // MARK: SwiftUI containers (GestureUI's settings start from these)

  /// Whether a SwiftUI scroll view's pan fails for a drag across the axes it scrolls (1: yes).
  public static let scrollViewCrossAxisDragFailsPan = true
  /// How far past its top a SwiftUI scroll view with `refreshable` is pulled to refresh.
  public static let scrollViewRefreshPullDistance: CGFloat = 60
  /// The width of one swipe action of a SwiftUI list row.
  public static let listSwipeActionWidth: CGFloat = 74
  /// The fraction of its actions' width past which a lifted list row stays open.
  public static let listSwipeOpenFraction: CGFloat = 0.5
  /// The fraction of its width past which a lifted list row runs its first action.
  public static let listFullSwipeFraction: CGFloat = 0.5
  /// How long (s) a finger rests on a view with a SwiftUI `contextMenu` before the menu opens.
  public static let contextMenuPressDuration: TimeInterval = 0.5
  /// How far (pt) that finger may move before the menu's press fails.
  public static let contextMenuMaximumDistance: CGFloat = 10

  /// The simulated screen's refresh rate (Hz): `UIScreen.maximumFramesPerSecond`, and the
  /// rhythm of `CADisplayLink`.
  public static let screenMaximumFramesPerSecond = 60

  /// Every threshold with its unit, provenance and source: the built-in recognizers' rows, which
  /// each type's declaration carries (`RecognizerDeclaration.thresholds`, written at the end
  /// of the type's own file), in the order of `RecognizerDeclaration.builtIns`, then the
  /// rows below.
  public static let all: [Threshold] =
    RecognizerDeclaration.builtIns.flatMap(\.thresholds) + others + textInputRows + dynamicsRows

  /// The rows of no built-in recognizer: the velocity estimator's, SwiftUI's gestures',
  /// controls', layout's, scroll views', SwiftUI's containers' and the screen's.
  private static let others: [Threshold] = [
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
      property: "LongPressGesture.maximumDistance",
      value: Double(longPressGestureMaximumDistance),
      unit: "pt", provenance: .documentedByApple,
      source: "LongPressGesture.init(minimumDuration:maximumDistance:)"),
    .init(
      property: "contextMenu.pressDuration", value: contextMenuPressDuration, unit: "s",
      provenance: .chosenByUs,
      source:
        "UIContextMenuInteraction documents a long press, not its length: UILongPressGestureRecognizer's documented default minimumPressDuration"
    ),
    .init(
      property: "contextMenu.maximumDistance", value: Double(contextMenuMaximumDistance),
      unit: "pt", provenance: .chosenByUs,
      source:
        "UIContextMenuInteraction documents no distance: UILongPressGestureRecognizer's documented default allowableMovement"
    ),
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
      property: "MagnifyGesture.minimumScaleDelta",
      value: Double(magnifyGestureMinimumScaleDelta),
      unit: "1", provenance: .documentedByApple, source: "MagnifyGesture.init(minimumScaleDelta:)"
    ),
    .init(
      property: "RotateGesture.minimumAngleDelta", value: rotateGestureMinimumAngleDelta,
      unit: "deg", provenance: .documentedByApple,
      source: "RotateGesture.init(minimumAngleDelta:)"),
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
      property: "UIViewController.viewWillTransition.duration", value: rotationDuration,
      unit: "s", provenance: .chosenByUs,
      source:
        "viewWillTransition(to:with:) documents an animated size change, not its length; a turn of the device resizes the window over this time"
    ),
    .init(
      property: "UITabBar.height", value: Double(tabBarHeight), unit: "pt",
      provenance: .measuredByOthers,
      source: "the height of UIKit's tab bar on iPhone, above the bottom safe-area inset; "
        + "Apple's current pages give no figure (the HIG says only that a tab bar keeps its "
        + "height in every orientation)"),
    .init(
      property: "UIViewController.systemMinimumLayoutMarginsCompact",
      value: Double(rootViewMinimumSideMarginCompact), unit: "pt", provenance: .measuredByOthers,
      source: "the leading and trailing systemMinimumLayoutMargins of a root view in a "
        + "compact-width window; Apple's page gives no figure"),
    .init(
      property: "UIViewController.systemMinimumLayoutMarginsRegular",
      value: Double(rootViewMinimumSideMarginRegular), unit: "pt", provenance: .measuredByOthers,
      source: "the leading and trailing systemMinimumLayoutMargins of a root view in a "
        + "regular-width window; Apple's page gives no figure"),
    .init(
      property: "UILayoutPriority.weightScale", value: layoutPriorityWeightScale, unit: "1",
      provenance: .chosenByUs,
      source: "a non-required priority p weighs 10^(p / 150) in the Cassowary objective; UIKit "
        + "documents only that higher priorities are satisfied first"),
    .init(
      property: "UIScrollView.pagingFlickVelocity", value: 500, unit: "pt/s",
      provenance: .chosenByUs,
      source: "a paging scroll view lifted faster than this turns to the next page; UIKit "
        + "publishes no figure"),
    .init(
      property: "UIRefreshControl.triggerDistance", value: 80, unit: "pt",
      provenance: .chosenByUs,
      source: "how far past the top of the content a drag must pull to refresh; UIKit "
        + "publishes no figure"),
    .init(
      property: "UITableView.defaultRowHeight", value: 44, unit: "pt", provenance: .chosenByUs,
      source: "the height of an automatic row without an estimate; UIKit measures the cell's "
        + "constraints"),
    .init(
      property: "UITableView.defaultSectionTitleHeight", value: 28, unit: "pt",
      provenance: .chosenByUs,
      source: "the height of an automatic section header or footer with a title; UIKit "
        + "measures the view"),
    .init(
      property: "UIStepper.repeatDelay", value: 0.5, unit: "s", provenance: .chosenByUs,
      source: "how long a held stepper waits before autorepeat; UIKit publishes no figure"),
    .init(
      property: "UIStepper.repeatInterval", value: 0.1, unit: "s", provenance: .chosenByUs,
      source: "the time between a held stepper's repeated steps; UIKit publishes no figure"),
    .init(
      property: "ScrollView.crossAxisDragFailsPan",
      value: scrollViewCrossAxisDragFailsPan ? 1 : 0, unit: "1", provenance: .chosenByUs,
      source: "1: a SwiftUI scroll view's pan fails for a drag moving faster across its axes "
        + "than along them, standing for UIKit's private axis lock; "
        + "ScrollViewSettings.crossAxisDragFailsPan changes it"),
    .init(
      property: "ScrollView.refreshPullDistance", value: Double(scrollViewRefreshPullDistance),
      unit: "pt", provenance: .chosenByUs,
      source: "a refreshable scroll view lifted when pulled this far past its top refreshes; "
        + "UIRefreshControl publishes no figure; ScrollViewSettings.refreshPullDistance changes it"
    ),
    .init(
      property: "List.swipeActionWidth", value: Double(listSwipeActionWidth), unit: "pt",
      provenance: .chosenByUs,
      source: "the width of each swipe action a list row reveals; SwiftUI publishes no figure; "
        + "ListSwipeSettings.actionWidth changes it"),
    .init(
      property: "List.swipeOpenFraction", value: Double(listSwipeOpenFraction), unit: "1",
      provenance: .chosenByUs,
      source: "a row lifted past this fraction of its actions' width stays open; "
        + "ListSwipeSettings.openFraction changes it"),
    .init(
      property: "List.fullSwipeFraction", value: Double(listFullSwipeFraction), unit: "1",
      provenance: .chosenByUs,
      source: "a row lifted past this fraction of its width runs its first action when a full "
        + "swipe is allowed; ListSwipeSettings.fullSwipeFraction changes it"),
    .init(
      property: "UIScreen.maximumFramesPerSecond",
      value: Double(screenMaximumFramesPerSecond), unit: "Hz",
      provenance: .chosenByUs,
      source: "the simulated screen's refresh rate, which paces CADisplayLink: a 60 Hz screen"),
  ]

  /// The threshold held by `property` (`UITapGestureRecognizer.allowableMovement`, or just
  /// `allowableMovement` when only one type has it), if there is one.
  public static func threshold(named property: String) -> Threshold? {
    if let exact = all.first(where: { $0.property == property }) { return exact }
    let matches = all.filter { $0.property.hasSuffix("." + property) }
    return matches.count == 1 ? matches[0] : nil
  }
}
