#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

extension Notification.Name {
  static let sideMenuDidOpen = Notification.Name("SideMenuDidOpen")
  static let sideMenuDidClose = Notification.Name("SideMenuDidClose")
}

/// A slide-out menu container: the content controller sits on top of the menu controller; an
/// edge pan from the left (or a pan on the open content) scrubs a paused
/// `UIViewPropertyAnimator` by `fractionComplete`, and lifting continues it to open or closed
/// with the finger's velocity. A dimming view over the content closes the menu when tapped.
/// The menu closes, without animating, when the app goes to the background.
final class SideMenuContainerViewController: UIViewController, UIGestureRecognizerDelegate {
  let menuController: UIViewController
  let contentController: UIViewController
  let menuWidth: CGFloat = 280

  private let dimmingView = UIView()
  private(set) var edgePan: UIScreenEdgePanGestureRecognizer!
  private(set) var contentPan: UIPanGestureRecognizer!
  private var animator: UIViewPropertyAnimator?
  nonisolated(unsafe) private var observers: [NSObjectProtocol] = []
  private var closeWorkItem: DispatchWorkItem?

  private(set) var isMenuOpen = false
  /// Seconds without a touch after which an open menu closes itself; nil never.
  var autoCloseDelay: TimeInterval?

  init(menu: UIViewController, content: UIViewController) {
    menuController = menu
    contentController = content
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  deinit {
    observers.forEach(NotificationCenter.default.removeObserver)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    embed(menuController)
    embed(contentController)
    menuController.view.frame = CGRect(
      x: -menuWidth / 3, y: 0, width: menuWidth, height: view.bounds.height)

    dimmingView.frame = contentController.view.bounds
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
    dimmingView.alpha = 0
    dimmingView.isHidden = true
    contentController.view.addSubview(dimmingView)
    let tap = UITapGestureRecognizer(
      target: self, action: SideMenuContainerViewController.dimmingTapped)
    dimmingView.addGestureRecognizer(tap)

    let edge = UIScreenEdgePanGestureRecognizer(
      target: self, action: SideMenuContainerViewController.handlePan)
    edge.edges = .left
    edge.delegate = self
    view.addGestureRecognizer(edge)
    edgePan = edge

    let pan = UIPanGestureRecognizer(
      target: self, action: SideMenuContainerViewController.handlePan)
    pan.delegate = self
    pan.isEnabled = false
    contentController.view.addGestureRecognizer(pan)
    contentPan = pan

    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.setMenuOpen(false, animated: false) }
      })
  }

  private func embed(_ child: UIViewController) {
    addChild(child)
    child.view.frame = view.bounds
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  // MARK: Opening and closing

  private func makeAnimator(opening: Bool) -> UIViewPropertyAnimator {
    let content = contentController.view!
    let menu = menuController.view!
    dimmingView.isHidden = false
    let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeOut) { [self] in
      content.transform = opening ? CGAffineTransform(translationX: menuWidth, y: 0) : .identity
      menu.transform = opening ? CGAffineTransform(translationX: menuWidth / 3, y: 0) : .identity
      dimmingView.alpha = opening ? 1 : 0
    }
    animator.addCompletion { [weak self] position in
      guard let self else { return }
      let open = (position == .end) == opening
      self.finish(open: open)
    }
    return animator
  }

  private func finish(open: Bool) {
    animator = nil
    isMenuOpen = open
    dimmingView.isHidden = !open
    contentPan.isEnabled = open
    edgePan.isEnabled = !open
    contentController.view.isUserInteractionEnabled = true
    NotificationCenter.default.post(name: open ? .sideMenuDidOpen : .sideMenuDidClose, object: self)
    UIAccessibility.post(notification: .screenChanged, argument: open ? menuController.view : nil)
    scheduleAutoClose()
  }

  func setMenuOpen(_ open: Bool, animated: Bool) {
    animator?.stopAnimation(true)
    animator = nil
    guard animated else {
      makeAnimator(opening: open).finishAnimationImmediately()
      return
    }
    let animator = makeAnimator(opening: open)
    self.animator = animator
    animator.startAnimation()
  }

  private func scheduleAutoClose() {
    closeWorkItem?.cancel()
    guard isMenuOpen, let delay = autoCloseDelay else { return }
    let item = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.setMenuOpen(false, animated: true) }
    }
    closeWorkItem = item
    // GestureKit: `asyncAfter(deadline:execute: item)` is Dispatch's, on the real clock; the
    // closure form runs on the simulation's, and a cancelled item does nothing when performed.
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { item.perform() }
  }

  private func dimmingTapped(_ tap: UITapGestureRecognizer) {
    setMenuOpen(false, animated: true)
  }

  // MARK: Scrubbing

  private var isOpening = true

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view).x
    switch pan.state {
    case .began:
      closeWorkItem?.cancel()
      isOpening = !isMenuOpen
      animator?.stopAnimation(true)
      let animator = makeAnimator(opening: isOpening)
      animator.pauseAnimation()
      self.animator = animator
    case .changed:
      let progress = (isOpening ? translation : -translation) / menuWidth
      animator?.fractionComplete = min(max(progress, 0), 1)
    case .ended, .cancelled:
      guard let animator else { return }
      let velocity = pan.velocity(in: view).x
      let towardsEnd = isOpening ? velocity > 0 : velocity < 0
      let keep: Bool
      if pan.state == .cancelled {
        keep = false
      } else if abs(velocity) > 300 {
        keep = towardsEnd
      } else {
        keep = animator.fractionComplete > 0.5
      }
      animator.isReversed = !keep
      let remaining = keep ? 1 - animator.fractionComplete : animator.fractionComplete
      let distance = max(remaining * menuWidth, 1)
      let timing = UISpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: abs(velocity) / distance, dy: 0))
      animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
    default:
      break
    }
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === contentPan else { return true }
    let velocity = contentPan.velocity(in: view)
    return velocity.x < 0 && abs(velocity.x) > abs(velocity.y)
  }
}

extension UIViewPropertyAnimator {
  /// Runs the animations to their end at once, completions included.
  fileprivate func finishAnimationImmediately() {
    startAnimation()
    stopAnimation(false)
    finishAnimation(at: .end)
  }
}
