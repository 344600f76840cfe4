import Foundation
@_spi(Simulator) import GestureCore
import GestureKit
import Testing

// Test-only recognizers and helpers for the representable and coordinate-space tests. The
// names are chosen so that they can never clash with UIKit's recognizers.

/// A pan-like recognizer with no movement threshold: it begins at the first move, changes at
/// every move and ends when its last touch lifts. Its translation runs from the touch-down
/// centroid; its velocity is the last move's displacement over its interval. Both are kept in
/// window coordinates, so tests can predict them exactly from the input.
final class ProbeDragRecognizer: UIGestureRecognizer, GestureTranslationReporting,
  GestureVelocityReporting
{
  private var start: CGPoint?
  private var previous: (point: CGPoint, time: TimeInterval)?
  private var latest: (point: CGPoint, time: TimeInterval)?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard start == nil, let point = windowCentroid else { return }
    start = point
    latest = (point, event.timestamp)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let point = windowCentroid else { return }
    previous = latest
    latest = (point, event.timestamp)
    state = state == .possible ? .began : .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else {
      return
    }
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .cancelled
  }

  override func reset() {
    start = nil
    previous = nil
    latest = nil
  }

  override var transcriptType: String { "probeDrag" }

  func translation(in view: UIView?) -> CGPoint {
    guard let start, let latest else { return .zero }
    let window = CGPoint(x: latest.point.x - start.x, y: latest.point.y - start.y)
    return view?.convertVector(window, from: nil) ?? window
  }

  func velocity(in view: UIView?) -> CGPoint {
    guard let previous, let latest, latest.time > previous.time else { return .zero }
    let interval = latest.time - previous.time
    let window = CGPoint(
      x: (latest.point.x - previous.point.x) / interval,
      y: (latest.point.y - previous.point.y) / interval)
    return view?.convertVector(window, from: nil) ?? window
  }

  private var windowCentroid: CGPoint? {
    CGPoint.centroid(of: trackedTouches.map(\.locationInWindow))
  }
}

/// A long-press-like recognizer: it begins once a touch has stayed within
/// `allowableMovement` points for `minimumPressDuration` seconds, changes when it moves after
/// that, and ends at the lift. It has neither translation nor velocity.
final class ProbeHoldRecognizer: UIGestureRecognizer {
  /// Seconds the touch must stay down (chosen to match UIKit's long-press default).
  var minimumPressDuration: TimeInterval = 0.5
  /// Points the touch may wander before the hold begins (UIKit's long-press default).
  var allowableMovement: CGFloat = 10

  private var origin: CGPoint?
  private var timer: GestureTimer?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard origin == nil else { return }
    origin = location(in: nil)
    timer = scheduleTimer(after: minimumPressDuration) { [weak self] in
      guard let self, self.state == .possible else { return }
      self.state = .began
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible {
      if let origin, location(in: nil).distance(to: origin) > allowableMovement {
        state = .failed
      }
    } else {
      state = .changed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .cancelled
  }

  override func reset() {
    timer?.invalidate()
    timer = nil
    origin = nil
  }

  override var transcriptType: String { "probeHold" }
}

/// Records, at every action, what the converter answers in the spaces it is asked about.
struct ConverterProbe: UIGestureRecognizerRepresentable {
  let spaces: [CoordinateSpace]

  final class Coordinator {
    struct Sample {
      var state: UIGestureRecognizer.State
      var locations: [CGPoint]
      var translations: [CGPoint?]
      var velocities: [CGPoint?]
      var localLocation: CGPoint
      var localTranslation: CGPoint?
      var localVelocity: CGPoint?
    }

    var samples: [Sample] = []
  }

  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

  func makeUIGestureRecognizer(context: Context) -> ProbeDragRecognizer { ProbeDragRecognizer() }

  func handleUIGestureRecognizerAction(_ recognizer: ProbeDragRecognizer, context: Context) {
    let converter = context.converter
    context.coordinator.samples.append(
      Coordinator.Sample(
        state: recognizer.state,
        locations: spaces.map { converter.location(in: $0) },
        translations: spaces.map { converter.translation(in: $0) },
        velocities: spaces.map { converter.velocity(in: $0) },
        localLocation: converter.localLocation,
        localTranslation: converter.localTranslation,
        localVelocity: converter.localVelocity))
  }
}

/// A list of calls, in order, shared between a test and the representables it builds.
final class CallLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }

  /// The entries so far, which the log then forgets: for checking a test in steps.
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

/// A value kept outside a representable, for building bindings in tests.
final class Box<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }

  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A view that claims every point, so that random geometry never keeps a touch from reaching
/// the deepest view.
final class BoundlessView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
}

/// `(x, y)` with one decimal, as transcripts print points.
func describe(_ point: CGPoint?) -> String {
  guard let point else { return "nil" }
  return "(" + String(format: "%.1f", point.x) + ", " + String(format: "%.1f", point.y) + ")"
}

/// Expects `actual` to be non-nil and within `tolerance` of `expected` on both axes.
func expectClose(
  _ actual: CGPoint?, _ expected: CGPoint, tolerance: CGFloat = 1e-9,
  _ comment: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("nil, expected \(expected) \(comment())", sourceLocation: sourceLocation)
    return
  }
  let close = abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance
  #expect(close, "\(actual) ≠ \(expected) \(comment())", sourceLocation: sourceLocation)
}
