// Measures how fast the built-in recognizers process touch frames, in a release build.
//
// Each scenario feeds a prepared list of frames to a fresh simulation, several times, and
// reports the median rate with the spread of the runs, and the allocations per frame counted by
// MallocCounter. Usage: RecognizerBenchmarks [runs] [default|tree] (7 runs of both by
// default). `swiftui [frames]` runs a SwiftUI screen beside the UIKit default scene; `uikit
// [frames]` and `swiftui-screen [frames]` run one of the two once, for callgrind.

import Foundation
import GestureKit
import MallocCounter

/// Lets every recognizer recognize with every other, as the default scene does.
final class Everything: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

/// One of each built-in, all simultaneous.
@MainActor func everyBuiltIn(_ delegate: Everything) -> [UIGestureRecognizer] {
  let edge = UIScreenEdgePanGestureRecognizer()
  edge.edges = .all
  let recognizers: [UIGestureRecognizer] = [
    UITapGestureRecognizer(), UILongPressGestureRecognizer(), UIPanGestureRecognizer(),
    UISwipeGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), edge,
    UIHoverGestureRecognizer(),
  ]
  for recognizer in recognizers { recognizer.delegate = delegate }
  return recognizers
}

/// Gestures around `center`, one frame every 8 ms: a one-finger drag of 60 frames, then a
/// two-finger pinch-and-turn of 60 frames (fingers landing `spread` points either side of the
/// center, then spreading 1 pt per frame), repeated until `count` frames.
func frames(count: Int, around center: CGPoint, spread: CGFloat = 30) -> [TouchFrame] {
  var result: [TouchFrame] = []
  result.reserveCapacity(count + 4)
  var time = 0.0
  func add(_ changes: [TouchFrame.Change]) {
    result.append(TouchFrame(time: time, changes: changes))
    time += 0.008
  }
  var cycle = 0
  while result.count < count {
    cycle += 1
    if cycle % 2 == 1 {
      add([.init(id: 1, phase: .down, location: center)])
      for step in 1...60 {
        let offset = CGFloat(step) * 2
        add([.init(id: 1, phase: .move, location: CGPoint(x: center.x + offset, y: center.y))])
      }
      add([.init(id: 1, phase: .up, location: CGPoint(x: center.x + 120, y: center.y))])
    } else {
      func fingers(_ step: Int) -> (CGPoint, CGPoint) {
        let angle = CGFloat(step) * 0.02
        let radius = spread + CGFloat(step)
        let dx = radius * cos(angle)
        let dy = radius * sin(angle)
        return (
          CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)
        )
      }
      let (a, b) = fingers(0)
      add([.init(id: 1, phase: .down, location: a), .init(id: 2, phase: .down, location: b)])
      for step in 1...60 {
        let (a, b) = fingers(step)
        add([.init(id: 1, phase: .move, location: a), .init(id: 2, phase: .move, location: b)])
      }
      let (c, d) = fingers(60)
      add([.init(id: 1, phase: .up, location: c), .init(id: 2, phase: .up, location: d)])
    }
  }
  return result
}

/// A window holding a full tree of `depth` levels with `branching` tiles per view, splitting
/// across x and y in turn, so that any point lies in exactly one tile per level. Returns the
/// window, the leaf in the middle, and the number of views below the window.
@MainActor func tiledTree(branching: Int, depth: Int) -> (UIWindow, UIView, Int) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  var count = 0
  func split(_ parent: UIView, level: Int) -> UIView {
    guard level < depth else { return parent }
    let size = parent.bounds.size
    var frontmost = parent
    for index in 0..<branching {
      let position = CGFloat(index)
      let frame =
        level % 2 == 0
        ? CGRect(
          x: position * size.width / CGFloat(branching), y: 0,
          width: size.width / CGFloat(branching), height: size.height)
        : CGRect(
          x: 0, y: position * size.height / CGFloat(branching), width: size.width,
          height: size.height / CGFloat(branching))
      let tile = UIView(frame: frame)
      parent.addSubview(tile)
      count += 1
      let leaf = split(tile, level: level + 1)
      if index == branching / 2 { frontmost = leaf }
    }
    return frontmost
  }
  let leaf = split(window, level: 0)
  return (window, leaf, count)
}

struct Measurement {
  var framesPerSecond: Double
  var allocationsPerFrame: Double
}

/// Feeds `input` to the simulation `make` builds, timing only the feeding.
@MainActor func measure(_ input: [TouchFrame], _ make: () -> Simulation) -> Measurement {
  let simulation = make()
  simulation.keepsTranscript = false
  let clock = ContinuousClock()
  let allocationsBefore = malloc_counter_allocations()
  let start = clock.now
  for frame in input { simulation.feed(frame) }
  let elapsed = clock.now - start
  let allocations = malloc_counter_allocations() - allocationsBefore
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return Measurement(
    framesPerSecond: Double(input.count) / seconds,
    allocationsPerFrame: Double(allocations) / Double(input.count))
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func report(_ name: String, _ runs: [Measurement]) -> Double {
  let rates = runs.map(\.framesPerSecond)
  let rate = median(rates)
  let line = String(
    format:
      "%@  %.0f frames/s (median of %d; min %.0f, max %.0f; %.0f ns/frame)  %.2f allocations/frame",
    name, rate, runs.count, rates.min()!, rates.max()!, 1e9 / rate,
    median(runs.map(\.allocationsPerFrame)))
  print(line)
  return rate
}

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7
let only = CommandLine.arguments.dropFirst(2).first
let delegate = Everything()

// The default scene: one full-window view with every built-in recognizer, all simultaneous.
if only == nil || only == "default" {
  let defaultInput = frames(count: 300_000, around: CGPoint(x: 195, y: 422))
  _ = measure(Array(defaultInput.prefix(20_000))) { Simulation() }
  var defaultRuns: [Measurement] = []
  for _ in 0..<runs {
    defaultRuns.append(
      measure(defaultInput) {
        let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
        let canvas = UIView(frame: simulation.window.bounds)
        canvas.accessibilityIdentifier = "canvas"
        simulation.window.addSubview(canvas)
        for recognizer in everyBuiltIn(delegate) { canvas.addGestureRecognizer(recognizer) }
        return simulation
      })
  }
  let defaultRate = report("default scene (8 recognizers)     ", defaultRuns)
  print(
    defaultRate >= 1_000_000
      ? "default scene meets 1,000,000 frames/s" : "default scene is below 1,000,000 frames/s")
  // The same, building every transcript entry and handing it to a consumer, as a replay does.
  var streamedRuns: [Measurement] = []
  for _ in 0..<runs {
    streamedRuns.append(
      measure(defaultInput) {
        let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
        var entries = 0
        simulation.onTranscriptEntry = { _ in entries += 1 }
        let canvas = UIView(frame: simulation.window.bounds)
        canvas.accessibilityIdentifier = "canvas"
        simulation.window.addSubview(canvas)
        for recognizer in everyBuiltIn(delegate) { canvas.addGestureRecognizer(recognizer) }
        return simulation
      })
  }
  _ = report("default scene, transcript streamed", streamedRuns)
}

// Tree size: the same gestures on a leaf carrying every built-in, in trees of about 10 and
// 10,000 views (10 tiles per level; 1 level against 4).
@MainActor func treeRuns(depth: Int, delegate: Everything, runs: Int) -> ([Measurement], Int) {
  var measurements: [Measurement] = []
  var size = 0
  let (_, probeLeaf, _) = tiledTree(branching: 10, depth: depth)
  let center = probeLeaf.convert(
    CGPoint(x: probeLeaf.bounds.midX, y: probeLeaf.bounds.midY), to: nil)
  // Both fingers land in the 10 × 10 pt leaf.
  let input = frames(count: 200_000, around: center, spread: 3)
  for _ in 0..<runs {
    measurements.append(
      measure(input) {
        let (window, leaf, views) = tiledTree(branching: 10, depth: depth)
        size = views
        for recognizer in everyBuiltIn(delegate) { leaf.addGestureRecognizer(recognizer) }
        return Simulation(window: window)
      })
  }
  return (measurements, size)
}
if only == nil || only == "tree" {
  let (smallRuns, smallSize) = treeRuns(depth: 1, delegate: delegate, runs: runs)
  let smallRate = report("tree of \(smallSize) views, leaf hit          ", smallRuns)
  let (largeRuns, largeSize) = treeRuns(depth: 4, delegate: delegate, runs: runs)
  let largeRate = report("tree of \(largeSize) views, leaf hit      ", largeRuns)
  print(String(format: "large tree / small tree cost per frame: %.2f×", smallRate / largeRate))
}

// Scale: many recognizers on one view, as a touch meets them. Each of `recognizers` taps on a
// full-window view (no delegates) sees every tap; the first to recognize excludes the rest, so
// each tap makes every recognizer join, fail and reset. The work per tap should grow with the
// recognizers, not with their square. Usage: RecognizerBenchmarks [runs] scale [N ...].
@MainActor func tapsPerSecond(recognizers: Int, taps: Int) -> Double {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.keepsTranscript = false
  let canvas = UIView(frame: simulation.window.bounds)
  simulation.window.addSubview(canvas)
  for _ in 0..<recognizers { canvas.addGestureRecognizer(UITapGestureRecognizer()) }
  var input: [TouchFrame] = []
  for tap in 0..<taps {
    let time = Double(tap) * 1.0
    let point = CGPoint(x: 195, y: 422)
    input.append(TouchFrame(time: time, changes: [.init(id: 1, phase: .down, location: point)]))
    input.append(
      TouchFrame(time: time + 0.05, changes: [.init(id: 1, phase: .up, location: point)]))
  }
  let clock = ContinuousClock()
  let start = clock.now
  for frame in input { simulation.feed(frame) }
  simulation.advance(to: Double(taps) + 1)
  let elapsed = clock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return Double(taps) / seconds
}
if only == "scale" {
  let sizes = CommandLine.arguments.dropFirst(3).compactMap { Int($0) }
  for size in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
    // Fewer taps for more recognizers, so that each size takes about as long when linear.
    let taps = max(3, 30_000 / size)
    let rates = (0..<runs).map { _ in tapsPerSecond(recognizers: size, taps: taps) }
    let rate = median(rates)
    print(
      String(
        format: "%7d taps on one view  %10.1f taps/s (median of %d, %d taps each; "
          + "%.3f ms/tap, %.0f ns per recognizer per tap)",
        size, rate, runs, taps, 1e3 / rate, 1e9 / rate / Double(size)))
  }
}

// SwiftUI: a screen of about 20 views with 10 gestures (8 rows with a tap each, a card with a
// drag that writes @GestureState on every frame, a magnify gesture over everything), fed the
// default scene's input aimed at the card, beside the UIKit default scene in the same run.
struct BenchmarkRow: View {
  let index: Int
  var body: some View {
    HStack(spacing: 0) {
      Color.gray.frame(width: 195, height: 40).onTapGesture {}
      Color.blue.frame(width: 195, height: 40)
    }
  }
}

struct BenchmarkScreen: View {
  @GestureState private var offset = CGSize.zero
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<8) { BenchmarkRow(index: $0) }
      RoundedRectangle(cornerRadius: 12)
        .frame(width: 200, height: 200)
        .offset(offset)
        .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
    .simultaneousGesture(MagnifyGesture())
  }
}

if only == nil || only == "swiftui" {
  // The screen is 520 pt tall, centred in 844: the card spans y 482...682. `swiftui N` feeds N
  // frames instead of 100,000 (for callgrind).
  let count = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 100_000
  let input = frames(count: count, around: CGPoint(x: 195, y: 582))
  func uikitScene() -> Simulation {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let canvas = UIView(frame: simulation.window.bounds)
    simulation.window.addSubview(canvas)
    for recognizer in everyBuiltIn(delegate) { canvas.addGestureRecognizer(recognizer) }
    return simulation
  }
  func swiftUIScene() -> Simulation {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    simulation.window.rootViewController = UIHostingController(rootView: BenchmarkScreen())
    return simulation
  }
  _ = measure(Array(input.prefix(5_000)), swiftUIScene)
  var uikitRuns: [Measurement] = []
  var swiftUIRuns: [Measurement] = []
  for _ in 0..<runs {
    uikitRuns.append(measure(input, uikitScene))
    swiftUIRuns.append(measure(input, swiftUIScene))
  }
  let uikitRate = report("UIKit default scene (8 recognizers)", uikitRuns)
  let swiftUIRate = report("SwiftUI screen (20 views, 10 gestures)", swiftUIRuns)
  print(
    String(format: "SwiftUI screen / UIKit scene cost per frame: %.2f×", uikitRate / swiftUIRate))
}

// One scene alone, for instruction counts per frame: `uikit N` or `swiftui-screen N` feeds the
// UIKit default scene or the SwiftUI screen N frames once, so that callgrind runs with N and 2N
// frames differ by the cost of N frames (Benchmarks/callgrind-per-frame.sh).
if only == "uikit" || only == "swiftui-screen" {
  let count = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 100_000
  let input = frames(count: count, around: CGPoint(x: 195, y: only == "uikit" ? 422 : 582))
  let measured = measure(input) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    if only == "uikit" {
      let canvas = UIView(frame: simulation.window.bounds)
      simulation.window.addSubview(canvas)
      for recognizer in everyBuiltIn(delegate) { canvas.addGestureRecognizer(recognizer) }
    } else {
      simulation.window.rootViewController = UIHostingController(rootView: BenchmarkScreen())
    }
    return simulation
  }
  _ = report(only == "uikit" ? "UIKit default scene alone" : "SwiftUI screen alone", [measured])
}

// Memory: the resident set before and after feeding a million frames to one simulation that
// streams its transcript to nowhere. A replay must not grow with its length.
func residentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return -1 }
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
}
if only == nil || only == "memory" {
  let cycle = frames(count: 10_000, around: CGPoint(x: 195, y: 422))
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.keepsTranscript = false
  var entries = 0
  simulation.onTranscriptEntry = { _ in entries += 1 }
  let canvas = UIView(frame: simulation.window.bounds)
  simulation.window.addSubview(canvas)
  for recognizer in everyBuiltIn(delegate) { canvas.addGestureRecognizer(recognizer) }
  var offset = 0.0
  func feedCycle() {
    for frame in cycle {
      simulation.feed(TouchFrame(time: frame.time + offset, changes: frame.changes))
    }
    offset += cycle.last!.time + 1
  }
  for _ in 0..<10 { feedCycle() }
  let before = residentKilobytes()
  for _ in 0..<100 { feedCycle() }
  let after = residentKilobytes()
  print(
    "memory: resident \(before) kB after 100,000 frames, \(after) kB after 1,100,000 frames "
      + "(\(entries) transcript entries streamed)")
}
