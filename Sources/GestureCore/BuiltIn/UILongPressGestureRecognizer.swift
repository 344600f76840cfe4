import Foundation

/// A continuous recognizer for fingers held still on the view.
///
/// After ``numberOfTapsRequired`` preliminary taps (with a tap's rules), it begins when
/// ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration`` without their
/// centroid moving more than ``allowableMovement``. Once begun, movement is unlimited: each move
/// reports `changed`, extra fingers are ignored, and lifting any finger ends it (reference §5.2).
///
///     let press = UILongPressGestureRecognizer()
///     press.minimumPressDuration = 0.8
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long (s) the fingers must be held. Default:
  /// ``GestureThresholds/longPressMinimumPressDuration``. Zero or
  /// less recognizes as soon as the fingers are down.
  @exclusivity(unchecked) open var minimumPressDuration = GestureThresholds
    .longPressMinimumPressDuration

  /// How far (pt, window) the fingers' centroid may move before the press is recognized.
  /// Default: ``GestureThresholds/longPressAllowableMovement``. A
  /// negative or infinite value turns the check off.
  @exclusivity(unchecked) open var allowableMovement = GestureThresholds
    .longPressAllowableMovement

  /// The number of fingers to hold. Default: 1. Documented by Apple.
  @exclusivity(unchecked) open var numberOfTouchesRequired = 1

  /// The number of taps before the press. Default: 0. Documented by Apple. The taps follow
  /// ``UITapGestureRecognizer``'s rules and default limits.
  @exclusivity(unchecked) open var numberOfTapsRequired = 0

  private lazy var taps = TapCounter(owner: self)
  @exclusivity(unchecked) private var pressTimer: GestureTimer?
  @exclusivity(unchecked) private var pressStart: CGPoint?

  /// Creates a long-press recognizer with UIKit's defaults.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  private var tapLimits: TapCounter.Limits {
    TapCounter.Limits(
      numberOfTouchesRequired: numberOfTouchesRequired,
      allowableMovement: GestureThresholds.tapAllowableMovement,
      maximumTapDuration: GestureThresholds.tapMaximumTapDuration,
      allowableTouchTimeSeparation: GestureThresholds.tapAllowableTouchTimeSeparation)
  }

  /// Whether the preliminary taps are still being counted.
  private var isTapping: Bool { taps.taps < numberOfTapsRequired }

  /// The touches of the press itself (after any preliminary taps).
  private var pressTouches: Int {
    var count = 0
    for touch in trackedTouches where !touch.phase.isFinal { count += 1 }
    return count
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if state == .began || state == .changed {
      for touch in touches { ignore(touch, for: event) }
      return
    }
    if isTapping {
      taps.began(touches, limits: tapLimits)
      return
    }
    taps.stopTimers()
    let count = pressTouches
    guard count <= numberOfTouchesRequired else {
      setState(
        .failed,
        because: TransitionCause(
          .longPressNumberOfTouchesRequired, measured: Double(count),
          limit: Double(numberOfTouchesRequired), unit: .touches))
      return
    }
    guard count == numberOfTouchesRequired, pressStart == nil else { return }
    pressStart = centroidInWindow
    if minimumPressDuration <= 0 {
      setState(.began, because: heldLongEnough)
    } else {
      // A timer drops its closure when it fires or is invalidated, so capturing self strongly
      // leaves no cycle; a weak capture would slow every retain of the recognizer.
      pressTimer = scheduleTimer(after: minimumPressDuration) { [self] in
        guard self.state == .possible,
          self.pressTouches == self.numberOfTouchesRequired
        else { return }
        self.setState(.began, because: self.heldLongEnough)
      }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    switch state {
    case .began, .changed:
      setState(.changed, because: TransitionCause(.touchesMoved))
    case .possible:
      if isTapping {
        taps.moved(limits: tapLimits)
      } else if let pressStart, allowableMovement >= 0, allowableMovement.isFinite,
        case let distance = centroidInWindow.distance(to: pressStart), distance > allowableMovement
      {
        pressTimer?.invalidate()
        setState(
          .failed,
          because: TransitionCause(
            .longPressAllowableMovement, distance, limit: allowableMovement, .points))
      }
    case .ended, .cancelled, .failed:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    switch state {
    case .began, .changed:
      setState(.ended, because: TransitionCause(.touchesEnded))
    case .possible:
      if isTapping, taps.ended(touches, limits: tapLimits) == .tapped {
        taps.awaitNextTap(within: GestureThresholds.tapMaximumIntervalBetweenSuccessiveTaps)
      } else if !isTapping {
        pressTimer?.invalidate()
        setState(
          .failed,
          because: TransitionCause(
            .longPressLiftedEarly, limit: minimumPressDuration, unit: .seconds))
      }
    case .ended, .cancelled, .failed:
      break
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    pressTimer?.invalidate()
    taps.stopTimers()
    setState(.cancelled, because: TransitionCause(.touchesCancelled))
  }

  open override func reset() {
    super.reset()
    taps.reset()
    pressTimer?.invalidate()
    pressStart = nil
  }

  /// Why the press began.
  private var heldLongEnough: TransitionCause {
    TransitionCause(.longPressMinimumPressDuration, limit: minimumPressDuration, unit: .seconds)
  }

  private var centroidInWindow: CGPoint {
    CGPoint.centroid(of: trackedTouches.lazy.filter { !$0.phase.isFinal }.map(\.locationInWindow))
      ?? .zero
  }

  open override var transcriptType: String { "longPress" }
}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// More fingers than the press needs landed.
  public static let longPressNumberOfTouchesRequired = Self(
    "longPress.numberOfTouchesRequired",
    template: "{measured} down, numberOfTouchesRequired {limit}",
    edges: [(.possible, .failed)])
  /// The fingers moved too far before the press began.
  public static let longPressAllowableMovement = Self(
    "longPress.allowableMovement", template: "moved {measured}, allowableMovement {limit}",
    edges: [(.possible, .failed)])
  /// The fingers were held long enough.
  public static let longPressMinimumPressDuration = Self(
    "longPress.minimumPressDuration", template: "minimumPressDuration {limit} elapsed",
    edges: [(.possible, .began)])
  /// The fingers lifted before they were held long enough.
  public static let longPressLiftedEarly = Self(
    "longPress.liftedEarly", template: "lifted before minimumPressDuration {limit} elapsed",
    edges: [(.possible, .failed)])
}

extension UILongPressGestureRecognizer {
  /// The long press as the diagrams and the rule check read it.
  nonisolated package static let declaration = RecognizerDeclaration(
    name: "longPress", className: "UILongPressGestureRecognizer",
    edges: [
      .init(
        .possible, .began,
        "the fingers rest \(RecognizerDeclaration.s(GestureThresholds.longPressMinimumPressDuration)),\nmoving ≤ \(RecognizerDeclaration.pt(GestureThresholds.longPressAllowableMovement))",
        by: [.longPressMinimumPressDuration]),
      .init(
        .possible, .failed,
        "a finger moves > \(RecognizerDeclaration.pt(GestureThresholds.longPressAllowableMovement))\nor lifts before \(RecognizerDeclaration.s(GestureThresholds.longPressMinimumPressDuration))",
        by: [
          .longPressAllowableMovement, .longPressLiftedEarly, .longPressNumberOfTouchesRequired,
        ]),
    ] + RecognizerDeclaration.Edge.moving(by: .touchesMoved) + RecognizerDeclaration.Edge.lifting,
    thresholds: GestureThresholds.longPressRows)
}

extension GestureThresholds {
  /// How long the fingers must be held.
  public static let longPressMinimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the press is recognized.
  public static let longPressAllowableMovement: CGFloat = 10

  /// UILongPressGestureRecognizer's rows of ``all``, with unit, provenance and source; its declaration carries them.
  static let longPressRows: [Threshold] = [
    .init(
      property: "UILongPressGestureRecognizer.minimumPressDuration",
      value: longPressMinimumPressDuration, unit: "s", provenance: .documentedByApple,
      source: "UILongPressGestureRecognizer's documentation"),
    .init(
      property: "UILongPressGestureRecognizer.allowableMovement",
      value: Double(longPressAllowableMovement), unit: "pt", provenance: .documentedByApple,
      source: "UILongPressGestureRecognizer's documentation"),
  ]
}
