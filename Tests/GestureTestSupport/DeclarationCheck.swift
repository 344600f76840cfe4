import GestureCore

extension RecognizerDeclaration {
  /// What is wrong with the declaration's edges, as text: an edge that names no rule, and an
  /// edge a rule it names does not declare. Empty when every edge is explained.
  package var edgeProblems: [String] {
    if edges.isEmpty { return ["\(name): no edges"] }
    var problems: [String] = []
    for edge in edges {
      if edge.rules.isEmpty { problems.append("\(name): \(edge.from) → \(edge.to) names no rule") }
      for rule in edge.rules where !rule.edges.contains(edge.from, edge.to) {
        problems.append("\(name): \(rule.name) does not declare \(edge.from) → \(edge.to)")
      }
    }
    return problems
  }
}
