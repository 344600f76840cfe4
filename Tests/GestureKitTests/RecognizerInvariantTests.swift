import Foundation
import GestureKit
import GestureTestSupport
import Testing

/// A random multi-finger stream: fingers land, wander, pause, lift (and now and then are
/// cancelled), up to four at once, on a 390 × 844 window; every finger is up at the end.
private func randomStream(seed: UInt64) -> [TouchFrame] {
  var random = SeededGenerator(seed: seed)
  var frames: [TouchFrame] = []
  var down: [Int: CGPoint] = [:]
  var nextID = 1
  var time = 0.0
  let steps = Int.random(in: 4...40, using: &random)
  for step in 0..<steps {
    var changes: [TouchFrame.Change] = []
    let roll = Int.random(in: 0..<100, using: &random)
    if down.isEmpty || (roll < 15 && down.count < 4) {
      let point = pt(
        CGFloat.random(in: 0..<390, using: &random), CGFloat.random(in: 0..<844, using: &random))
      down[nextID] = point
      changes.append(.init(id: nextID, phase: .down, location: point))
      nextID += 1
    } else if roll < 25 || step == steps - 1 {
      let id = down.keys.sorted()[Int.random(in: 0..<down.count, using: &random)]
      let phase: TouchFrame.Change.Phase = roll == 24 ? .cancel : .up
      changes.append(.init(id: id, phase: phase, location: down.removeValue(forKey: id)!))
    } else {
      let spread = [2.0, 15.0, 60.0][Int.random(in: 0..<3, using: &random)]
      for id in down.keys.sorted() where Bool.random(using: &random) || down.count == 1 {
        let point = pt(
          down[id]!.x + CGFloat.random(in: -spread...spread, using: &random),
          down[id]!.y + CGFloat.random(in: -spread...spread, using: &random))
        down[id] = point
        changes.append(.init(id: id, phase: .move, location: point))
      }
    }
    frames.append(TouchFrame(time: time, changes: changes))
    let pause = Int.random(in: 0..<10, using: &random) == 0
    time +=
      pause
      ? Double.random(in: 0.1...0.8, using: &random)
      : Double.random(in: 0.001...0.04, using: &random)
  }
  let rest = down.keys.sorted().map { TouchFrame.Change(id: $0, phase: .up, location: down[$0]!) }
  if !rest.isEmpty { frames.append(TouchFrame(time: time, changes: rest)) }
  return frames
}

/// Every built-in on one full-window view (plus a child view with a tap and a long press),
/// each allowed to recognize with every other: the default scene.
private func simultaneousScene(_ delegate: SimultaneousDelegate) -> (
  Simulation, [UIGestureRecognizer]
) {
  let edge = UIScreenEdgePanGestureRecognizer()
  edge.edges = .all
  let doubleTap = UITapGestureRecognizer()
  doubleTap.numberOfTapsRequired = 2
  let twoFingerPan = UIPanGestureRecognizer()
  twoFingerPan.minimumNumberOfTouches = 2
  let recognizers: [UIGestureRecognizer] = [
    UITapGestureRecognizer(), doubleTap, UILongPressGestureRecognizer(), UIPanGestureRecognizer(),
    twoFingerPan, UISwipeGestureRecognizer(), UIPinchGestureRecognizer(),
    UIRotationGestureRecognizer(), edge, UIHoverGestureRecognizer(),
  ]
  for (index, recognizer) in recognizers.enumerated() {
    recognizer.name = "\(recognizer.transcriptType)\(index)"
    recognizer.delegate = delegate
  }
  let (simulation, canvas) = canvasScene()
  for recognizer in recognizers { canvas.addGestureRecognizer(recognizer) }
  return (simulation, recognizers)
}

/// Competing recognizers with no delegate: a canvas and a child view in it.
private func exclusiveScene() -> (Simulation, [UIGestureRecognizer]) {
  let (simulation, canvas) = canvasScene()
  let child = UIView(frame: CGRect(x: 50, y: 200, width: 290, height: 400))
  canvas.addSubview(child)
  let swipe = UISwipeGestureRecognizer()
  swipe.direction = [.left, .right, .up, .down]
  let onCanvas: [UIGestureRecognizer] = [
    UIPanGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer(),
    UILongPressGestureRecognizer(), swipe,
  ]
  let onChild: [UIGestureRecognizer] = [UITapGestureRecognizer(), UIPanGestureRecognizer()]
  for (index, recognizer) in (onCanvas + onChild).enumerated() {
    recognizer.name = "\(recognizer.transcriptType)\(index)"
  }
  for recognizer in onCanvas { canvas.addGestureRecognizer(recognizer) }
  for recognizer in onChild { child.addGestureRecognizer(recognizer) }
  return (simulation, onCanvas + onChild)
}

/// Why a transcript breaks UIKit's rules, or `nil` when it keeps them.
private func violation(in entries: [TranscriptEntry], exclusive: Bool) -> String? {
  let discrete: Set<String> = ["tap", "swipe"]
  var current: [String: UIGestureRecognizer.State] = [:]
  var active: Set<String> = []
  var lastRecognition: (time: TimeInterval, name: String)?
  for entry in entries {
    let previous = current[entry.recognizer] ?? .possible
    guard entry.previousState == previous else { return "\(entry): expected from \(previous)" }
    guard let resolved = previous.resolving(entry.state), resolved == entry.state else {
      return "\(entry): not a result of the state table"
    }
    let legal: Bool
    switch (previous, entry.state) {
    case (.possible, .ended), (.possible, .failed): legal = true
    case (.possible, .began), (.began, .changed), (.changed, .changed), (.began, .ended),
      (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
      legal = !discrete.contains(entry.type)
    default: legal = false
    }
    guard legal else { return "\(entry): illegal for a \(entry.type)" }
    current[entry.recognizer] = entry.state.isTerminal ? .possible : entry.state
    guard exclusive else { continue }
    let recognizes = previous == .possible && entry.state != .failed
    if recognizes {
      if let other = active.first { return "\(entry): while \(other) is active" }
      if let last = lastRecognition, last.time == entry.time, last.name != entry.recognizer {
        return "\(entry): together with \(last.name)"
      }
      lastRecognition = (entry.time, entry.recognizer)
    }
    if entry.state == .began || entry.state == .changed {
      active.insert(entry.recognizer)
    } else {
      active.remove(entry.recognizer)
    }
  }
  return nil
}

@Test(
  "Random streams keep legal paths, settle to possible, have one exclusive winner, replay alike",
  arguments: [false, true])
func randomizedInvariants(exclusive: Bool) {
  let streams = 1000
  var problems: [String] = []
  var recognitions = 0
  for seed in 0..<UInt64(streams) {
    let frames = randomStream(seed: seed &* 7919 &+ 17)
    var transcripts: [[String]] = []
    for _ in 0..<2 {
      let delegate = SimultaneousDelegate()
      let (simulation, recognizers) = exclusive ? exclusiveScene() : simultaneousScene(delegate)
      let entries = simulation.run(TouchScript(frames: frames))
      if let problem = violation(in: entries, exclusive: exclusive) {
        problems.append("seed \(seed): \(problem)")
      }
      if let busy = recognizers.first(where: { $0.state != .possible }) {
        problems.append("seed \(seed): \(busy.name ?? "?") still \(busy.state) after settling")
      }
      recognitions += entries.filter { $0.previousState == .possible && $0.state != .failed }.count
      transcripts.append(lines(entries))
    }
    if transcripts[0] != transcripts[1] { problems.append("seed \(seed): second run differs") }
  }
  #expect(problems.isEmpty, "\(problems.prefix(5))")
  // The streams are varied enough to recognize gestures often, not only to fail them.
  #expect(recognitions > streams)
}

@Test("The invariant checker rejects illegal paths and a second exclusive winner")
func invariantCheckerRejects() {
  func entry(
    _ name: String, _ type: String, _ from: UIGestureRecognizer.State,
    _ to: UIGestureRecognizer.State, at time: TimeInterval = 0
  ) -> TranscriptEntry {
    TranscriptEntry(
      time: time, recognizer: name, type: type, view: "canvas", previousState: from, state: to,
      touches: 1, location: .zero)
  }
  #expect(violation(in: [entry("tap", "tap", .possible, .began)], exclusive: false) != nil)
  #expect(violation(in: [entry("pan", "pan", .possible, .changed)], exclusive: false) != nil)
  #expect(violation(in: [entry("pan", "pan", .began, .changed)], exclusive: false) != nil)
  let twoWinners = [
    entry("pan", "pan", .possible, .began), entry("pinch", "pinch", .possible, .began),
  ]
  #expect(violation(in: twoWinners, exclusive: false) == nil)
  #expect(violation(in: twoWinners, exclusive: true) != nil)
  let sameInstant = [
    entry("tap", "tap", .possible, .ended, at: 1),
    entry("swipe", "swipe", .possible, .ended, at: 1),
  ]
  #expect(violation(in: sameInstant, exclusive: true) != nil)
}
