#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// Begins when exactly `numberOfTouchesRequired` fingers are down, and follows them.
final class TouchCountGestureRecognizer: UIGestureRecognizer {
  var numberOfTouchesRequired = 3
  private var activeTouches = Set<UITouch>()

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    activeTouches.formUnion(touches)
    if activeTouches.count > numberOfTouchesRequired {
      state = state == .possible ? .failed : .ended
    } else if activeTouches.count == numberOfTouchesRequired, state == .possible {
      state = .began
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    if state == .began || state == .changed {
      state = .changed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    activeTouches.subtract(touches)
    if state == .began || state == .changed {
      state = .ended
    } else if activeTouches.isEmpty {
      state = .failed
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    activeTouches.subtract(touches)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    activeTouches.removeAll()
  }
}
