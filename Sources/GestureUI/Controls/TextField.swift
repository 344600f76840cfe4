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
/// on it focuses it, as a tap on iOS makes the field first responder; there is no keyboard, so
/// a test types into the focused field with ``SwiftUIHost/type(_:)``, deletes with
/// ``SwiftUIHost/deleteBackward()`` and presses Return with ``SwiftUIHost/submit()``, which
/// runs the ``View/onSubmit(of:_:)`` action and ends editing (OUR CHOICE: a field with the
/// default return key resigns focus). One field of a window is focused at a time; `@FocusState`
/// with ``View/focused(_:)`` or ``View/focused(_:equals:)`` reads and moves the focus.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let title: String
  let isSecure: Bool

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

  init(title: String, text: Binding<String>, isSecure: Bool) {
    self.text = text
    self.title = title
    self.isSecure = isSecure
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

/// The editing state of one field, kept on its node.
@MainActor final class TextEntry {
  var text: Binding<String>
  var focus: FocusLink?
  var onSubmit: (() -> Void)?
  private var ownFocus = false

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
    let current = node.track(self) { text.wrappedValue }
    let shown =
      current.isEmpty ? title : isSecure ? String(repeating: "•", count: current.count) : current
    let field = Text(shown)
      .frame(maxWidth: .infinity, alignment: .leading)
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
  /// Focuses `entry` and takes the focus from every other field in the window.
  static func focus(_ entry: TextEntry, in node: ViewNode) {
    if let window = node.nearestElement?.nodeView?.window {
      // A UIKit text input that is first responder gives up the keyboard to this field.
      window.endEditing(false)
      for other in entries(in: window) where other !== entry && other.isFocused {
        other.setFocused(false)
      }
    }
    entry.setFocused(true)
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
