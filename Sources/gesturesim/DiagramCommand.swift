import ArgumentParser
import GestureReports
import TouchTraces

struct Diagram: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a recognizer's state machine as a Graphviz DOT graph.",
    discussion: """
      The edges a recognizer can cause come from the same transition table the state setter \
      uses, so the diagram cannot drift from the code: solid where a request is taken as \
      asked, dashed where UIKit rewrites it, blue for the gesture environment's own moves, \
      dotted for resets.

      Example:
        gesturesim diagram pan | dot -Tsvg > pan.svg
      """)

  @Argument(help: "tap, longPress, pan, swipe, pinch, rotation, screenEdgePan or hover.")
  var type: String

  /// Discrete recognizers report one recognition; every other built-in is continuous.
  static let discreteTypes: Set = ["tap", "swipe"]

  func validate() throws {
    guard RecognizerRegistry.builtIn.names.contains(type) else {
      throw ValidationError(
        "unknown recognizer type `\(type)`; expected one of "
          + RecognizerRegistry.builtIn.names.joined(separator: ", "))
    }
  }

  func run() throws {
    let style: StateDiagram.Style = Self.discreteTypes.contains(type) ? .discrete : .continuous
    try reportingFailures {
      let out = try OutputFile(path: nil)
      out.write(StateDiagram(name: type, style: style).dot)
      try out.commit()
    }
  }
}
