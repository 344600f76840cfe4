#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// A pan that begins as soon as the finger lands, without waiting for it to move.
final class ImmediatePanGestureRecognizer: UIPanGestureRecognizer {
  private(set) var isImmediate = true

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    maximumNumberOfTouches = 1
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if isImmediate && state == .possible {
      state = .began
    }
  }
}
