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
  /// type that is not built in. Everything comes from the type's declaration in its own file
  /// (`RecognizerDeclaration`), beside the code that makes those moves.
  public static func builtIn(_ type: String) -> StateDiagram? {
    declared(type, among: RecognizerDeclaration.builtIns)
  }

  /// The diagram of the type named `type` among `declarations`: GestureCore's built-ins and
  /// what modules GestureReports cannot see declare (GestureUI's
  /// `RecognizerDeclaration.swiftUIGestures`, which `gesturesim diagram` adds); `nil` when none
  /// is named so.
  package static func declared(_ type: String, among declarations: [RecognizerDeclaration])
    -> StateDiagram?
  {
    guard let declaration = declarations.first(where: { $0.name == type }) else { return nil }
    let rules = declaration.edges.map { Rule($0.from, $0.to, $0.condition) }
    let thresholds = GestureThresholds.all.filter {
      $0.property.hasPrefix(declaration.className + ".")
        || declaration.alsoThresholds.contains($0.property)
    }
    return StateDiagram(
      name: type, style: declaration.isDiscrete ? .discrete : .continuous, rules: rules,
      thresholds: thresholds)
  }
}
