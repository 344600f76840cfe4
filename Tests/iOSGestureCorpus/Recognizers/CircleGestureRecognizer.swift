#if canImport(UIKit)
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// Recognizes one finger drawing a closed circle within a time limit.
final class CircleGestureRecognizer: UIGestureRecognizer {
  var maximumDuration: CFTimeInterval = 2
  var tolerance: CGFloat = 0.25
  private(set) var center: CGPoint = .zero
  private(set) var radius: CGFloat = 0
  private var points: [CGPoint] = []
  private var startTime: CFTimeInterval = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    startTime = CACurrentMediaTime()
    points = [touch.location(in: view)]
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    if CACurrentMediaTime() - startTime > maximumDuration {
      state = .failed
      return
    }
    points.append(touch.location(in: view))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = isCircle() ? .ended : .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .failed
  }

  override func reset() {
    super.reset()
    points.removeAll()
    radius = 0
  }

  private func isCircle() -> Bool {
    guard points.count >= 8, let first = points.first, let last = points.last else {
      return false
    }
    let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
    center = CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    let distances = points.map { hypot($0.x - center.x, $0.y - center.y) }
    radius = distances.reduce(0, +) / CGFloat(distances.count)
    guard radius > 20 else { return false }
    let roundEnough = distances.allSatisfy { abs($0 - radius) <= radius * tolerance }
    let closed = hypot(last.x - first.x, last.y - first.y) <= radius * 0.5
    return roundEnough && closed
  }
}
