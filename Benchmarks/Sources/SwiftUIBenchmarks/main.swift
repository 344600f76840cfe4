// Measures GestureUI's update pass in a release build: a screen of about fifty views where a
// drag writes @State on every frame, and the same screen under a finger that changes nothing.
//
// For each scenario, several runs of a fresh screen, each fed the same frames; it reports the
// median rate (frames per second, the update pass included), the bodies run per frame and the
// allocations per frame (MallocCounter). Usage: SwiftUIBenchmarks [runs] (7 by default).

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

struct Measurement {
  let framesPerSecond: Double
  let bodiesPerFrame: Double
  let allocationsPerFrame: Double
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

@MainActor func measure(at start: CGPoint, frames count: Int) -> Measurement {
  let host = SwiftUIHost(Board())
  let input = dragFrames(from: start, count: count)
  let bodiesBefore = host.totalBodyCount
  let allocationsBefore = malloc_counter_allocations()
  let clock = ContinuousClock()
  let began = clock.now
  for frame in input { host.simulation.feed(frame) }
  host.update()
  let elapsed = began.duration(to: clock.now)
  let allocations = malloc_counter_allocations() - allocationsBefore
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  let frames = Double(input.count)
  return Measurement(
    framesPerSecond: frames / seconds,
    bodiesPerFrame: Double(host.totalBodyCount - bodiesBefore) / frames,
    allocationsPerFrame: Double(allocations) / frames)
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
        "%@  %.0f frames/s (median of %d; min %.0f, max %.0f)  %.2f bodies/frame  %.1f allocations/frame",
      name, median(rates), runs.count, rates.min() ?? 0, rates.max() ?? 0,
      median(runs.map(\.bodiesPerFrame)), median(runs.map(\.allocationsPerFrame))))
}

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 7 : 7
MainActor.assumeIsolated {
  // The handle sits below the 12 rows (12 × 40 + 11 × 4 + 4 = 528 points of grid above it).
  let screen = SwiftUIHost(Board())
  let handle = screen.frame(ofFirst: Circle.self)
  let tile = screen.frame(ofFirst: Tile.self, index: 5)
  _ = measure(at: CGPoint(x: handle.midX, y: handle.midY), frames: 100)  // warm-up
  report(
    "drag writing @State, 49 views",
    (0..<runs).map { _ in measure(at: CGPoint(x: handle.midX, y: handle.midY), frames: 600) })
  report(
    "finger on a tile, no state ",
    (0..<runs).map { _ in measure(at: CGPoint(x: tile.midX, y: tile.midY), frames: 600) })
}
