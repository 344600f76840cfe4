import Foundation
import GestureCore

/// The methods a text field's delegate can implement to follow and steer editing, as UIKit's
/// `UITextFieldDelegate`. Every method is optional; the defaults below allow everything and do
/// nothing.
///
/// ``UITextField`` calls them in the order Apple's `UITextFieldDelegate` overview gives:
/// ``textFieldShouldBeginEditing(_:)``, the field becomes first responder (the keyboard's
/// will-show notification), ``textFieldDidBeginEditing(_:)``; while editing,
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` before each change,
/// ``textFieldShouldClear(_:)`` for the clear button and ``textFieldShouldReturn(_:)`` for
/// Return; ``textFieldShouldEndEditing(_:)`` before resigning, then the keyboard's will-hide
/// notification and ``textFieldDidEndEditing(_:reason:)``.
@MainActor public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin; true by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began: the field just became first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (the field may resign); true by default. A forced end
  /// (`endEditing(true)`, the field leaving its window) does not ask.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended; the default of ``textFieldDidEndEditing(_:reason:)`` calls this.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for `reason`; by default calls ``textFieldDidEndEditing(_:)``.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` (UTF-16 offsets into the text) may be replaced by
  /// `string`: a typed character (`range` empty at the insertion point), a deletion (`string`
  /// empty). True by default; false leaves the text as it is.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection (here the insertion point) changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text; true by default.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the field does what Return does by default (see ``UITextField``); true by default.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
