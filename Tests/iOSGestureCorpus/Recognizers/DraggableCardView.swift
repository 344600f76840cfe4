#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A card that follows a pan and springs back past a threshold: the view the mock pan drives.
final class DraggableCardView: UIView {
  private(set) var offset: CGPoint = .zero
  private(set) var flungAway = false
  var panRecognizer: UIPanGestureRecognizer!

  func installPan(_ makePan: (DraggableCardView) -> UIPanGestureRecognizer) {
    panRecognizer = makePan(self)
    addGestureRecognizer(panRecognizer)
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began, .changed:
      offset = pan.translation(in: superview)
    case .ended:
      flungAway = abs(pan.velocity(in: superview).x) > 500 || abs(offset.x) > bounds.width / 2
      offset = flungAway ? offset : .zero
    default:
      offset = .zero
    }
  }
}
