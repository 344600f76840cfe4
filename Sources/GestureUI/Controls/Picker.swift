import Foundation
import GestureCore
import GestureUIKit

/// Tags a view with a value, for a ``Picker``'s options and a ``TabView``'s tabs, as SwiftUI's
/// `tag(_:)` does; lays out and is hit as without it.
struct TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier, TagValued {
  typealias Body = Never
  let value: V

  var tag: AnyHashable { AnyHashable(value) }

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    InertModifier().makeContent(modifying: content, in: node)
  }
}

/// A modifier that carries a tag.
@MainActor protocol TagValued {
  var tag: AnyHashable { get }
}

/// The content a modified view wraps, for reading its modifiers.
@MainActor protocol ModifiedContentChain {
  var markedContent: Any { get }
}

extension ModifiedContent: ModifiedContentChain {
  var markedContent: Any { content }
}

/// The modifiers of `view`, outermost first, down the chain of modified contents.
@MainActor func modifierChain(of view: Any) -> [Any] {
  var result: [Any] = []
  var current: Any = view
  while let marked = current as? any ModifiedContentMarker,
    let chain = current as? any ModifiedContentChain
  {
    result.append(marked.markedModifier)
    current = chain.markedContent
  }
  return result
}

/// The tag of an option or tab: its `tag(_:)`, or, for a `ForEach` element, its id when that
/// is a `V` [D: Picker, "ForEach automatically assigns a tag to the selection views using each
/// option's id"].
@MainActor func optionTag<V: Hashable>(of row: RowSpec, as type: V.Type) -> V? {
  for modifier in modifierChain(of: row.view) {
    if let tagged = modifier as? any TagValued { return tagged.tag.base as? V }
  }
  if case .id(let id) = row.path.last { return id.base as? V }
  return nil
}

/// The title of an option: its text, or its label's title.
@MainActor func optionTitle(of view: Any) -> String {
  var current: Any = view
  while let chain = current as? any ModifiedContentChain { current = chain.markedContent }
  if let text = current as? Text { return text.content }
  if let titled = current as? any TitledLabel { return titled.titleText }
  return ""
}

/// A label whose title is text.
@MainActor protocol TitledLabel {
  var titleText: String { get }
}

extension Label: TitledLabel {
  var titleText: String { (title as? Text)?.content ?? "" }
}

extension View {
  /// Tags the view with `tag`, for a picker's options and a tab view's tabs.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: tag))
  }
}

/// A control that picks one of several tagged options, as SwiftUI's `Picker` is.
///
/// Each view of the content is an option; its tag is its `tag(_:)`, or a `ForEach` element's
/// id [D]. In the ``SegmentedPickerStyle`` (`.pickerStyle(.segmented)`), it is a
/// `UISegmentedControl` of the options' titles, whose taps set the selection, as SwiftUI's
/// segmented picker is on iOS. In every other style it shows its label and the selected
/// option's title in a row and holds the selection: its menu (or wheel) is not simulated (OUR
/// CHOICE), so the selection changes through its binding only.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerIsSegmented) private var isSegmented

  /// A picker bound to `selection`, of the options `content` builds, labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    var rows: [RowSpec] = []
    appendListRows(of: content, to: &rows, path: [], actions: nil)
    var options: [(tag: SelectionValue?, title: String)] = []
    for row in rows {
      options.append((optionTag(of: row, as: SelectionValue.self), optionTitle(of: row.view)))
    }
    let selected = options.firstIndex { $0.tag == selection.wrappedValue }
    return HStack {
      if isSegmented {
        SegmentedHost(titles: options.map(\.title), selected: selected) { index in
          if let tag = options[index].tag { selection.wrappedValue = tag }
        }
      } else {
        label
        Spacer()
        Text(selected.map { options[$0].title } ?? "")
      }
    }
  }
}

extension Picker where Label == Text {
  /// A picker titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// The `UISegmentedControl` of a segmented picker.
struct SegmentedHost: UIViewRepresentable {
  let titles: [String]
  let selected: Int?
  let choose: (Int) -> Void

  final class Coordinator {
    var choose: (Int) -> Void
    init(choose: @escaping (Int) -> Void) { self.choose = choose }
  }

  func makeCoordinator() -> Coordinator { Coordinator(choose: choose) }

  func makeUIView(context: Context) -> UISegmentedControl {
    let coordinator = context.coordinator
    return reportingValueChanges(of: UISegmentedControl(frame: .zero)) { control in
      guard control.selectedSegmentIndex >= 0 else { return }
      coordinator.choose(control.selectedSegmentIndex)
    }
  }

  func updateUIView(_ control: UISegmentedControl, context: Context) {
    context.coordinator.choose = choose
    if control.numberOfSegments != titles.count
      || titles.indices.contains(where: { control.titleForSegment(at: $0) != titles[$0] })
    {
      control.removeAllSegments()
      for (index, title) in titles.enumerated() {
        control.insertSegment(withTitle: title, at: index, animated: false)
      }
    }
    control.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISegmentedControl, context: Context)
    -> CGSize?
  {
    CGSize(width: proposal.width ?? uiView.intrinsicContentSize.width, height: 32)
  }
}

/// How a picker shows, as SwiftUI's `PickerStyle` is.
@MainActor @preconcurrency public protocol PickerStyle {
  /// Whether the style is the segmented control.
  var isSegmented: Bool { get }
}

extension PickerStyle {
  public var isSegmented: Bool { false }
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var isSegmented: Bool { true }
}

/// A menu (not simulated: the picker holds its selection).
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}

/// A wheel (not simulated).
public struct WheelPickerStyle: PickerStyle {
  public init() {}
}

/// The options inline (not simulated).
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

/// The platform's default: a menu on iOS (not simulated).
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}

/// A navigation link to the options (not simulated).
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerIsSegmentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var pickerIsSegmented: Bool {
    get { self[PickerIsSegmentedKey.self] }
    set { self[PickerIsSegmentedKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the pickers inside.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerIsSegmented, style.isSegmented)
  }
}

// MARK: TabView

/// Screens one at a time with a bar of tabs, as SwiftUI's `TabView` is.
///
/// Each view of the content is a tab; its tag is its `tag(_:)` (or its place, for a tab view
/// without a selection), its bar item what its `tabItem(_:)` builds. The selected tab fills the
/// space above a 49-point bar whose items share its width equally; a tap on an item selects
/// its tab. Every tab stays in the graph and keeps its state while another is shown (hidden
/// and not hit): OUR CHOICE, as SwiftUI's tab views are seen to keep each tab's state.
/// With `.tabViewStyle(.page)`, the tabs are pages of a horizontal paging ``ScrollView`` with
/// no bar: a drag that ends past half a page, or a flick, moves to the next page (the paging
/// rule of `UIScrollView/isPagingEnabled`), and the selection follows the page.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @Environment(\.tabViewIsPaged) private var isPaged
  @State private var ownSelection: AnyHashable?

  /// A tab view whose selected tab is bound to `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    var rows: [RowSpec] = []
    appendListRows(of: content, to: &rows, path: [], actions: nil)
    var tabs: [(tag: AnyHashable?, row: RowSpec)] = []
    for (index, row) in rows.enumerated() {
      var tag: AnyHashable? = AnyHashable(index)
      if selection != nil {
        tag = nil
        if let value = optionTag(of: row, as: SelectionValue.self) { tag = AnyHashable(value) }
      }
      tabs.append((tag, row))
    }
    let current: AnyHashable? =
      selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection ?? tabs.first?.tag
    let select: (AnyHashable?) -> Void = { tag in
      guard let tag else { return }
      if let selection, let value = tag.base as? SelectionValue {
        selection.wrappedValue = value
      } else {
        ownSelection = tag
      }
    }
    let selectedIndex = tabs.firstIndex { $0.tag == current } ?? 0
    if isPaged {
      return AnyView(
        PagedTabs(
          pages: tabs.map { AnyView(erasing: $0.row.view) ?? AnyView(EmptyView()) },
          selectedIndex: selectedIndex
        ) { index in
          select(tabs[index].tag)
        })
    }
    return AnyView(
      VStack(spacing: 0) {
        ZStack {
          ForEach(0..<tabs.count, id: \.self) { index in
            let shown = index == selectedIndex
            (AnyView(erasing: tabs[index].row.view) ?? AnyView(EmptyView()))
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .opacity(shown ? 1 : 0)
              .allowsHitTesting(shown)
          }
        }
        HStack(spacing: 0) {
          ForEach(0..<tabs.count, id: \.self) { index in
            TabBarItem(tab: tabs[index].row.view)
              .frame(maxWidth: .infinity)
              .frame(height: 49)
              .contentShape(Rectangle())
              .onTapGesture { select(tabs[index].tag) }
          }
        }
      })
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps its own selection, the first tab at first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// The bar item of a tab: what its `tabItem` built, or nothing.
struct TabBarItem: View, PrimitiveView {
  let tab: any View
  typealias Body = Never

  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    for modifier in modifierChain(of: tab) {
      if let item = modifier as? any TabItemDescribing {
        result.append(item.itemView, at: .body)
        break
      }
    }
    return result
  }
}

/// The pages of a paged tab view.
struct PagedTabs: View {
  let pages: [AnyView]
  let selectedIndex: Int
  let select: (Int) -> Void

  var body: some View {
    GeometryReader { proxy in
      ScrollViewReader { reader in
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 0) {
            ForEach(0..<pages.count, id: \.self) { index in
              pages[index].frame(width: proxy.size.width, height: proxy.size.height).id(index)
            }
          }
        }
        .environment(\.scrollPaging, ScrollPaging(pageChanged: select))
        .onChange(of: selectedIndex) { _, index in reader.scrollTo(index, anchor: .leading) }
      }
    }
  }
}

/// A tab item's label.
struct TabItemModifier<Item: View>: ViewModifier, PrimitiveModifier, TabItemDescribing {
  typealias Body = Never
  let item: Item

  var itemView: any View { item }

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    InertModifier().makeContent(modifying: content, in: node)
  }
}

@MainActor protocol TabItemDescribing {
  var itemView: any View { get }
}

/// How a tab view shows its tabs, as SwiftUI's `TabViewStyle` is.
@MainActor @preconcurrency public protocol TabViewStyle {
  /// Whether the tabs are pages.
  var isPaged: Bool { get }
}

/// Pages swiped horizontally.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots show; nothing is drawn.
  public enum IndexDisplayMode: Sendable {
    case automatic, always, never
  }

  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
  public var isPaged: Bool { true }
}

/// A bar of tabs.
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var isPaged: Bool { false }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

private struct TabViewIsPagedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var tabViewIsPaged: Bool {
    get { self[TabViewIsPagedKey.self] }
    set { self[TabViewIsPagedKey.self] = newValue }
  }
}

extension View {
  /// Sets the bar item of the tab this view is.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(item: label()))
  }

  /// Sets the style of the tab views inside.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewIsPaged, style.isPaged)
  }

  /// A badge on a tab's item; nothing is drawn: no effect.
  public func badge(_ count: Int) -> some View {
    modifier(InertModifier())
  }
}
