import ArgumentParser
import GestureCore
import GestureReports
import GestureUI
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

      SwiftUI's gestures are named as transcripts name them (TapGesture, DragGesture, \
      SequenceGesture, …): each attached gesture is one recognizer, drawn as any other.

      Example:
        gesturesim diagram pan | dot -Tsvg > pan.svg
      """)

  /// UIKit's built-in recognizers, then SwiftUI's gestures.
  static let declarations = RecognizerDeclaration.builtIns + RecognizerDeclaration.swiftUIGestures

  /// The names `diagram` takes: the scene names of UIKit's types, then SwiftUI's gestures.
  static var names: [String] {
    RecognizerDeclaration.builtIns.map(\.name).sorted()
      + RecognizerDeclaration.swiftUIGestures.map(\.name)
  }

  @Argument(
    help: """
      tap, longPress, pan, swipe, pinch, rotation, screenEdgePan or hover; or a SwiftUI \
      gesture: TapGesture, SpatialTapGesture, LongPressGesture, DragGesture, MagnifyGesture, \
      RotateGesture, SimultaneousGesture, SequenceGesture or ExclusiveGesture.
      """,
    completion: .list(Diagram.names))
  var type: String

  // Accepted as every other command accepts them (this one has nothing to report on standard
  // error but errors), so that scripts can pass the same switches to each.
  @OptionGroup var logging: LoggingOptions

  func validate() throws {
    let names = Self.names
    guard names.contains(type) else {
      throw ValidationError(
        "unknown recognizer type `\(type)`; expected one of " + names.joined(separator: ", "))
    }
  }

  func run() throws {
    _ = logging.bootstrap()
    try reportingFailures {
      let out = try OutputFile(path: nil)
      let diagram =
        StateDiagram.declared(type, among: Self.declarations)
        ?? StateDiagram(name: type, style: .continuous)
      out.write(diagram.dot)
      try out.commit()
    }
  }
}
