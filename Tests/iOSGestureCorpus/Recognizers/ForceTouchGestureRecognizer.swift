#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// Recognizes a press harder than a threshold, as a fraction of the maximum possible force.
final class ForceTouchGestureRecognizer: UIGestureRecognizer {
  var threshold: CGFloat = 0.75
  private(set) var forceValue: CGFloat = 0

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    cancelsTouchesInView = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if touches.count != 1 {
      state = .failed
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first, touch.maximumPossibleForce > 0 else { return }
    forceValue = touch.force / touch.maximumPossibleForce
    if state == .possible && forceValue >= threshold {
      state = .began
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    forceValue = 0
  }
}
