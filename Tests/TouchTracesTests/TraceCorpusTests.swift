import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// The corpus in `Traces/` is what the generator makes. To regenerate it after changing the
/// generator, run `GESTURESIM_REGENERATE_TRACES=1 swift test --filter TraceCorpus`.
@Suite("The Traces corpus")
struct TraceCorpusTests {
  static let regenerate = ProcessInfo.processInfo.environment["GESTURESIM_REGENERATE_TRACES"] == "1"
  static let recordings = TraceFixtures.corpus.appendingPathComponent("recordings")

  /// Writes a gesture's recording into `directory`.
  static func generate(_ gesture: TraceGenerator.Gesture, into directory: URL) throws -> String {
    let trace = gesture.trace()
    let path = directory.appendingPathComponent("\(gesture.rawValue).yml").path
    try LibinputRecordWriter.write(
      trace.frames, encoder: EvdevEncoder(device: trace.device), source: "TraceGenerator", to: path)
    return path
  }

  @Test(
    "Each committed recording is byte for byte what the generator makes",
    arguments: TraceGenerator.Gesture.allCases)
  func matchesGenerator(gesture: TraceGenerator.Gesture) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fresh = try Self.generate(gesture, into: directory)
    let committed = Self.recordings.appendingPathComponent("\(gesture.rawValue).yml").path
    if Self.regenerate {
      try? FileManager.default.removeItem(atPath: committed)
      try FileManager.default.copyItem(atPath: fresh, toPath: committed)
    }
    #expect(
      FileManager.default.contents(atPath: committed) == FileManager.default.contents(atPath: fresh)
    )
  }

  @Test(
    "Each recording decodes to the gesture it was made from, and Yams reads the same rows",
    arguments: TraceGenerator.Gesture.allCases)
  func decodes(gesture: TraceGenerator.Gesture) throws {
    let path = Self.recordings.appendingPathComponent("\(gesture.rawValue).yml").path
    let recording = try LibinputRecording(path: path)
    let trace = gesture.trace()
    #expect(try decodeAll(recording) == trace.frames)
    #expect(try yamsFrames(path) == [evdevFrames(recording)])
    // Every frame is on the 120 Hz clock, to the microsecond.
    #expect(
      trace.frames.allSatisfy { frame in
        let tick = (frame.time * TraceGenerator.frameRate).rounded()
        return frame.time == (tick * 1_000_000 / TraceGenerator.frameRate).rounded() / 1_000_000
      })
    #expect(trace.frames.count > 2)
  }

  @Test("The generated gestures have the sessions and finger counts their names promise")
  func sessions() throws {
    func summary(_ gesture: TraceGenerator.Gesture) throws -> TraceSummary {
      try TraceSummary.summarize(
        LibinputRecording(
          path: Self.recordings.appendingPathComponent("\(gesture.rawValue).yml").path))
    }
    #expect(try summary(.doubleTap).sessions.count == 2)
    #expect(try summary(.longPress).sessions.map { ($0.duration * 1000).rounded() } == [908])
    #expect(try summary(.pinchOut).sessions.map(\.maximumFingers) == [2])
    #expect(try summary(.threeFingerSwipe).sessions.map(\.maximumFingers) == [3])
    #expect(try summary(.threeFingerSwipe).device.kind == .touchpad)
    #expect(try summary(.twoFingerScroll).sessions.map(\.maximumFingers) == [2])
  }

  @Test(
    "libinput's touch-down-state reads the generated recordings",
    .enabled(if: LibinputTools.isAvailable, LibinputTools.missing),
    arguments: [TraceGenerator.Gesture.pinchOut, .threeFingerSwipe])
  func libinputReads(gesture: TraceGenerator.Gesture) throws {
    let path = Self.recordings.appendingPathComponent("\(gesture.rawValue).yml").path
    let result = try LibinputTools.analyze("touch-down-state", path)
    #expect(result.status == 0)
    let theirs = LibinputTools.touchDownStates(result.output)
    let ours = try decodedSlotStates(LibinputRecording(path: path))
    #expect(theirs.map(\.time) == ours.map(\.time))
    #expect(theirs.map(\.slots) == ours.map(\.slots))
  }

  @Test(
    "The shipped touch scripts read and replay",
    arguments: ["tap", "double-tap-then-drag", "touchpad-pinch"])
  func scripts(name: String) throws {
    let path = TraceFixtures.corpus.appendingPathComponent("scripts/\(name).touches.yml").path
    let file = try TouchScriptFile(path: path)
    #expect(file.windowSize == CGSize(width: 390, height: 844))
    #expect(!file.inputs.isEmpty)
    let reread = try TouchScriptFile(bytes: Array(file.yaml.utf8), name: name)
    #expect(reread == file)
  }

  @Test(
    "The shipped scenes load with UIKit's type and property names", arguments: ["photo", "list"])
  @MainActor func scenes(name: String) throws {
    let path = TraceFixtures.corpus.appendingPathComponent("scenes/\(name).scene.yml").path
    let scene = try Scene(path: path, registry: .builtIn)
    #expect(!scene.recognizers.isEmpty)
  }
}
