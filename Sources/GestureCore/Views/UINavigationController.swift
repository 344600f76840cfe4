import Foundation

/// A container that shows one controller of a stack at a time, with UIKit's push and pop.
///
///     let navigation = UINavigationController(rootViewController: ListViewController())
///     simulation.window.rootViewController = navigation
///     navigation.pushViewController(DetailViewController(), animated: true)
///     navigation.topViewController   // the detail controller
///     navigation.popViewController(animated: true)
///
/// Containment is UIKit's: every controller of the stack is a child of the navigation
/// controller (``UIViewController/children`` equals ``viewControllers``), and only the top
/// controller's view is in the navigation controller's view, filling its bounds (re-laid out
/// when they change). A controller reaches its container through
/// ``UIViewController/navigationController``.
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
    addChild(viewController)
    stack.append(viewController)
    showTop(animated: animated)
    viewController.didMove(toParent: self)
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
    let leaving = stack.filter { old in !unique.contains { $0 === old } }
    let joining = unique.filter { new in !stack.contains { $0 === new } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { addChild(controller) }
    stack = unique
    showTop(animated: animated)
    for controller in leaving { controller.removeFromParent() }
    for controller in joining { controller.didMove(toParent: self) }
  }

  /// Pops the controllers above `index`, bottom first.
  private func pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
    let popped = Array(stack[(index + 1)...])
    for controller in popped { controller.willMove(toParent: nil) }
    stack.removeSubrange((index + 1)...)
    showTop(animated: animated)
    for controller in popped { controller.removeFromParent() }
    return popped
  }

  // MARK: Showing the top

  /// Puts the top controller's view in place of the shown one, with the appearance and
  /// delegate calls when the navigation controller is shown.
  private func showTop(animated: Bool) {
    let incoming = topViewController
    let outgoing = shownController
    guard incoming !== outgoing else { return }
    shownController = incoming
    guard let container = viewIfLoaded else { return }
    let isShown = isShownOrAppearing
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
    guard isShown else { return }
    outgoing?.endAppearanceTransition()
    incoming?.endAppearanceTransition()
    if let incoming { delegate?.navigationController(self, didShow: incoming, animated: animated) }
  }

  /// Keeps the shown controller's view filling the container.
  fileprivate func layOutShownView(in container: UIView) {
    guard let shown = shownController?.viewIfLoaded, shown.superview === container else { return }
    shown.frame = container.bounds
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
