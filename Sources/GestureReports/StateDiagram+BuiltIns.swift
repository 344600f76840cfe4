import GestureCore

extension StateDiagram {
  /// A transition a recognizer type makes itself, with the condition that makes it.
  public struct Rule: Hashable, Sendable {
    /// The state left.
    public var from: UIGestureRecognizer.State
    /// The state entered.
    public var to: UIGestureRecognizer.State
    /// When it happens, with the thresholds' values.
    public var condition: String

    /// Creates a rule.
    public init(
      _ from: UIGestureRecognizer.State, _ to: UIGestureRecognizer.State, _ condition: String
    ) {
      self.from = from
      self.to = to
      self.condition = condition
    }
  }

  /// The diagram of a built-in recognizer type (`tap`, `pan`, …): its style, the transitions it
  /// makes itself with their conditions and threshold values, and its thresholds; `nil` for a
  /// type that is not built in.
  public static func builtIn(_ type: String) -> StateDiagram? {
    typealias T = GestureThresholds
    func pt(_ value: CGFloat) -> String { "\(SVGWriter.number(Double(value))) pt" }
    func s(_ value: Double) -> String { "\(SVGWriter.number(value)) s" }
    let moving: [Rule] = [
      Rule(.began, .changed, "a finger moves"), Rule(.changed, .changed, "a finger moves"),
    ]
    let lifting: [Rule] = [
      Rule(.began, .ended, "the fingers lift"), Rule(.changed, .ended, "the fingers lift"),
      Rule(.began, .cancelled, "the touches are cancelled"),
      Rule(.changed, .cancelled, "the touches are cancelled"),
    ]
    let rules: [Rule]
    let className: String
    var also: [String] = []
    switch type {
    case "tap":
      className = "UITapGestureRecognizer"
      rules = [
        Rule(
          .possible, .ended,
          "numberOfTapsRequired taps, each lifted within \(s(T.tapMaximumTapDuration)),\n"
            + "the next down within \(s(T.tapMaximumIntervalBetweenSuccessiveTaps)), moving ≤ \(pt(T.tapAllowableMovement))"
        ),
        Rule(
          .possible, .failed,
          "a finger moves > \(pt(T.tapAllowableMovement)), a press lasts > \(s(T.tapMaximumTapDuration)),\n"
            + "a pause lasts > \(s(T.tapMaximumIntervalBetweenSuccessiveTaps)), or too many fingers"
        ),
      ]
    case "longPress":
      className = "UILongPressGestureRecognizer"
      rules =
        [
          Rule(
            .possible, .began,
            "the fingers rest \(s(T.longPressMinimumPressDuration)),\nmoving ≤ \(pt(T.longPressAllowableMovement))"
          ),
          Rule(
            .possible, .failed,
            "a finger moves > \(pt(T.longPressAllowableMovement))\nor lifts before \(s(T.longPressMinimumPressDuration))"
          ),
        ] + moving + lifting
    case "pan", "screenEdgePan":
      className =
        type == "pan" ? "UIPanGestureRecognizer" : "UIScreenEdgePanGestureRecognizer"
      if type == "screenEdgePan" { also = ["UIPanGestureRecognizer.hysteresis"] }
      var own = [
        Rule(
          .possible, .began,
          "the fingers move \(pt(T.panHysteresis)) (hysteresis);\ntranslation counts from there"),
        Rule(.possible, .failed, "the fingers lift before moving \(pt(T.panHysteresis))"),
      ]
      if type == "screenEdgePan" {
        own.append(
          Rule(
            .possible, .failed,
            "the first touch lands farther than \(pt(T.screenEdgeRegionSize)) from the edges"))
      }
      rules = own + moving + lifting
    case "swipe":
      className = "UISwipeGestureRecognizer"
      rules = [
        Rule(
          .possible, .ended,
          "moves ≥ \(pt(T.swipeMinimumPrimaryMovement)) in an allowed direction within \(s(T.swipeMaximumDuration)),\n"
            + "≤ \(pt(T.swipeMaximumSecondaryMovement)) across it, at ≥ \(SVGWriter.number(Double(T.swipeMinimumPrimaryMovementRate))) pt/s"
        ),
        Rule(
          .possible, .failed,
          "too slow (> \(s(T.swipeMaximumDuration))), backwards > \(pt(T.swipeMaximumOppositeMovement)),\n"
            + "too far across, or the wrong number of fingers"),
      ]
    case "pinch":
      className = "UIPinchGestureRecognizer"
      rules =
        [
          Rule(
            .possible, .began, "the two fingers' spread changes by \(pt(T.pinchHysteresis))"),
          Rule(.possible, .failed, "a finger lifts before the spread changes"),
          Rule(.began, .changed, "the spread changes"),
          Rule(.changed, .changed, "the spread changes"),
        ] + lifting
    case "rotation":
      className = "UIRotationGestureRecognizer"
      rules =
        [
          Rule(
            .possible, .began,
            "the line between the fingers turns \(SVGWriter.number(Double(T.rotationHysteresis))) rad"
          ),
          Rule(.possible, .failed, "a finger lifts before the line turns"),
          Rule(.began, .changed, "the line turns"),
          Rule(.changed, .changed, "the line turns"),
        ] + lifting
    case "hover":
      className = "UIHoverGestureRecognizer"
      rules = [
        Rule(.possible, .began, "the pointer enters the view"),
        Rule(.began, .changed, "the pointer moves over the view"),
        Rule(.changed, .changed, "the pointer moves over the view"),
        Rule(.began, .ended, "the pointer leaves the view"),
        Rule(.changed, .ended, "the pointer leaves the view"),
      ]
    default:
      return nil
    }
    let thresholds = T.all.filter {
      $0.property.hasPrefix(className + ".") || also.contains($0.property)
    }
    let style: Style = type == "tap" || type == "swipe" ? .discrete : .continuous
    return StateDiagram(name: type, style: style, rules: rules, thresholds: thresholds)
  }
}
