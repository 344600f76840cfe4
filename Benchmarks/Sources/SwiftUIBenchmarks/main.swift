// Measures GestureUI's update pass in a release build: a screen of about fifty views where a
// drag writes @State on every frame; the same screen under a finger that changes nothing; and
// lists of 10 to 10,000 rows where a drag writes one row's @State, to show that a frame costs
// what it changes, not how many views there are.
//
// For each scenario, several runs of a fresh screen, each fed the same frames; it reports the
// median rate (frames per second, the update pass included), the bodies run per frame, the
// allocations per frame (MallocCounter) and the layout work per frame (elements measured and
// placed). Usage: SwiftUIBenchmarks [runs] [board|still|rows N] [frames] (7 runs of board,
// still and rows 10, 100 and 1,000 by default; 600 frames). One scenario with a given number
// of frames is what Benchmarks/callgrind-per-frame.sh runs under callgrind.
// `SwiftUIBenchmarks [runs] gestures|views [N ...]` prints the scale curves instead: the time to
// host a view with N chained tap gestures (or N views with a tap each) and to run one tap on it.

import Foundation
import GestureKit
import MallocCounter

/// Writes the pan's translation into a binding on every change, as a drag handler does.
struct DragTracker: UIGestureRecognizerRepresentable {
  @Binding var offset: CGSize

  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
    UIPanGestureRecognizer()
  }

  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    let translation = context.converter.translation(in: .global) ?? .zero
    offset = CGSize(width: translation.x, height: translation.y)
  }
}

/// A tile of the grid: a shape and a label; its inputs never change during the drag.
struct Tile: View {
  let index: Int

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 6).fill(Color.blue)
      Text("\(index)").font(.caption)
    }
    .frame(width: 70, height: 40)
  }
}

/// Forty-eight tiles in rows, and a handle that follows the drag.
struct Board: View {
  @State private var offset = CGSize.zero

  var body: some View {
    VStack(spacing: 4) {
      ForEach(0..<12) { row in
        HStack(spacing: 4) {
          ForEach(0..<4) { column in Tile(index: row * 4 + column) }
        }
      }
      Circle()
        .frame(width: 60, height: 60)
        .offset(offset)
        .gesture(DragTracker(offset: $offset))
    }
  }
}

/// One row of a long list: its own offset, which a drag on it writes.
struct ListRow: View {
  let index: Int
  @State private var offset = CGSize.zero

  var body: some View {
    HStack {
      Text("Row \(index)")
      Spacer()
    }
    .frame(height: 20)
    .contentShape(Rectangle())
    .offset(x: offset.width)
    .gesture(DragTracker(offset: $offset))
  }
}

/// `count` rows from the top of the window.
struct RowList: View {
  let count: Int

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { ListRow(index: $0) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}

/// A color filling the window with `count` tap gestures chained on it, needing one, two and three taps in turn:
/// each modifier waits for those inside it, and one needing fewer taps waits for one needing
/// more, so every pair is a failure requirement.
struct ChainedTaps: View {
  let count: Int

  var body: some View {
    var view = AnyView(Color.red)
    for index in 0..<count {
      view = AnyView(view.gesture(TapGesture(count: index % 3 + 1).onEnded {}))
    }
    return view
  }
}

/// `count` thin squares in a column, each with its own tap.
struct TappableColumn: View {
  let count: Int

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { _ in
        Color.red.frame(width: 100, height: 0.05).onTapGesture {}
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}

/// Seconds to host `make()`'s view (the first update pass included), and seconds for one tap on
/// it at `point` until every gesture has decided (the clock run one second past the lift). The
/// tap must reach `gestures` recognizers, each ending or failing, or the run stops.
@MainActor func timeHostAndTap(_ make: () -> some View, at point: CGPoint, gestures: Int) -> (
  Double, Double
) {
  let clock = ContinuousClock()
  let began = clock.now
  let host = SwiftUIHost(make())
  let hosted = clock.now
  host.simulation.feed(TouchFrame(time: 0, changes: [.init(id: 1, phase: .down, location: point)]))
  host.simulation.feed(TouchFrame(time: 0.05, changes: [.init(id: 1, phase: .up, location: point)]))
  host.simulation.advance(by: 1)
  host.update()
  let tapped = clock.now
  let decided = host.transcript.filter { $0.state == .ended || $0.state == .failed }.count
  guard decided == gestures else {
    fatalError("the tap decided \(decided) gestures, not \(gestures)")
  }
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
  return (seconds(began.duration(to: hosted)), seconds(hosted.duration(to: tapped)))
}

/// The scale curves: host and tap times for 125 to 1,000 chained gestures and 1,250 to 10,000
/// tappable views, the median of `runs` each.
@MainActor func reportScale(runs: Int, counts: [Int], views: Bool) {
  for count in counts {
    let times = (0..<runs).map { _ in
      views
        ? timeHostAndTap(
          { TappableColumn(count: count) }, at: CGPoint(x: 195, y: 0.02), gestures: 1)
        : timeHostAndTap({ ChainedTaps(count: count) }, at: CGPoint(x: 50, y: 50), gestures: count)
    }
    print(
      String(
        format: "%@ %6d: host %.4f s, one tap %.4f s (median of %d)",
        views ? "tappable views  " : "chained gestures", count, median(times.map(\.0)),
        median(times.map(\.1)), runs))
  }
}

struct Measurement {
  let framesPerSecond: Double
  let bodiesPerFrame: Double
  let allocationsPerFrame: Double
  let measurementsPerFrame: Double
  let placementsPerFrame: Double
}

/// A finger down at `start`, moving 1 point right every 8 ms for `count` frames, then up.
func dragFrames(from start: CGPoint, count: Int) -> [TouchFrame] {
  var frames = [TouchFrame(time: 0, changes: [.init(id: 1, phase: .down, location: start)])]
  for step in 1...count {
    let point = CGPoint(x: start.x + CGFloat(step), y: start.y)
    frames.append(
      TouchFrame(time: Double(step) * 0.008, changes: [.init(id: 1, phase: .move, location: point)])
    )
  }
  frames.append(
    TouchFrame(
      time: Double(count + 1) * 0.008,
      changes: [
        .init(id: 1, phase: .up, location: CGPoint(x: start.x + CGFloat(count), y: start.y))
      ]
    ))
  return frames
}

@MainActor func measure(
  _ host: @autoclosure () -> SwiftUIHost, at start: CGPoint, frames count: Int
) -> Measurement {
  let host = host()
  let input = dragFrames(from: start, count: count)
  let bodiesBefore = host.totalBodyCount
  let workBefore = host.layoutWork
  let allocationsBefore = malloc_counter_allocations()
  let clock = ContinuousClock()
  let began = clock.now
  for frame in input { host.simulation.feed(frame) }
  host.update()
  let elapsed = began.duration(to: clock.now)
  let allocations = malloc_counter_allocations() - allocationsBefore
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  let frames = Double(input.count)
  let work = host.layoutWork
  return Measurement(
    framesPerSecond: frames / seconds,
    bodiesPerFrame: Double(host.totalBodyCount - bodiesBefore) / frames,
    allocationsPerFrame: Double(allocations) / frames,
    measurementsPerFrame: Double(work.measurements - workBefore.measurements) / frames,
    placementsPerFrame: Double(work.placements - workBefore.placements) / frames)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

@MainActor func report(_ name: String, _ runs: [Measurement]) {
  let rates = runs.map(\.framesPerSecond)
  print(
    String(
      format:
        "%@  %.0f frames/s (median of %d; min %.0f, max %.0f)  %.2f bodies/frame  %.1f allocations/frame  %.1f measured, %.1f placed/frame",
      name, median(rates), runs.count, rates.min() ?? 0, rates.max() ?? 0,
      median(runs.map(\.bodiesPerFrame)), median(runs.map(\.allocationsPerFrame)),
      median(runs.map(\.measurementsPerFrame)), median(runs.map(\.placementsPerFrame))))
}

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.first.flatMap { Int($0) } ?? 7
let only = arguments.dropFirst().first
let scaleCounts = arguments.dropFirst(2).compactMap { Int($0) }
if only == "gestures" || only == "views" {
  MainActor.assumeIsolated {
    let defaults = only == "gestures" ? [125, 250, 500, 1_000] : [1_250, 2_500, 5_000, 10_000]
    reportScale(
      runs: runs, counts: scaleCounts.isEmpty ? defaults : scaleCounts, views: only == "views")
  }
  exit(0)
}
let rowCounts =
  only == "rows" ? [arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000] : [10, 100, 1_000]
let frameCount =
  (only == "rows" ? arguments.dropFirst(3) : arguments.dropFirst(2)).first.flatMap {
    Int($0)
  } ?? 600
MainActor.assumeIsolated {
  // The handle sits below the 12 rows (12 × 40 + 11 × 4 + 4 = 528 points of grid above it).
  let screen = SwiftUIHost(Board())
  let handle = screen.frame(ofFirst: Circle.self)
  let tile = screen.frame(ofFirst: Tile.self, index: 5)
  let onHandle = CGPoint(x: handle.midX, y: handle.midY)
  if only == nil || only == "board" {
    _ = measure(SwiftUIHost(Board()), at: onHandle, frames: 100)  // warm-up
    report(
      "drag writing @State, 49 views",
      (0..<runs).map { _ in measure(SwiftUIHost(Board()), at: onHandle, frames: frameCount) })
  }
  if only == nil || only == "still" {
    report(
      "finger on a tile, no state   ",
      (0..<runs).map { _ in
        measure(SwiftUIHost(Board()), at: CGPoint(x: tile.midX, y: tile.midY), frames: frameCount)
      })
  }
  // The sixth row (20 points each, from the top of the window).
  let onRow = CGPoint(x: 100, y: 5 * 20 + 10)
  if only == nil || only == "rows" {
    for count in rowCounts {
      report(
        String(format: "drag writing one row's @State, %5d rows", count),
        (0..<runs).map { _ in
          measure(SwiftUIHost(RowList(count: count)), at: onRow, frames: frameCount)
        })
    }
  }
}
