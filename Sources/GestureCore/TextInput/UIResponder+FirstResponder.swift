import Foundation

/// The first responder: one per window, as in UIKit, where "the first responder is the object
/// that receives key events" (Apple's "Using responders and the responder chain").
///
/// ``UIResponder/becomeFirstResponder()`` asks the current first responder of the window to
/// resign first and fails when it refuses; a text input that becomes first responder shows the
/// window's ``SimulatedKeyboard``, and the keyboard hides when the first responder resigns
/// without another text input taking its place.
extension UIResponder {
  /// The window the responder is in: a view's window, a view controller's view's window.
  package var responderWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
    if let anchored = self as? any ViewAnchoredResponder { return anchored.anchorView?.window }
    return nil
  }

  /// What ``becomeFirstResponder()`` does by default.
  func takeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    let takesKeyboard = self is any UIKeyInput
    if let current = window.firstResponder {
      guard current.canResignFirstResponder else { return false }
      // Moving between text inputs keeps the keyboard up (OUR CHOICE: no hide and show).
      window.keyboard.isHandingOver = takesKeyboard
      defer { window.keyboard.isHandingOver = false }
      guard current.resignFirstResponder() else { return false }
    }
    window.firstResponder = self
    if takesKeyboard { window.keyboard.show() }
    return true
  }

  /// What ``resignFirstResponder()`` does by default: the window forgets the responder and the
  /// keyboard hides, unless another text input is taking over.
  func releaseFirstResponder() {
    guard let window = responderWindow, window.firstResponder === self else { return }
    window.firstResponder = nil
    if !window.keyboard.isHandingOver { window.keyboard.hide() }
  }

  // MARK: Keyboard notifications

  /// Posted before the keyboard shows, with the frames, duration and curve in `userInfo`.
  public nonisolated static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard has shown (when its animation ends on the virtual clock).
  public nonisolated static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard has hidden.
  public nonisolated static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (with each show and hide).
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, an `NSValue` holding a `CGRect` in the window's
  /// (the screen's) coordinates.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, an `NSValue` holding a `CGRect`.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds, an `NSNumber` holding a `Double`.
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, an `NSNumber` holding a `UIView.AnimationCurve` raw value.
  public nonisolated static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, an `NSNumber` holding a `Bool` (always true).
  public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// A responder that is not a view but stands in one, as the editor behind a SwiftUI text field
/// does: it is in the window of its ``anchorView``, and `endEditing(_:)` of a view that contains
/// the anchor ends its editing.
package protocol ViewAnchoredResponder: UIResponder {
  /// The view the responder edits in, if it is shown.
  var anchorView: UIView? { get }
}

extension NSValue {
  /// A value holding `rect`, as UIKit's `NSValue(cgRect:)` makes the keyboard's frames.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The rectangle the value holds, as UIKit's `cgRectValue` reads it.
  public var cgRectValue: CGRect { rectValue }
}

extension UIWindow {
  /// The window's keyboard, made on first use.
  package var keyboard: SimulatedKeyboard {
    keyboardStorage.madeOnFirstUse { SimulatedKeyboard(window: self) }
  }
}
