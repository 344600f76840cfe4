import Foundation

extension UIView {
  /// Makes the view, or a text field inside it, give up the keyboard, as UIKit's
  /// `endEditing(_:)` does. GestureKit has no text input and no keyboard, so nothing is being
  /// edited: returns true, UIKit's answer when editing ended (or there was none).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { true }
}
