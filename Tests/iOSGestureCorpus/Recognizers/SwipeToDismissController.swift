#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// Dismisses a sheet with a downward pan, but only once its scroll view's own pan has failed
/// (the content cannot scroll, or the drag was not a scroll).
@MainActor
final class SwipeToDismissController: NSObject {
  let scrollView: UIScrollView
  let dismissPan = UIPanGestureRecognizer()
  private(set) var isDismissed = false
  private(set) var dismissProgress: CGFloat = 0

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init()
    dismissPan.addTarget(self, action: SwipeToDismissController.handleDismissPan)
    dismissPan.require(toFail: scrollView.panGestureRecognizer)
    scrollView.addGestureRecognizer(dismissPan)
  }

  func handleDismissPan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: scrollView)
    switch pan.state {
    case .changed:
      dismissProgress = max(0, translation.y) / scrollView.bounds.height
    case .ended:
      isDismissed = translation.y > scrollView.bounds.height / 4
    case .cancelled, .failed:
      dismissProgress = 0
    default:
      break
    }
  }
}
