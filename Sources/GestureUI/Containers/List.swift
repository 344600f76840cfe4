import Foundation
import GestureCore

/// Rows in a scrolling column, as SwiftUI's `List` is.
///
///     List {
///       Section("Today") {
///         ForEach(tasks) { task in TaskRow(task: task) }
///           .onDelete { offsets in tasks.remove(atOffsets: offsets) }
///       }
///     }
///
/// A list is a vertical ``ScrollView`` (its pan and rules) of rows, one under the other with no
/// spacing. Each view of the list's content is a row: the views of a `ForEach` and of a
/// ``Section`` (its header and footer are rows too, without swipe actions), of a `Group` and of
/// a block of several views. A row is inset 16 points horizontally, at least 44 points tall,
/// as wide as the list, and hit on its whole area (OUR CHOICE: the sizes of iOS's plain list
/// rows as seen; SwiftUI documents none). A row stands on its identity: a `ForEach` element's
/// id, or its place.
///
/// Swiping a row to the left, when it has trailing actions (``View/swipeActions(edge:allowsFullSwipe:content:)``,
/// or the Delete action that `onDelete` gives), reveals them (74 points each) as UIKit's table
/// rows do: the row's own pan, which begins only for a drag moving more horizontally than
/// vertically when it passes the pan's threshold, so
/// that a vertical drag scrolls the list. Lifted past half the actions' width the row stays
/// open; lifted past half the row's width with a full swipe allowed, the first action runs;
/// otherwise it closes; a swipe to the right closes an open row. A tap on an action runs it
/// and closes the row. The thresholds are OUR CHOICE (UIKit's are not documented; see
/// ``ListSwipeSettings``). Swipe actions set on a row replace the Delete action of `onDelete`
/// [D: swipeActions(edge:allowsFullSwipe:content:)]. `onMove` compiles; edit mode is not
/// simulated, so rows are not moved by touch.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list whose selection is bound to `selection` (kept; selection needs edit mode).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension List {
  /// A list of a row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of a row for each element of `data`, identified by their ids.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {
    self.content = ForEach(data, content: rowContent)
  }
}

extension List: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    result.append(
      ScrollView(.vertical) {
        VStack(alignment: .leading, spacing: 0) { ListRows(content: content) }
      }, at: .body)
    return result
  }
}

/// The thresholds of a list row's swipe (OUR CHOICE; overridable; in the thresholds table).
@MainActor public enum ListSwipeSettings {
  /// The width of one swipe action's button. Default: 74 points.
  public static var actionWidth = GestureThresholds.listSwipeActionWidth
  /// The fraction of the actions' width past which a lifted row stays open. Default: 0.5.
  public static var openFraction = GestureThresholds.listSwipeOpenFraction
  /// The fraction of the row's width past which a lifted row runs its first action, when a
  /// full swipe is allowed. Default: 0.5.
  public static var fullSwipeFraction = GestureThresholds.listFullSwipeFraction
}

// MARK: Rows

/// A row's trailing actions.
struct RowActions {
  var actions: [AnyView] = []
  var allowsFullSwipe = true
  /// The first action, for a full swipe.
  var first: (() -> Void)?
}

/// One row, found in a list's content.
struct RowSpec {
  let path: [IdentityComponent]
  let view: any View
  let actions: RowActions?
}

/// A view that contributes rows to a list.
@MainActor protocol ListRowSource {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?)
}

@MainActor func appendListRows(
  of view: any View, to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?
) {
  if let source = view as? any ListRowSource {
    source.appendRows(to: &rows, path: path, actions: actions)
  } else if view is EmptyView {
    return
  } else {
    var own = actions
    if let swiped = view as? any SwipeActionsCarrier { own = swiped.rowActions }
    rows.append(RowSpec(path: path, view: view, actions: own))
  }
}

extension TupleView: ListRowSource {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?) {
    for (index, view) in views.enumerated() {
      appendListRows(of: view, to: &rows, path: path + [.index(index)], actions: actions)
    }
  }
}

extension Group: ListRowSource where Content: View {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?) {
    appendListRows(of: content, to: &rows, path: path + [.body], actions: actions)
  }
}

extension Optional: ListRowSource where Wrapped: View {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?) {
    if let view = self {
      appendListRows(of: view, to: &rows, path: path + [.branch(0)], actions: actions)
    }
  }
}

extension _ConditionalContent: ListRowSource {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?) {
    switch storage {
    case .trueContent(let view):
      appendListRows(of: view, to: &rows, path: path + [.branch(0)], actions: actions)
    case .falseContent(let view):
      appendListRows(of: view, to: &rows, path: path + [.branch(1)], actions: actions)
    }
  }
}

extension ForEach: ListRowSource where Content: View {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?) {
    appendRows(to: &rows, path: path, onDelete: nil)
  }

  /// The rows of the elements; with `onDelete`, each gets a Delete action for its offset.
  @MainActor func appendRows(
    to rows: inout [RowSpec], path: [IdentityComponent], onDelete: ((IndexSet) -> Void)?
  ) {
    for (offset, element) in data.enumerated() {
      var actions: RowActions?
      if let onDelete {
        let delete: @MainActor () -> Void = { onDelete(IndexSet(integer: offset)) }
        actions = RowActions(
          actions: [AnyView(Button("Delete", role: .destructive, action: delete))],
          allowsFullSwipe: true, first: delete)
      }
      appendListRows(
        of: content(element), to: &rows, path: path + [.id(AnyHashable(id(element)))],
        actions: actions)
    }
  }
}

/// The rows of a list's content, each a ``ListRow`` at its identity.
struct ListRows<Content: View>: View, PrimitiveView {
  let content: Content
  typealias Body = Never

  func makeContent(in node: ViewNode) -> NodeContent {
    var rows: [RowSpec] = []
    // Row closures (a `ForEach`'s) run here: what they read is tracked for this node.
    node.trackReads { appendListRows(of: content, to: &rows, path: [], actions: nil) }
    var result = NodeContent()
    for row in rows {
      result.append(
        ListRow(content: AnyView(erasing: row.view) ?? AnyView(EmptyView()), actions: row.actions),
        at: .id(AnyHashable(row.path)))
    }
    return result
  }
}

/// One row of a list: its content inset and sized as a row, with its swipe.
struct ListRow: View {
  let content: AnyView
  let actions: RowActions?
  /// Where the row rests: 0, or minus the actions' width when open.
  @State private var restingOffset: CGFloat = 0
  /// How far the current swipe moved the row.
  @State private var swipe: CGFloat = 0

  var body: some View {
    let offset = min(0, restingOffset + swipe)
    let actions = actions
    let close = { restingOffset = 0 }
    return ZStack(alignment: .trailing) {
      if let actions, offset < 0 {
        HStack(spacing: 0) {
          ForEach(0..<actions.actions.count, id: \.self) { index in
            actions.actions[index]
              .frame(width: ListSwipeSettings.actionWidth)
              .frame(maxHeight: .infinity)
              .contentShape(Rectangle())
          }
        }
        .environment(\.buttonActionEpilogue, ButtonActionEpilogue(run: close))
      }
      content
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        .contentShape(Rectangle())
        .offset(x: offset)
        .gesture(
          RowSwipe(
            actions: actions, restingOffset: $restingOffset, swipe: $swipe))
    }
  }
}

/// A list row's swipe: a pan that begins only for a drag more horizontal than vertical, and a
/// tap on an open row that closes it.
struct RowSwipe: UIGestureRecognizerRepresentable {
  let actions: RowActions?
  let restingOffset: Binding<CGFloat>
  let swipe: Binding<CGFloat>

  final class Coordinator: UIGestureRecognizerDelegate {
    var isOpen: () -> Bool = { false }
    var hasActions = false

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let pan = recognizer as? UIPanGestureRecognizer else { return true }
      // Before it begins the pan reports no translation: the direction is the velocity's.
      let moving = pan.velocity(in: pan.view)
      return (hasActions || isOpen()) && abs(moving.x) > abs(moving.y)
    }
  }

  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
    UIPanGestureRecognizer()
  }

  func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
    recognizer.name = "listRowSwipe"
    let resting = restingOffset
    context.coordinator.isOpen = { resting.wrappedValue < 0 }
    context.coordinator.hasActions = !(actions?.actions.isEmpty ?? true)
    recognizer.delegate = context.coordinator
  }

  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    let moved = recognizer.translation(in: recognizer.view).x
    switch recognizer.state {
    case .began, .changed:
      swipe.wrappedValue = moved
    case .ended:
      let width = recognizer.view?.bounds.width ?? 0
      let travel = -(restingOffset.wrappedValue + moved)
      let actionsWidth = CGFloat(actions?.actions.count ?? 0) * ListSwipeSettings.actionWidth
      swipe.wrappedValue = 0
      if let actions, actions.allowsFullSwipe, let first = actions.first,
        travel > width * ListSwipeSettings.fullSwipeFraction
      {
        restingOffset.wrappedValue = 0
        first()
      } else if actionsWidth > 0, travel > actionsWidth * ListSwipeSettings.openFraction {
        restingOffset.wrappedValue = -actionsWidth
      } else {
        restingOffset.wrappedValue = 0
      }
    default:
      swipe.wrappedValue = 0
    }
  }
}

// MARK: Sections, editing and swipe actions

/// A group of rows with a header and a footer, as SwiftUI's `Section` is: in a list, the
/// header, the rows and the footer are rows; elsewhere, they lay out as a `Group`.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section of the rows `content` builds, with `header` and `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: some View {
    header
    content
    footer
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section: ListRowSource {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?) {
    appendListRows(of: header, to: &rows, path: path + [.index(0)], actions: nil)
    appendListRows(of: content, to: &rows, path: path + [.index(1)], actions: actions)
    appendListRows(of: footer, to: &rows, path: path + [.index(2)], actions: nil)
  }
}

/// A `ForEach` with delete and move actions, as `onDelete` and `onMove` make.
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let base: ForEach<Data, ID, Content>
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?

  public var body: some View { base }

  /// Deletes with `action` (see ``List``).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// Moves with `action`; edit mode is not simulated, so it is kept only.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
    var copy = self
    copy.onMove = action
    return copy
  }
}

extension EditableForEach: ListRowSource {
  func appendRows(to rows: inout [RowSpec], path: [IdentityComponent], actions: RowActions?) {
    base.appendRows(to: &rows, path: path + [.body], onDelete: onDelete)
  }
}

extension ForEach where Content: View {
  /// Lets a list's rows be deleted by a swipe: `action` gets the offset of the row
  /// (see ``List``). Outside a list, nothing deletes.
  @MainActor public func onDelete(perform action: ((IndexSet) -> Void)?)
    -> EditableForEach<Data, ID, Content>
  {
    EditableForEach(base: self, onDelete: action)
  }

  /// Lets a list's rows be moved in edit mode; edit mode is not simulated, so it is kept only.
  @MainActor public func onMove(perform action: ((IndexSet, Int) -> Void)?)
    -> EditableForEach<Data, ID, Content>
  {
    EditableForEach(base: self, onMove: action)
  }
}

/// Which edge swipe actions are on, as SwiftUI's `HorizontalEdge` is.
public enum HorizontalEdge: Sendable, Hashable {
  case leading, trailing
}

/// A row view with swipe actions.
@MainActor protocol SwipeActionsCarrier {
  var rowActions: RowActions? { get }
}

/// The swipe actions of a list row.
public struct SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    InertModifier().makeContent(modifying: content, in: node)
  }

  /// The buttons of the actions, found as a list finds rows.
  var rowActions: RowActions {
    var found: [RowSpec] = []
    appendListRows(of: actions, to: &found, path: [], actions: nil)
    var result = RowActions(allowsFullSwipe: allowsFullSwipe)
    result.actions = found.map { AnyView(erasing: $0.view) ?? AnyView(EmptyView()) }
    if let button = found.first?.view as? any ButtonTriggering { result.first = button.trigger }
    return result
  }
}

extension ModifiedContent: SwipeActionsCarrier where Content: View, Modifier: ViewModifier {
  var rowActions: RowActions? {
    guard let swipe = modifier as? any SwipeActionsDescribing, swipe.isTrailing else {
      return nil
    }
    return swipe.describedActions
  }
}

@MainActor protocol SwipeActionsDescribing {
  var isTrailing: Bool { get }
  var describedActions: RowActions { get }
}

extension SwipeActionsModifier: SwipeActionsDescribing {
  var isTrailing: Bool { edge == .trailing }
  var describedActions: RowActions { rowActions }
}

/// A button whose action can be run without a touch (a full swipe runs a row's first action).
@MainActor protocol ButtonTriggering {
  var trigger: () -> Void { get }
}

extension Button: ButtonTriggering {
  var trigger: () -> Void { action }
}

extension View {
  /// Adds swipe actions to a list row: the buttons `content` builds, on `edge` (default
  /// trailing; leading actions are kept and not shown), the first run by a full swipe when
  /// `allowsFullSwipe` (default true) [D]. See ``List`` for the swipe.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
  }

  /// Sets the list style; every list here lays out plain (see ``List``).
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(InertModifier())
  }

  /// Sets a row's separator visibility; nothing is drawn: no effect.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(InertModifier())
  }

  /// Sets a row's background; only looks change.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(InertModifier())
  }

  /// Sets a row's insets; kept (rows are inset 16 points, see ``List``).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(InertModifier())
  }
}

/// The vertical edges, as SwiftUI's `VerticalEdge` is.
public enum VerticalEdge: Int8, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// A list's look, as SwiftUI's `ListStyle` is; styles change only looks here.
@MainActor @preconcurrency public protocol ListStyle {}

/// The plain look.
public struct PlainListStyle: ListStyle {
  public init() {}
}

/// The inset grouped look.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}

/// The grouped look.
public struct GroupedListStyle: ListStyle {
  public init() {}
}

/// The platform's default look.
public struct DefaultListStyle: ListStyle {
  public init() {}
}

/// The sidebar look.
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
