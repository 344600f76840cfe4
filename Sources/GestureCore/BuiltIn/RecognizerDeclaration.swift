import Foundation

/// A built-in recognizer type as the tools describe it, declared once in the type's own file:
/// its short name, whether it is discrete, and the transitions it makes itself, each with the
/// rules that may cause it and the condition in words (with the thresholds' values).
///
/// `gesturesim diagram` draws these edges; a test holds every edge against its rules' declared
/// ``TransitionCause/Rule/edges``, and every transition seen in the traces against the rules.
package struct RecognizerDeclaration: Sendable {
  /// A transition the type makes itself.
  package struct Edge: Sendable {
    package let from: UIGestureRecognizer.State
    package let to: UIGestureRecognizer.State
    /// When it happens, in words.
    package let condition: String
    /// The rules whose causes explain it.
    package let rules: [TransitionCause.Rule]

    package init(
      _ from: UIGestureRecognizer.State, _ to: UIGestureRecognizer.State, _ condition: String,
      by rules: [TransitionCause.Rule]
    ) {
      self.from = from
      self.to = to
      self.condition = condition
      self.rules = rules
    }

    /// A continuous gesture's fingers moving: `began`/`changed` → `changed`.
    package static func moving(
      _ condition: String = "a finger moves", by rule: TransitionCause.Rule
    )
      -> [Edge]
    {
      [
        Edge(.began, .changed, condition, by: [rule]),
        Edge(.changed, .changed, condition, by: [rule]),
      ]
    }

    /// A continuous gesture's fingers lifting or being cancelled.
    static let lifting: [Edge] = [
      Edge(.began, .ended, "the fingers lift", by: [.touchesEnded]),
      Edge(.changed, .ended, "the fingers lift", by: [.touchesEnded]),
      Edge(.began, .cancelled, "the touches are cancelled", by: [.touchesCancelled]),
      Edge(.changed, .cancelled, "the touches are cancelled", by: [.touchesCancelled]),
    ]
  }

  /// The type's name in scenes, transcripts and the command line (`tap`, `pan`, …).
  package let name: String
  /// The UIKit class.
  package let className: String
  /// Discrete (`possible → ended | failed`) or continuous.
  package let isDiscrete: Bool
  /// The transitions the type makes itself, in the order diagrams draw them.
  package let edges: [Edge]
  /// Thresholds of other classes that the type also applies (`UIPanGestureRecognizer.hysteresis`
  /// for a screen-edge pan).
  package let alsoThresholds: [String]
  /// The type's own thresholds, with unit, provenance and source: its rows of
  /// ``GestureThresholds/all``, declared at the end of its file beside their constants.
  package let thresholds: [GestureThresholds.Threshold]

  package init(
    name: String, className: String, isDiscrete: Bool = false, edges: [Edge],
    alsoThresholds: [String] = [], thresholds: [GestureThresholds.Threshold] = []
  ) {
    self.name = name
    self.className = className
    self.isDiscrete = isDiscrete
    self.edges = edges
    self.alsoThresholds = alsoThresholds
    self.thresholds = thresholds
  }

  /// Every built-in type, in the order `gesturesim thresholds` lists their rows (the
  /// screen-edge pan after the pan it refines). Scene names, diagram names and the thresholds
  /// table iterate this list.
  package static let builtIns: [RecognizerDeclaration] = [
    UITapGestureRecognizer.declaration, UILongPressGestureRecognizer.declaration,
    UIPanGestureRecognizer.declaration, UIScreenEdgePanGestureRecognizer.screenEdgeDeclaration,
    UISwipeGestureRecognizer.declaration, UIPinchGestureRecognizer.declaration,
    UIRotationGestureRecognizer.declaration, UIHoverGestureRecognizer.declaration,
  ]

  /// The built-in type named `name`.
  package static func builtIn(_ name: String) -> RecognizerDeclaration? {
    builtIns.first { $0.name == name }
  }

  /// A number with at most two decimals, without trailing zeros or a negative zero: how
  /// diagrams and pictures print numbers, so that equal drawings are equal bytes.
  package static func decimal(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    if hundredths == 0 || !hundredths.isFinite { return "0" }
    let whole = Int(hundredths) / 100
    let fraction = abs(Int(hundredths) % 100)
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    if fraction == 0 { return "\(sign)\(whole)" }
    let digits =
      fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
  }

  /// A distance for a condition: `10 pt`.
  package static func pt(_ value: CGFloat) -> String { "\(decimal(Double(value))) pt" }

  /// A duration for a condition: `0.35 s`.
  package static func s(_ value: Double) -> String { "\(decimal(value)) s" }
}
