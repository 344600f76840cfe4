import Foundation
import GestureKit
import Testing

@testable import TouchTraces

@Suite("Opening a trace with its scene, once")
@MainActor struct ReplayerTests {
  static func corpus(_ name: String) -> String {
    TraceFixtures.corpus.appendingPathComponent(name).path
  }

  @Test("A recording with a scene is fitted onto the scene's window and replays as TraceInput does")
  func recordingWithScene() throws {
    let trace = Self.corpus("recordings/pan.yml")
    let replayer = try Replayer(tracePath: trace, scenePath: TraceFiles.scene(beside: trace))
    let window = replayer.scene.simulation.window.bounds.size
    #expect(replayer.input.windowSize == window)
    #expect(replayer.input.format == .libinputRecord)
    var entries: [TranscriptEntry] = []
    var counted = 0
    let count = try replayer.run(
      onInput: { _, count in counted = count }, onEntry: { entries.append($0) })
    #expect(count > 0 && counted == count)

    // The same replay by hand, from the trace's parts.
    let scene = try Scene(path: TraceFiles.scene(beside: trace)!, registry: .builtIn)
    let input = try TraceInput(path: trace, mapping: PointMapping(screenSize: window))
    var inputs = 0
    try input.forEachInput {
      scene.simulation.feed($0)
      inputs += 1
    }
    scene.simulation.settle()
    #expect(inputs == count)
    #expect(!entries.isEmpty && entries == scene.simulation.transcript)
  }

  @Test("A recording without a scene gets the default scene in the device's own window")
  func recordingWithoutScene() throws {
    let replayer = try Replayer(tracePath: Self.corpus("recordings/single-tap.yml"))
    #expect(replayer.scene.simulation.window.bounds.size == replayer.input.windowSize)
    #expect(!replayer.isUncalibrated && !replayer.isTouchpad)
    var states: [UIGestureRecognizer.State] = []
    try replayer.run { states.append($0.state) }
    #expect(states.contains(.ended))
  }

  @Test("The device's map to points is worked out once and is the one the mapping gives")
  func scaleOnce() throws {
    let mapping = PointMapping(screenSize: CGSize(width: 500, height: 900))
    let input = try TraceInput(path: Self.corpus("recordings/swipe-left.yml"), mapping: mapping)
    let device = try #require(input.device)
    #expect(input.scale == mapping.scale(for: device))
    #expect(input.windowSize == CGSize(width: 500, height: 900))
    let script = try TraceInput(path: Self.corpus("scripts/tap.touches.yml"))
    #expect(script.scale == nil && script.device == nil)
  }

  @Test("A format given by the caller is used as given, without reading the file for it")
  func formatGiven() throws {
    let trace = Self.corpus("recordings/swipe-left.yml")
    let sniffed = try TraceInput(path: trace)
    let given = try TraceInput(path: trace, format: .libinputRecord)
    #expect(given.format == sniffed.format && given.windowSize == sniffed.windowSize)
    // A recording read as a touch script is a touch script's error, which shows the format
    // given was the one used.
    #expect(throws: TraceError.self) { try TraceInput(path: trace, format: .touchScript) }
    #expect(throws: TraceError.self) {
      try TraceFormat.openRecording(
        path: Self.corpus("scripts/tap.touches.yml"), format: .touchScript)
    }
  }

  @Test("A touch script with a scene keeps its own window")
  func scriptWithScene() throws {
    let trace = Self.corpus("scripts/double-tap-then-drag.touches.yml")
    let replayer = try Replayer(tracePath: trace, scenePath: TraceFiles.scene(beside: trace))
    #expect(replayer.input.format == .touchScript)
    #expect(replayer.input.windowSize == CGSize(width: 390, height: 844))
  }

  @Test("A touch script without a window, a new simulation and the screen share one default")
  func defaultWindow() throws {
    let script = try TouchScriptFile(bytes: Array("events: []\n".utf8), name: "s.touches.yml")
    #expect(script.windowSize == nil)
    let input = try TraceInput(bytes: Array("events: []\n".utf8), name: "s.touches.yml")
    #expect(input.windowSize == Simulation.defaultWindowSize)
    #expect(Simulation().window.bounds.size == Simulation.defaultWindowSize)
    #expect(Simulation.defaultWindowSize == CGSize(width: 390, height: 844))
  }

  @Test("Companion files are named from the trace's stem")
  func companions() {
    #expect(TraceFiles.stem(of: "a/pan.yml") == "a/pan")
    #expect(TraceFiles.stem(of: "tap.touches.yml") == "tap")
    #expect(TraceFiles.stem(of: "log.libinput-debug-events.txt") == "log")
    #expect(TraceFiles.expected(for: "a/tap.touches.yml") == "a/tap.expected.jsonl")
    #expect(TraceFiles.isTrace("pan.yml") && TraceFiles.isTrace("x.evemu"))
    #expect(!TraceFiles.isTrace("pan.scene.yml") && !TraceFiles.isTrace("pan.expected.jsonl"))
    #expect(TraceFiles.scene(beside: Self.corpus("recordings/pan.yml")) != nil)
    #expect(TraceFiles.scene(beside: Self.corpus("recordings/rotation.yml")) == nil)
  }

  @Test("Folders are searched for traces, sorted; a missing path is unavailable, not malformed")
  func expand() throws {
    let traces = try TraceFiles.expand([Self.corpus("scripts")])
    #expect(
      traces.map { ($0 as NSString).lastPathComponent } == [
        "double-tap-then-drag.touches.yml", "swiftui-card.touches.yml", "tap.touches.yml",
        "touchpad-pinch.touches.yml",
      ])
    let error = #expect(throws: TraceError.self) { try TraceFiles.expand(["no/such/folder"]) }
    #expect(error?.kind == .unavailable)
  }
}
