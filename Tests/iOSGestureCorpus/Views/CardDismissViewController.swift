#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A presented card that follows a downward drag and is dismissed when dragged far or flung,
/// or springs back otherwise; no transition objects, only the pan, its velocity and animations.
final class CardDismissViewController: UIViewController {
  private var restingCenter: CGPoint = .zero
  private(set) var didFinishDismissing = false

  override func viewDidLoad() {
    super.viewDidLoad()
    let pan = UIPanGestureRecognizer(
      target: self, action: CardDismissViewController.handleDismissPan)
    view.addGestureRecognizer(pan)
  }

  func handleDismissPan(_ gesture: UIPanGestureRecognizer) {
    guard let container = view.superview else { return }
    let translation = gesture.translation(in: container)
    let velocity = gesture.velocity(in: container)
    switch gesture.state {
    case .began:
      restingCenter = view.center
    case .changed:
      view.center = CGPoint(x: restingCenter.x, y: restingCenter.y + max(translation.y, 0))
    case .ended:
      let progress = translation.y / view.bounds.height
      if progress > 0.4 || velocity.y > 1200 {
        UIView.animate(
          withDuration: 0.25, delay: 0, options: [.curveEaseIn],
          animations: {
            self.view.center.y = self.restingCenter.y + self.view.bounds.height
          },
          completion: { _ in
            self.dismiss(animated: false) {
              self.didFinishDismissing = true
            }
          })
      } else {
        springBack(velocity: velocity.y)
      }
    case .cancelled, .failed:
      springBack(velocity: 0)
    default:
      break
    }
  }

  private func springBack(velocity: CGFloat) {
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8,
      initialSpringVelocity: velocity / 1000, options: [.allowUserInteraction]
    ) {
      self.view.center = self.restingCenter
    }
  }
}
