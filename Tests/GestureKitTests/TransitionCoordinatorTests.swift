import Foundation
import GestureKit
import GestureScripts
import Testing

/// Fades a badge in alongside the transition that shows the controller, and logs what its
/// transition coordinator says, as apps fade bars and overlays with the transition.
private final class BadgeController: LoggingController {
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.alpha = 0
    view.addSubview(badge)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else {
      log.append("\(name) no coordinator")
      return
    }
    log.append(
      "\(name) coordinator animated=\(coordinator.isAnimated) "
        + "interactive=\(coordinator.isInteractive) duration=\(coordinator.transitionDuration)")
    coordinator.notifyWhenInteractionChanges { [unowned self] context in
      log.append(
        "\(name) interaction changed cancelled=\(context.isCancelled) "
          + "interactive=\(context.isInteractive)")
    }
    coordinator.animate(
      alongsideTransition: { [unowned self] _ in badge.alpha = 1 },
      completion: { [unowned self] context in
        log.append(
          "\(name) alongside done cancelled=\(context.isCancelled) "
            + "coordinator=\(transitionCoordinator != nil)")
        if context.isCancelled { badge.alpha = 0 }
      })
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(name) coordinator after appearing=\(transitionCoordinator != nil)")
  }
}

/// Fades the presented view in, linearly.
private final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  UIViewControllerTransitioningDelegate
{
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.4 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let shown = transitionContext.view(forKey: .to) else { return }
    shown.frame = transitionContext.containerView.bounds
    shown.alpha = 0
    transitionContext.containerView.addSubview(shown)
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
      shown.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

/// UIKit's ease-in-out curve, the cubic Bézier (0.42, 0) (0.58, 1), at time fraction `t`:
/// x(s) = t solved by bisection, then y(s).
private func easeInOut(_ t: Double) -> Double {
  func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<60 {
    let mid = (low + high) / 2
    if coordinate(0.42, 0.58, mid) < t { low = mid } else { high = mid }
  }
  return coordinate(0, 1, (low + high) / 2)
}

@Suite("transitionCoordinator")
@MainActor
struct TransitionCoordinatorTests {
  @Test(
    "An animated presentation has a coordinator from viewWillAppear to its end; alongside animations share its clock"
  )
  func presentation() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    simulation.window.rootViewController = root
    let sheet = BadgeController("sheet", log: log)
    let animator = FadeInAnimator()
    sheet.transitioningDelegate = animator
    sheet.modalPresentationStyle = .fullScreen
    _ = log.take()
    #expect(root.transitionCoordinator == nil)
    root.present(sheet, animated: true)
    #expect(
      log.take() == [
        "root viewWillDisappear inWindow=true", "sheet viewDidLoad",
        "sheet viewWillAppear inWindow=false",
        "sheet coordinator animated=true interactive=false duration=0.4",
      ])
    let coordinator = sheet.transitionCoordinator
    #expect(coordinator != nil && (root.transitionCoordinator as AnyObject?) === coordinator)
    #expect(coordinator?.viewController(forKey: .to) === sheet)
    #expect(coordinator?.viewController(forKey: .from) === root)
    #expect(coordinator?.presentationStyle == .fullScreen && coordinator?.isCancelled == false)
    #expect(coordinator?.containerView.superview === simulation.window)
    // The badge's alpha is 1 at once in the model; on screen it moves over the 0.4 s, with the
    // ease-in-out curve, which is at half at half the time.
    #expect(sheet.badge.alpha == 1)
    simulation.advance(to: 0.2)
    #expect(abs(sheet.badge.presentationAlpha - 0.5) < 1e-6, "\(sheet.badge.presentationAlpha)")
    #expect(abs(sheet.view.presentationAlpha - 0.5) < 1e-6)
    simulation.advance(to: 0.4)
    #expect(
      log.take() == [
        "sheet alongside done cancelled=false coordinator=false",
        "sheet viewDidAppear inWindow=true", "sheet coordinator after appearing=false",
        "root viewDidDisappear inWindow=false",
      ])
    #expect(sheet.transitionCoordinator == nil && root.transitionCoordinator == nil)
    // A coordinator whose transition ended takes nothing more.
    #expect(coordinator?.animate(alongsideTransition: { _ in }, completion: nil) == false)
    #expect(coordinator?.animate(alongsideTransition: { _ in }) == false)
  }

  @Test("A transition at once has no coordinator")
  func unanimated() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    simulation.window.rootViewController = root
    let sheet = BadgeController("sheet", log: log)
    sheet.modalPresentationStyle = .fullScreen
    root.present(sheet, animated: false)
    #expect(log.take().contains("sheet no coordinator"))
  }

  @Test(
    "The edge swipe's pop: alongside animations follow percentComplete; a cancel reports isCancelled"
  )
  func interactivePop() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = BadgeController("root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    simulation.window.rootViewController = navigation
    let detail = LoggingController("detail", log: log)
    navigation.pushViewController(detail, animated: false)
    root.badge.alpha = 0
    _ = log.take()
    var samples: [(progress: CGFloat, alpha: CGFloat)] = []
    navigation.interactivePopGestureRecognizer?.addAction { _ in
      guard let coordinator = root.transitionCoordinator, coordinator.isInteractive else { return }
      samples.append((coordinator.percentComplete, root.badge.presentationAlpha))
    }
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400),
          duration: .milliseconds(200), steps: 5)
        for x in [180, 160, 140] as [CGFloat] {  // moving back left when lifting
          wait(.milliseconds(16))
          move(1, to: CGPoint(x: x, y: 400))
        }
        up(1)
      })
    // At every event the badge shows the ease-in-out curve at percentComplete: the alongside
    // animation is held at percentComplete × duration of its run over the duration, up as the
    // finger goes right and down as it comes back.
    #expect(samples.count == 8, "\(samples)")
    for sample in samples {
      let expected = easeInOut(Double(sample.progress))
      #expect(abs(Double(sample.alpha) - expected) < 1e-6, "\(sample)")
    }
    #expect(
      zip(samples.prefix(5), samples.prefix(5).dropFirst()).allSatisfy { $0.alpha < $1.alpha })
    #expect(
      log.take() == [
        "detail willMove(toParent: nil) parent=UINavigationController",
        "detail viewWillDisappear inWindow=true", "root viewWillAppear inWindow=false",
        "root coordinator animated=true interactive=true duration=0.35",
        "root interaction changed cancelled=true interactive=false",
        "root alongside done cancelled=true coordinator=false",
        "root viewWillDisappear inWindow=true", "detail viewWillAppear inWindow=true",
        "root viewDidDisappear inWindow=false", "detail viewDidAppear inWindow=true",
        "detail didMove(toParent: UINavigationController) parent=UINavigationController",
      ])
    #expect(navigation.viewControllers == [root, detail] && root.badge.alpha == 0)
    #expect(root.transitionCoordinator == nil && detail.transitionCoordinator == nil)
  }
}
