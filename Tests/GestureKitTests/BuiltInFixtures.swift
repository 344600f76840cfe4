import Foundation
import GestureKit
import GestureTestSupport

/// Shorthand for a point in tests.
nonisolated func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A simulation with one full-window view named `canvas` carrying `recognizers`.
func canvasScene(
  _ recognizers: UIGestureRecognizer..., size: CGSize = CGSize(width: 390, height: 844)
) -> (simulation: Simulation, canvas: RecordingView) {
  let simulation = Simulation(windowSize: size)
  let canvas = RecordingView(frame: CGRect(origin: .zero, size: size))
  canvas.accessibilityIdentifier = "canvas"
  simulation.window.addSubview(canvas)
  for recognizer in recognizers { canvas.addGestureRecognizer(recognizer) }
  return (simulation, canvas)
}

/// The canonical text lines of a transcript.
nonisolated func lines(_ entries: [TranscriptEntry]) -> [String] {
  entries.map(\.description)
}

/// Whether two numbers agree to within `tolerance`.
nonisolated func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points agree to within `tolerance` on both axes.
nonisolated func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

nonisolated extension TranscriptEntry {
  /// A pair value as a point.
  func pair(_ key: String) -> CGPoint? {
    guard case .pair(let x, let y) = value(key) else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// A number value.
  func number(_ key: String) -> CGFloat? {
    guard case .number(let number) = value(key) else { return nil }
    return CGFloat(number)
  }
}

/// The entries' times in whole milliseconds, for comparing without floating-point noise.
nonisolated func milliseconds(_ entries: [TranscriptEntry]) -> [Int] {
  entries.map { Int(($0.time * 1000).rounded()) }
}
