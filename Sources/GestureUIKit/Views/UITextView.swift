import Foundation
import GestureCore

/// The methods a text view's delegate can implement, as UIKit's `UITextViewDelegate`; it is a
/// scroll view delegate too, and is set through ``UIScrollView/delegate``. Every method is
/// optional; the defaults allow everything and do nothing.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin; true by default.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began: the text view just became first responder.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end; true by default. A forced end does not ask.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text`; true by
  /// default. Return types `"\n"`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The user changed the text (not called for changes made in code).
  func textViewDidChange(_ textView: UITextView)
  /// The selection (here the insertion point) changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrollable, multi-line editable text, as UIKit's `UITextView`.
///
/// A tap on an editable text view makes it first responder; the delegate then hears, as Apple's
/// `UITextViewDelegate` pages describe: ``UITextViewDelegate/textViewShouldBeginEditing(_:)``,
/// first responder (the keyboard's will-show notification),
/// ``UITextViewDelegate/textViewDidBeginEditing(_:)``,
/// ``UITextViewDelegate/textViewDidChangeSelection(_:)`` (the insertion point goes to the end:
/// OUR CHOICE, as in ``UITextField``); for each typed character or deletion
/// ``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``, then, if allowed,
/// the change, `textViewDidChangeSelection` and ``UITextViewDelegate/textViewDidChange(_:)``
/// and `textDidChangeNotification`; on resigning
/// ``UITextViewDelegate/textViewShouldEndEditing(_:)``, the keyboard's will-hide notification
/// and ``UITextViewDelegate/textViewDidEndEditing(_:)``. Return inserts a line break.
///
/// Stored only: the looks and the text input traits. The content is not laid out as text: the
/// view scrolls whatever ``UIScrollView/contentSize`` is set to.
@preconcurrency @MainActor open class UITextView: UIScrollView, UIKeyInput, UITextInputTraits {
  /// Posted after editing began, with the text view as the object.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted after each change of the text by editing.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted after editing ended.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  private var storedText = ""

  /// The text; `""` when there is none. Setting it in code calls no delegate method.
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// The text with attributes; only its characters are kept.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: storedText) }
    set { storedText = newValue?.string ?? "" }
  }

  /// Whether the text can be edited; default true. A text view that is not editable does not
  /// become first responder.
  open var isEditable = true
  /// Whether the text can be selected. Stored only.
  open var isSelectable = true
  /// The font. Stored only.
  open var font: UIFont? = .systemFont(ofSize: 12)
  /// The text's color. Stored only.
  open var textColor: UIColor?
  /// How the text aligns. Stored only.
  open var textAlignment: NSTextAlignment = .natural
  /// The inset of the text. Stored only.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// A view shown instead of the keyboard. Stored only.
  open var inputView: UIView?
  /// A view shown above the keyboard. Stored only.
  open var inputAccessoryView: UIView?

  // UITextInputTraits, stored only.
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var textContentType: UITextContentType?
  open var isSecureTextEntry = false

  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A text view with a frame; the text container is not modelled.
  public convenience init(frame: CGRect, textContainer: AnyObject?) {
    self.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether the text view is editing.
  var isEditing = false
  private var isForcingEnd = false

  open override var canBecomeFirstResponder: Bool { isEditable }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil,
      textDelegate?.textViewShouldBeginEditing(self) ?? true
    else { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    textDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    textDelegate?.textViewDidChangeSelection(self)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard isForcingEnd || textDelegate?.textViewShouldEndEditing(self) ?? true else {
      return false
    }
    _ = super.resignFirstResponder()
    isEditing = false
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Resigns without asking the delegate.
  func forceEndEditing() {
    isForcingEnd = true
    defer { isForcingEnd = false }
    resignFirstResponder()
  }

  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil && isFirstResponder { forceEndEditing() }
  }

  /// A tap (a touch lifted inside) on an editable text view begins editing.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let liftedInside = touches.contains { bounds.contains($0.location(in: self)) }
    super.touchesEnded(touches, with: event)
    if liftedInside && !isFirstResponder { becomeFirstResponder() }
  }

  // MARK: Typing (UIKeyInput)

  open var hasText: Bool { !storedText.isEmpty }

  /// Inserts `text` at the end, one character at a time; `"\n"` is a line break.
  open func insertText(_ text: String) {
    for character in text {
      guard isEditing else { return }
      let end = storedText.utf16.count
      change(NSRange(location: end, length: 0), to: String(character))
    }
  }

  /// Deletes the last character, asking the delegate first.
  open func deleteBackward() {
    guard isEditing, let last = storedText.last else { return }
    let length = String(last).utf16.count
    change(NSRange(location: storedText.utf16.count - length, length: length), to: "")
  }

  private func change(_ range: NSRange, to string: String) {
    guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    else { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    textDelegate?.textViewDidChangeSelection(self)
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
