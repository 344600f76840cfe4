import Foundation

/// A discrete recognizer for a quick stroke in one direction, recognized during the move.
///
/// Each finger must move ``minimumPrimaryMovement`` points along an allowed ``direction``, at
/// least ``minimumPrimaryMovementRate`` points per second between its last two moves, while
/// staying within ``maximumSecondaryMovement`` points across it. Both distances shrink over the
/// first 0.5 s (`factor(t) = 1 − min(t, 0.5)·(1 − rate)`): a quick swipe needs distance but may
/// wander, a slower one needs less distance but more precision. It is recognized the moment every
/// one of ``numberOfTouchesRequired`` fingers qualifies, with fingers still down; it fails when a
/// finger lifts first, when more fingers land, when ``maximumDuration`` passes, or when the
/// fingers go too far across or backwards (reference §5.4).
///
/// UIKit's own constants were not retrieved (reference Q3); the defaults come from a UIKit clone
/// and our own choices, see ``GestureThresholds``.
///
///     let swipe = UISwipeGestureRecognizer()
///     swipe.direction = [.left, .right]
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions, as an option set; raw values match UIKit's.
  public struct Direction: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the set, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates a direction set from UIKit's raw value.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Toward the right (+x).
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward the left (−x).
    public static let left = Direction(rawValue: 1 << 1)
    /// Toward the top (−y).
    public static let up = Direction(rawValue: 1 << 2)
    /// Toward the bottom (+y).
    public static let down = Direction(rawValue: 1 << 3)

    /// The names of the directions in the set (`right`, `left`, `up`, `down`), joined by `|`.
    public var description: String {
      [(Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        .filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
  }

  /// The directions that count. Default: `.right`. Documented by Apple.
  @exclusivity(unchecked) open var direction: Direction = .right

  /// The number of fingers that must swipe together. Default: 1. Documented by Apple.
  @exclusivity(unchecked) open var numberOfTouchesRequired = 1

  /// The swipe must be recognized within this time (s) of its start. Default:
  /// ``GestureThresholds/swipeMaximumDuration``.
  @exclusivity(unchecked) open var maximumDuration = GestureThresholds.swipeMaximumDuration
  /// The distance (pt, in the view) needed along the direction at the start. Default:
  /// ``GestureThresholds/swipeMinimumPrimaryMovement``.
  @exclusivity(unchecked) open var minimumPrimaryMovement = GestureThresholds
    .swipeMinimumPrimaryMovement
  /// The largest distance (pt) along the direction. Default:
  /// ``GestureThresholds/swipeMaximumPrimaryMovement``.
  @exclusivity(unchecked) open var maximumPrimaryMovement = GestureThresholds
    .swipeMaximumPrimaryMovement
  /// The distance (pt) needed across the direction. Default:
  /// ``GestureThresholds/swipeMinimumSecondaryMovement``.
  @exclusivity(unchecked) open var minimumSecondaryMovement = GestureThresholds
    .swipeMinimumSecondaryMovement
  /// The largest distance (pt) across the direction at the start. Default:
  /// ``GestureThresholds/swipeMaximumSecondaryMovement``.
  @exclusivity(unchecked) open var maximumSecondaryMovement = GestureThresholds
    .swipeMaximumSecondaryMovement
  /// The decay rate of the minimum distances. Default:
  /// ``GestureThresholds/swipeRateOfMinimumMovementDecay``.
  @exclusivity(unchecked) open var rateOfMinimumMovementDecay = GestureThresholds
    .swipeRateOfMinimumMovementDecay
  /// The decay rate of the maximum distances. Default:
  /// ``GestureThresholds/swipeRateOfMaximumMovementDecay``.
  @exclusivity(unchecked) open var rateOfMaximumMovementDecay = GestureThresholds
    .swipeRateOfMaximumMovementDecay
  /// The speed (pt/s) along the direction, between a finger's last two moves, needed when it
  /// qualifies. Default: ``GestureThresholds/swipeMinimumPrimaryMovementRate``.
  @exclusivity(unchecked) open var minimumPrimaryMovementRate = GestureThresholds
    .swipeMinimumPrimaryMovementRate
  /// How far (pt) the fingers may move against an axis's only allowed direction. Default:
  /// ``GestureThresholds/swipeMaximumOppositeMovement``.
  @exclusivity(unchecked) open var maximumOppositeMovement = GestureThresholds
    .swipeMaximumOppositeMovement

  /// The direction recognized by the last swipe (one of ``direction``), or empty before one is.
  /// Not in UIKit, where only the configured ``direction`` is visible; transcripts record it.
  @exclusivity(unchecked) public private(set) var recognizedDirection: Direction = []

  /// Each finger's start and its last move (window coordinates, seconds).
  @exclusivity(unchecked) private var strokes:
    [(touch: UITouch, start: CGPoint, last: CGPoint, lastTime: TimeInterval)] =
      []
  @exclusivity(unchecked) private var startTime: TimeInterval = 0
  /// Axes that a finger has moved too far across or backwards on.
  @exclusivity(unchecked) private var deadAxes: Direction = []
  /// Why an axis last died, for the failure's cause.
  @exclusivity(unchecked) private var deadAxisCause: TransitionCause?
  /// The movement along the recognized direction, and the minimum it passed, for the cause.
  @exclusivity(unchecked) private var qualifyingMovement: (moved: CGFloat, limit: CGFloat) = (0, 0)

  /// Creates a swipe recognizer with UIKit's defaults.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if strokes.isEmpty { startTime = event.timestamp }
    for touch in trackedTouches where touches.contains(touch) {
      let point = touch.locationInWindow
      strokes.append((touch, point, point, event.timestamp))
    }
    if strokes.count > numberOfTouchesRequired {
      setState(
        .failed,
        because: TransitionCause(
          .swipeNumberOfTouchesRequired, measured: Double(strokes.count),
          limit: Double(numberOfTouchesRequired), unit: .touches))
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    let elapsed = event.timestamp - startTime
    guard elapsed <= maximumDuration else {
      setState(
        .failed,
        because: TransitionCause(
          .swipeMaximumDuration, measured: elapsed, limit: maximumDuration, unit: .seconds))
      return
    }
    let minimumFactor = 1 - Swift.min(elapsed, 0.5) * (1 - rateOfMinimumMovementDecay)
    let maximumFactor = 1 - Swift.min(elapsed, 0.5) * (1 - rateOfMaximumMovementDecay)
    let limits = Limits(
      minimumPrimary: minimumPrimaryMovement * minimumFactor,
      maximumPrimary: maximumPrimaryMovement * maximumFactor,
      minimumSecondary: minimumSecondaryMovement * minimumFactor,
      maximumSecondary: maximumSecondaryMovement * maximumFactor)
    var qualified: Direction = []
    var everyStrokeQualifies = strokes.count == numberOfTouchesRequired
    for index in strokes.indices {
      let stroke = strokes[index]
      let point = stroke.touch.locationInWindow
      let total = vector(from: stroke.start, to: point)
      let step = vector(from: stroke.last, to: point)
      let interval = Swift.max(event.timestamp - stroke.lastTime, 0.01)
      if stroke.touch.phase == .moved {
        strokes[index].last = point
        strokes[index].lastTime = event.timestamp
      }
      let found = qualifies(total, step: step, interval: interval, limits: limits)
      if found.isEmpty { everyStrokeQualifies = false }
      qualified = qualified.isEmpty ? found : qualified.intersection(found)
    }
    if deadAxes.contains(axis(of: direction)) {
      setState(.failed, because: deadAxisCause ?? TransitionCause(.swipeMaximumPrimaryMovement))
    } else if everyStrokeQualifies, !qualified.isEmpty {
      recognizedDirection = qualified
      setState(
        .ended,
        because: TransitionCause(
          .swipeMinimumPrimaryMovement, qualifyingMovement.moved,
          limit: qualifyingMovement.limit, .points))
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    setState(.failed, because: TransitionCause(.swipeEndedEarly))
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    setState(.failed, because: TransitionCause(.touchesCancelled))
  }

  open override func reset() {
    super.reset()
    strokes.removeAll(keepingCapacity: true)
    deadAxes = []
    deadAxisCause = nil
    recognizedDirection = []
  }

  /// Where the swipe began: the centroid of its fingers' starting points, in `view`'s space.
  open override func location(in view: UIView?) -> CGPoint {
    guard let start = CGPoint.centroid(of: strokes.lazy.map(\.start)) else {
      return super.location(in: view)
    }
    return convertFromWindow(start, to: view)
  }

  /// Where finger `touchIndex` began, in `view`'s space.
  open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard strokes.indices.contains(touchIndex) else { return location(in: view) }
    return convertFromWindow(strokes[touchIndex].start, to: view)
  }

  // MARK: Per-finger test

  private struct Limits {
    var minimumPrimary: CGFloat
    var maximumPrimary: CGFloat
    var minimumSecondary: CGFloat
    var maximumSecondary: CGFloat
  }

  /// The vector from `start` to `end` (window coordinates) in the view's axes.
  ///
  /// The stored reference rather than `view` (a getter that retains and releases it), read for
  /// each vector (computing the maps may run app code that lets the view go) and lent while
  /// its maps are cached (see `windowMaps`).
  private func vector(from start: CGPoint, to end: CGPoint) -> CGPoint {
    let delta = CGPoint(x: end.x - start.x, y: end.y - start.y)
    guard let view = viewStorage else { return delta }
    return delta.applyingAsVector(view.windowMaps.fromWindow)
  }

  /// Both axes' directions in `set`: `[.left, .right]` for any horizontal direction, and so on.
  private func axis(of set: Direction) -> Direction {
    var axes: Direction = []
    if !set.intersection([.left, .right]).isEmpty { axes.formUnion([.left, .right]) }
    if !set.intersection([.up, .down]).isEmpty { axes.formUnion([.up, .down]) }
    return axes
  }

  /// The allowed directions this finger's stroke satisfies; marks axes it broke as dead.
  private func qualifies(_ total: CGPoint, step: CGPoint, interval: TimeInterval, limits: Limits)
    -> Direction
  {
    qualifies(
      positive: .right, negative: .left, primary: total.x, secondary: total.y,
      speed: step.x / interval, limits: limits
    )
    .union(
      qualifies(
        positive: .down, negative: .up, primary: total.y, secondary: total.x,
        speed: step.y / interval, limits: limits))
  }

  /// One axis of the test: `primary` and `speed` measured toward `positive`.
  private func qualifies(
    positive: Direction, negative: Direction, primary: CGFloat, secondary: CGFloat,
    speed: CGFloat, limits: Limits
  ) -> Direction {
    let allowed = direction.intersection([positive, negative])
    guard !allowed.isEmpty else { return [] }
    // Moving backwards only counts against an axis with a single allowed direction.
    let opposite = allowed == positive ? -primary : (allowed == negative ? primary : 0)
    if opposite > maximumOppositeMovement {
      deadAxisCause = TransitionCause(
        .swipeMaximumOppositeMovement, opposite, limit: maximumOppositeMovement, .points)
    } else if abs(primary) > limits.maximumPrimary {
      deadAxisCause = TransitionCause(
        .swipeMaximumPrimaryMovement, abs(primary), limit: limits.maximumPrimary, .points)
    } else if abs(secondary) > limits.maximumSecondary {
      deadAxisCause = TransitionCause(
        .swipeMaximumSecondaryMovement, abs(secondary), limit: limits.maximumSecondary, .points)
    } else {
      return qualifyingSign(
        positive: positive, negative: negative, allowed: allowed, primary: primary,
        secondary: secondary, speed: speed, limits: limits)
    }
    deadAxes.formUnion([positive, negative])
    return []
  }

  /// The direction a stroke that broke no maximum moves in, if it moved far and fast enough.
  private func qualifyingSign(
    positive: Direction, negative: Direction, allowed: Direction, primary: CGFloat,
    secondary: CGFloat, speed: CGFloat, limits: Limits
  ) -> Direction {
    let sign = primary >= 0 ? positive : negative
    let speedAlong = primary >= 0 ? speed : -speed
    guard allowed.contains(sign), !deadAxes.contains(sign), abs(primary) >= limits.minimumPrimary,
      abs(secondary) >= limits.minimumSecondary, speedAlong >= minimumPrimaryMovementRate
    else { return [] }
    qualifyingMovement = (abs(primary), limits.minimumPrimary)
    return sign
  }

  open override var transcriptType: String { "swipe" }

  /// The recognized direction, once there is one.
  open override var transcriptValues: [TranscriptValue] {
    recognizedDirection.isEmpty ? [] : [.text("direction", recognizedDirection.description)]
  }
}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// More fingers than the swipe needs landed.
  public static let swipeNumberOfTouchesRequired = Self(
    "swipe.numberOfTouchesRequired", template: "{measured} down, numberOfTouchesRequired {limit}",
    edges: [(.possible, .failed)])
  /// The swipe took too long.
  public static let swipeMaximumDuration = Self(
    "swipe.maximumDuration", template: "{measured} since touch-down, maximumDuration {limit}",
    edges: [(.possible, .failed)])
  /// A finger moved backwards along the swipe's axis.
  public static let swipeMaximumOppositeMovement = Self(
    "swipe.maximumOppositeMovement",
    template: "moved back {measured}, maximumOppositeMovement {limit}",
    edges: [(.possible, .failed)])
  /// A finger moved too far along the swipe's axis.
  public static let swipeMaximumPrimaryMovement = Self(
    "swipe.maximumPrimaryMovement",
    template: "moved {measured} along, maximumPrimaryMovement {limit}",
    edges: [(.possible, .failed)])
  /// A finger moved too far across the swipe's axis.
  public static let swipeMaximumSecondaryMovement = Self(
    "swipe.maximumSecondaryMovement",
    template: "moved {measured} across, maximumSecondaryMovement {limit}",
    edges: [(.possible, .failed)])
  /// Every finger moved far and fast enough in an allowed direction.
  public static let swipeMinimumPrimaryMovement = Self(
    "swipe.minimumPrimaryMovement",
    template: "moved {measured} along, minimumPrimaryMovement {limit}",
    edges: [(.possible, .ended)])
  /// The touches ended before a swipe was recognized.
  public static let swipeEndedEarly = Self(
    "swipe.endedEarly", template: "touches ended before a swipe was recognized",
    edges: [(.possible, .failed)])
}

extension UISwipeGestureRecognizer {
  /// The swipe as the diagrams and the rule check read it.
  nonisolated package static let declaration = RecognizerDeclaration(
    name: "swipe", className: "UISwipeGestureRecognizer", isDiscrete: true,
    edges: [
      .init(
        .possible, .ended,
        "moves ≥ \(RecognizerDeclaration.pt(GestureThresholds.swipeMinimumPrimaryMovement)) in an allowed direction within \(RecognizerDeclaration.s(GestureThresholds.swipeMaximumDuration)),\n"
          + "≤ \(RecognizerDeclaration.pt(GestureThresholds.swipeMaximumSecondaryMovement)) across it, at ≥ \(RecognizerDeclaration.decimal(Double(GestureThresholds.swipeMinimumPrimaryMovementRate))) pt/s",
        by: [.swipeMinimumPrimaryMovement]),
      .init(
        .possible, .failed,
        "too slow (> \(RecognizerDeclaration.s(GestureThresholds.swipeMaximumDuration))), backwards > \(RecognizerDeclaration.pt(GestureThresholds.swipeMaximumOppositeMovement)),\n"
          + "too far across, or the wrong number of fingers",
        by: [
          .swipeMaximumDuration, .swipeMaximumOppositeMovement, .swipeMaximumPrimaryMovement,
          .swipeMaximumSecondaryMovement, .swipeNumberOfTouchesRequired, .swipeEndedEarly,
          .touchesCancelled,
        ]),
    ],
    thresholds: GestureThresholds.swipeRows)
}

extension GestureThresholds {
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

  /// UISwipeGestureRecognizer's rows of ``all``, with unit, provenance and source; its declaration carries them.
  static let swipeRows: [Threshold] = [
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
  ]
}
