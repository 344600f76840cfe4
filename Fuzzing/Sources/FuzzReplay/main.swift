import Foundation
import FuzzingSupport
import GestureKit
import TouchTraces

/// The line that separates a trace from a scene in one fuzz input; without it the default scene
/// (every built-in recognizer, all simultaneous) is used.
private let separator = Array("\n#scene\n".utf8)

/// Any bytes must replay through a scene or give a ``TraceError``; what replays must have finite
/// times, keep UIKit's legal transitions, close every `began` once all fingers are up and every
/// touchpad gesture has ended (unless a pointer hovers), and replay alike.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  expectSuccessOrTraceError(data, size) { bytes in
    var traceBytes = bytes
    var sceneBytes: [UInt8]?
    if let range = bytes.firstRange(of: separator) {
      traceBytes = Array(bytes[..<range.lowerBound])
      sceneBytes = Array(bytes[range.upperBound...])
    }
    // libFuzzer calls in on the main thread, where UIKit's types live.
    let first = try MainActor.assumeIsolated { try replay(traceBytes, sceneBytes) }
    let second = try MainActor.assumeIsolated { try replay(traceBytes, sceneBytes) }
    precondition(first == second, "a replay differed when run again")
  }
}

@MainActor
private func replay(_ traceBytes: [UInt8], _ sceneBytes: [UInt8]?) throws -> [String] {
  var mapping = PointMapping()
  let scene: Scene
  let input: TraceInput
  if let sceneBytes {
    scene = try Scene(bytes: sceneBytes, name: "fuzz.scene.yml", registry: .builtIn)
    mapping.screenSize = scene.simulation.window.bounds.size
    input = try TraceInput(bytes: traceBytes, name: "fuzz.trace", mapping: mapping)
  } else {
    input = try TraceInput(bytes: traceBytes, name: "fuzz.trace")
    scene = Scene.makeDefault(windowSize: input.windowSize, registry: .builtIn)
  }
  var lines: [String] = []
  var states: [String: UIGestureRecognizer.State] = [:]
  scene.simulation.keepsTranscript = false
  scene.simulation.onTranscriptEntry = { entry in
    lines.append(entry.description)
    precondition(entry.time.isFinite, "a transcript time is not finite: \(entry)")
    let before = states[entry.recognizer] ?? .possible
    let from: UIGestureRecognizer.State = before.isTerminal ? .possible : before
    precondition(isLegal(from, entry.state), "illegal transition: \(entry)")
    states[entry.recognizer] = entry.state
  }
  var down = Set<Int>()
  // A touchpad gesture (or continuous scroll) begun and not yet ended; readers refuse input
  // that leaves one open, so at the end there is none.
  var openGesture = false
  // Pointer motion hovers until the pointer leaves, which it never does at the end of an input:
  // a hover recognizer rightly stays `began` then.
  var sawPointer = false
  var count = 0
  try input.forEachInput { event in
    count += 1
    guard count <= 20_000 else { return }  // keep each run short
    precondition(event.time.isFinite, "an input time is not finite: \(event)")
    switch event {
    case .touches(let frame):
      for change in frame.changes {
        precondition(
          change.location.x.isFinite && change.location.y.isFinite,
          "a touch location is not finite: \(change)")
        if change.phase == .down { down.insert(change.id) }
        if change.phase == .up || change.phase == .cancel { down.remove(change.id) }
      }
    case .indirect(let indirect):
      let phased =
        indirect.kind == .pinch || indirect.kind == .swipe || indirect.kind == .hold
        || (indirect.kind == .scroll && indirect.isContinuous)
      if phased && indirect.phase == .begin { openGesture = true }
      if phased && indirect.phase == .end { openGesture = false }
      if indirect.kind == .pointer { sawPointer = true }
    }
    scene.simulation.feed(event)
  }
  scene.simulation.settle()
  if count <= 20_000 { precondition(!openGesture, "the input ended with a touchpad gesture open") }
  if down.isEmpty && !sawPointer && count <= 20_000 {
    for (name, state) in states {
      precondition(
        state != .began && state != .changed,
        "\(name) left \(state) with no finger down and no touchpad gesture open")
    }
  }
  return lines
}

/// UIKit's legal reported transitions.
private func isLegal(_ from: UIGestureRecognizer.State, _ to: UIGestureRecognizer.State) -> Bool {
  switch (from, to) {
  case (.possible, .began), (.possible, .ended), (.possible, .failed): true
  case (.began, .changed), (.began, .ended), (.began, .cancelled): true
  case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
  default: false
  }
}

fuzz(testOneInput)
