import Foundation
import GestureCore

extension UIView {
  /// The view's layout margins as UIKit works them out: what ``layoutMarginsGuide`` insets
  /// the bounds by, and what this property reads back.
  ///
  /// 1. The margins set (this property or ``directionalLayoutMargins``), or by default 8
  ///    points on each side (`GestureThresholds.viewLayoutMargin`), and none for a
  ///    controller's root view, whose margins Apple's `layoutMargins` page says reflect the
  ///    system minimum and the safe area.
  /// 2. For a controller's root view, each side at least the controller's
  ///    `systemMinimumLayoutMargins` while `viewRespectsSystemMinimumLayoutMargins` is true,
  ///    as Apple's pages for those two say.
  /// 3. With ``insetsLayoutMarginsFromSafeArea`` (the default) the `safeAreaInsets` added,
  ///    so that margins the safe area covers move inside it (OUR CHOICE of how: Apple's page
  ///    says only that they are moved to fall within the safe area; added is what UIKit is seen
  ///    to report).
  /// 4. With ``preservesSuperviewLayoutMargins`` each margin grown by the least that keeps it
  ///    inside the superview's margin on that side, as Apple's page describes.
  ///
  /// Setting it sets the first step's margins and calls `layoutMarginsDidChange()`.
  public var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins() }
    set {
      autoLayout.specifiedLayoutMargins = newValue
      layoutMarginsWereSet()
    }
  }

  /// ``layoutMargins`` named by layout direction: `leading` is the left margin in a
  /// left-to-right layout and the right one in a right-to-left layout, as Apple's page says.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return isRightToLeft
        ? NSDirectionalEdgeInsets(
          top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
        : NSDirectionalEdgeInsets(
          top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set { layoutMargins = physicalInsets(newValue) }
  }

  /// Whether the superview's margins also keep this view's content in. Default: false.
  public var preservesSuperviewLayoutMargins: Bool {
    get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
    set {
      guard newValue != preservesSuperviewLayoutMargins else { return }
      autoLayout.preservesSuperviewLayoutMargins = newValue
      layoutMarginsWereSet()
    }
  }

  /// Whether the margins move inside the safe area. Default: true, as Apple's page says.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
    set {
      guard newValue != insetsLayoutMarginsFromSafeArea else { return }
      autoLayout.insetsLayoutMarginsFromSafeArea = newValue
      layoutMarginsWereSet()
    }
  }

  private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  private func physicalInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    isRightToLeft
      ? UIEdgeInsets(
        top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading)
      : UIEdgeInsets(
        top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
  }

  private func layoutMarginsWereSet() {
    AutoLayoutEngine.changeCount &+= 1
    setNeedsLayout()
    layoutMarginsDidChange()
  }

  /// The four steps of ``layoutMargins``.
  private func effectiveLayoutMargins() -> UIEdgeInsets {
    let state = autoLayoutStorage
    // A root view's next responder is its controller (Apple's `UIResponder.next`).
    let controller = next as? UIViewController
    let side = GestureThresholds.viewLayoutMargin
    var margins =
      state?.specifiedLayoutMargins
      ?? (controller == nil
        ? UIEdgeInsets(top: side, left: side, bottom: side, right: side) : .zero)
    if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = physicalInsets(controller.systemMinimumLayoutMargins)
      margins = margins.atLeast(minimum)
    }
    if state?.insetsLayoutMarginsFromSafeArea ?? true {
      let safe = safeAreaInsets
      margins = UIEdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    if state?.preservesSuperviewLayoutMargins == true, let superview {
      let outer = superview.layoutMargins
      let frame = self.frame
      let bounds = superview.bounds
      margins = margins.atLeast(
        UIEdgeInsets(
          top: outer.top - (frame.minY - bounds.minY),
          left: outer.left - (frame.minX - bounds.minX),
          bottom: outer.bottom - (bounds.maxY - frame.maxY),
          right: outer.right - (bounds.maxX - frame.maxX)))
    }
    return margins
  }
}

extension UIEdgeInsets {
  /// Each edge the larger of the two.
  fileprivate func atLeast(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }
}
