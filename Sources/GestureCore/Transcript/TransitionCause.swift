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
  /// A rule that changes a recognizer's state: its stable ``name``, how a cause under it reads,
  /// and the transitions it may cause.
  ///
  /// An open set, as swift-system's `Errno` is: the engine's rules and each built-in
  /// recognizer's are static members declared beside the code that applies them
  /// (``touchesMoved``, ``excluded``, `tapAllowableMovement` in `UITapGestureRecognizer.swift`),
  /// and a custom recognizer or gesture declares its own the same way:
  ///
  ///     extension TransitionCause.Rule {
  ///       static let squeezeTooSoft = Self(
  ///         "squeeze.minimumForce", template: "pressed {measured}, minimumForce {limit}",
  ///         edges: [(.possible, .failed)])
  ///     }
  ///
  /// A rule is one word to copy (a reference to its declaration, which lives as long as the
  /// process, as a static constant does), so causes stay plain bits on the hot path. Declare
  /// rules once, as static constants, not per use.
  public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// What a rule is: kept once, behind one reference that is never counted.
    final class Declaration: Sendable {
      let name: String
      let template: String
      let edges: Edges

      init(name: String, template: String, edges: Edges) {
        self.name = name
        self.template = template
        self.edges = edges
      }
    }

    /// The declaration, retained once in ``init(_:template:edges:)`` and never released.
    let declaration: Unmanaged<Declaration>

    /// Declares a rule.
    ///
    /// - Parameters:
    ///   - name: A stable identifier, `type.rule` by convention (`tap.allowableMovement`).
    ///   - template: How a cause under the rule reads, with `{measured}`, `{limit}`, `{other}`,
    ///     `{view}` and `{callback}` standing for the cause's values.
    ///   - edges: Every transition, as a transcript reports it (previous state, new state),
    ///     that a cause under this rule may explain. Debug builds check each report against it.
    public init(_ name: String, template: String, edges: Edges) {
      // Rules are declared as static constants and live as long as the process: holding the
      // declaration unmanaged lets a rule be copied without reference counting.
      declaration = .passRetained(Declaration(name: name, template: template, edges: edges))
    }

    /// The rule's stable identifier (`tap.allowableMovement`, `requirement.recognized`, …).
    public var name: String { declaration.takeUnretainedValue().name }

    /// How a cause under this rule reads, with `{measured}`, `{limit}`, `{other}`, `{view}` and
    /// `{callback}` standing for the cause's values.
    public var template: String { declaration.takeUnretainedValue().template }

    /// The transitions a cause under this rule may explain.
    public var edges: Edges { declaration.takeUnretainedValue().edges }

    public var description: String { name }

    /// Two rules are the same rule when they have the same name.
    public static func == (lhs: Rule, rhs: Rule) -> Bool {
      lhs.declaration.toOpaque() == rhs.declaration.toOpaque() || lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
    }

    /// A set of transitions (previous state, new state), as small as a number.
    public struct Edges: Hashable, Sendable, ExpressibleByArrayLiteral {
      public typealias State = UIGestureRecognizer.State

      /// Bit `from * 6 + to` for each transition.
      var bits: UInt64

      /// Every transition: for a rule that stands for whatever the subclass did.
      public static let any = Edges(bits: (1 << 36) - 1)

      init(bits: UInt64) { self.bits = bits }

      /// The transitions listed.
      public init(arrayLiteral edges: (State, State)...) {
        bits = 0
        for (from, to) in edges { bits |= Self.bit(from, to) }
      }

      private static func bit(_ from: State, _ to: State) -> UInt64 {
        1 << UInt64(from.rawValue * 6 + to.rawValue)
      }

      /// Whether `from → to` is one of them.
      public func contains(_ from: State, _ to: State) -> Bool {
        bits & Self.bit(from, to) != 0
      }

      /// The transitions, in state order.
      public var transitions: [(from: State, to: State)] {
        State.allCases.flatMap { from in
          State.allCases.filter { contains(from, $0) }.map { (from, $0) }
        }
      }

      /// Both sets' transitions.
      public func union(_ other: Edges) -> Edges { Edges(bits: bits | other.bits) }
    }
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
  /// their current state: copying it costs no reference counting (a ``Rule`` is not counted).
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

// The rules the engine itself applies, and those every recognizer shares. Each built-in
// recognizer declares its own rules in its file.
extension TransitionCause.Rule {
  /// A subclass set the state itself, in a touch method, a timer or elsewhere.
  public static let subclass = Self(
    "subclass", template: "set by {other} in {callback}",
    edges: .any)
  /// The touches moved (a continuous gesture changed).
  public static let touchesMoved = Self(
    "touches.moved", template: "touches moved",
    edges: [(.began, .changed), (.changed, .changed)])
  /// The last touches lifted (a continuous gesture ended).
  public static let touchesEnded = Self(
    "touches.ended", template: "touches lifted",
    edges: [(.began, .ended), (.changed, .ended)])
  /// The system cancelled the touches.
  public static let touchesCancelled = Self(
    "touches.cancelled", template: "touches cancelled",
    edges: [(.possible, .failed), (.began, .cancelled), (.changed, .cancelled)])
  /// A touchpad gesture's update changed the recognizer's value.
  public static let indirectChanged = Self(
    "indirect.changed", template: "touchpad gesture changed",
    edges: [(.possible, .began), (.began, .changed), (.changed, .changed)])
  /// A touchpad or pointer gesture ended or was cancelled.
  public static let indirectEnded = Self(
    "indirect.ended", template: "touchpad or pointer gesture ended",
    edges: [
      (.possible, .failed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
      (.changed, .cancelled),
    ])
  /// `began` becomes `changed` when the next event reaches the recognizer.
  public static let promotion = Self(
    "promotion", template: "next event after began",
    edges: [(.began, .changed)])
  /// A recognizer this one must wait for recognized.
  public static let requirementRecognized = Self(
    "requirement.recognized", template: "{other} on {view} recognized, required to fail",
    edges: [
      (.possible, .failed), (.began, .cancelled), (.changed, .cancelled), (.began, .failed),
      (.changed, .failed), (.ended, .failed),
    ])
  /// A competitor recognized first and may prevent this one.
  public static let excluded = Self(
    "excluded", template: "excluded: {other} on {view} recognized first",
    edges: [(.possible, .failed), (.began, .failed), (.changed, .failed), (.ended, .failed)])
  /// The delegate's `gestureRecognizerShouldBegin(_:)` said no.
  public static let delegateShouldBegin = Self(
    "delegate.shouldBegin", template: "delegate gestureRecognizerShouldBegin returned false",
    edges: [(.possible, .failed)])
  /// A touched view's `gestureRecognizerShouldBegin(_:)` said no.
  public static let viewShouldBegin = Self(
    "view.shouldBegin", template: "view {view} gestureRecognizerShouldBegin returned false",
    edges: [(.possible, .failed)])
  /// The recognizer was disabled while taking part.
  public static let disabled = Self(
    "disabled", template: "isEnabled set to false",
    edges: [(.possible, .failed), (.began, .cancelled), (.changed, .cancelled)])
  /// The recognizer was removed from its view while taking part.
  public static let removed = Self(
    "removed", template: "removed from its view",
    edges: [(.possible, .failed), (.began, .cancelled), (.changed, .cancelled)])
  /// Its view, or an ancestor, left the window while it took part.
  public static let viewRemoved = Self(
    "viewRemoved", template: "{view} removed from the window",
    edges: [(.possible, .failed), (.began, .cancelled), (.changed, .cancelled)])
}
