#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// Slides a presented view off the bottom of the container, putting it back if the transition
/// is cancelled.
final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else {
      transitionContext.completeTransition(false)
      return
    }
    let start = fromView.frame
    let height = transitionContext.containerView.bounds.height
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [.curveLinear],
      animations: {
        fromView.frame = start.offsetBy(dx: 0, dy: height)
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled { fromView.frame = start }
        transitionContext.completeTransition(!cancelled)
      })
  }
}

/// A modally presented screen that the user drags down to dismiss: a pan drives a
/// percent-driven interactive dismissal, finished when dragged past a third of the screen or
/// flung down, cancelled otherwise.
final class InteractiveDismissViewController: UIViewController,
  UIViewControllerTransitioningDelegate
{
  private let dismissAnimator = SlideDownDismissAnimator()
  private var interaction: UIPercentDrivenInteractiveTransition?
  private(set) var progressReports: [CGFloat] = []

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .overFullScreen
    transitioningDelegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let pan = UIPanGestureRecognizer(
      target: self, action: InteractiveDismissViewController.handleDrag)
    view.addGestureRecognizer(pan)
  }

  func handleDrag(_ pan: UIPanGestureRecognizer) {
    guard let container = view.window else { return }
    let progress = max(pan.translation(in: container).y / container.bounds.height, 0)
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
    case .changed:
      interaction?.update(progress)
      progressReports.append(progress)
    case .ended:
      if progress > 0.33 || pan.velocity(in: container).y > 1000 {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
    default:
      interaction?.cancel()
      interaction = nil
    }
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    dismissAnimator
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }
}
