import Foundation
import GestureCore

extension UIView {
  /// Makes the first responder resign if it is this view or inside it, as UIKit's
  /// `endEditing(_:)` documents: with `force` true a text field or text view resigns without
  /// asking its delegate. Returns whether the first responder resigned (true when there was
  /// nothing to end).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder,
      let view = responder as? UIView ?? (responder as? any ViewAnchoredResponder)?.anchorView,
      view.isDescendant(of: self)
    else { return true }
    if force {
      if let field = responder as? UITextField {
        field.forceEndEditing()
        return true
      }
      if let textView = responder as? UITextView {
        textView.forceEndEditing()
        return true
      }
    }
    return responder.resignFirstResponder()
  }
}
