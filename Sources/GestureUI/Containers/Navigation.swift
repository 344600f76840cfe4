import Foundation
import GestureCore
import GestureUIKit

/// A stack of screens, as SwiftUI's `NavigationStack` is, backed by a
/// `UINavigationController` as on iOS.
///
///     NavigationStack {
///       List(notes) { note in
///         NavigationLink(note.title) { NoteEditor(note: note) }
///       }
///       .navigationTitle("Notes")
///     }
///
/// The root and every pushed screen is a ``UIHostingController`` in the navigation controller's
/// stack, so UIKit's containment, appearance callbacks and interactive pop (the left-edge
/// swipe) apply, and `@Environment(\.dismiss)` in a pushed screen pops it [D: DismissAction].
/// A ``NavigationLink`` pushes its destination when tapped (it is a button). A pushed screen
/// gets the environment of the link that pushed it, or, for ``View/navigationDestination(for:destination:)``,
/// of the link; values written around the stack reach every screen. No navigation bar is drawn
/// (the simulated navigation controller draws none): `navigationTitle(_:)` is kept on
/// the screen's controller, and toolbar items are not shown (OUR CHOICE; see
/// <doc:SwiftUIContainers>).
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: NavigationPathAccess?

  /// A stack whose root screen `root` builds.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = nil
  }

  /// A stack whose pushed screens are the destinations of the values in `path`: appending a
  /// value pushes the screen ``View/navigationDestination(for:destination:)`` gives for it,
  /// removing values pops, and a pop by the user (dismiss, the edge swipe) removes the values
  /// of the screens it took away.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = NavigationPathAccess(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue = NavigationPath(elements: $0) })
  }

  /// A stack whose pushed screens are the destinations of the values in `path`, all of one
  /// type (see ``init(path:root:)-(Binding<NavigationPath>,_)``).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = NavigationPathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }

  public var body: some View {
    NavigationControllerHost(root: AnyView(root), path: path, values: path?.get())
  }
}

/// A list of values that stand for pushed screens, as SwiftUI's `NavigationPath` is.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() {
    elements = []
  }

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  init(elements: [AnyHashable]) {
    self.elements = elements
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends `value`: its screen is pushed.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values: their screens are popped.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// Reads and writes a stack's path binding as a list of values.
@MainActor struct NavigationPathAccess {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
}

/// A navigation container, as SwiftUI's deprecated `NavigationView` is: here always in the stack
/// style (iPhone's), as a ``NavigationStack``.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view whose root screen `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationControllerHost(root: AnyView(content), path: nil, values: nil)
  }
}

/// The style of a navigation view; kept for source compatibility (every style is the stack).
public struct NavigationViewStyleValue: Sendable {
  /// The stack style.
  public static let stack = NavigationViewStyleValue()
  /// The column style.
  public static let columns = NavigationViewStyleValue()
  /// The automatic style.
  public static let automatic = NavigationViewStyleValue()
}

extension View {
  /// Sets the navigation view style; every style is the stack here.
  public func navigationViewStyle(_ style: NavigationViewStyleValue) -> some View {
    modifier(InertModifier())
  }
}

/// What the screens of one navigation stack share: the controller, and the destinations
/// registered with `navigationDestination(for:)`.
@MainActor final class NavigationContext: UINavigationControllerDelegate {
  weak var navigationController: UINavigationController?
  var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
  /// The stack's path binding, when it has one.
  var path: NavigationPathAccess?
  /// The path values the pushed screens stand for, as last synchronised.
  var syncedValues: [AnyHashable] = []
  /// The environment of the stack, for screens pushed from its path.
  var environment = EnvironmentValues()

  /// Pushes a screen showing `destination` with `environment`, standing for `value`.
  func push(_ destination: AnyView, environment: EnvironmentValues, value: AnyHashable? = nil) {
    guard let navigationController else { return }
    let screen = ScreenHostingController(
      rootView: AnyView(destination.modifier(InheritedEnvironment(outer: environment))))
    screen.pathValue = value
    navigationController.pushViewController(screen, animated: true)
  }

  /// Shows the destination registered for `value`'s type, if any: with a path, by appending
  /// the value to it (the stack then pushes), otherwise at once.
  func push(value: AnyHashable, environment: EnvironmentValues) {
    if let path {
      path.set(path.get() + [value])
      return
    }
    guard let destination = destinations[ObjectIdentifier(type(of: value.base))] else { return }
    push(destination(value.base), environment: environment, value: value)
  }

  /// Pops and pushes so that the pushed screens stand for `values`.
  func sync(to values: [AnyHashable]) {
    guard let navigationController, values != syncedValues else { return }
    syncedValues = values
    let screens = navigationController.viewControllers
    var kept = 0
    while kept < values.count, kept + 1 < screens.count,
      (screens[kept + 1] as? ScreenHostingController)?.pathValue == values[kept]
    {
      kept += 1
    }
    if screens.count > kept + 1 {
      _ = navigationController.popToViewController(screens[kept], animated: true)
    }
    for value in values[kept...] {
      guard let destination = destinations[ObjectIdentifier(type(of: value.base))] else {
        continue
      }
      push(destination(value.base), environment: environment, value: value)
    }
  }

  /// A pop by the user takes the values of the screens it removed off the path.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let path else { return }
    let shown = navigationController.viewControllers.dropFirst().compactMap {
      ($0 as? ScreenHostingController)?.pathValue
    }
    guard shown.count < syncedValues.count, Array(syncedValues.prefix(shown.count)) == shown
    else { return }
    syncedValues = shown
    path.set(shown)
  }
}

/// The hosting controller of one screen of a navigation stack or of a presentation.
final class ScreenHostingController: UIHostingController<AnyView> {
  /// The title the screen's `navigationTitle` gave, for tests and tools.
  var navigationTitle: String?
  /// The path value this pushed screen stands for, if it was pushed for a value.
  var pathValue: AnyHashable?
  /// Called when the controller stops being presented (a sheet's binding goes back to false).
  var onDismissal: (() -> Void)?

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let isDismissingSelf = presentingViewController != nil && presentedViewController == nil
    super.dismiss(animated: flag) { [weak self] in
      completion?()
      guard isDismissingSelf, let self, self.presentingViewController == nil,
        let onDismissal = self.onDismissal
      else { return }
      self.onDismissal = nil
      onDismissal()
    }
  }
}

private struct NavigationContextKey: EnvironmentKey {
  static let defaultValue: NavigationContext? = nil
}

extension EnvironmentValues {
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}

/// Gives the root of a screen's own hosting controller the environment of the view that made
/// the screen, keeping the screen's own `dismiss`.
struct InheritedEnvironment: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let outer: EnvironmentValues

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    let dismiss = node.environment.dismiss
    let cache = node.storage["$inherited"] as? InheritedEnvironmentCache
    var result = NodeContent()
    if let cache, cache.outer.hasSameWrites(as: outer), cache.dismiss === dismiss.controller {
      result.environment = cache.output
    } else {
      var output = outer
      output.dismiss = dismiss
      node.storage["$inherited"] = InheritedEnvironmentCache(
        outer: outer, dismiss: dismiss.controller, output: output)
      result.environment = output
    }
    result.append(content, at: .content)
    return result
  }
}

/// The environment an ``InheritedEnvironment`` gave, kept while its input is unchanged so that
/// the screen's views see an unchanged environment.
final class InheritedEnvironmentCache {
  let outer: EnvironmentValues
  weak var dismiss: UIViewController?
  let output: EnvironmentValues

  init(outer: EnvironmentValues, dismiss: UIViewController?, output: EnvironmentValues) {
    self.outer = outer
    self.dismiss = dismiss
    self.output = output
  }
}

/// The navigation controller of a stack, as a representable.
struct NavigationControllerHost: UIViewControllerRepresentable {
  let root: AnyView
  let path: NavigationPathAccess?
  /// The path's values, read in the stack's body so that a change to them updates it.
  let values: [AnyHashable]?

  func makeCoordinator() -> NavigationContext { NavigationContext() }

  func makeUIViewController(context: Context) -> UINavigationController {
    let screen = ScreenHostingController(rootView: rootView(context))
    let navigation = UINavigationController(rootViewController: screen)
    context.coordinator.navigationController = navigation
    navigation.delegate = context.coordinator
    return navigation
  }

  func updateUIViewController(_ navigation: UINavigationController, context: Context) {
    let coordinator = context.coordinator
    coordinator.path = path
    coordinator.environment = context.environment
    (navigation.viewControllers.first as? ScreenHostingController)?.rootView = rootView(context)
    if let values { coordinator.sync(to: values) }
  }

  private func rootView(_ context: Context) -> AnyView {
    var environment = context.environment
    environment.navigationContext = context.coordinator
    return AnyView(root.modifier(InheritedEnvironment(outer: environment)))
  }
}

/// A button that pushes a screen onto the enclosing navigation stack, as SwiftUI's
/// `NavigationLink` is. A tap (SwiftUI's button rules) pushes; outside a navigation stack it
/// does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let target: Target

  enum Target {
    case view(Destination)
    case value(AnyHashable?)
  }

  /// A link to the screen `destination` builds, labelled by `label`.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .view(destination())
  }

  /// A link to `destination`, labelled by `label` (the form deprecated in iOS 16).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(destination)
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension NavigationLink where Label == Text {
  /// A link titled `title` to the screen `destination` builds.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` to `destination`.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes the screen the stack's ``View/navigationDestination(for:destination:)``
  /// gives for `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled `title` that pushes the screen registered for `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    let environment = node.environment
    let target = target
    let button = Button {
      guard let context = environment.navigationContext else { return }
      switch target {
      case .view(let destination):
        context.push(AnyView(destination), environment: environment)
      case .value(let value):
        if let value { context.push(value: value, environment: environment) }
      }
    } label: {
      label
    }
    var result = NodeContent()
    result.append(button, at: .body)
    return result
  }
}

/// Registers a destination for values of one type in the enclosing stack.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier,
  PrimitiveModifier
{
  typealias Body = Never
  let destination: (D) -> Destination

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    let destination = destination
    node.environment.navigationContext?.destinations[ObjectIdentifier(D.self)] = { value in
      AnyView(ScreenContent { destination(value as! D) })
    }
    return InertModifier().makeContent(modifying: content, in: node)
  }
}

/// Sets the title of the screen the view is in.
struct NavigationTitleModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let title: String

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    (node.graph.owner?.hostingViewController as? ScreenHostingController)?.navigationTitle = title
    return InertModifier().makeContent(modifying: content, in: node)
  }
}

/// How a navigation title shows; kept for source compatibility.
public enum NavigationBarItemTitleDisplayMode: Sendable {
  case automatic, inline, large
}

extension View {
  /// Pushes, for a ``NavigationLink`` whose value is a `D`, the screen `destination` builds.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }

  /// Titles the screen the view is in; no navigation bar is drawn, the title is kept on the
  /// screen's controller.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(NavigationTitleModifier(title: String(title)))
  }

  /// Titles the screen the view is in (see `navigationTitle(_:)`).
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationTitleModifier(title: title.content))
  }

  /// The deprecated form of `navigationTitle(_:)`.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItemTitleDisplayMode = .automatic
  ) -> some View {
    modifier(NavigationTitleModifier(title: String(title)))
  }

  /// The deprecated form of `navigationTitle(_:)`.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItemTitleDisplayMode = .automatic
  ) -> some View {
    modifier(NavigationTitleModifier(title: title.content))
  }

  /// Sets how the title shows; no bar is drawn, so no effect.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode)
    -> some View
  {
    modifier(InertModifier())
  }

  /// Hides the back button; no bar is drawn, so no effect (the edge swipe still pops).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(InertModifier())
  }

  /// Items of the navigation bar (deprecated); no bar is drawn: they are not shown.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(InertModifier())
  }

  /// Trailing items of the navigation bar (deprecated); not shown.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(InertModifier())
  }

  /// Leading items of the navigation bar (deprecated); not shown.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(InertModifier())
  }
}

// MARK: Toolbar

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement` is; kept for source
/// compatibility (toolbars are not shown).
public struct ToolbarItemPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem` is. Toolbars are not shown (OUR CHOICE:
/// no bar is drawn), so the item's content is never built.
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content

  /// An item placed at `placement`, showing what `content` builds.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.content = content()
  }

  /// Shows nothing: toolbars are not shown.
  public var body: some View { EmptyView() }
}

/// Several toolbar items, as SwiftUI's `ToolbarItemGroup` is; not shown, as ``ToolbarItem``.
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content

  /// A group placed at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Shows nothing: toolbars are not shown.
  public var body: some View { EmptyView() }
}

/// The bars a toolbar modifier addresses, as SwiftUI's `ToolbarPlacement` is.
public struct ToolbarPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Whether a bar shows, as SwiftUI's `Visibility` is.
public enum Visibility: Sendable, Hashable {
  case automatic, visible, hidden
}

/// A button that turns a list's edit mode on and off, as SwiftUI's `EditButton` is; edit mode
/// is not simulated, so it shows "Edit" and does nothing.
public struct EditButton: View {
  public init() {}

  public var body: some View {
    Text("Edit")
  }
}

extension View {
  /// Adds toolbar items; toolbars are not shown (OUR CHOICE: the simulation draws no bars),
  /// so the items are never built and cannot be tapped.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(InertModifier())
  }

  /// Shows or hides a bar; no bar is drawn, so no effect.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(InertModifier())
  }
}
