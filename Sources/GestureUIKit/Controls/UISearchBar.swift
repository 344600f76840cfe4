import Foundation
import GestureCore

/// The methods a search bar's delegate can implement, as UIKit's `UISearchBarDelegate`. Every
/// method is optional; the defaults allow everything and do nothing.
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin; true by default.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end; true by default.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (typing, deleting, the clear button); not called for changes
  /// made in code, as Apple's page says ("the user changed the search text").
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the text in `range` may be replaced by `text`; true by default.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The search button (the keyboard's Return) was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The bookmark button was tapped (never shown here).
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The results list button was tapped (never shown here).
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// The selected scope button changed.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

/// The text field inside a search bar, as UIKit's `UISearchTextField`: its editing is reported
/// to the search bar's delegate (and to its own delegate when it is not in a bar).
@preconcurrency @MainActor open class UISearchTextField: UITextField {
  weak var searchBar: UISearchBar?

  private var barDelegate: (any UISearchBarDelegate)? { searchBar?.delegate }

  override func editingShouldBegin() -> Bool {
    guard let searchBar else { return super.editingShouldBegin() }
    return barDelegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  override func editingDidBegin() {
    guard let searchBar else { return super.editingDidBegin() }
    barDelegate?.searchBarTextDidBeginEditing(searchBar)
  }

  override func editingShouldEnd() -> Bool {
    guard let searchBar else { return super.editingShouldEnd() }
    return barDelegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  override func editingDidEnd() {
    guard let searchBar else { return super.editingDidEnd() }
    barDelegate?.searchBarTextDidEndEditing(searchBar)
  }

  override func editingShouldChange(_ range: NSRange, _ string: String) -> Bool {
    guard let searchBar else { return super.editingShouldChange(range, string) }
    return barDelegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string)
      ?? true
  }

  override func editingTextDidChange() {
    guard let searchBar else { return super.editingTextDidChange() }
    barDelegate?.searchBar(searchBar, textDidChange: text ?? "")
  }

  override func selectionDidChange() {
    if searchBar == nil { super.selectionDidChange() }
  }

  override func editingShouldClear() -> Bool {
    searchBar == nil ? super.editingShouldClear() : true
  }

  /// Return in a search bar is its search button: the delegate hears
  /// ``UISearchBarDelegate/searchBarSearchButtonClicked(_:)`` and the field stays first
  /// responder, as in UIKit, where the app resigns it.
  override func editingShouldReturn() -> Bool {
    guard let searchBar else { return super.editingShouldReturn() }
    barDelegate?.searchBarSearchButtonClicked(searchBar)
    return false
  }
}

/// A search field with an optional cancel button, as UIKit's `UISearchBar`.
///
///     let bar = UISearchBar()
///     bar.delegate = coordinator
///     bar.showsCancelButton = true
///
/// The bar holds a ``searchTextField`` that fills it (less the cancel button): a tap on it
/// begins editing, and its editing is told to the bar's delegate: should/did begin, each change
/// (``UISearchBarDelegate/searchBar(_:shouldChangeTextIn:replacementText:)`` before,
/// ``UISearchBarDelegate/searchBar(_:textDidChange:)`` after), should/did end. Return
/// (`Simulation.pressReturnOnKeyboard()`) is the search button; a tap on the cancel button
/// calls ``UISearchBarDelegate/searchBarCancelButtonClicked(_:)``. Neither ends editing: the
/// delegate does, with `resignFirstResponder()`, as UIKit apps do.
///
/// Layout (OUR CHOICE, after UIKit's default bar): 56 points high; the field is inset 8 points
/// on each side and 10 above and below; the cancel button, while shown, is 60 points wide at
/// the trailing edge. Stored only: the bar's looks, the prompt, the scope bar's looks.
@preconcurrency @MainActor open class UISearchBar: UIView, UITextInputTraits {
  /// The look of the bar, as UIKit's `UISearchBar.Style`; stored only.
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  /// The delegate, held weakly.
  open weak var delegate: (any UISearchBarDelegate)?

  /// The field the text is edited in.
  public let searchTextField = UISearchTextField(frame: .zero)

  /// The cancel button, a subview while ``showsCancelButton`` is true.
  private let cancelButton = UIButton(type: .system)

  /// The search text; setting it in code calls no delegate method.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown while the field is empty.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// A line above the bar. Stored only.
  open var prompt: String?
  /// The bar's look. Stored only.
  open var searchBarStyle: Style = .default
  /// The bar's tint. Stored only.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent. Stored only.
  open var isTranslucent = true

  /// Whether the cancel button shows; it is a button at the trailing edge that a tap hits.
  open var showsCancelButton = false {
    didSet {
      if showsCancelButton { addSubview(cancelButton) } else { cancelButton.removeFromSuperview() }
      setNeedsLayout()
    }
  }

  /// Shows or hides the cancel button (`animated` is not simulated).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The titles of the scope buttons. Stored only (no buttons are drawn).
  open var scopeButtonTitles: [String]?
  /// Whether the scope bar shows. Stored only.
  open var showsScopeBar = false
  /// The selected scope button. Setting it in code calls no delegate method.
  open var selectedScopeButtonIndex = 0

  // UITextInputTraits, forwarded to the field.
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  open var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry }
    set { searchTextField.isSecureTextEntry = newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    searchTextField.searchBar = self
    searchTextField.clearButtonMode = .whileEditing
    searchTextField.returnKeyType = .search
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarCancelButtonClicked(self)
      }, for: .touchUpInside)
  }

  /// A bar as wide as it is laid out, 56 points high (OUR CHOICE).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: GestureThresholds.searchBarHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: GestureThresholds.searchBarHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let cancelWidth: CGFloat = showsCancelButton ? GestureThresholds.searchBarCancelButtonWidth : 0
    let field = bounds.inset(by: UIEdgeInsets(top: 10, left: 8, bottom: 10, right: 8))
    searchTextField.frame = CGRect(
      x: field.minX, y: field.minY, width: max(0, field.width - cancelWidth), height: field.height)
    cancelButton.frame = CGRect(
      x: bounds.maxX - cancelWidth, y: bounds.minY, width: cancelWidth, height: bounds.height)
  }

  // MARK: First responder: the field's

  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  /// Makes the search field first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Makes the search field resign.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
}
