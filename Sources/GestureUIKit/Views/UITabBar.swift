import Foundation
import GestureCore

/// A bar of items at the bottom of the screen, as UIKit's `UITabBar`: one button per item,
/// side by side in equal widths across the bar's top `GestureThresholds.tabBarHeight` points
/// (49), and a tap on an enabled item selects it.
///
///     let bar = UITabBar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
///     bar.items = [UITabBarItem(title: "Home", image: nil, tag: 0), ...]
///     bar.delegate = self   // tabBar(_:didSelect:) after each tap on an item
///
/// A tab bar that a ``UITabBarController`` shows (its ``UITabBarController/tabBar``) belongs
/// to it: the controller is its delegate and sets its items from its children, and a tap goes
/// through the controller's delegate (``UITabBarControllerDelegate``). Changing that bar's
/// items or delegate directly, which UIKit rejects with an exception, reports a GestureKit
/// problem and changes nothing. Colors are kept for code that reads them; nothing is drawn.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items, in order. Setting it is ``setItems(_:animated:)`` without animation.
  open var items: [UITabBarItem]? {
    get { itemList }
    set { setItems(newValue, animated: false) }
  }

  private var itemList: [UITabBarItem]?

  /// The selected item, one of ``items``, or `nil`. Setting it does not call the delegate,
  /// which hears only of taps; an item not in ``items`` is refused with a GestureKit problem.
  open var selectedItem: UITabBarItem? {
    get { selected }
    set {
      if let newValue, !(itemList ?? []).contains(where: { $0 === newValue }) {
        GestureProblems.report(
          GestureProblem(
            kind: .invalidArgument,
            message:
              "GestureKit: UITabBar.selectedItem must be one of the bar's items; "
              + "the selection is unchanged"))
        return
      }
      selected = newValue
      updateButtons()
    }
  }

  private weak var selected: UITabBarItem?

  /// Hears of taps on the bar's items. Held weakly, as in UIKit. A bar shown by a tab bar
  /// controller keeps the controller as its delegate (see the type's discussion).
  open weak var delegate: (any UITabBarDelegate)? {
    get { delegateStorage }
    set {
      if let controller = managingController, newValue !== controller {
        reportManaged("delegate")
        return
      }
      delegateStorage = newValue
    }
  }

  private weak var delegateStorage: (any UITabBarDelegate)?

  /// The tab bar controller whose bar this is.
  weak var managingController: UITabBarController?

  /// Whether the bar is translucent. Default: true, as Apple's page says. A tab bar
  /// controller lays its selected child's view under a translucent bar and above an opaque
  /// one.
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { managingController?.tabBarLayoutDidChange() } }
  }

  /// The bar's background tint. Kept only: nothing is drawn.
  open var barTintColor: UIColor?
  /// The tint of the items that are not selected. Kept only: nothing is drawn.
  open var unselectedItemTintColor: UIColor?

  private var buttons: [TabBarButton] = []

  /// Replaces the items. An item of the old list that is not in the new one stops being
  /// selected.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    guard managingController == nil else { return reportManaged("items") }
    replaceItems(items)
  }

  /// Sets the items without the managed-bar check: the controller's own way in.
  func replaceItems(_ items: [UITabBarItem]?) {
    itemList = items
    if let selected, !(items ?? []).contains(where: { $0 === selected }) { self.selected = nil }
    for button in buttons { button.removeFromSuperview() }
    buttons = (items ?? []).map { item in
      let button = TabBarButton(item: item)
      button.addAction(UIAction { [unowned self] _ in itemTapped(item) }, for: .touchUpInside)
      addSubview(button)
      return button
    }
    updateButtons()
    setNeedsLayout()
    layOutButtons()
  }

  /// Marks the selected item's button and keeps each button's enabled state its item's.
  func updateButtons() {
    for button in buttons {
      button.isSelected = button.item === selected
      button.isEnabled = button.item.isEnabled
    }
  }

  open override var bounds: CGRect {
    didSet { if bounds.size != oldValue.size { layOutButtons() } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutButtons()
  }

  /// The buttons side by side in equal widths across the bar's top 49 points (OUR CHOICE:
  /// UIKit's iPhone layout fills the bar; its exact item frames are private).
  private func layOutButtons() {
    guard !buttons.isEmpty else { return }
    let width = bounds.width / CGFloat(buttons.count)
    let height = Swift.min(bounds.height, GestureThresholds.tabBarHeight)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: height)
    }
  }

  /// The button that shows `item`, for tests and hit-testing code that look for it.
  public func view(for item: UITabBarItem) -> UIView? {
    buttons.first { $0.item === item }
  }

  private func itemTapped(_ item: UITabBarItem) {
    guard item.isEnabled else { return }
    if let managingController {
      managingController.tabBarItemTapped(item)
      return
    }
    selected = item
    updateButtons()
    delegateStorage?.tabBar(self, didSelect: item)
  }

  private func reportManaged(_ what: String) {
    GestureProblems.report(
      GestureProblem(
        kind: .invalidArgument,
        message:
          "GestureKit: the \(what) of a tab bar that a UITabBarController shows cannot be "
          + "changed directly (UIKit raises an exception); set the controller's "
          + "viewControllers or delegate instead"))
  }
}

/// The methods a tab bar calls on its delegate, as UIKit's `UITabBarDelegate`.
@MainActor public protocol UITabBarDelegate: AnyObject {
  /// Called after a tap on an enabled item selected it (also when it was selected already).
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// One item's button: a control a tap lifts inside of, as UIKit's private tab bar button.
private final class TabBarButton: UIControl {
  let item: UITabBarItem

  init(item: UITabBarItem) {
    self.item = item
    super.init(frame: .zero)
    accessibilityLabel = item.title
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) { nil }
}
