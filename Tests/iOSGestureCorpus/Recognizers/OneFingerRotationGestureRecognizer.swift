#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// Rotates around the view's center with one finger, like a dial.
class OneFingerRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation since the gesture began, in radians.
  private(set) var rotation: CGFloat = 0
  private var previousAngle: CGFloat?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    previousAngle = angle(of: touch)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first, let previous = previousAngle else { return }
    let current = angle(of: touch)
    var delta = current - previous
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    rotation += delta
    previousAngle = current
    state = state == .possible ? .began : .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    rotation = 0
    previousAngle = nil
  }

  private func angle(of touch: UITouch) -> CGFloat {
    guard let view = view else { return 0 }
    let point = touch.location(in: view)
    return atan2(point.y - view.bounds.midY, point.x - view.bounds.midX)
  }
}
