import Foundation
import GestureCore

/// A one-line editable text, as UIKit's `UITextField`.
///
///     let field = UITextField()
///     field.placeholder = "Search"
///     field.delegate = coordinator
///     field.addTarget(self, action: Model.textChanged, for: .editingChanged)
///
/// A tap on the field (touch up inside) makes it first responder, which begins editing and
/// shows the window's keyboard; a test then types with `Simulation.typeOnKeyboard(_:)`,
/// deletes with `Simulation.pressDeleteOnKeyboard()` and presses Return with
/// `Simulation.pressReturnOnKeyboard()`. The delegate hears, in the order of Apple's
/// `UITextFieldDelegate` overview:
///
/// - begin: ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``; first responder (the
///   keyboard's will-show notification); ``isEditing`` true;
///   ``UITextFieldDelegate/textFieldDidBeginEditing(_:)``; the `.editingDidBegin` actions;
///   `textDidBeginEditingNotification`; then
///   ``UITextFieldDelegate/textFieldDidChangeSelection(_:)`` as the insertion point goes to the
///   end of the text (OUR CHOICE: the insertion point is always at the end; there is no door to
///   move it).
/// - each typed character or deletion:
///   ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``; if it
///   allows, the text changes, then `textFieldDidChangeSelection`, the `.editingChanged`
///   actions and `textDidChangeNotification` (OUR CHOICE of order after the change; Apple
///   documents that the check comes first).
/// - Return: ``UITextFieldDelegate/textFieldShouldReturn(_:)``; when it answers true, the
///   `.editingDidEndOnExit` actions, and when the field has any, it resigns (OUR CHOICE after
///   what iOS is seen doing: Apple documents no default for Return).
/// - end: ``UITextFieldDelegate/textFieldShouldEndEditing(_:)`` (not asked when forced); the
///   field resigns (the keyboard's will-hide notification); ``isEditing`` false;
///   ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)``; the `.editingDidEnd` actions;
///   `textDidEndEditingNotification`.
///
/// Setting ``text`` in code calls no delegate method and sends no action, as in UIKit.
/// Stored only: the looks (``font`` sizes the intrinsic size, nothing is drawn), the text input
/// traits, ``inputView`` and ``inputAccessoryView``.
@preconcurrency @MainActor open class UITextField: UIControl, UIKeyInput, UITextInputTraits {
  /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned.
    case committed
    /// Editing was cancelled (not produced here).
    case cancelled
  }

  /// The field's border, as UIKit's `UITextField.BorderStyle`; stored only.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view (the clear button, the left and right views) shows, as UIKit's
  /// `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// Posted after editing began, with the field as the object.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted after each change of the text by editing.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted after editing ended.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The delegate, held weakly.
  open weak var delegate: (any UITextFieldDelegate)?

  private var storedText = ""

  /// The text; `""` when there is none (Apple: "This string is @"" by default"). Setting it in
  /// code calls no delegate method.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      invalidateIntrinsicContentSize()
    }
  }

  /// The text with attributes; only its characters are kept.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string }
  }

  /// The text shown while the field is empty.
  open var placeholder: String? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The placeholder with attributes; only its characters are kept.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }

  /// Whether the field is editing: between begin and end editing.
  open private(set) var isEditing = false

  /// The font; default: the 17-point system font. It sizes ``intrinsicContentSize``.
  open var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text's color. Stored only.
  open var textColor: UIColor? = .black
  /// How the text aligns. Stored only.
  open var textAlignment: NSTextAlignment = .natural
  /// The border. Stored only.
  open var borderStyle: BorderStyle = .none
  /// When the clear button shows; `Simulation.tapClearButton(of:)` taps it.
  open var clearButtonMode: ViewMode = .never
  /// Whether beginning to edit clears the text (asking ``UITextFieldDelegate/textFieldShouldClear(_:)``).
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit. Stored only.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking. Stored only.
  open var minimumFontSize: CGFloat = 0
  /// A view on the left. Stored only (not added as a subview).
  open var leftView: UIView?
  /// When ``leftView`` shows. Stored only.
  open var leftViewMode: ViewMode = .never
  /// A view on the right. Stored only.
  open var rightView: UIView?
  /// When ``rightView`` shows. Stored only.
  open var rightViewMode: ViewMode = .never
  /// A view shown instead of the keyboard. Stored only: the simulated keyboard still shows.
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
  open var enablesReturnKeyAutomatically = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The size of the text, or of the placeholder while empty, in ``font``, one line high at
  /// least (OUR CHOICE: the shared text metric of `UILabel`, with no padding).
  open override var intrinsicContentSize: CGSize {
    let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
    return TextMetric.size(
      of: shown, fontSize: font?.pointSize ?? UIFont.systemFontSize, proposedWidth: nil)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  // MARK: First responder

  /// A field takes the first responder while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks the delegate, becomes first responder (showing the keyboard), then
  /// tells the delegate and the `.editingDidBegin` targets. False when the delegate refuses,
  /// the field is disabled or not in a window, or the current first responder will not resign.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil, editingShouldBegin() else { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    editingDidBegin()
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    if clearsOnBeginEditing && !storedText.isEmpty && editingShouldClear() {
      replaceText(with: "")
    }
    selectionDidChange()
    return true
  }

  /// Ends editing: asks the delegate, resigns (hiding the keyboard unless another text input
  /// takes over), then tells the delegate and the `.editingDidEnd` targets.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard isForcingEnd || editingShouldEnd() else { return false }
    _ = super.resignFirstResponder()
    isEditing = false
    editingDidEnd()
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Set while `endEditing(true)` forces the field to resign without asking.
  var isForcingEnd = false

  /// A tap (a touch lifted inside) begins editing.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let liftedInside = touches.contains { bounds.contains($0.location(in: self)) }
    super.touchesEnded(touches, with: event)
    if liftedInside && !isFirstResponder { becomeFirstResponder() }
  }

  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    // A field that leaves its window stops editing without being asked, as the delegate's
    // `textFieldDidEndEditing` header comment says ("view removed from window").
    if newWindow == nil && isFirstResponder { forceEndEditing() }
  }

  /// Resigns without asking the delegate.
  func forceEndEditing() {
    isForcingEnd = true
    defer { isForcingEnd = false }
    resignFirstResponder()
  }

  // MARK: Typing (UIKeyInput)

  /// Whether the field has text.
  open var hasText: Bool { !storedText.isEmpty }

  /// Inserts `text` at the end, one character at a time as the keyboard types; `"\n"` is
  /// Return. Does nothing unless the field is editing.
  open func insertText(_ text: String) {
    for character in text {
      guard isEditing else { return }
      if character == "\n" || character == "\r\n" {
        returnPressed()
      } else {
        let end = storedText.utf16.count
        changeCharacters(in: NSRange(location: end, length: 0), to: String(character))
      }
    }
  }

  /// Deletes the last character, asking the delegate first. Does nothing when empty.
  open func deleteBackward() {
    guard isEditing, let last = storedText.last else { return }
    let length = String(last).utf16.count
    changeCharacters(
      in: NSRange(location: storedText.utf16.count - length, length: length), to: "")
  }

  /// Replaces the characters in `range` with `string` if the delegate allows.
  func changeCharacters(in range: NSRange, to string: String) {
    guard editingShouldChange(range, string) else { return }
    replaceText(with: (storedText as NSString).replacingCharacters(in: range, with: string))
  }

  /// The text changes by editing: selection, actions and notification follow.
  func replaceText(with newText: String) {
    storedText = newText
    invalidateIntrinsicContentSize()
    selectionDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    editingTextDidChange()
  }

  /// Whether the clear button shows now.
  var showsClearButton: Bool {
    switch clearButtonMode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// The clear button was tapped: clears the text if the delegate allows.
  func clearButtonTapped() {
    guard editingShouldClear(), !storedText.isEmpty else { return }
    replaceText(with: "")
  }

  /// Return was pressed.
  func returnPressed() {
    guard editingShouldReturn() else { return }
    sendActions(for: .editingDidEndOnExit)
    if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
  }

  // MARK: Who hears the editing (a search bar's field tells its bar instead)

  func editingShouldBegin() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
  func editingDidBegin() { delegate?.textFieldDidBeginEditing(self) }
  func editingShouldEnd() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }
  func editingDidEnd() { delegate?.textFieldDidEndEditing(self, reason: .committed) }
  func editingShouldChange(_ range: NSRange, _ string: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
  }
  func selectionDidChange() { delegate?.textFieldDidChangeSelection(self) }
  func editingTextDidChange() {}
  func editingShouldClear() -> Bool { delegate?.textFieldShouldClear(self) ?? true }
  func editingShouldReturn() -> Bool { delegate?.textFieldShouldReturn(self) ?? true }
}
