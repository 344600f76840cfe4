import Foundation
import GestureKit
import Testing

@testable import TouchTraces

@Suite("Replaying trace files")
@MainActor struct TraceInputTests {
  @Test("A generated recording replays through the default scene into a transcript")
  func recordingToTranscript() throws {
    let input = try TraceInput(
      path: TraceFixtures.corpus.appendingPathComponent("recordings/single-tap.yml").path)
    #expect(input.format == .libinputRecord)
    #expect(input.device?.name == "Goodix Capacitive TouchScreen")
    #expect(
      abs(input.windowSize.width - 1215 * PointMapping.defaultPointsPerMillimeter / 20) < 1e-9)
    let scene = Scene.makeDefault(windowSize: input.windowSize, registry: testRegistry)
    try input.forEachInput { scene.simulation.feed($0) }
    scene.simulation.settle()
    // The tap lifts on the eleventh frame at 120 Hz, where the jitter left the finger.
    #expect(
      scene.simulation.transcript.map(\.description) == [
        "+0.092s  stillTap  window  possible → ended  (195.1, 422.3)"
      ])
  }

  @Test("A touch script replays in its own window, touchpad rows included")
  func scriptToInput() throws {
    let input = try TraceInput(
      path: TraceFixtures.corpus.appendingPathComponent("scripts/touchpad-pinch.touches.yml").path)
    #expect(input.format == .touchScript && input.device == nil)
    #expect(input.windowSize == CGSize(width: 390, height: 844))
    var kinds: [IndirectEvent.Kind] = []
    try input.forEachInput { if case .indirect(let event) = $0 { kinds.append(event.kind) } }
    #expect(kinds == [.pinch, .pinch, .pinch, .pinch, .pointer])
  }

  @Test("A screen size fits the device's whole range onto the window")
  func screenFit() throws {
    let path = TraceFixtures.corpus.appendingPathComponent("recordings/swipe-left.yml").path
    let input = try TraceInput(
      path: path, mapping: PointMapping(screenSize: CGSize(width: 1000, height: 2000)))
    #expect(input.windowSize == CGSize(width: 1000, height: 2000))
    var xs: [CGFloat] = []
    try input.forEachInput {
      if case .touches(let frame) = $0 { xs += frame.changes.map(\.location.x) }
    }
    #expect(xs.allSatisfy { $0 >= 0 && $0 < 1000 })
    #expect(xs.first! > xs.last!)
  }

  @Test("convert turns a touch script and a recording into recordings that replay the same touches")
  func convert() throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["scripts/double-tap-then-drag.touches.yml", "recordings/pinch-in.yml"] {
      let source = TraceFixtures.corpus.appendingPathComponent(name).path
      let output = directory.appendingPathComponent("converted.yml").path
      try LibinputRecordWriter.convert(source, to: output)
      var original: [[TouchFrame.Change.Phase]] = []
      try TraceInput(path: source).forEachInput {
        if case .touches(let f) = $0 { original.append(f.changes.map(\.phase)) }
      }
      var converted: [[TouchFrame.Change.Phase]] = []
      try TraceInput(path: output).forEachInput {
        if case .touches(let f) = $0 { converted.append(f.changes.map(\.phase)) }
      }
      #expect(converted == original)
      #expect(converted.count > 4)
    }
  }
}
