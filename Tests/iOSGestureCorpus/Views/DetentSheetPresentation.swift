#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A bottom sheet in the shape apps wrote before `UISheetPresentationController`: a custom
/// presentation controller with two detents, a dimming view that dismisses on a tap, and a
/// pan on the sheet that drags it between the detents, flings it to the nearest one after
/// projecting the velocity, and drags it away below the lower one.
final class DetentSheetPresentationController: UIPresentationController {
  enum Detent: Equatable {
    case medium, large
  }

  let dimmingView = UIView()
  private(set) var detent = Detent.medium
  /// Every detent a drag settled on, and `nil` for a drag that dismissed the sheet.
  private(set) var settledDetents: [Detent?] = []
  private(set) var layoutPasses = 0
  private var isDragging = false
  private var dragStartY: CGFloat = 0

  /// The gap above the sheet at its large detent.
  static let topInset: CGFloat = 44

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let top = self.top(of: detent, in: bounds)
    return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
  }

  private func top(of detent: Detent, in bounds: CGRect) -> CGFloat {
    switch detent {
    case .medium: return bounds.height / 2
    case .large: return Self.topInset
    }
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: DetentSheetPresentationController.dimmingViewTapped))
    presentedView?.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: DetentSheetPresentationController.handlePan))
    UIView.animate(withDuration: 0.3) { self.dimmingView.alpha = 1 }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    UIView.animate(withDuration: 0.3) { self.dimmingView.alpha = 0 }
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    layoutPasses += 1
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    if !isDragging, !presentedViewController.isBeingPresented,
      !presentedViewController.isBeingDismissed
    {
      presentedView?.frame = frameOfPresentedViewInContainerView
    }
  }

  private func dimmingViewTapped(_ tap: UITapGestureRecognizer) {
    presentedViewController.dismiss(animated: true)
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let containerView, let sheet = presentedView else { return }
    let bounds = containerView.bounds
    let largeTop = top(of: .large, in: bounds)
    switch pan.state {
    case .began:
      isDragging = true
      dragStartY = sheet.frame.minY
    case .changed:
      let proposed = dragStartY + pan.translation(in: containerView).y
      // Above the large detent the sheet resists: it moves a third of the finger's way.
      let y = proposed < largeTop ? largeTop - (largeTop - proposed) / 3 : proposed
      sheet.frame = CGRect(x: 0, y: y, width: bounds.width, height: bounds.height - y)
    case .ended, .cancelled:
      isDragging = false
      let velocity = pan.velocity(in: containerView).y
      let projected = sheet.frame.minY + Self.projectedDistance(velocity)
      let mediumTop = top(of: .medium, in: bounds)
      if projected > mediumTop + (bounds.height - mediumTop) / 2 {
        settledDetents.append(nil)
        presentedViewController.dismiss(animated: true)
        return
      }
      detent = abs(projected - largeTop) < abs(projected - mediumTop) ? .large : .medium
      settledDetents.append(detent)
      UIView.animate(
        withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: [.allowUserInteraction],
        animations: { sheet.frame = self.frameOfPresentedViewInContainerView })
    default:
      break
    }
  }

  /// How far a fling at `velocity` points per second would carry the sheet as it slows with
  /// UIScrollView's normal deceleration rate.
  static func projectedDistance(_ velocity: CGFloat) -> CGFloat {
    let rate = UIScrollView.DecelerationRate.normal.rawValue
    return velocity / 1000 * rate / (1 - rate)
  }
}

/// Slides the sheet up from below the container on presentation and back down on dismissal.
final class SheetSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(presenting: Bool) {
    isPresenting = presenting
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    isPresenting ? 0.4 : 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key),
      let sheet = transitionContext.view(forKey: isPresenting ? .to : .from)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let shown = isPresenting ? transitionContext.finalFrame(for: controller) : sheet.frame
    let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
    if isPresenting {
      sheet.frame = hidden
      container.addSubview(sheet)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [isPresenting ? .curveEaseOut : .curveEaseIn],
      animations: { sheet.frame = self.isPresenting ? shown : hidden },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// Hands out the sheet's presentation controller and its two animators.
final class DetentSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  private(set) var presentation: DetentSheetPresentationController?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = DetentSheetPresentationController(
      presentedViewController: presented, presenting: presenting)
    presentation = controller
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SheetSlideAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SheetSlideAnimator(presenting: false)
  }
}

/// The sheet's content: a controller that keeps its transitioning delegate alive, since the
/// property holds it weakly.
final class DetentSheetContentViewController: UIViewController {
  let sheetTransitioning = DetentSheetTransitioningDelegate()
  private(set) var appearanceEvents: [String] = []

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
    transitioningDelegate = sheetTransitioning
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearanceEvents.append("willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearanceEvents.append("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearanceEvents.append("willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearanceEvents.append("didDisappear")
  }
}
