#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A signature field: each finger stroke becomes a smoothed path of quadratic curves through the
/// midpoints of its samples (coalesced ones included), drawn in `draw(_:)`. It tells its owner
/// when it stops or starts being empty, and `clear()` wipes it.
final class SignaturePadView: UIView {
  var strokeColor: UIColor = .black
  var lineWidth: CGFloat = 2.5
  var onEmptinessChanged: ((Bool) -> Void)?

  private(set) var strokes: [UIBezierPath] = []
  private var currentPath: UIBezierPath?
  private var points: [CGPoint] = []
  private(set) var sampleCount = 0
  private(set) var displayRequests = 0

  var isEmpty: Bool { strokes.isEmpty && currentPath == nil }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    isMultipleTouchEnabled = false
    layer.borderColor = UIColor.lightGray.cgColor
    layer.borderWidth = 1
    layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func clear() {
    let wasEmpty = isEmpty
    strokes.removeAll()
    currentPath = nil
    redraw()
    if !wasEmpty { onEmptinessChanged?(true) }
  }

  private func redraw() {
    displayRequests += 1
    setNeedsDisplay()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let wasEmpty = isEmpty
    let start = touch.location(in: self)
    points = [start]
    sampleCount += 1
    let path = UIBezierPath()
    path.lineWidth = lineWidth
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    path.move(to: start)
    currentPath = path
    if wasEmpty { onEmptinessChanged?(false) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let path = currentPath else { return }
    let samples = event?.coalescedTouches(for: touch) ?? [touch]
    for sample in samples {
      let location = sample.location(in: self)
      sampleCount += 1
      let previous = points[points.count - 1]
      let mid = CGPoint(x: (previous.x + location.x) / 2, y: (previous.y + location.y) / 2)
      path.addQuadCurve(to: mid, controlPoint: previous)
      points.append(location)
    }
    redraw()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let path = currentPath else { return }
    if let last = points.last {
      if points.count == 1 {
        // A tap leaves a dot.
        path.addArc(
          withCenter: last, radius: lineWidth / 2, startAngle: 0, endAngle: 2 * .pi,
          clockwise: true)
      } else {
        path.addLine(to: last)
      }
    }
    strokes.append(path)
    currentPath = nil
    redraw()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    let wasEmpty = strokes.isEmpty
    currentPath = nil
    redraw()
    if wasEmpty { onEmptinessChanged?(true) }
  }

  override func draw(_ rect: CGRect) {
    strokeColor.setStroke()
    for stroke in strokes
    where stroke.bounds.intersects(rect.insetBy(dx: -lineWidth, dy: -lineWidth)) {
      stroke.stroke()
    }
    currentPath?.stroke()
  }
}
