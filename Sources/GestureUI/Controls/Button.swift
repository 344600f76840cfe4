import Foundation
import GestureCore

/// What a button does, as SwiftUI's `ButtonRole` says (iOS 15): kept for styles to read.
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action when pressed, as SwiftUI's `Button` is.
///
/// The button is as large as its label and is hit anywhere in the label's frame
/// (`contentShape(Rectangle())`). A finger that lands on it presses it; the action runs when
/// the finger lifts while still inside the label's frame grown by ``Button/pressSlop`` on each
/// side, however long it was held. OUR CHOICE: SwiftUI documents neither the margin nor
/// whether a long hold cancels; these follow UIKit's buttons (70 points, no time limit). A
/// finger that lifts outside, or a press cancelled by a gesture that wins against it, does
/// nothing. `disabled(true)` turns the press off. A ``ButtonStyle`` set with
/// `buttonStyle(_:)` shapes the label and sees `isPressed` while the finger is down inside; the
/// built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) change only how it looks, which is not simulated. A custom
/// ``PrimitiveButtonStyle`` decides itself when to call `configuration.trigger()`.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: () -> Void
  let label: Label
  @Environment(\.primitiveButtonStyle) private var primitiveStyle
  /// What the button does after its action (an alert's buttons dismiss the alert).
  @Environment(\.buttonActionEpilogue) private var epilogue

  /// A button with a label built by `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a label built by `label` (iOS 15).
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// How far outside its label a finger may lift and still press the button: 70 points (OUR
  /// CHOICE, UIKit's control tracking margin; see the type).
  public static var pressSlop: CGFloat { GestureThresholds.controlTrackingSlop }

  public var body: some View {
    let action = action
    let epilogue = epilogue
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: PrimitiveButtonStyleConfiguration.Label(label),
      trigger: epilogue.map { after in
        {
          action()
          after.run()
        }
      } ?? action)
    let style = primitiveStyle ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
    return AnyView(erasing: style.makeBody(configuration)) ?? AnyView(EmptyView())
  }
}

extension Button where Label == Text {
  /// A button labelled with `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a role, labelled with `title` (iOS 15).
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == GestureUI.Label<Text, Image> {
  /// A button labelled with an SF Symbol and `title` (a ``Label``).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { GestureUI.Label(title, systemImage: systemImage) }
  }
}

// MARK: Styles

/// A style that shapes a button's label and reacts to its pressed state, as SwiftUI's
/// `ButtonStyle` is; the button keeps its standard press behaviour.
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  /// The button's appearance for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given: the label, whether the button is pressed, and its role.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let view: AnyView
    init<V: View>(_ view: V) { self.view = AnyView(view) }

    func makeContent(in node: ViewNode) -> NodeContent {
      view.makeContent(in: node)
    }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether a finger is down on the button, inside its press area.
  public let isPressed: Bool
}

/// A style that decides how a button is pressed, as SwiftUI's `PrimitiveButtonStyle` is:
/// `makeBody` returns a view that calls `configuration.trigger()` to run the action.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  /// The button's view for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` is given: the label, the role and the action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: () -> Void

  init(role: ButtonRole?, label: Label, trigger: @escaping () -> Void) {
    self.role = role
    self.label = label
    self.action = trigger
  }

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

/// The standard press behaviour, which every built-in style shares: the label (through the
/// environment's ``ButtonStyle``, if any) pressed by a finger and triggered on lifting inside.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration)
  }
}

/// The plain style: the standard press behaviour; its look is not simulated.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration)
  }
}

/// The borderless style: the standard press behaviour; its look is not simulated.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration)
  }
}

/// The bordered style: the standard press behaviour; its look is not simulated.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration)
  }
}

/// The bordered prominent style: the standard press behaviour; its look is not simulated.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// No decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A border around the label.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A filled border around the label.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension View {
  /// Gives the buttons in this view a style that shapes their labels and pressed state.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(style))
  }

  /// Gives the buttons in this view a style that decides how they are pressed.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style))
  }
}

// MARK: The standard press

/// The built-in styles' button: the label, through the environment's ``ButtonStyle``, with the
/// press gesture.
struct PressableButton: View {
  let configuration: PrimitiveButtonStyleConfiguration
  @Environment(\.buttonStyle) private var style
  @Environment(\.isEnabled) private var isEnabled
  @GestureState private var isPressed = false

  var body: some View {
    let appearance = ButtonStyleConfiguration(
      role: configuration.role, label: configuration.label, isPressed: isPressed)
    let trigger = configuration.action
    let label = style.flatMap { AnyView(erasing: $0.makeBody(appearance)) }
    return (label ?? AnyView(configuration.label))
      .contentShape(Rectangle())
      .gesture(
        ButtonPressGesture()
          .updating($isPressed) { inside, state, _ in state = inside }
          .onEnded { _ in trigger() },
        isEnabled: isEnabled)
  }
}

/// A button's press: pressing (its value true) while the finger is inside the label's frame
/// grown by ``Button/pressSlop``; ends when the finger lifts inside, fails when it lifts outside.
struct ButtonPressGesture: Gesture {
  typealias Value = Bool
  typealias Body = Never

  func _makeNode() -> _GestureNode<Bool> { ButtonPressNode() }
}

/// The machine of ``ButtonPressGesture``.
final class ButtonPressNode: PrimitiveNode<Bool> {
  private var finger: Int?

  init() { super.init(name: "Button") }

  override var isContinuous: Bool { false }

  override func advance(_ input: GestureInput) -> GesturePhase<Bool> {
    switch input.kind {
    case .cancelled: return .failed
    case .touchpad, .timer: return phase
    case .touches: break
    }
    if finger == nil {
      guard let touch = input.down.first else { return phase }
      finger = touch.id
    }
    guard let touch = input.touches.first(where: { $0.id == finger }) else { return phase }
    let slop = GestureThresholds.controlTrackingSlop
    let area = input.runner.bounds.insetBy(dx: -slop, dy: -slop)
    let inside = area.contains(input.runner.convert(touch.location, to: .local))
    if !touch.isDown { return inside ? .ended(true) : .failed }
    return .possible(inside)
  }
}

// MARK: Type erasure and environment

/// A ``ButtonStyle`` of any type.
struct AnyButtonStyle {
  let makeBody: @MainActor (ButtonStyleConfiguration) -> any View
  @MainActor init<S: ButtonStyle>(_ style: S) {
    makeBody = { style.makeBody(configuration: $0) }
  }
}

/// A ``PrimitiveButtonStyle`` of any type.
struct AnyPrimitiveButtonStyle {
  let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> any View
  @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
    makeBody = { style.makeBody(configuration: $0) }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyButtonStyle? = nil
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyPrimitiveButtonStyle? = nil
}

extension EnvironmentValues {
  /// The style of the buttons below, set with `buttonStyle(_:)` with a ``ButtonStyle``.
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The style of the buttons below, set with `buttonStyle(_:)` with a ``PrimitiveButtonStyle``.
  var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }
}
