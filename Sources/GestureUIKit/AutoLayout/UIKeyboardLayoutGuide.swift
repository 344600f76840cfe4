import Foundation
import GestureCore

/// A layout guide for the space the keyboard takes in a view, as UIKit's
/// `UIKeyboardLayoutGuide` ("a layout guide that represents the space the keyboard occupies in
/// your app's layout"): constrain to its ``UILayoutGuide/topAnchor`` to stay above the keyboard.
///
///     hostingController.view.bottomAnchor.constraint(
///       equalTo: view.keyboardLayoutGuide.topAnchor
///     ).isActive = true
///
/// The guide spans the view's width, from the keyboard's top (or the view's bottom) to the
/// view's bottom. While the keyboard is hidden its top is the bottom of the view's safe area,
/// or of the view when ``usesBottomSafeArea`` is false, as Apple's `usesBottomSafeArea` page
/// says. The window's `SimulatedKeyboard` lays the window out again, inside an animation of
/// its duration, each time it shows or hides.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows an undocked keyboard. Stored only: the simulated keyboard is
  /// always docked.
  open var followsUndockedKeyboard = false

  /// Whether the hidden keyboard's guide starts at the safe area's bottom (true, the default)
  /// or at the view's bottom.
  open var usesBottomSafeArea = true {
    didSet {
      AutoLayoutEngine.changeCount &+= 1
      owningView?.setNeedsLayout()
    }
  }

  /// Padding above the keyboard for interactive dismissal. Stored only.
  open var keyboardDismissPadding: CGFloat = 0

  /// The guide's insets from `owner`'s bounds: only the top is inset.
  func insets(in owner: UIView) -> UIEdgeInsets {
    let height = owner.bounds.height
    let restingTop = height - (usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0)
    var top = restingTop
    if let window = owner.window, let keyboard = window.keyboardStorage, keyboard.isVisible {
      let keyboardTop =
        owner.convert(CGPoint(x: 0, y: keyboard.frame.minY), from: window).y - owner.bounds.minY
      top = min(restingTop, keyboardTop)
    }
    return UIEdgeInsets(top: min(max(0, top), height), left: 0, bottom: 0, right: 0)
  }
}

extension UIView {
  /// The guide that tracks the keyboard's place in this view (see ``UIKeyboardLayoutGuide``).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    let state = autoLayout
    if let made = state.keyboardGuide { return made }
    let guide = UIKeyboardLayoutGuide()
    guide.system = .keyboard
    guide.owningView = self
    guide.identifier = "UIViewKeyboardLayoutGuide"
    state.keyboardGuide = guide
    return guide
  }
}
