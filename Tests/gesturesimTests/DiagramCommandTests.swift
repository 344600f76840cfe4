import Foundation
import Testing

@Suite("gesturesim diagram")
struct DiagramCommandTests {
  @Test(
    "The state machines of a continuous and a discrete recognizer match their golden DOT",
    arguments: ["pan", "tap"])
  func golden(_ type: String) async throws {
    let run = try await GestureSimTool.run("diagram", type)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError == "")
    try Golden.expect(run.standardOutput, equals: "diagram-\(type).dot")
  }

  @Test(
    "Every built-in recognizer has a diagram, the same as its kind's",
    arguments: [
      ("longPress", "pan"), ("pinch", "pan"), ("rotation", "pan"), ("screenEdgePan", "pan"),
      ("hover", "pan"), ("swipe", "tap"),
    ])
  func everyType(_ type: String, sameKindAs golden: String) async throws {
    let run = try await GestureSimTool.run("diagram", type)
    let reference = try await GestureSimTool.run("diagram", golden)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput.hasPrefix("digraph"))
    #expect(run.standardOutput.hasSuffix("}\n"))
    // Only the graph's name differs between recognizers of one kind.
    #expect(
      run.standardOutput.replacingOccurrences(of: type, with: golden)
        == reference.standardOutput)
  }
}
