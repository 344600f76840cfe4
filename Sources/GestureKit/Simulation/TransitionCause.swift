import Foundation

/// Why a recognizer changed state: the rule that decided it, with the numbers and the other
/// recognizer involved.
///
/// Every ``TranscriptEntry`` carries one. A cause costs almost nothing to make: its rule is two
/// static strings, and its numbers are stored as numbers. Its ``text`` is only built when it is
/// printed (`gesturesim replay --explain`).
///
///     moved 46.2 pt, allowableMovement 45 pt
///     doubleTap on canvas recognized, required to fail
///     excluded: pan on canvas recognized first
public struct TransitionCause: Hashable, Sendable, CustomStringConvertible {
  /// A named rule, and how a cause under it reads.
  ///
  /// The name is a stable identifier (`tap.allowableMovement`, `requirement.recognized`,
  /// `excluded`, …): tools match on it, and rules compare by it alone.
  public struct Rule: Hashable, Sendable, CustomStringConvertible {
    let identifier: StaticString
    /// How the cause reads, with `{measured}`, `{limit}`, `{other}`, `{view}` and `{callback}`
    /// standing for the cause's values.
    let template: StaticString

    init(_ identifier: StaticString, _ template: StaticString) {
      self.identifier = identifier
      self.template = template
    }

    /// The rule's stable identifier.
    public var name: String { identifier.description }

    public var description: String { name }

    public static func == (lhs: Rule, rhs: Rule) -> Bool {
      lhs.identifier.utf8CodeUnitCount == rhs.identifier.utf8CodeUnitCount
        && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// The unit of a cause's numbers.
  public enum Unit: String, Hashable, Sendable {
    /// Points, in window coordinates.
    case points = "pt"
    /// Seconds of simulation time.
    case seconds = "s"
    /// Radians.
    case radians = "rad"
    /// Points per second.
    case pointsPerSecond = "pt/s"
    /// A number of touches.
    case touches
    /// A number of taps.
    case taps
  }

  /// The recognizer method that was running when a subclass set its state.
  public enum Callback: String, Hashable, Sendable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    /// ``UIGestureRecognizer/handle(_:with:)``, for touchpad and pointer events.
    case indirectEvent = "handle(_:with:)"
    /// A timer the recognizer scheduled.
    case timer = "a timer"
    /// Code outside any delivery: an action, or the test or app driving it.
    case outside = "code outside event delivery"
  }

  /// The rule that decided the change.
  public var rule: Rule
  /// What was measured (a distance, a duration, a number of touches), in ``unit``.
  public var measured: Double?
  /// The limit it was held against, in ``unit``.
  public var limit: Double?
  /// The unit of ``measured`` and ``limit``.
  public var unit: Unit?
  /// The other party: the recognizer that excluded or was required, the subclass that set
  /// the state.
  public var other: String?
  /// The view involved: the other recognizer's view, a removed view, a view that said no.
  public var otherView: String?
  /// The method that was running, for a state a subclass set itself.
  public var callback: Callback?
  /// The recognizers whose failure released the change's report, when it waited for them.
  public var waitedFor: String?

  /// Creates a cause.
  public init(
    _ rule: Rule, measured: Double? = nil, limit: Double? = nil, unit: Unit? = nil,
    other: String? = nil, otherView: String? = nil, callback: Callback? = nil
  ) {
    self.rule = rule
    self.measured = measured
    self.limit = limit
    self.unit = unit
    self.other = other
    self.otherView = otherView
    self.callback = callback
  }

  /// A measurement held against a limit, in one unit.
  init(_ rule: Rule, _ measured: CGFloat?, limit: CGFloat?, _ unit: Unit) {
    self.init(rule, measured: measured.map(Double.init), limit: limit.map(Double.init), unit: unit)
  }

  /// The cause in words: `moved 46.2 pt, allowableMovement 45 pt`.
  public var text: String {
    var text = rule.template.description
    if text.contains("{") {
      text = text.replacingOccurrences(of: "{measured}", with: Self.quantity(measured, unit))
        .replacingOccurrences(of: "{limit}", with: Self.quantity(limit, unit, isLimit: true))
        .replacingOccurrences(of: "{other}", with: other ?? "?")
        .replacingOccurrences(of: "{view}", with: otherView ?? "?")
        .replacingOccurrences(of: "{callback}", with: callback?.rawValue ?? "?")
    }
    if let waitedFor { text += "; reported once \(waitedFor) failed" }
    return text
  }

  public var description: String { text }

  /// A number with its unit: points and speeds to 0.1, other units to 0.001; a limit without
  /// trailing zeros, and a count limit without its unit (`2 taps, numberOfTapsRequired 2`).
  static func quantity(_ value: Double?, _ unit: Unit?, isLimit: Bool = false) -> String {
    guard let value else { return "?" }
    let number: String
    switch unit {
    case .touches, .taps:
      let count = Int(value.rounded())
      guard !isLimit else { return String(count) }
      let noun = unit == .taps ? (count == 1 ? "tap" : "taps") : (count == 1 ? "touch" : "touches")
      return "\(count) \(noun)"
    case .points, .pointsPerSecond:
      number = trimmed(String(format: "%.1f", value), keepZero: !isLimit)
    case .seconds, .radians, nil:
      number = trimmed(String(format: "%.3f", value), keepZero: false)
    }
    guard let unit else { return number }
    return "\(number) \(unit.rawValue)"
  }

  private static func trimmed(_ text: String, keepZero: Bool) -> String {
    guard !keepZero, text.contains(".") else { return text }
    var text = Substring(text)
    while text.hasSuffix("0") { text = text.dropLast() }
    if text.hasSuffix(".") { text = text.dropLast() }
    return text == "-0" ? "0" : String(text)
  }
}

// MARK: The rules

extension TransitionCause.Rule {
  // A subclass's own decisions.

  /// A subclass set the state itself, in a touch method, a timer or elsewhere.
  public static let subclass = Self("subclass", "set by {other} in {callback}")
  /// The touches moved (a continuous gesture changed).
  public static let touchesMoved = Self("touches.moved", "touches moved")
  /// The last touches lifted (a continuous gesture ended).
  public static let touchesEnded = Self("touches.ended", "touches lifted")
  /// The system cancelled the touches.
  public static let touchesCancelled = Self("touches.cancelled", "touches cancelled")
  /// A touchpad gesture's update changed the recognizer's value.
  public static let indirectChanged = Self("indirect.changed", "touchpad gesture changed")
  /// A touchpad or pointer gesture ended or was cancelled.
  public static let indirectEnded = Self("indirect.ended", "touchpad or pointer gesture ended")

  // Taps (also a long press's preliminary taps).

  /// More fingers landed than the tap needs, or fewer lifted together.
  public static let tapNumberOfTouchesRequired = Self(
    "tap.numberOfTouchesRequired", "{measured} down, numberOfTouchesRequired {limit}")
  /// The tap drifted too far from where the first tap began.
  public static let tapAllowableMovement = Self(
    "tap.allowableMovement", "moved {measured}, allowableMovement {limit}")
  /// The tap stayed down too long.
  public static let tapMaximumTapDuration = Self(
    "tap.maximumTapDuration", "held down past maximumTapDuration {limit}")
  /// The fingers of a multi-finger tap did not all land in time.
  public static let tapAllowableTouchTimeSeparation = Self(
    "tap.allowableTouchTimeSeparation",
    "fingers not all down within allowableTouchTimeSeparation {limit}")
  /// The next tap did not begin in time.
  public static let tapMaximumIntervalBetweenSuccessiveTaps = Self(
    "tap.maximumIntervalBetweenSuccessiveTaps",
    "no next tap within maximumIntervalBetweenSuccessiveTaps {limit}")
  /// The last tap lifted.
  public static let tapNumberOfTapsRequired = Self(
    "tap.numberOfTapsRequired", "{measured} done, numberOfTapsRequired {limit}")

  // Long presses.

  /// More fingers than the press needs landed.
  public static let longPressNumberOfTouchesRequired = Self(
    "longPress.numberOfTouchesRequired", "{measured} down, numberOfTouchesRequired {limit}")
  /// The fingers moved too far before the press began.
  public static let longPressAllowableMovement = Self(
    "longPress.allowableMovement", "moved {measured}, allowableMovement {limit}")
  /// The fingers were held long enough.
  public static let longPressMinimumPressDuration = Self(
    "longPress.minimumPressDuration", "minimumPressDuration {limit} elapsed")
  /// The fingers lifted before they were held long enough.
  public static let longPressLiftedEarly = Self(
    "longPress.liftedEarly", "lifted before minimumPressDuration {limit} elapsed")

  // Pans and screen-edge pans.

  /// The fingers (or a scroll) moved past the hysteresis.
  public static let panHysteresis = Self("pan.hysteresis", "moved {measured}, hysteresis {limit}")
  /// The touches ended before they moved past the hysteresis.
  public static let panEndedBeforeHysteresis = Self(
    "pan.endedBeforeHysteresis", "touches ended before hysteresis {limit} (moved {measured})")
  /// A scroll or touchpad swipe ended before the pan began.
  public static let panScrollEndedBeforeHysteresis = Self(
    "pan.scrollEndedBeforeHysteresis", "scroll ended before hysteresis {limit}")
  /// A wheel's detents stopped for the end delay.
  public static let panDiscreteScrollEndDelay = Self(
    "pan.discreteScrollEndDelay", "no detent for discreteScrollEndDelay {limit}")
  /// A screen-edge pan's touch began outside every edge region it watches.
  public static let screenEdgeRegionSize = Self(
    "screenEdge.edgeRegionSize",
    "began {measured} from the nearest watched edge, edgeRegionSize {limit}")
  /// A screen-edge pan moved along its edge before moving away from it.
  public static let screenEdgeMovedAlong = Self(
    "screenEdge.movedAlongEdge", "moved {measured} along the edge first, hysteresis {limit}")

  // Swipes.

  /// More fingers than the swipe needs landed.
  public static let swipeNumberOfTouchesRequired = Self(
    "swipe.numberOfTouchesRequired", "{measured} down, numberOfTouchesRequired {limit}")
  /// The swipe took too long.
  public static let swipeMaximumDuration = Self(
    "swipe.maximumDuration", "{measured} since touch-down, maximumDuration {limit}")
  /// A finger moved backwards along the swipe's axis.
  public static let swipeMaximumOppositeMovement = Self(
    "swipe.maximumOppositeMovement", "moved back {measured}, maximumOppositeMovement {limit}")
  /// A finger moved too far along the swipe's axis.
  public static let swipeMaximumPrimaryMovement = Self(
    "swipe.maximumPrimaryMovement", "moved {measured} along, maximumPrimaryMovement {limit}")
  /// A finger moved too far across the swipe's axis.
  public static let swipeMaximumSecondaryMovement = Self(
    "swipe.maximumSecondaryMovement",
    "moved {measured} across, maximumSecondaryMovement {limit}")
  /// Every finger moved far and fast enough in an allowed direction.
  public static let swipeMinimumPrimaryMovement = Self(
    "swipe.minimumPrimaryMovement", "moved {measured} along, minimumPrimaryMovement {limit}")
  /// The touches ended before a swipe was recognized.
  public static let swipeEndedEarly = Self(
    "swipe.endedEarly", "touches ended before a swipe was recognized")

  // Pinches and rotations.

  /// The two fingers' distance changed past the hysteresis.
  public static let pinchHysteresis = Self(
    "pinch.hysteresis", "span changed {measured}, hysteresis {limit}")
  /// The two fingers turned past the hysteresis.
  public static let rotationHysteresis = Self(
    "rotation.hysteresis", "turned {measured}, hysteresis {limit}")
  /// The fingers lifted before the pinch or rotation began.
  public static let twoFingerEndedEarly = Self(
    "twoFinger.endedBeforeHysteresis", "touches ended before hysteresis {limit}")

  // Hover.

  /// The pointer entered the view.
  public static let hoverEntered = Self("hover.entered", "pointer entered the view")
  /// The pointer moved over the view.
  public static let hoverMoved = Self("hover.moved", "pointer moved over the view")
  /// The pointer left the view.
  public static let hoverExited = Self("hover.exited", "pointer left the view")

  // The environment's decisions.

  /// `began` becomes `changed` when the next event reaches the recognizer.
  public static let promotion = Self("promotion", "next event after began")
  /// A recognizer this one must wait for recognized.
  public static let requirementRecognized = Self(
    "requirement.recognized", "{other} on {view} recognized, required to fail")
  /// A competitor recognized first and may prevent this one.
  public static let excluded = Self("excluded", "excluded: {other} on {view} recognized first")
  /// The delegate's `gestureRecognizerShouldBegin(_:)` said no.
  public static let delegateShouldBegin = Self(
    "delegate.shouldBegin", "delegate gestureRecognizerShouldBegin returned false")
  /// A touched view's `gestureRecognizerShouldBegin(_:)` said no.
  public static let viewShouldBegin = Self(
    "view.shouldBegin", "view {view} gestureRecognizerShouldBegin returned false")
  /// The recognizer was disabled while taking part.
  public static let disabled = Self("disabled", "isEnabled set to false")
  /// The recognizer was removed from its view while taking part.
  public static let removed = Self("removed", "removed from its view")
  /// Its view, or an ancestor, left the window while it took part.
  public static let viewRemoved = Self("viewRemoved", "{view} removed from the window")
}
