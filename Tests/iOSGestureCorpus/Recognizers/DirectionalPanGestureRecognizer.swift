#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// The axis a ``DirectionalPanGestureRecognizer`` follows.
enum PanAxis {
  case horizontal
  case vertical
}

/// A pan locked to one axis: a drag that starts along the other axis fails, so that a
/// horizontal pager inside a vertical list leaves vertical drags to the list.
final class DirectionalPanGestureRecognizer: UIPanGestureRecognizer {
  let axis: PanAxis
  /// How far the finger moves, in points, before the direction is judged.
  var decisionDistance: CGFloat = 6
  private var startPoint: CGPoint = .zero
  private var directionDecided = false

  init(axis: PanAxis, target: Any?, action: Selector?) {
    self.axis = axis
    super.init(target: target, action: action)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let touch = touches.first else { return }
    startPoint = touch.location(in: view)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard !directionDecided, let touch = touches.first else { return }
    let point = touch.location(in: view)
    let dx = abs(point.x - startPoint.x)
    let dy = abs(point.y - startPoint.y)
    guard max(dx, dy) >= decisionDistance else { return }
    directionDecided = true
    let isAlongAxis = axis == .horizontal ? dx >= dy : dy >= dx
    if !isAlongAxis {
      // Before the pan began this is a failure; after, UIKit turns it into a cancel.
      state = state == .possible ? .failed : .cancelled
    }
  }

  override func reset() {
    super.reset()
    directionDecided = false
  }
}
