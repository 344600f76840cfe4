import ArgumentParser
import GestureReports
import TouchTraces

struct Diagram: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diagram",
    abstract: "Print a recognizer's state machine as a Graphviz DOT graph.",
    discussion: """
      Bold green edges are the type's own rules, with their conditions and threshold values. \
      The other edges a recognizer can cause come from the same transition table the state \
      setter uses, so the diagram cannot drift from the code: solid where a request is taken \
      as asked, dashed where UIKit rewrites it, blue for the gesture environment's own moves, \
      dotted for resets. A legend lists the styles and the type's thresholds.

      Example:
        gesturesim diagram pan | dot -Tsvg > pan.svg
      """)

  @Argument(
    help: "tap, longPress, pan, swipe, pinch, rotation, screenEdgePan or hover.",
    // Parsing, like running, happens on the main thread (see MainActorCommand).
    completion: .list(MainActor.assumeIsolated { RecognizerRegistry.builtIn.names }))
  var type: String

  func validate() throws {
    let names = MainActor.assumeIsolated { RecognizerRegistry.builtIn.names }
    guard names.contains(type) else {
      throw ValidationError(
        "unknown recognizer type `\(type)`; expected one of " + names.joined(separator: ", "))
    }
  }

  func run() throws {
    try reportingFailures {
      let out = try OutputFile(path: nil)
      let diagram = StateDiagram.builtIn(type) ?? StateDiagram(name: type, style: .continuous)
      out.write(diagram.dot)
      try out.commit()
    }
  }
}
