import Foundation
import GestureKit
import GestureScripts
import Testing

/// Slides the presented view up from below the container to present it, and down off it to
/// dismiss it, linearly, putting it back when a dismissal is cancelled.
private final class SheetAnimator: UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  let duration: TimeInterval
  var ended: [Bool] = []

  init(presenting: Bool, duration: TimeInterval = 0.3) {
    self.presenting = presenting
    self.duration = duration
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { duration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let height = container.bounds.height
    if presenting {
      guard let sheet = transitionContext.view(forKey: .to) else { return }
      sheet.frame = container.bounds.offsetBy(dx: 0, dy: height)
      container.addSubview(sheet)
      UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear]) {
        sheet.frame = container.bounds
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    } else {
      guard let sheet = transitionContext.view(forKey: .from) else { return }
      let resting = sheet.center
      UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear]) {
        sheet.center.y += height
      } completion: { _ in
        if transitionContext.transitionWasCancelled { sheet.center = resting }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    ended.append(transitionCompleted)
  }
}

/// A card dismissed by dragging it down: a pan drives a percent-driven dismissal, finishing
/// past 30 % of the container's height and cancelling otherwise.
private final class DraggableCard: LoggingController, UIViewControllerTransitioningDelegate {
  let dismissAnimator = SheetAnimator(presenting: false)
  var interaction: UIPercentDrivenInteractiveTransition?
  var panLog: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let pan = UIPanGestureRecognizer(target: self, action: DraggableCard.handlePan)
    view.addGestureRecognizer(pan)
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    let height = view.window?.bounds.height ?? 1
    let ty = pan.translation(in: view.window).y
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
      interaction?.update(ty / height)
    case .changed:
      interaction?.update(ty / height)
    case .ended:
      if ty / height > 0.3 { interaction?.finish() } else { interaction?.cancel() }
      interaction = nil
    default:
      interaction?.cancel()
      interaction = nil
    }
    panLog.append("\(pan.state) ty=\(ty) y=\(view.presentationCenter.y)")
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { dismissAnimator }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

@Suite("View controller transitions")
struct ViewControllerTransitionTests {
  /// A window showing a logging root controller that has presented a draggable card.
  private func presentedCard() -> (Simulation, CallLog, LoggingController, DraggableCard) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    simulation.window.rootViewController = root
    let card = DraggableCard("card", log: log)
    card.modalPresentationStyle = .overFullScreen
    card.transitioningDelegate = card
    root.present(card, animated: true)  // no presentation animator: at once
    _ = log.take()
    return (simulation, log, root, card)
  }

  @Test("Dragging a card down dismisses it: from the first touch to the dismissed controller")
  func dragToDismiss() {
    let (simulation, log, root, card) = presentedCard()
    var dismissedAt: TimeInterval?
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600),
          duration: .milliseconds(150), steps: 10)
      }, settle: false)
    // The card follows the finger: at progress ty/844 of a linear 844 pt slide, its centre is
    // 422 + ty on screen while its model centre already holds the end, 422 + 844.
    let expected = (1...10).map { step -> String in
      let ty = CGFloat(30 * step - 10)
      return "\(step == 1 ? "began" : "changed") ty=\(ty) y=\(422 + ty)"
    }
    #expect(Array(card.panLog.prefix(10)) == expected.map { $0 })
    #expect(card.panLog.last == "ended ty=290.0 y=712.0")
    #expect(card.isBeingDismissed && root.presentedViewController === card)
    #expect(log.take() == ["card viewWillDisappear inWindow=true"])
    #expect(card.view.center.y - 1266 == 0, "\(card.view.center.y - 1266)")

    // After the lift the rest runs on its own: (1 − 290/844) × 0.3 s along ease-in-out.
    let remaining = (1 - 290.0 / 844) * 0.3
    simulation.advance(by: remaining - 0.001)
    #expect(root.presentedViewController === card)
    simulation.advance(by: 0.002)
    #expect(log.take() == ["card viewDidDisappear inWindow=false"])
    #expect(root.presentedViewController == nil && card.presentingViewController == nil)
    #expect(card.view.superview == nil && simulation.window.subviews == [root.view])
    #expect(card.dismissAnimator.ended == [true] && !card.isBeingDismissed)
    dismissedAt = simulation.now
    #expect(dismissedAt != nil)
  }

  @Test("A short drag cancels: the card slides back and stays presented")
  func cancelledDismissal() {
    let (simulation, log, root, card) = presentedCard()
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400),
          duration: .milliseconds(100), steps: 5)
      })
    #expect(card.panLog.last == "ended ty=90.0 y=512.0")
    #expect(
      log.take() == [
        "card viewWillDisappear inWindow=true", "card viewWillAppear inWindow=true",
        "card viewDidAppear inWindow=true",
      ])
    #expect(root.presentedViewController === card && card.view.window === simulation.window)
    #expect(card.view.center.y == 422 && card.view.presentationCenter.y == 422)
    #expect(card.dismissAnimator.ended == [false])
    // The card can be dragged away again.
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700),
          duration: .milliseconds(100), steps: 5)
      })
    #expect(root.presentedViewController == nil)
  }

  @Test("An animated presentation through the delegate's animator ends on the clock")
  func animatedPresentation() {
    final class Presenter: UIViewControllerTransitioningDelegate {
      let animator = SheetAnimator(presenting: true, duration: 0.4)
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    simulation.window.rootViewController = root
    let sheet = LoggingController("sheet", log: log)
    let delegate = Presenter()
    sheet.transitioningDelegate = delegate
    sheet.modalPresentationStyle = .fullScreen
    _ = log.take()
    var completed: TimeInterval?
    root.present(sheet, animated: true) { completed = simulation.now }
    #expect(
      log.take() == [
        "root viewWillDisappear inWindow=true", "sheet viewDidLoad",
        "sheet viewWillAppear inWindow=false",
      ])
    #expect(sheet.isBeingPresented && sheet.view.frame.origin.y == 0)
    simulation.advance(to: 0.2)
    #expect(sheet.view.presentationFrame.origin.y == 422)
    simulation.advance(to: 0.4)
    #expect(completed == 0.4 && !sheet.isBeingPresented)
    #expect(
      log.take() == ["sheet viewDidAppear inWindow=true", "root viewDidDisappear inWindow=false"])
    #expect(root.view.window == nil && sheet.view.window === simulation.window)
  }
}

/// Counts the delegate's transitions and gives a push animator that fades the new view in.
private final class FadeNavigationDelegate: UINavigationControllerDelegate,
  UIViewControllerAnimatedTransitioning
{
  var operations: [UINavigationController.Operation] = []

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operations.append(operation)
    return operation == .push ? self : nil
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let to = transitionContext.view(forKey: .to) else { return }
    to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
    to.alpha = 0
    transitionContext.containerView.addSubview(to)
    UIView.animate(withDuration: 0.25) {
      to.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(true)
    }
  }
}

@Suite("UINavigationController transitions")
struct NavigationTransitionTests {
  @Test("A delegate's push animator runs on the clock; viewDidAppear and didMove come at its end")
  func animatedPush() {
    let (simulation, log, navigation, root) = shownStack()
    _ = log.take()
    let delegate = FadeNavigationDelegate()
    navigation.delegate = delegate
    let detail = LoggingController("detail", log: log)
    navigation.pushViewController(detail, animated: true)
    #expect(delegate.operations == [.push])
    #expect(navigation.topViewController === detail)
    #expect(
      log.take() == [
        "detail willMove(toParent: UINavigationController) parent=nil",
        "root viewWillDisappear inWindow=true", "detail viewDidLoad",
        "detail viewWillAppear inWindow=false",
      ])
    simulation.advance(to: 0.125)
    #expect(near(detail.view.presentationAlpha, 0.5))
    #expect(navigation.view.subviews == [root.view, detail.view])
    simulation.advance(to: 0.25)
    #expect(
      log.take() == [
        "root viewDidDisappear inWindow=false", "detail viewDidAppear inWindow=true",
        "detail didMove(toParent: UINavigationController) parent=UINavigationController",
      ])
    #expect(navigation.view.subviews == [detail.view])
    // Without an animator from the delegate, a pop is at once.
    navigation.popViewController(animated: true)
    #expect(delegate.operations == [.push, .pop])
    #expect(navigation.view.subviews == [root.view] && detail.parent == nil)
  }

  @Test("The left-edge swipe pops interactively: the top view follows the finger, then goes")
  func interactivePop() {
    let (simulation, log, navigation, root) = shownStack()
    _ = log.take()
    let detail = LoggingController("detail", log: log)
    navigation.pushViewController(detail, animated: false)
    _ = log.take()
    let edge = navigation.interactivePopGestureRecognizer
    #expect(edge is UIScreenEdgePanGestureRecognizer && edge?.view === navigation.view)
    var states: [UIGestureRecognizer.State] = []
    var offsets: [CGFloat] = []
    edge?.addAction { recognizer in
      let tx = (recognizer as? UIPanGestureRecognizer)?.translation(in: navigation.view).x ?? 0
      states.append(recognizer.state)
      offsets.append(detail.view.presentationCenter.x - 195 - tx)
    }
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 305, y: 400),
          duration: .milliseconds(200), steps: 10)
      }, settle: false)
    // The built-in slide moves the top view by the translation: 195 + tx on screen.
    #expect(states == [.began] + Array(repeating: .changed, count: 9) + [.ended])
    #expect(offsets.dropLast().allSatisfy { abs($0) < 1e-9 }, "\(offsets)")
    #expect(navigation.viewControllers == [root])
    #expect(
      log.take() == [
        "detail willMove(toParent: nil) parent=UINavigationController",
        "detail viewWillDisappear inWindow=true", "root viewWillAppear inWindow=false",
      ])
    simulation.settle()
    #expect(
      log.take() == [
        "detail viewDidDisappear inWindow=false", "root viewDidAppear inWindow=true",
        "detail didMove(toParent: nil) parent=nil",
      ])
    #expect(navigation.view.subviews == [root.view] && root.view.frame == navigation.view.bounds)
    // At the root there is nothing to pop: the edge swipe does not begin.
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 305, y: 400),
          duration: .milliseconds(200), steps: 10)
      })
    #expect(states.count == 11)
    #expect(log.take().isEmpty)
  }

  @Test("An edge swipe that turns back before lifting cancels the pop: the stack and view stay")
  func cancelledPop() {
    let (simulation, log, navigation, root) = shownStack()
    _ = log.take()
    let detail = LoggingController("detail", log: log)
    navigation.pushViewController(detail, animated: false)
    _ = log.take()
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400),
          duration: .milliseconds(100), steps: 5)
        for x in [95, 85, 75] as [CGFloat] {  // moving back left when lifting
          wait(.milliseconds(16))
          move(1, to: CGPoint(x: x, y: 400))
        }
        up(1)
      })
    #expect(navigation.viewControllers == [root, detail] && detail.parent === navigation)
    #expect(
      log.take() == [
        "detail willMove(toParent: nil) parent=UINavigationController",
        "detail viewWillDisappear inWindow=true", "root viewWillAppear inWindow=false",
        "root viewWillDisappear inWindow=true", "detail viewWillAppear inWindow=true",
        "root viewDidDisappear inWindow=false", "detail viewDidAppear inWindow=true",
        "detail didMove(toParent: UINavigationController) parent=UINavigationController",
      ])
    #expect(navigation.view.subviews == [detail.view])
    #expect(detail.view.center.x == 195 && detail.view.presentationCenter.x == 195)
  }
}
