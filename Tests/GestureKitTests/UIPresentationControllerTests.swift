import Foundation
import GestureKit
import Testing

/// A presentation controller that logs its callbacks and keeps the presented view in the lower
/// half of the container.
private final class HalfPresentation: UIPresentationController {
  let log: CallLog
  let removesPresenter: Bool

  init(presented: UIViewController, presenting: UIViewController?, log: CallLog, removes: Bool) {
    self.log = log
    removesPresenter = removes
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    log.append("presentationTransitionWillBegin container=\(containerView != nil)")
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.append("presentationTransitionDidEnd \(completed)")
  }

  override func dismissalTransitionWillBegin() { log.append("dismissalTransitionWillBegin") }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.append("dismissalTransitionDidEnd \(completed)")
  }
}

/// Fades the presented view in at the context's final frame.
private final class FadeInAnimator: UIViewControllerAnimatedTransitioning {
  var finalFrames: [CGRect] = []

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.2 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let controller = transitionContext.viewController(forKey: .to),
      let view = transitionContext.view(forKey: .to)
    else { return }
    let frame = transitionContext.finalFrame(for: controller)
    finalFrames.append(frame)
    view.frame = frame
    view.alpha = 0
    transitionContext.containerView.addSubview(view)
    UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear]) {
      view.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// Hands out a ``HalfPresentation``, and optionally the fade animator and an interaction.
private final class HalfPresentationDelegate: UIViewControllerTransitioningDelegate {
  let log: CallLog
  var removesPresenter = false
  var animator: FadeInAnimator?
  var interaction: UIPercentDrivenInteractiveTransition?
  var asked = 0

  init(log: CallLog) { self.log = log }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    asked += 1
    return HalfPresentation(
      presented: presented, presenting: presenting, log: log, removes: removesPresenter)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor
@Suite("UIPresentationController: custom presentations")
struct UIPresentationControllerTests {
  private func scene() -> (
    Simulation, UIViewController, LoggingController, HalfPresentationDelegate
  ) {
    let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
    let root = UIViewController()
    simulation.window.rootViewController = root
    let log = CallLog()
    let presented = LoggingController("sheet", log: log)
    let delegate = HalfPresentationDelegate(log: log)
    presented.transitioningDelegate = delegate
    return (simulation, root, presented, delegate)
  }

  @Test("Only a custom style asks the delegate for a presentation controller")
  func onlyCustom() {
    let (simulation, root, presented, delegate) = scene()
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    #expect(root.presentedViewController === presented)
    #expect(delegate.asked == 0 && presented.presentationController == nil)
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
    presented.dismiss(animated: false)
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: false)
    #expect(delegate.asked == 1 && presented.presentationController != nil)
    #expect(presented.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
    #expect(simulation.window.subviews.count == 2)
  }

  @Test("Callbacks come in UIKit's order, and a presenter's view leaves when asked to")
  func callbackOrder() throws {
    let (simulation, root, presented, delegate) = scene()
    presented.modalPresentationStyle = .custom
    delegate.removesPresenter = true
    _ = presented.view
    _ = presented.log.take()
    root.present(presented, animated: false)
    let presentation = try #require(presented.presentationController)
    let container = try #require(presentation.containerView)
    #expect(
      presented.log.take() == [
        "sheet viewWillAppear inWindow=false",
        "presentationTransitionWillBegin container=true",
        "presentationTransitionDidEnd true",
        "sheet viewDidAppear inWindow=true",
      ])
    #expect(simulation.window.subviews == [container] && root.view.window == nil)
    #expect(presentation.presentingViewController === root)
    presented.dismiss(animated: false)
    #expect(
      presented.log.take() == [
        "sheet viewWillDisappear inWindow=true",
        "dismissalTransitionWillBegin",
        "dismissalTransitionDidEnd true",
        "sheet viewDidDisappear inWindow=false",
      ])
    #expect(simulation.window.subviews == [root.view] && container.superview == nil)
    #expect(presentation.containerView == nil && presented.presentationController == nil)
  }

  @Test("The animator's final frame is the presentation controller's; a cancelled one ends false")
  func cancelledInteractivePresentation() throws {
    let (simulation, root, presented, delegate) = scene()
    presented.modalPresentationStyle = .custom
    let animator = FadeInAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.animator = animator
    delegate.interaction = interaction
    _ = presented.view
    _ = presented.log.take()
    root.present(presented, animated: true)
    let container = try #require(presented.presentationController?.containerView)
    #expect(animator.finalFrames == [CGRect(x: 0, y: 400, width: 400, height: 400)])
    interaction.update(0.5)
    #expect(presented.view.presentationAlpha == 0.5)
    interaction.cancel()
    simulation.settle()
    #expect(
      presented.log.take() == [
        "sheet viewWillAppear inWindow=false",
        "presentationTransitionWillBegin container=true",
        "presentationTransitionDidEnd false",
        "sheet viewWillDisappear inWindow=false",
        "sheet viewDidDisappear inWindow=false",
      ])
    #expect(root.presentedViewController == nil && presented.presentationController == nil)
    #expect(container.superview == nil && simulation.window.subviews == [root.view])
  }
}

@MainActor
@Suite("Responder chain through view controllers")
struct ControllerResponderChainTests {
  @Test("A root view's next responder is its controller, whose next is the view's superview")
  func chain() {
    let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
    let root = UIViewController()
    simulation.window.rootViewController = root
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(child)
    #expect(child.next === root.view && root.view.next === root)
    #expect(root.next === simulation.window)
    #expect(UIViewController().next == nil)  // no view loaded, no superview
  }
}
