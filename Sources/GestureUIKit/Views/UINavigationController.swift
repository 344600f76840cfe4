import Foundation
import GestureCore

/// A container that shows one controller of a stack at a time, with UIKit's push and pop.
///
///     let navigation = UINavigationController(rootViewController: ListViewController())
///     simulation.window.rootViewController = navigation
///     navigation.pushViewController(DetailViewController(), animated: true)
///     navigation.topViewController   // the detail controller
///     navigation.popViewController(animated: true)
///
/// Containment is UIKit's: every controller of the stack is a child of the navigation
/// controller (`UIViewController.children` equals ``viewControllers``), and only the top
/// controller's view is in the navigation controller's view, filling its bounds (re-laid out
/// when they change). A controller reaches its container through
/// `UIViewController.navigationController`.
///
/// While the navigation controller is shown, each change of the top controller gives the
/// outgoing one `viewWillDisappear`/`viewDidDisappear` and the incoming one
/// `viewWillAppear`/`viewDidAppear`, with the delegate's `willShow`/`didShow` around the
/// swap. A pushed controller gets `willMove(toParent:)` when it joins the stack and
/// `didMove(toParent:)` after its transition; a popped one gets `willMove(toParent: nil)`
/// before its transition and `didMove(toParent: nil)` after. The simulation draws no
/// navigation bar and, without a delegate-provided animation, swaps views at once whatever
/// `animated` says.
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom (root) first. Setting it is ``setViewControllers(_:animated:)``
  /// without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  private var stack: [UIViewController] = []

  /// The controller whose view is in the navigation controller's view now.
  private weak var shownController: UIViewController?

  /// Receives the navigation controller's transition calls. Held weakly, as in UIKit.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Whether the (simulated, undrawn) navigation bar is hidden. The simulation draws no bar,
  /// so the value changes no geometry: it is kept for code that reads it back.
  open var isNavigationBarHidden = false

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller with an empty stack (GestureKit has no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller the user sees: the top of the stack, or the controller it presents
  /// (following a chain of presentations to its end).
  open var visibleViewController: UIViewController? {
    var visible = topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  /// Hides or shows the navigation bar; see ``isNavigationBarHidden``.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Makes a view that keeps the shown controller's view filling its bounds, and puts the
  /// top controller's view in it (loading that view).
  open override func loadView() {
    let container = NavigationContainerView(controller: self)
    view = container
    if let interactivePopGestureRecognizer {
      container.addGestureRecognizer(interactivePopGestureRecognizer)
    }
    guard let top = shownController else { return }
    top.view.frame = container.bounds
    container.addSubview(top.view)
  }

  // MARK: Changing the stack

  /// Pushes `viewController` on the stack and shows it. A controller already in the stack,
  /// or one that is a navigation controller, is refused, as UIKit refuses it (UIKit throws an
  /// exception; here nothing happens).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }),
      !(viewController is UINavigationController)
    else { return }
    change(to: stack + [viewController], animated: animated, operation: .push)
  }

  /// Pops the top controller and shows the one below it. The root is never popped.
  ///
  /// - Returns: the popped controller, or `nil` when the stack holds the root only.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return pop(toIndex: stack.count - 2, animated: animated).first
  }

  /// Pops every controller above the root.
  ///
  /// - Returns: the popped controllers, bottom first, or `nil` when the root is on top.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    return pop(toIndex: 0, animated: animated)
  }

  /// Pops the controllers above `viewController`.
  ///
  /// - Returns: the popped controllers, bottom first, or `nil` when `viewController` is not
  ///   in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    return pop(toIndex: index, animated: animated)
  }

  /// Replaces the stack: controllers that leave it are removed as children, new ones are
  /// added, and the new top is shown (with the appearance calls when it changes). Duplicates
  /// after the first are dropped.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers
    where !unique.contains(where: { $0 === controller }) && controller !== self {
      unique.append(controller)
    }
    let operation: Operation =
      unique.last.map { top in stack.contains { $0 === top } } == true ? .pop : .push
    change(to: unique, animated: animated, operation: operation)
  }

  /// Pops the controllers above `index`, bottom first.
  private func pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
    let popped = Array(stack[(index + 1)...])
    change(to: Array(stack[...index]), animated: animated, operation: .pop)
    return popped
  }

  /// Whether a push or pop is running through an animator.
  private var isTransitioning = false

  /// Makes `newStack` the stack: containment calls around the change of the top, undone when
  /// an interactive transition is cancelled.
  private func change(to newStack: [UIViewController], animated: Bool, operation: Operation) {
    guard !isTransitioning else { return }
    let old = stack
    let leaving = old.filter { controller in !newStack.contains { $0 === controller } }
    let joining = newStack.filter { controller in !old.contains { $0 === controller } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { addChild(controller) }
    stack = newStack
    showTop(animated: animated, operation: operation) { [unowned self] completed in
      if completed {
        for controller in leaving { controller.removeFromParent() }
        for controller in joining { controller.didMove(toParent: self) }
      } else {
        stack = old
        for controller in joining {
          controller.willMove(toParent: nil)
          controller.removeFromParent()
        }
        for controller in leaving { controller.didMove(toParent: self) }
      }
    }
  }

  // MARK: Showing the top

  /// Puts the top controller's view in place of the shown one, with the appearance and
  /// delegate calls when the navigation controller is shown: through the delegate's animator
  /// when it gives one for an animated change (or the pop gesture's), at once otherwise.
  private func showTop(
    animated: Bool, operation: Operation, completion: @escaping (Bool) -> Void
  ) {
    let incoming = topViewController
    let outgoing = shownController
    guard incoming !== outgoing else { return completion(true) }
    guard let container = viewIfLoaded else {
      shownController = incoming
      return completion(true)
    }
    let isShown = isShownOrAppearing
    if isShown, animated, let incoming, let outgoing,
      let (animator, interaction) = transitionControllers(
        operation: operation, from: outgoing, to: incoming)
    {
      runTransition(
        from: outgoing, to: incoming, in: container, animator: animator,
        interaction: interaction, completion: completion)
      return
    }
    shownController = incoming
    if isShown {
      outgoing?.beginAppearanceTransition(false, animated: animated)
      incoming?.beginAppearanceTransition(true, animated: animated)
      if let incoming {
        delegate?.navigationController(self, willShow: incoming, animated: animated)
      }
    }
    if let incoming {
      incoming.view.frame = container.bounds
      container.addSubview(incoming.view)
    }
    if outgoing?.viewIfLoaded?.superview === container {
      outgoing?.viewIfLoaded?.removeFromSuperview()
    }
    if isShown {
      outgoing?.endAppearanceTransition()
      incoming?.endAppearanceTransition()
      if let incoming {
        delegate?.navigationController(self, didShow: incoming, animated: animated)
      }
    }
    completion(true)
  }

  /// The animator and interaction controller of an animated change: the delegate's, or, for
  /// the pop gesture without a delegate animator, the built-in slide driven by the gesture.
  private func transitionControllers(
    operation: Operation, from outgoing: UIViewController, to incoming: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)?
  {
    let gesture = operation == .pop ? popInteraction : nil
    if let delegate,
      let animator = delegate.navigationController(
        self, animationControllerFor: operation, from: outgoing, to: incoming)
    {
      return (
        animator, delegate.navigationController(self, interactionControllerFor: animator) ?? gesture
      )
    }
    guard let gesture else { return nil }
    return (SlidePopAnimator(), gesture)
  }

  /// Runs a change of the top controller through an animator.
  private func runTransition(
    from outgoing: UIViewController, to incoming: UIViewController, in container: UIView,
    animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)?,
    completion: @escaping (Bool) -> Void
  ) {
    shownController = incoming
    isTransitioning = true
    let coordinator = TransitionCoordinator(
      from: outgoing, to: incoming, container: container, style: .none, animator: animator,
      interaction: interaction)
    outgoing.beginAppearanceTransition(false, animated: true)
    incoming.beginAppearanceTransition(true, animated: true)
    delegate?.navigationController(self, willShow: incoming, animated: true)
    let context = TransitionContext(
      container: container, style: .none, animator: animator, from: outgoing, to: incoming,
      fromView: outgoing.view, toView: incoming.view,
      initialFrames: [(outgoing, outgoing.view.frame)],
      finalFrames: [(incoming, container.bounds), (outgoing, container.bounds)]
    ) { [unowned self] completed in
      isTransitioning = false
      if completed {
        if incoming.view.superview !== container {
          incoming.view.frame = container.bounds
          container.addSubview(incoming.view)
        }
        if outgoing.view.superview === container { outgoing.view.removeFromSuperview() }
        outgoing.endAppearanceTransition()
        incoming.endAppearanceTransition()
        delegate?.navigationController(self, didShow: incoming, animated: true)
      } else {
        shownController = outgoing
        incoming.beginAppearanceTransition(false, animated: true)
        outgoing.beginAppearanceTransition(true, animated: true)
        if incoming.view.superview === container { incoming.view.removeFromSuperview() }
        if outgoing.view.superview !== container { container.addSubview(outgoing.view) }
        incoming.endAppearanceTransition()
        outgoing.endAppearanceTransition()
      }
      completion(completed)
    }
    context.coordinator = coordinator
    context.start(interaction: interaction)
  }

  // MARK: The pop gesture

  /// The edge pan from the left edge that pops the top controller interactively, as the
  /// back swipe does on iOS. It is on the navigation controller's view, begins only when
  /// there is a controller to pop and no transition runs (its delegate says so; replacing the
  /// delegate replaces that rule, as in UIKit), and drives the delegate's pop animator, or a
  /// built-in slide, through a `UIPercentDrivenInteractiveTransition`: progress is the
  /// finger's horizontal translation over the view's width. On lifting, OUR CHOICE, as Apple
  /// does not document UIKit's rule: the pop finishes when the finger moves right and
  /// progress is at least 0.5, or it moves right at ``popFinishingVelocity`` or faster;
  /// otherwise it is cancelled and the top controller stays.
  open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    edge.delegate = popGate
    edge.addAction { [unowned self] edge in handlePopGesture(edge) }
    return edge
  }()

  /// The speed, in points per second to the right, at which lifting the finger finishes an
  /// interactive pop whatever its progress. OUR CHOICE.
  public static let popFinishingVelocity: CGFloat = 500

  private lazy var popGate = PopGestureGate(controller: self)
  private var popInteraction: UIPercentDrivenInteractiveTransition?

  /// Whether the pop gesture may begin.
  fileprivate var canBeginInteractivePop: Bool { stack.count > 1 && !isTransitioning }

  private func handlePopGesture(_ edge: UIScreenEdgePanGestureRecognizer) {
    let width = Swift.max(viewIfLoaded?.bounds.width ?? 1, 1)
    let progress = Swift.min(Swift.max(edge.translation(in: view).x / width, 0), 1)
    switch edge.state {
    case .began:
      let interaction = UIPercentDrivenInteractiveTransition()
      popInteraction = interaction
      popViewController(animated: true)
      popInteraction = isTransitioning ? interaction : nil
      popInteraction?.update(progress)
    case .changed:
      popInteraction?.update(progress)
    case .ended, .cancelled, .failed:
      let velocity = edge.velocity(in: view).x
      let finishes =
        edge.state == .ended && velocity > 0
        && (progress >= 0.5 || velocity >= UINavigationController.popFinishingVelocity)
      if finishes { popInteraction?.finish() } else { popInteraction?.cancel() }
      popInteraction = nil
    case .possible:
      break
    }
  }

  /// Keeps the shown controller's view filling the container.
  fileprivate func layOutShownView(in container: UIView) {
    guard let shown = shownController?.viewIfLoaded, shown.superview === container else { return }
    shown.frame = container.bounds
  }
}

extension UINavigationController {
  /// The kind of change a navigation transition makes, with UIKit's raw values.
  public enum Operation: Int, Sendable, Hashable {
    /// No change.
    case none = 0
    /// A controller was pushed.
    case push = 1
    /// A controller was popped.
    case pop = 2
  }
}

/// The pop gesture's delegate: it begins only when there is something to pop.
@MainActor private final class PopGestureGate: UIGestureRecognizerDelegate {
  unowned let controller: UINavigationController

  init(controller: UINavigationController) {
    self.controller = controller
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    controller.canBeginInteractivePop
  }
}

/// The built-in pop animation the pop gesture drives without a delegate animator (OUR CHOICE
/// of shape, as UIKit's is private): over 0.35 s, linearly, the top view slides right by the
/// container's width and the view below slides in from a third of the width to the left.
@MainActor private final class SlidePopAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.35 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let from = transitionContext.view(forKey: .from),
      let to = transitionContext.view(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let width = container.bounds.width
    let resting = from.center
    to.frame = container.bounds
    to.center.x -= width / 3
    container.insertSubview(to, belowSubview: from)
    UIView.animate(withDuration: 0.35, delay: 0, options: [.curveLinear]) {
      from.center.x += width
      to.center.x += width / 3
    } completion: { _ in
      from.center = resting
      to.frame = container.bounds
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// The navigation controller's root view: it sizes the shown controller's view to its bounds
/// whenever they change, as the autoresizing of UIKit's navigation transition view does.
private final class NavigationContainerView: UIView {
  unowned let controller: UINavigationController

  init(controller: UINavigationController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var bounds: CGRect {
    didSet {
      if bounds.size != oldValue.size { controller.layOutShownView(in: self) }
    }
  }
}

extension UIViewController {
  /// The nearest navigation controller among this controller's ancestors, if any.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }
}
