import GestureKit
import GestureReports
import Testing

@Suite("Built-in recognizers' own diagrams")
struct StateDiagramBuiltInsTests {
  @Test("Each built-in type has rules of its own and its class's thresholds; others have none")
  func builtIns() throws {
    for type in ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "hover"]
    {
      let diagram = try #require(StateDiagram.builtIn(type))
      #expect(!diagram.rules.isEmpty)
      #expect(diagram.rules.allSatisfy { $0.from.resolving($0.to) != nil || $0.from == .possible })
    }
    #expect(StateDiagram.builtIn("doubleSqueeze") == nil)
    let pinch = try #require(StateDiagram.builtIn("pinch"))
    #expect(pinch.style == .continuous)
    #expect(
      pinch.thresholds.map(\.property) == [
        "UIPinchGestureRecognizer.hysteresis", "UIPinchGestureRecognizer.previousVelocityWeight",
      ])
    #expect(pinch.rules.first?.condition.contains("8 pt") == true)
    #expect(StateDiagram.builtIn("swipe")?.style == .discrete)
    let edge = try #require(StateDiagram.builtIn("screenEdgePan"))
    #expect(edge.thresholds.map(\.property).contains("UIPanGestureRecognizer.hysteresis"))
  }
}
