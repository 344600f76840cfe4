#if canImport(UIKit)
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// Follows one finger and measures its speed with the media clock, as many hand-written
/// recognizers do instead of trusting touch timestamps.
final class VelocityTrackingGestureRecognizer: UIGestureRecognizer {
  private(set) var velocity: CGPoint = .zero
  private var lastPoint: CGPoint = .zero
  private var lastTime: CFTimeInterval = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let touch = touches.first else { return }
    lastPoint = touch.location(in: view)
    lastTime = CACurrentMediaTime()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    let point = touch.location(in: view)
    let now = CACurrentMediaTime()
    let elapsed = now - lastTime
    if elapsed > 0 {
      velocity = CGPoint(
        x: (point.x - lastPoint.x) / CGFloat(elapsed), y: (point.y - lastPoint.y) / CGFloat(elapsed)
      )
    }
    lastPoint = point
    lastTime = now
    state = state == .possible ? .began : .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = state == .possible ? .failed : .ended
  }

  override func reset() {
    super.reset()
    velocity = .zero
  }
}
