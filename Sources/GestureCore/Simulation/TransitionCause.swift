import Foundation

/// Why a recognizer changed state: the rule that decided it, with the numbers and the other
/// recognizer involved.
///
/// Every ``TranscriptEntry`` carries one. A cause is cheap to make and to copy, since a state
/// changes on almost every frame: its rule is a small enumeration, its numbers are stored as
/// numbers, and the names of the other parties (off the hot path) share one reference. Its
/// ``text`` is only built when it is printed (`gesturesim replay --explain`).
///
///     moved 46.2 pt, allowableMovement 45 pt
///     doubleTap on canvas recognized, required to fail
///     excluded: pan on canvas recognized first
public struct TransitionCause: Hashable, Sendable, CustomStringConvertible {
  /// The rules that change a recognizer's state.
  ///
  /// Each has a stable ``name`` (`tap.allowableMovement`, `requirement.recognized`, `excluded`,
  /// …) that tools can match on.
  public enum Rule: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A subclass set the state itself, in a touch method, a timer or elsewhere.
    case subclass
    /// The touches moved (a continuous gesture changed).
    case touchesMoved
    /// The last touches lifted (a continuous gesture ended).
    case touchesEnded
    /// The system cancelled the touches.
    case touchesCancelled
    /// A touchpad gesture's update changed the recognizer's value.
    case indirectChanged
    /// A touchpad or pointer gesture ended or was cancelled.
    case indirectEnded
    /// More fingers landed than the tap needs, or fewer lifted together.
    case tapNumberOfTouchesRequired
    /// The tap drifted too far from where the first tap began.
    case tapAllowableMovement
    /// The tap stayed down too long.
    case tapMaximumTapDuration
    /// The fingers of a multi-finger tap did not all land in time.
    case tapAllowableTouchTimeSeparation
    /// The next tap did not begin in time.
    case tapMaximumIntervalBetweenSuccessiveTaps
    /// The last tap lifted.
    case tapNumberOfTapsRequired
    /// More fingers than the press needs landed.
    case longPressNumberOfTouchesRequired
    /// The fingers moved too far before the press began.
    case longPressAllowableMovement
    /// The fingers were held long enough.
    case longPressMinimumPressDuration
    /// The fingers lifted before they were held long enough.
    case longPressLiftedEarly
    /// The fingers (or a scroll) moved past the hysteresis.
    case panHysteresis
    /// The touches ended before they moved past the hysteresis.
    case panEndedBeforeHysteresis
    /// A scroll or touchpad swipe ended before the pan began.
    case panScrollEndedBeforeHysteresis
    /// A wheel's detents stopped for the end delay.
    case panDiscreteScrollEndDelay
    /// A screen-edge pan's touch began outside every edge region it watches.
    case screenEdgeRegionSize
    /// A screen-edge pan moved along its edge before moving away from it.
    case screenEdgeMovedAlong
    /// More fingers than the swipe needs landed.
    case swipeNumberOfTouchesRequired
    /// The swipe took too long.
    case swipeMaximumDuration
    /// A finger moved backwards along the swipe's axis.
    case swipeMaximumOppositeMovement
    /// A finger moved too far along the swipe's axis.
    case swipeMaximumPrimaryMovement
    /// A finger moved too far across the swipe's axis.
    case swipeMaximumSecondaryMovement
    /// Every finger moved far and fast enough in an allowed direction.
    case swipeMinimumPrimaryMovement
    /// The touches ended before a swipe was recognized.
    case swipeEndedEarly
    /// The two fingers' distance changed past the hysteresis.
    case pinchHysteresis
    /// The two fingers turned past the hysteresis.
    case rotationHysteresis
    /// The fingers lifted before the pinch or rotation began.
    case twoFingerEndedEarly
    /// The pointer entered the view.
    case hoverEntered
    /// The pointer moved over the view.
    case hoverMoved
    /// The pointer left the view.
    case hoverExited
    /// `began` becomes `changed` when the next event reaches the recognizer.
    case promotion
    /// A recognizer this one must wait for recognized.
    case requirementRecognized
    /// A competitor recognized first and may prevent this one.
    case excluded
    /// The delegate's `gestureRecognizerShouldBegin(_:)` said no.
    case delegateShouldBegin
    /// A touched view's `gestureRecognizerShouldBegin(_:)` said no.
    case viewShouldBegin
    /// The recognizer was disabled while taking part.
    case disabled
    /// The recognizer was removed from its view while taking part.
    case removed
    /// Its view, or an ancestor, left the window while it took part.
    case viewRemoved

    /// The rule's stable identifier.
    public var name: String {
      switch self {
      case .subclass: "subclass"
      case .touchesMoved: "touches.moved"
      case .touchesEnded: "touches.ended"
      case .touchesCancelled: "touches.cancelled"
      case .indirectChanged: "indirect.changed"
      case .indirectEnded: "indirect.ended"
      case .tapNumberOfTouchesRequired: "tap.numberOfTouchesRequired"
      case .tapAllowableMovement: "tap.allowableMovement"
      case .tapMaximumTapDuration: "tap.maximumTapDuration"
      case .tapAllowableTouchTimeSeparation: "tap.allowableTouchTimeSeparation"
      case .tapMaximumIntervalBetweenSuccessiveTaps: "tap.maximumIntervalBetweenSuccessiveTaps"
      case .tapNumberOfTapsRequired: "tap.numberOfTapsRequired"
      case .longPressNumberOfTouchesRequired: "longPress.numberOfTouchesRequired"
      case .longPressAllowableMovement: "longPress.allowableMovement"
      case .longPressMinimumPressDuration: "longPress.minimumPressDuration"
      case .longPressLiftedEarly: "longPress.liftedEarly"
      case .panHysteresis: "pan.hysteresis"
      case .panEndedBeforeHysteresis: "pan.endedBeforeHysteresis"
      case .panScrollEndedBeforeHysteresis: "pan.scrollEndedBeforeHysteresis"
      case .panDiscreteScrollEndDelay: "pan.discreteScrollEndDelay"
      case .screenEdgeRegionSize: "screenEdge.edgeRegionSize"
      case .screenEdgeMovedAlong: "screenEdge.movedAlongEdge"
      case .swipeNumberOfTouchesRequired: "swipe.numberOfTouchesRequired"
      case .swipeMaximumDuration: "swipe.maximumDuration"
      case .swipeMaximumOppositeMovement: "swipe.maximumOppositeMovement"
      case .swipeMaximumPrimaryMovement: "swipe.maximumPrimaryMovement"
      case .swipeMaximumSecondaryMovement: "swipe.maximumSecondaryMovement"
      case .swipeMinimumPrimaryMovement: "swipe.minimumPrimaryMovement"
      case .swipeEndedEarly: "swipe.endedEarly"
      case .pinchHysteresis: "pinch.hysteresis"
      case .rotationHysteresis: "rotation.hysteresis"
      case .twoFingerEndedEarly: "twoFinger.endedBeforeHysteresis"
      case .hoverEntered: "hover.entered"
      case .hoverMoved: "hover.moved"
      case .hoverExited: "hover.exited"
      case .promotion: "promotion"
      case .requirementRecognized: "requirement.recognized"
      case .excluded: "excluded"
      case .delegateShouldBegin: "delegate.shouldBegin"
      case .viewShouldBegin: "view.shouldBegin"
      case .disabled: "disabled"
      case .removed: "removed"
      case .viewRemoved: "viewRemoved"
      }
    }

    /// How a cause under this rule reads, with `{measured}`, `{limit}`, `{other}`, `{view}` and
    /// `{callback}` standing for the cause's values.
    var template: String {
      switch self {
      case .subclass: "set by {other} in {callback}"
      case .touchesMoved: "touches moved"
      case .touchesEnded: "touches lifted"
      case .touchesCancelled: "touches cancelled"
      case .indirectChanged: "touchpad gesture changed"
      case .indirectEnded: "touchpad or pointer gesture ended"
      case .tapNumberOfTouchesRequired: "{measured} down, numberOfTouchesRequired {limit}"
      case .tapAllowableMovement: "moved {measured}, allowableMovement {limit}"
      case .tapMaximumTapDuration: "held down past maximumTapDuration {limit}"
      case .tapAllowableTouchTimeSeparation:
        "fingers not all down within allowableTouchTimeSeparation {limit}"
      case .tapMaximumIntervalBetweenSuccessiveTaps:
        "no next tap within maximumIntervalBetweenSuccessiveTaps {limit}"
      case .tapNumberOfTapsRequired: "{measured} done, numberOfTapsRequired {limit}"
      case .longPressNumberOfTouchesRequired: "{measured} down, numberOfTouchesRequired {limit}"
      case .longPressAllowableMovement: "moved {measured}, allowableMovement {limit}"
      case .longPressMinimumPressDuration: "minimumPressDuration {limit} elapsed"
      case .longPressLiftedEarly: "lifted before minimumPressDuration {limit} elapsed"
      case .panHysteresis: "moved {measured}, hysteresis {limit}"
      case .panEndedBeforeHysteresis: "touches ended before hysteresis {limit} (moved {measured})"
      case .panScrollEndedBeforeHysteresis: "scroll ended before hysteresis {limit}"
      case .panDiscreteScrollEndDelay: "no detent for discreteScrollEndDelay {limit}"
      case .screenEdgeRegionSize:
        "began {measured} from the nearest watched edge, edgeRegionSize {limit}"
      case .screenEdgeMovedAlong: "moved {measured} along the edge first, hysteresis {limit}"
      case .swipeNumberOfTouchesRequired: "{measured} down, numberOfTouchesRequired {limit}"
      case .swipeMaximumDuration: "{measured} since touch-down, maximumDuration {limit}"
      case .swipeMaximumOppositeMovement: "moved back {measured}, maximumOppositeMovement {limit}"
      case .swipeMaximumPrimaryMovement: "moved {measured} along, maximumPrimaryMovement {limit}"
      case .swipeMaximumSecondaryMovement:
        "moved {measured} across, maximumSecondaryMovement {limit}"
      case .swipeMinimumPrimaryMovement: "moved {measured} along, minimumPrimaryMovement {limit}"
      case .swipeEndedEarly: "touches ended before a swipe was recognized"
      case .pinchHysteresis: "span changed {measured}, hysteresis {limit}"
      case .rotationHysteresis: "turned {measured}, hysteresis {limit}"
      case .twoFingerEndedEarly: "touches ended before hysteresis {limit}"
      case .hoverEntered: "pointer entered the view"
      case .hoverMoved: "pointer moved over the view"
      case .hoverExited: "pointer left the view"
      case .promotion: "next event after began"
      case .requirementRecognized: "{other} on {view} recognized, required to fail"
      case .excluded: "excluded: {other} on {view} recognized first"
      case .delegateShouldBegin: "delegate gestureRecognizerShouldBegin returned false"
      case .viewShouldBegin: "view {view} gestureRecognizerShouldBegin returned false"
      case .disabled: "isEnabled set to false"
      case .removed: "removed from its view"
      case .viewRemoved: "{view} removed from the window"
      }
    }

    public var description: String { name }
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

  /// The plain-bits part of a cause (everything but the names), which recognizers keep for
  /// their current state: copying it costs no reference counting.
  struct Core: Sendable {
    var rule: Rule
    var unit: Unit?
    var callback: Callback?
    /// NaN for none.
    var measured = Double.nan
    /// NaN for none.
    var limit = Double.nan
  }

  /// The names of the other parties, which only the environment's causes have: kept behind one
  /// reference.
  final class Parties: Sendable {
    let other: String?
    let otherView: String?
    let waitedFor: String?

    init(other: String?, otherView: String?, waitedFor: String?) {
      self.other = other
      self.otherView = otherView
      self.waitedFor = waitedFor
    }
  }

  var core: Core
  var parties: Parties?

  /// The rule that decided the change.
  public var rule: Rule {
    get { core.rule }
    set { core.rule = newValue }
  }

  /// The unit of ``measured`` and ``limit``.
  public var unit: Unit? {
    get { core.unit }
    set { core.unit = newValue }
  }

  /// The method that was running, for a state a subclass set itself.
  public var callback: Callback? {
    get { core.callback }
    set { core.callback = newValue }
  }

  /// What was measured (a distance, a duration, a number of touches), in ``unit``.
  public var measured: Double? {
    get { core.measured.isNaN ? nil : core.measured }
    set { core.measured = newValue ?? .nan }
  }

  /// The limit it was held against, in ``unit``.
  public var limit: Double? {
    get { core.limit.isNaN ? nil : core.limit }
    set { core.limit = newValue ?? .nan }
  }

  /// The other party: the recognizer that excluded or was required, the subclass that set
  /// the state.
  public var other: String? {
    get { parties?.other }
    set { setParties(other: newValue, otherView: otherView, waitedFor: waitedFor) }
  }

  /// The view involved: the other recognizer's view, a removed view, a view that said no.
  public var otherView: String? {
    get { parties?.otherView }
    set { setParties(other: other, otherView: newValue, waitedFor: waitedFor) }
  }

  /// The recognizers whose failure released the change's report, when it waited for them.
  public var waitedFor: String? {
    get { parties?.waitedFor }
    set { setParties(other: other, otherView: otherView, waitedFor: newValue) }
  }

  private mutating func setParties(other: String?, otherView: String?, waitedFor: String?) {
    parties =
      other == nil && otherView == nil && waitedFor == nil
      ? nil : Parties(other: other, otherView: otherView, waitedFor: waitedFor)
  }

  /// Creates a cause.
  public init(
    _ rule: Rule, measured: Double? = nil, limit: Double? = nil, unit: Unit? = nil,
    other: String? = nil, otherView: String? = nil, callback: Callback? = nil
  ) {
    core = Core(
      rule: rule, unit: unit, callback: callback, measured: measured ?? .nan,
      limit: limit ?? .nan)
    if other != nil || otherView != nil {
      parties = Parties(other: other, otherView: otherView, waitedFor: nil)
    }
  }

  /// A cause from its parts.
  init(core: Core, parties: Parties?) {
    self.core = core
    self.parties = parties
  }

  public static func == (lhs: TransitionCause, rhs: TransitionCause) -> Bool {
    lhs.rule == rhs.rule && lhs.unit == rhs.unit && lhs.callback == rhs.callback
      && lhs.measured == rhs.measured && lhs.limit == rhs.limit && lhs.other == rhs.other
      && lhs.otherView == rhs.otherView && lhs.waitedFor == rhs.waitedFor
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(unit)
    hasher.combine(callback)
    hasher.combine(measured)
    hasher.combine(limit)
    hasher.combine(other)
    hasher.combine(otherView)
    hasher.combine(waitedFor)
  }

  /// A measurement held against a limit, in one unit.
  init(_ rule: Rule, _ measured: CGFloat?, limit: CGFloat?, _ unit: Unit) {
    self.init(rule, measured: measured.map(Double.init), limit: limit.map(Double.init), unit: unit)
  }

  /// The cause in words: `moved 46.2 pt, allowableMovement 45 pt`.
  public var text: String {
    if rule == .screenEdgeRegionSize && measured == nil {
      // UIKit's default `edges` is empty: such a recognizer fails every touch.
      return "edges names no edge to begin from"
    }
    var text = rule.template
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
