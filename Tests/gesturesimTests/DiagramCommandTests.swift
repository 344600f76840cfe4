import Foundation
import Testing

@Suite("gesturesim diagram")
struct DiagramCommandTests {
  @Test(
    "The state machines of a continuous and a discrete recognizer match their golden DOT",
    arguments: ["pan", "tap", "TapGesture", "DragGesture", "SequenceGesture"])
  func golden(_ type: String) async throws {
    let run = try await GestureSimTool.run("diagram", type)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError == "")
    try Golden.expect(run.standardOutput, equals: "diagram-\(type).dot")
  }

  @Test(
    "Every built-in recognizer has its own diagram, with its conditions and threshold values",
    arguments: [
      ("longPress", "0.5 s"), ("pinch", "8 pt"), ("rotation", "0.07 rad"),
      ("screenEdgePan", "20 pt"), ("hover", "the pointer enters the view"), ("swipe", "50 pt"),
      ("pan", "10 pt (hysteresis)"), ("tap", "0.35 s"),
    ])
  func everyType(_ type: String, shows condition: String) async throws {
    let run = try await GestureSimTool.run("diagram", type)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput.hasPrefix("digraph \(type) {"))
    #expect(run.standardOutput.hasSuffix("}\n"))
    #expect(run.standardOutput.contains(condition))
    #expect(run.standardOutput.contains("legend [shape=box"))
    #expect(run.standardOutput.contains("penwidth=2"))
  }

  @Test("The six continuous types give six different diagrams")
  func continuousTypesDiffer() async throws {
    var bodies = Set<String>()
    for type in ["longPress", "pan", "pinch", "rotation", "screenEdgePan", "hover"] {
      let run = try await GestureSimTool.run("diagram", type)
      bodies.insert(run.standardOutput.replacingOccurrences(of: type, with: "T"))
    }
    #expect(bodies.count == 6)
  }

  @Test(
    "Every SwiftUI gesture has its own diagram, with its conditions and threshold values",
    arguments: [
      ("TapGesture", "0.35 s"), ("SpatialTapGesture", "maximumDelay"),
      ("LongPressGesture", "the finger rests 0.5 s"), ("DragGesture", "the finger moves ≥ 10 pt"),
      ("MagnifyGesture", "the scale moves ≥ 0.01 from 1"), ("RotateGesture", "turn ≥ 1°"),
      ("SimultaneousGesture", "callbackOrder"), ("SequenceGesture", "secondStartDelay"),
      ("ExclusiveGesture", "a part becomes active"),
    ])
  func everySwiftUIGesture(_ type: String, shows condition: String) async throws {
    let run = try await GestureSimTool.run("diagram", type)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput.hasPrefix("digraph \(type) {"))
    #expect(run.standardOutput.contains(condition), "\(run)")
    #expect(run.standardOutput.contains("penwidth=2"))
  }
}
