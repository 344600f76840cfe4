import GestureCore

/// A recognizer's state machine as a Graphviz DOT graph, generated from the rules the code runs.
///
/// Every edge comes from one of the two tables the code executes. The edges a subclass can
/// cause come from ``UIGestureRecognizer/State/resolving(_:)``, the table the state setter uses:
/// solid where the request is taken as asked, dashed where UIKit rewrites it (a cancel before
/// beginning becomes a failure). The environment's own moves come from
/// ``UIGestureRecognizer/State/resolving(_:standing:)``, the table the update pass uses:
/// blue, labelled with their event (and, where the move depends on it, how far the attempt was
/// reported) and, after a slash, the effect the table's row returns
/// (``UIGestureRecognizer/State/EnvironmentEffect``); resets back to `possible` are dotted.
///
///     gesturesim diagram pan | dot -Tsvg > pan.svg
public struct StateDiagram: Sendable {
  /// Whether a recognizer reports one recognition or a began/changed/ended sequence.
  public enum Style: String, Sendable {
    /// `possible → ended` (recognized) or `possible → failed`: tap, swipe.
    case discrete
    /// `possible → began → changed* → ended | cancelled`: pan, pinch, long press.
    case continuous
  }

  /// The graph's name (the recognizer type).
  public var name: String
  /// Discrete or continuous.
  public var style: Style
  /// The transitions the type makes itself, with their conditions; drawn bold.
  public var rules: [Rule]
  /// The type's thresholds, listed with their values beside the graph.
  public var thresholds: [GestureThresholds.Threshold]

  /// Creates the diagram of a recognizer type.
  public init(
    name: String, style: Style, rules: [Rule] = [], thresholds: [GestureThresholds.Threshold] = []
  ) {
    self.name = name
    self.style = style
    self.rules = rules
    self.thresholds = thresholds
  }

  private typealias State = UIGestureRecognizer.State

  /// The states this style of recognizer passes through.
  private var states: [State] {
    switch style {
    case .discrete: [.possible, .ended, .failed]
    case .continuous: State.allCases
    }
  }

  /// The states a recognizer of this style asks for.
  private var requests: [State] {
    switch style {
    case .discrete: [.ended, .cancelled, .failed]
    case .continuous: [.began, .changed, .ended, .cancelled, .failed]
    }
  }

  private struct Edge: Hashable {
    let from: State
    let to: State
    let kind: Kind
    enum Kind: Int, Hashable { case own, requested, rewritten, environment, reset }
  }

  /// The DOT text.
  public var dot: String {
    var labels: [Edge: [String]] = [:]
    var order: [Edge] = []
    func add(_ edge: Edge, _ label: String) {
      if labels[edge] == nil { order.append(edge) }
      if !(labels[edge]?.contains(label) ?? false) { labels[edge, default: []].append(label) }
    }
    for rule in rules {
      add(Edge(from: rule.from, to: rule.to, kind: .own), rule.condition)
    }
    for state in states where !state.isTerminal {
      for request in requests {
        guard let result = state.resolving(request), states.contains(result) else { continue }
        if result == state && result != .changed { continue }
        let kind: Edge.Kind = result == request ? .requested : .rewritten
        add(
          Edge(from: state, to: result, kind: kind),
          kind == .requested ? "set \(request)" : "set \(request) ⇒ \(result)")
      }
    }
    var usesStandings = false
    for move in State.EnvironmentMove.allCases {
      for state in states {
        // Which standings lead where: a move that depends on the standing (it leads to
        // different states, or applies in some standings only) is labelled with them.
        var standings: [(to: State, standings: [State.ReportStanding])] = []
        for standing in State.ReportStanding.allCases {
          guard let result = state.resolving(move, standing: standing), states.contains(result)
          else { continue }
          if let index = standings.firstIndex(where: { $0.to == result }) {
            standings[index].standings.append(standing)
          } else {
            standings.append((result, [standing]))
          }
        }
        for (result, when) in standings {
          var label = move.event
          if standings.count > 1 || when.count < State.ReportStanding.allCases.count {
            label += " [\(when.map(\.rawValue).joined(separator: " or "))]"
            usesStandings = true
          }
          label += " / \(move.effect.action)"
          add(Edge(from: state, to: result, kind: move == .reset ? .reset : .environment), label)
        }
      }
    }

    var out = "digraph \(Self.identifier(name)) {\n"
    out += "  rankdir=LR;\n"
    out += "  label=\"\(name) (\(style.rawValue))\";\n"
    out += "  node [shape=circle, fontname=\"Helvetica\"];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
    for state in states {
      let shape = state.isTerminal ? "doublecircle" : "circle"
      out += "  \(state) [shape=\(shape)];\n"
    }
    for edge in order {
      let label = labels[edge, default: []].joined(separator: "\n").replacingOccurrences(
        of: "\n", with: "\\n")
      let attributes: String
      switch edge.kind {
      case .own: attributes = ", color=\"#1a7f37\", fontcolor=\"#1a7f37\", penwidth=2"
      case .requested: attributes = rules.isEmpty ? "" : ", color=gray40, fontcolor=gray40"
      case .rewritten: attributes = ", style=dashed"
      case .environment: attributes = ", color=blue, fontcolor=blue"
      case .reset: attributes = ", style=dotted"
      }
      out += "  \(edge.from) -> \(edge.to) [label=\"\(label)\"\(attributes)];\n"
    }
    out += legend(withStandings: usesStandings)
    return out + "}\n"
  }

  /// A legend of the edge styles, and the type's thresholds with their values and sources.
  private func legend(withStandings: Bool) -> String {
    var rows = [
      ("#1a7f37", "bold", "the recognizer's own rule, with its thresholds"),
      (rules.isEmpty ? "black" : "gray40", "solid", "state the subclass sets, taken as asked"),
      ("black", "dashed", "state the subclass sets, rewritten as UIKit does"),
      ("blue", "solid", "the gesture environment (other recognizers, views)"),
      ("blue", "solid", "event / effect: what the environment does after its move"),
      (
        "blue", "solid",
        "[held]: not reported yet; [released]: reported, began not yet; [announced]: began reported"
      ),
      ("black", "dotted", "reset after the touches end"),
    ]
    if !withStandings { rows.remove(at: 5) }
    if rules.isEmpty { rows.removeFirst() }
    var table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\">"
    table += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>legend</B></TD></TR>"
    for (color, style, meaning) in rows {
      let line =
        style == "dashed"
        ? "- - -" : style == "dotted" ? "· · · ·" : style == "bold" ? "━━━" : "───"
      table +=
        "<TR><TD><FONT COLOR=\"\(color)\">\(line)</FONT></TD><TD ALIGN=\"LEFT\">\(meaning)</TD></TR>"
    }
    if !thresholds.isEmpty {
      table += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>thresholds</B></TD></TR>"
      for threshold in thresholds {
        let name = threshold.property.split(separator: ".").last.map(String.init) ?? ""
        let value =
          threshold.isUnlimited
          ? "unlimited" : "\(SVGWriter.number(threshold.value)) \(threshold.unit)"
        table +=
          "<TR><TD ALIGN=\"LEFT\">\(name)</TD><TD ALIGN=\"LEFT\">\(value) (\(threshold.provenance.rawValue))</TD></TR>"
      }
    }
    table += "</TABLE>"
    return
      "  legend [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=10, label=<\(table)>];\n"
  }

  /// A DOT identifier made of the name's letters and digits.
  private static func identifier(_ name: String) -> String {
    let kept = name.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    return kept.isEmpty ? "recognizer" : kept
  }
}
