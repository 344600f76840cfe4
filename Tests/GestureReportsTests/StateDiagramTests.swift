import GestureKit
import GestureReports
import Testing

@Suite("State diagrams")
struct StateDiagramTests {
  @Test("A discrete diagram has possible, ended and failed, with the cancel rewrite dashed")
  func discrete() {
    let dot = StateDiagram(name: "tap", style: .discrete).dot
    #expect(dot.hasPrefix("digraph tap {"))
    #expect(dot.contains(#"possible -> ended [label="set ended"];"#))
    #expect(dot.contains(#"possible -> failed [label="set failed"];"#))
    #expect(dot.contains(#"possible -> failed [label="set cancelled ⇒ failed", style=dashed];"#))
    #expect(!dot.contains("-> began") && !dot.contains("began ->"))
    // A held `ended` still waits for its requirements, so only a reported one resets.
    #expect(
      dot.contains(
        #"ended -> possible [label="reset [released or announced] / forget touches", style=dotted];"#
      ))
    #expect(dot.contains(#"failed -> possible [label="reset / forget touches", style=dotted];"#))
  }

  @Test("Every solid or dashed edge of a continuous diagram is what the state table does")
  func continuousMatchesTable() {
    let dot = StateDiagram(name: "pan", style: .continuous).dot
    let states = Dictionary(
      uniqueKeysWithValues: UIGestureRecognizer.State.allCases.map { ($0.description, $0) })
    var checked = 0
    for line in dot.split(separator: "\n")
    where line.contains("->") && line.contains("label=\"set ") {
      let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
      let from = states[String(parts[0])]!
      let to = states[String(parts[2])]!
      let label = line.split(separator: "\"")[1]
      for request in label.split(separator: "\\n") {
        let requested = states[String(request.split(separator: " ")[1])]!
        #expect(from.resolving(requested) == to, "\(line)")
        checked += 1
      }
    }
    #expect(checked >= 12)
    #expect(
      dot.contains(
        #"began -> changed [label="next event (promotion) [announced] / report", color=blue, fontcolor=blue];"#
      ))
  }
}

@Suite("State diagrams: the environment's moves")
struct EnvironmentDiagramTests {
  @Test("Every blue and dotted edge is a move of the environment's table, with its effect")
  func environmentEdgesMatchTable() throws {
    typealias State = UIGestureRecognizer.State
    let dot = StateDiagram(name: "pan", style: .continuous).dot
    let states = Dictionary(uniqueKeysWithValues: State.allCases.map { ($0.description, $0) })
    let moves = Dictionary(
      uniqueKeysWithValues: State.EnvironmentMove.allCases.map { ($0.event, $0) })
    var checked = 0
    for line in dot.split(separator: "\n")
    where line.contains("->") && (line.contains("color=blue") || line.contains("dotted")) {
      let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
      let from = states[String(parts[0])]!
      let to = states[String(parts[2])]!
      let label = line.split(separator: "\"")[1]
      for event in label.split(separator: "\\n") {
        let parts = event.split(separator: " / ")
        let name = parts[0].split(separator: " [")[0]
        let move = try #require(moves[String(name)], "\(event)")
        #expect(
          State.ReportStanding.allCases.contains { from.resolving(move, standing: $0) == to },
          "\(line)")
        #expect(parts.count == 2 && parts[1] == move.effect.action, "\(event)")
        checked += 1
      }
    }
    #expect(checked >= 15)
  }
}
