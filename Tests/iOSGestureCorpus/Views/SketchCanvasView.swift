#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A drawing surface fed straight from the touch methods: one stroke per finger or pencil
/// touch, every coalesced sample kept, widths from force, predicted points for the live end,
/// and a double tap with a finger to clear.
final class SketchCanvasView: UIView {
  struct Stroke {
    var points: [CGPoint]
    var widths: [CGFloat]
    var isPencil: Bool
  }

  var baseLineWidth: CGFloat = 2
  /// Moves shorter than this, in points, are not worth a new point.
  var minimumSegmentLength: CGFloat = 0.5
  private(set) var strokes: [Stroke] = []
  private(set) var predictedPoints: [CGPoint] = []
  private(set) var redrawRequests = 0
  private var activeStroke: Stroke?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isMultipleTouchEnabled = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    if touch.type != .pencil && touch.tapCount == 2 {
      strokes.removeAll()
      activeStroke = nil
      requestRedraw()
      return
    }
    activeStroke = Stroke(
      points: [samplePoint(of: touch)], widths: [lineWidth(for: touch)],
      isPencil: touch.type == .pencil)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, activeStroke != nil else { return }
    let moved = touch.location(in: self)
    let previous = touch.previousLocation(in: self)
    guard hypot(moved.x - previous.x, moved.y - previous.y) >= minimumSegmentLength else { return }
    for sample in event?.coalescedTouches(for: touch) ?? [touch] {
      activeStroke?.points.append(samplePoint(of: sample))
      activeStroke?.widths.append(lineWidth(for: sample))
    }
    predictedPoints = (event?.predictedTouches(for: touch) ?? []).map { $0.location(in: self) }
    requestRedraw()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, var stroke = activeStroke else { return }
    let end = samplePoint(of: touch)
    if stroke.points.last != end {
      stroke.points.append(end)
      stroke.widths.append(lineWidth(for: touch))
    }
    strokes.append(stroke)
    activeStroke = nil
    predictedPoints = []
    requestRedraw()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    activeStroke = nil
    predictedPoints = []
    requestRedraw()
  }

  /// The pencil reports finer positions than a finger; use them where there are some.
  private func samplePoint(of touch: UITouch) -> CGPoint {
    touch.type == .pencil ? touch.preciseLocation(in: self) : touch.location(in: self)
  }

  private func lineWidth(for touch: UITouch) -> CGFloat {
    guard touch.maximumPossibleForce > 0 else { return baseLineWidth }
    let pressure = touch.force / touch.maximumPossibleForce
    guard touch.type == .pencil else { return baseLineWidth * (1 + pressure) }
    // A pencil held upright draws its full width; a tilted one, a thinner line.
    return baseLineWidth * (0.5 + 2 * pressure) * sin(touch.altitudeAngle)
  }

  private func requestRedraw() {
    redrawRequests += 1
    setNeedsDisplay()
  }
}
