import Foundation
import GestureCore

/// A container that shows one of its children at a time and a ``UITabBar`` to switch between
/// them, as UIKit's `UITabBarController`.
///
///     let tabs = UITabBarController()
///     tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
///     simulation.window.rootViewController = tabs
///     let tab = tabs.tabBar.view(for: settings.tabBarItem)!
///     let point = tab.convert(CGPoint(x: tab.bounds.midX, y: tab.bounds.midY), to: nil)
///     simulation.run(TouchScript { tap(at: point) })
///     tabs.selectedViewController   // settings
///
/// Containment is UIKit's: every controller of ``viewControllers`` is a child, and only the
/// selected one's view is in the tab bar controller's view, below the bar. The bar lies along
/// the bottom of the view: `GestureThresholds.tabBarHeight` points (49) for its items, plus
/// the view's bottom safe-area inset (the home indicator), which it covers as on iOS. Under the
/// default translucent bar the selected view fills the whole view and its
/// `UIView.safeAreaInsets` bottom grows by the bar's height, as Apple's `safeAreaInsets` page
/// describes for tab bars; under an opaque bar (``UITabBar/isTranslucent`` false) the view ends
/// at the bar's top, as with `extendedLayoutIncludesOpaqueBars` false, UIKit's default.
///
/// Switching, while the tab bar controller is shown, loads the incoming child's view if it was
/// not, gives the outgoing child `viewWillDisappear` and the incoming one `viewWillAppear`,
/// swaps their views, then `viewDidDisappear` and `viewDidAppear` (the order UIKit is seen to
/// use; Apple's pages do not spell it out). A tap on an enabled item asks the delegate's
/// `tabBarController(_:shouldSelect:)`, then calls ``tabBar(_:didSelect:)`` (while
/// ``selectedIndex`` is still the old one), switches, and tells the delegate's
/// `tabBarController(_:didSelect:)`, also when the tapped tab was selected already (Apple's
/// page for that method says so). Tapping the selected tab again pops a navigation controller
/// in it to its root (UIKit's behaviour, not on Apple's pages). Selecting in code
/// (``selectedIndex``, ``selectedViewController``) calls no delegate method, as Apple's
/// delegate page says.
///
/// Not modelled: the More tab (UIKit shows it for more than five children on iPhone; here
/// every child gets an item), customizing the tabs, and iOS 18's `UITab` API.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The children, one per tab, in order. Setting it is ``setViewControllers(_:animated:)``
  /// without animation.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  private var tabs: [UIViewController] = []

  /// The bar. It belongs to the controller: see ``UITabBar``.
  open var tabBar: UITabBar { bar }

  private lazy var bar: UITabBar = {
    let bar = UITabBar(frame: .zero)
    bar.managingController = self
    bar.delegate = self
    return bar
  }()

  /// Hears of taps on the bar. Held weakly, as in UIKit.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The selected child, whose view is shown. Setting it to a child selects that child;
  /// another controller is refused with a GestureKit problem (UIKit raises an exception).
  open var selectedViewController: UIViewController? {
    get { selectedIndex < tabs.count ? tabs[selectedIndex] : nil }
    set {
      guard let newValue else { return }
      guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
        return reportInvalid(
          "UITabBarController.selectedViewController must be one of its viewControllers")
      }
      select(index)
    }
  }

  /// The index of the selected child. Default: 0. An index past the children is refused with
  /// a GestureKit problem and the selection is kept.
  open var selectedIndex: Int {
    get { selection }
    set {
      guard newValue >= 0, newValue < tabs.count else {
        return reportInvalid(
          "UITabBarController.selectedIndex \(newValue) is not the index of one of its "
            + "\(tabs.count) viewControllers")
      }
      select(newValue)
    }
  }

  private var selection = 0

  /// The child whose view is in the tab bar controller's view now.
  private weak var shownController: UIViewController?

  /// Replaces the children: those that leave are removed (`willMove(toParent: nil)`,
  /// `removeFromParent()`), new ones are added (`addChild`, `didMove(toParent:)`), the bar
  /// shows their `UIViewController.tabBarItem`s, and the selection stays on the selected
  /// child if it stays, else goes to the first (OUR CHOICE where UIKit's page says nothing).
  /// Duplicates after the first are dropped.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers ?? []
    where !unique.contains(where: { $0 === controller }) && controller !== self {
      unique.append(controller)
    }
    let previouslySelected = selectedViewController
    let leaving = tabs.filter { controller in !unique.contains { $0 === controller } }
    let joining = unique.filter { controller in !tabs.contains { $0 === controller } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { addChild(controller) }
    tabs = unique
    selection = previouslySelected.flatMap { old in unique.firstIndex { $0 === old } } ?? 0
    tabBar.replaceItems(unique.isEmpty ? nil : unique.map { $0.tabBarItem })
    showSelected(animated: animated)
    for controller in leaving {
      if controller.viewIfLoaded?.superview === viewIfLoaded {
        controller.view.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    for controller in joining { controller.didMove(toParent: self) }
  }

  /// Makes a view that keeps the bar along its bottom and the selected child's view above or
  /// under it, and puts both in.
  open override func loadView() {
    let container = TabBarContainerView(controller: self)
    view = container
    container.addSubview(tabBar)
    // The selected child appears with this controller, which forwards its callbacks.
    showSelected(animated: false, withAppearance: false)
    layOut()
  }

  /// Called for each tap on an enabled item, before the selection changes. Default: nothing.
  /// Override it as in UIKit; the switch happens whether or not you call `super`.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  // MARK: Selecting

  /// A tap on `item`: the delegate's gate, the bar's callback, the switch, the delegate's
  /// news.
  func tabBarItemTapped(_ item: UITabBarItem) {
    guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    tabBar(tabBar, didSelect: item)
    if index == selection, let navigation = controller as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    select(index)
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func select(_ index: Int) {
    selection = index
    showSelected(animated: false)
  }

  /// Puts the selected child's view in place of the shown one, with the appearance calls when
  /// the tab bar controller is shown. The incoming view is loaded first, before any
  /// appearance call.
  private func showSelected(animated: Bool, withAppearance: Bool = true) {
    tabBar.selectedItem = selectedViewController?.tabBarItem
    let incoming = selectedViewController
    let outgoing = shownController
    guard incoming !== outgoing, let container = viewIfLoaded else { return }
    shownController = incoming
    incoming?.loadViewIfNeeded()
    let isShown = withAppearance && isShownOrAppearing
    if isShown {
      outgoing?.beginAppearanceTransition(false, animated: animated)
      incoming?.beginAppearanceTransition(true, animated: animated)
    }
    if let incoming {
      incoming.view.frame = childFrame(in: container)
      container.insertSubview(incoming.view, belowSubview: tabBar)
    }
    if let outgoing, outgoing.viewIfLoaded?.superview === container {
      outgoing.view.removeFromSuperview()
    }
    if isShown {
      outgoing?.endAppearanceTransition()
      incoming?.endAppearanceTransition()
    }
  }

  // MARK: Layout

  /// The bar's frame in `container`: along its bottom, the bar's height plus the bottom inset
  /// of the container's safe area.
  private func barFrame(in container: UIView) -> CGRect {
    let bounds = container.bounds
    let height = GestureThresholds.tabBarHeight + container.safeAreaInsets.bottom
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// The selected child's frame: the whole container under a translucent or hidden bar, the
  /// part above it under an opaque one.
  private func childFrame(in container: UIView) -> CGRect {
    var frame = container.bounds
    if !tabBar.isTranslucent, !tabBar.isHidden { frame.size.height = barFrame(in: container).minY }
    return frame
  }

  /// Places the bar and the selected view, and tells the children's safe areas the bar's
  /// height.
  fileprivate func layOut() {
    guard let container = viewIfLoaded else { return }
    let bar = barFrame(in: container)
    if tabBar.frame != bar { tabBar.frame = bar }
    if let shown = shownController?.viewIfLoaded, shown.superview === container {
      let frame = childFrame(in: container)
      if shown.frame != frame { shown.frame = frame }
    }
    let covered = tabBar.isHidden ? 0 : container.bounds.maxY - bar.minY
    barSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0)
  }

  /// The bar's translucency changed: lay out again.
  func tabBarLayoutDidChange() {
    layOut()
  }

  /// A child's item was replaced: the bar shows the new one.
  func childTabBarItemDidChange() {
    tabBar.replaceItems(tabs.isEmpty ? nil : tabs.map { $0.tabBarItem })
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }

  private func reportInvalid(_ message: String) {
    GestureProblems.report(
      GestureProblem(
        kind: .invalidArgument,
        message:
          "GestureKit: \(message); the selection is unchanged (UIKit raises an exception here)"
      ))
  }
}

/// The methods a tab bar controller calls on its delegate, as UIKit's
/// `UITabBarControllerDelegate`; both are called only for taps on the bar.
@MainActor public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether a tap may select `viewController`. Default: true.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Called after a tap selected `viewController` (also when it was selected already).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// The tab bar controller's root view: it lays out the bar and the selected view whenever its
/// bounds change or layout runs (after a change of the safe area).
private final class TabBarContainerView: UIView {
  unowned let controller: UITabBarController

  init(controller: UITabBarController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var bounds: CGRect {
    didSet { if bounds.size != oldValue.size { controller.layOut() } }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller.layOut()
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    controller.layOut()
  }
}
