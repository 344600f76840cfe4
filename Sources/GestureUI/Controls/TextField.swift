import Foundation
import GestureCore
import GestureUIKit

/// A field that edits a string, as SwiftUI's `TextField` is.
///
///     TextField("Title", text: $note.title)
///       .focused($titleFocused)
///       .onSubmit { save() }
///
/// It shows its text (or its title while the text is empty), as wide as it is offered. A tap
/// on it focuses it, as a tap on iOS makes the field first responder: the focused field is its
/// window's first responder (through an editor that stands in the field, as a `UITextField`
/// stands behind SwiftUI's field on iOS), so the simulated keyboard shows as for a UIKit text
/// field, with UIKit's keyboard notifications and `keyboardLayoutGuide` following, and hides
/// when the field loses the focus. A test types into the focused field with
/// ``SwiftUIHost/type(_:)`` (or the simulation's keyboard doors), deletes with
/// ``SwiftUIHost/deleteBackward()`` and presses Return with ``SwiftUIHost/submit()``, which
/// runs the ``View/onSubmit(of:_:)`` action and ends editing (OUR CHOICE: a field with the
/// default return key resigns focus). One field of a window is focused at a time; `@FocusState`
/// with ``View/focused(_:)`` or ``View/focused(_:equals:)`` reads and moves the focus, and the
/// first responder follows it in the next update pass.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let title: String
  let isSecure: Bool
  var isMultiline = false

  /// A field titled `title` editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    self.text = text
    self.title = String(title)
    self.isSecure = false
  }

  /// A field titled `title` editing `text`, with a prompt (shown as the title).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?)
  where Label == Text {
    self.init(title, text: text)
  }

  /// A field titled `title` editing `text`, growing along `axis` (kept).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis)
  where Label == Text {
    self.init(title, text: text)
  }

  init(title: String, text: Binding<String>, isSecure: Bool, isMultiline: Bool = false) {
    self.text = text
    self.title = title
    self.isSecure = isSecure
    self.isMultiline = isMultiline
  }

  /// A primitive: no body.
  public typealias Body = Never
}

/// A field that edits a string without showing it, as SwiftUI's `SecureField` is: a
/// ``TextField`` that shows a bullet for each character.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A secure field titled `title` editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    field = TextField(title: String(title), text: text, isSecure: true)
  }

  public var body: some View { field }
}

/// A view that edits long text, as SwiftUI's `TextEditor` is: a ``TextField`` without a title
/// whose Return types a new line, filling the space it is offered (Apple's `TextEditor` page:
/// "displays and edits long-form text"; taking all the space is OUR CHOICE of layout). It takes
/// the focus, the first responder and the keyboard as a text field does.
@MainActor @preconcurrency public struct TextEditor: View {
  let field: TextField<Text>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    field = TextField(title: "", text: text, isSecure: false, isMultiline: true)
  }

  public var body: some View { field }
}

/// The editing state of one field, kept on its node.
@MainActor final class TextEntry {
  var text: Binding<String>
  var focus: FocusLink?
  var onSubmit: (() -> Void)?
  private var ownFocus = false
  /// The field's node, whose view the editor stands in.
  weak var node: ViewNode?
  /// Whether Return types a new line (a text editor) rather than submitting.
  var isMultiline = false
  /// The first responder while the field has the focus in a window.
  private(set) lazy var editor = FieldEditor(entry: self)

  init(text: Binding<String>) {
    self.text = text
  }

  var isFocused: Bool { focus?.isFocused() ?? ownFocus }

  func setFocused(_ focused: Bool) {
    if let focus {
      if focused { focus.focus() } else if focus.isFocused() { focus.unfocus() }
    } else {
      ownFocus = focused
    }
  }
}

extension TextField: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    let entry = node.storage["$textEntry"] as? TextEntry ?? TextEntry(text: text)
    node.storage["$textEntry"] = entry
    entry.text = text
    entry.focus = node.environment.focusLink
    entry.onSubmit = node.environment.submitAction?.run
    entry.node = node
    entry.isMultiline = isMultiline
    (node.graph.owner as? HostingView)?.textEntries.register(entry)
    let current = node.track(self) { text.wrappedValue }
    let shown =
      current.isEmpty ? title : isSecure ? String(repeating: "•", count: current.count) : current
    let field = Text(shown)
      .frame(
        maxWidth: .infinity, maxHeight: isMultiline ? .infinity : nil,
        alignment: isMultiline ? .topLeading : .leading
      )
      .contentShape(Rectangle())
      .onTapGesture { [weak node] in
        guard let node else { return }
        TextEntry.focus(entry, in: node)
      }
    var result = NodeContent()
    result.append(field, at: .body)
    return result
  }
}

extension TextEntry {
  /// Focuses `entry` and takes the focus from every other field in the window. In a window the
  /// field's editor then becomes first responder: the responder before it (a UIKit text input,
  /// or another field's editor) resigns, asking its delegate, and the keyboard stays up; when
  /// that responder refuses, the field loses the focus again, as on iOS it never gets it. The
  /// focus comes first, so that a layout the keyboard causes finds the field focused.
  static func focus(_ entry: TextEntry, in node: ViewNode) {
    entry.node = node
    guard let window = node.nearestElement?.nodeView?.window else {
      entry.setFocused(true)
      return
    }
    for other in entries(in: window) where other !== entry && other.isFocused {
      other.setFocused(false)
    }
    entry.setFocused(true)
    if !entry.editor.becomeFirstResponder() { entry.setFocused(false) }
  }

  /// Every field shown in `window`, depth first.
  static func entries(in window: UIView) -> [TextEntry] {
    var found: [TextEntry] = []
    func visit(_ view: UIView) {
      if let hosting = view as? HostingView {
        hosting.graph.forEachNode { node in
          if let entry = node.storage["$textEntry"] as? TextEntry { found.append(entry) }
        }
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    return found
  }
}

// MARK: The first responder

/// What stands behind a focused field as its window's first responder (on iOS, a `UITextField`
/// stands behind SwiftUI's field): it takes the keyboard's keys (`UIKeyInput`), so the
/// simulated keyboard shows and hides for it as for a UIKit text input, and it resigns when a
/// UIKit input or another field takes over, or `endEditing(_:)` of a view around the field.
@MainActor final class FieldEditor: UIResponder, UIKeyInput, ViewAnchoredResponder {
  private weak var entry: TextEntry?

  init(entry: TextEntry) {
    self.entry = entry
    super.init()
  }

  var anchorView: UIView? { entry?.node?.nearestElement?.nodeView }

  override var next: UIResponder? { anchorView }

  override var canBecomeFirstResponder: Bool { entry != nil }

  /// Resigning takes the focus from the field (a tap on a UIKit text field, `endEditing`).
  @discardableResult
  override func resignFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    let resigned = super.resignFirstResponder()
    if wasFirst, let entry, entry.isFocused { entry.setFocused(false) }
    return resigned
  }

  var hasText: Bool { !(entry?.text.wrappedValue.isEmpty ?? true) }

  /// A key: Return submits a field (its `onSubmit` action, then the focus goes) and types a
  /// new line in a text editor; other text is added at the end.
  func insertText(_ text: String) {
    guard let entry else { return }
    if text == "\n" && !entry.isMultiline {
      entry.onSubmit?()
      entry.setFocused(false)
      resignFirstResponder()
      return
    }
    entry.text.wrappedValue += text
  }

  func deleteBackward() {
    guard let entry, !entry.text.wrappedValue.isEmpty else { return }
    entry.text.wrappedValue.removeLast()
  }
}

/// The fields a hosting view shows, in the order they were first made, so that the update
/// pass can make the first responder follow their focus (`@FocusState` set in code).
@MainActor final class TextEntryRegistry {
  private final class Box {
    weak var entry: TextEntry?
    init(_ entry: TextEntry) { self.entry = entry }
  }
  private var boxes: [Box] = []

  func register(_ entry: TextEntry) {
    if !boxes.contains(where: { $0.entry === entry }) { boxes.append(Box(entry)) }
  }

  /// Gives the first responder to a focused field that lacks it, then takes it from fields
  /// that lost the focus: in this order, so that focus moving from one field to another
  /// hands the keyboard over instead of hiding and showing it. A field whose editor cannot
  /// become first responder (a UIKit input refused to resign) loses the focus.
  func followFocus() {
    guard !boxes.isEmpty else { return }
    boxes.removeAll { $0.entry == nil }
    let entries = boxes.compactMap(\.entry)
    for entry in entries where entry.isFocused && !entry.editor.isFirstResponder {
      if entry.editor.anchorView?.window != nil, !entry.editor.becomeFirstResponder() {
        entry.setFocused(false)
      }
    }
    for entry in entries where !entry.isFocused && entry.editor.isFirstResponder {
      entry.editor.resignFirstResponder()
    }
  }
}

// MARK: Focus

/// How a `focused` modifier reads and moves a field's focus.
@MainActor struct FocusLink {
  let isFocused: () -> Bool
  let focus: () -> Void
  let unfocus: () -> Void
}

/// A property that holds which view has the focus, as SwiftUI's `FocusState` is: `Bool` for
/// one field, an optional `Hashable` for several.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let storage: State<Value>
  let reset: Value

  /// Focus for one field: false.
  public init() where Value == Bool {
    storage = State(wrappedValue: false)
    reset = false
  }

  /// Focus for several fields: none.
  public init<T: Hashable>() where Value == T? {
    storage = State(wrappedValue: nil)
    reset = nil
  }

  /// The focused value; setting it moves the focus.
  public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }

  /// The binding `focused` modifiers take.
  public var projectedValue: Binding {
    Binding(value: storage.projectedValue, reset: reset)
  }

  /// The focus state as `focused` modifiers take it.
  @propertyWrapper
  public struct Binding {
    let value: GestureUI.Binding<Value>
    let reset: Value

    /// The focused value.
    public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }

    /// Itself.
    public var projectedValue: Binding { self }
  }
}

private struct FocusLinkKey: EnvironmentKey {
  static let defaultValue: FocusLink? = nil
}

private struct SubmitActionKey: EnvironmentKey {
  static let defaultValue: SubmitAction? = nil
}

/// A submit action in the environment.
@MainActor struct SubmitAction {
  let run: () -> Void
}

extension EnvironmentValues {
  var focusLink: FocusLink? {
    get { self[FocusLinkKey.self] }
    set { self[FocusLinkKey.self] = newValue }
  }

  var submitAction: SubmitAction? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

/// Which triggers an `onSubmit` action answers, as SwiftUI's `SubmitTriggers` is.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields' Return.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields' Return.
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// Ties the focus of the field inside to `condition`: true while it is focused.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    let value = condition.value
    return environment(
      \.focusLink,
      FocusLink(
        isFocused: { value.wrappedValue }, focus: { value.wrappedValue = true },
        unfocus: { value.wrappedValue = false }))
  }

  /// Ties the focus of the field inside to `binding`: equal to `value` while it is focused.
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V)
    -> some View
  {
    let state = binding.value
    let reset = binding.reset
    return environment(
      \.focusLink,
      FocusLink(
        isFocused: { state.wrappedValue == value }, focus: { state.wrappedValue = value },
        unfocus: { state.wrappedValue = reset }))
  }

  /// Runs `action` when Return is pressed in a field inside (``SwiftUIHost/submit()``).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    environment(\.submitAction, SubmitAction(run: action))
  }

  /// The Return key's label; kept, no keyboard is shown.
  public func submitLabel(_ label: SubmitLabel) -> some View {
    modifier(InertModifier())
  }

  /// The keyboard's type; kept, no keyboard is shown.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    modifier(InertModifier())
  }

  /// How text is capitalised; kept, typed text is taken as is.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    modifier(InertModifier())
  }

  /// Whether text is autocorrected; kept, typed text is taken as is.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    modifier(InertModifier())
  }

  /// The style of the fields inside; kept, only looks change.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(InertModifier())
  }
}

/// The Return key's label, as SwiftUI's `SubmitLabel` is; kept only.
public struct SubmitLabel: Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let next = SubmitLabel(name: "next")
  public static let search = SubmitLabel(name: "search")
  public static let send = SubmitLabel(name: "send")
  public static let `return` = SubmitLabel(name: "return")
}

/// How typed text is capitalised, as SwiftUI's `TextInputAutocapitalization` is; kept only.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// A look for text fields, as SwiftUI's `TextFieldStyle` is; styles change only looks.
@MainActor @preconcurrency public protocol TextFieldStyle {}

/// The rounded-border look.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// The plain look.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The rounded-border look.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The plain look.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

// MARK: Typing in tests

extension SwiftUIHost {
  /// The field that has the focus in the window, if any.
  private var focusedEntry: TextEntry? {
    TextEntry.entries(in: simulation.window).first { $0.isFocused }
  }

  /// Whether a text field in the window has the focus: a SwiftUI `TextField`, or a UIKit text
  /// input (a representable's `UITextField`, `UITextView` or `UISearchBar`) that is first
  /// responder.
  public var isEditingText: Bool { focusedEntry != nil || simulation.textInputResponder != nil }

  /// Types `text` into what has the focus, then the update pass: a UIKit text input that is
  /// first responder gets each character through `Simulation/typeOnKeyboard(_:)` (its
  /// delegate hears every one); otherwise the focused SwiftUI field's text grows by `text`.
  /// Nothing happens when nothing has the focus.
  public func type(_ text: String) {
    if simulation.textInputResponder != nil {
      simulation.typeOnKeyboard(text)
    } else if let entry = focusedEntry {
      entry.text.wrappedValue += text
    }
    update()
  }

  /// Deletes the last character of what has the focus (see ``type(_:)``), then the update
  /// pass.
  public func deleteBackward() {
    if simulation.textInputResponder != nil {
      simulation.pressDeleteOnKeyboard()
    } else if let entry = focusedEntry, !entry.text.wrappedValue.isEmpty {
      entry.text.wrappedValue.removeLast()
    }
    update()
  }

  /// Presses Return in what has the focus, then the update pass: a UIKit text input gets it
  /// through `Simulation/pressReturnOnKeyboard()`; a SwiftUI field runs its `onSubmit`
  /// action and loses the focus.
  public func submit() {
    if simulation.textInputResponder != nil {
      simulation.pressReturnOnKeyboard()
    } else if let entry = focusedEntry {
      entry.onSubmit?()
      entry.setFocused(false)
    }
    update()
  }
}
