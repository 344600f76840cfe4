import Foundation
import GestureCore
import GestureUIKit

/// A scrollable view, as SwiftUI's `ScrollView` is, backed by a `UIScrollView` as on iOS.
///
///     ScrollView(.vertical, showsIndicators: false) {
///       LazyVStack(spacing: 12) {
///         ForEach(cards) { card in CardRow(card: card) }
///       }
///     }
///
/// The content is laid out with no limit along the scroll axes and the scroll view's own length
/// across them; the scroll view takes the whole space it is offered (the content's size along an
/// axis it is offered nothing on). Its content sits in a `UIScrollView` whose
/// `UIScrollView/panGestureRecognizer` scrolls it: a drag moves the content offset, the views
/// inside move with it, and hit testing follows. That pan takes part in arbitration with the
/// content's SwiftUI gestures as any UIKit recognizer does with them (see
/// <doc:SwiftUIContainers> for how a row's `DragGesture` and the scroll view's pan meet).
///
/// Rules, and whose they are:
/// - By default the scroll view bounces along its axes whatever its content's size [D:
///   `ScrollBounceBehavior.automatic`, "By default, scrollable views use the always behavior"];
///   ``View/scrollBounceBehavior(_:axes:)`` with `.basedOnSize` makes an axis scroll only when
///   the content is longer than the view.
/// - Content narrower than the scroll view across its axis is centred across it; content shorter
///   than it along its axis starts at the top (leading) edge. OUR CHOICE, as SwiftUI is seen
///   to lay out (not documented).
/// - The pan does not begin for a drag that, when it passes the pan's 10-point threshold, is
///   moving faster along an axis the scroll view does not scroll than along one it does: OUR
///   CHOICE, standing for UIKit's private axis lock of scroll views' pans (see
///   ``ScrollViewSettings/crossAxisDragFailsPan``).
/// - ``View/scrollDisabled(_:)`` turns the pan off [D]. `showsIndicators` and
///   ``View/scrollIndicators(_:axes:)`` are kept and change nothing (nothing is drawn).
/// - No deceleration is simulated: the content stays where the fingers left it, except that
///   content pulled past its edges comes back within them at once when they lift (OUR CHOICE:
///   the bounce-back without its animation).
public struct ScrollView<Content: View>: View {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether indicators show; nothing is drawn, so no effect.
  public var showsIndicators: Bool
  /// The scrolled content.
  public var content: Content

  /// A scroll view along `axes` (default vertical) of the content `content` builds.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// A primitive: no body.
  public typealias Body = Never
}

/// Settings shared by every SwiftUI scroll view (and `List`), whatever its content type.
@MainActor public enum ScrollViewSettings {
  /// Whether a scroll view's pan fails when a drag, as it passes the pan's threshold, is moving
  /// faster along an axis the scroll view does not scroll than along one it does. OUR CHOICE,
  /// default true, standing for UIKit's private axis lock of scroll views' pans. False lets the
  /// pan begin for a drag in any direction, as a plain `UIScrollView`'s does here.
  public static var crossAxisDragFailsPan = GestureThresholds.scrollViewCrossAxisDragFailsPan

  /// How far past its top a scroll view with ``View/refreshable(action:)`` must be pulled when
  /// the fingers lift for it to refresh. OUR CHOICE, default 60 points (UIKit's refresh control
  /// publishes no figure).
  public static var refreshPullDistance = GestureThresholds.scrollViewRefreshPullDistance
}

extension ScrollView: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    let nodeView = node.makeNodeViewIfNeeded()
    if nodeView.elementContainer == nil {
      let scroller = ScrollHostView(frame: .zero)
      nodeView.addSubview(scroller)
      nodeView.elementContainer = scroller
    }
    let environment = node.environment
    var result = NodeContent(
      layout: ScrollLayout(
        axes: axes, isEnabled: !environment.scrollDisabled,
        basedOnSize: environment.scrollBounceBasedOnSize, paging: environment.scrollPaging,
        refresh: environment.refresh))
    result.append(content, at: .content)
    return result
  }
}

/// The `UIScrollView` that holds a SwiftUI scroll view's content.
final class ScrollHostView: UIScrollView {
  /// The axes the SwiftUI scroll view scrolls.
  var axes: Axis.Set = .vertical

  override init(frame: CGRect) {
    super.init(frame: frame)
    panGestureRecognizer.addTarget(self, action: ScrollHostView.settle)
    panGestureRecognizer.delegate = axisLock
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// What a paging scroll view reports when a drag ends.
  var paging: ScrollPaging?
  /// The action of `refreshable`, run when the content is let go pulled past the top.
  var refresh: RefreshAction?

  /// The graph of the scroll view's content, told when the content scrolls.
  weak var graph: ViewGraph?

  override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      let old = super.contentOffset
      super.contentOffset = newValue
      if super.contentOffset != old { graph?.contentScrolled() }
    }
  }

  /// Content pulled past its edges comes back within them when the fingers lift, at once (the
  /// simulation does not animate the bounce); a paging scroll view reports its page.
  private func settle(_ pan: UIPanGestureRecognizer) {
    guard pan.state == .ended || pan.state == .cancelled else { return }
    let pulled = -contentOffset.y - adjustedContentInset.top
    setContentOffset(restingOffset, animated: false)
    if let refresh, pan.state == .ended, pulled >= ScrollViewSettings.refreshPullDistance {
      refresh.start()
    }
    if let paging, isPagingEnabled {
      let page =
        axes.contains(.horizontal)
        ? contentOffset.x / max(bounds.width, 1) : contentOffset.y / max(bounds.height, 1)
      paging.pageChanged(Int(page.rounded()))
    }
  }

  /// Refuses the pan a drag along an axis the scroll view does not scroll (see the type).
  private let axisLock = ScrollAxisLock()
}

/// The delegate of a SwiftUI scroll view's pan: the pan does not begin for a drag moving faster
/// along an axis the scroll view does not scroll than along one it does (OUR CHOICE; see
/// ``ScrollViewSettings/crossAxisDragFailsPan``).
@MainActor final class ScrollAxisLock: UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard ScrollViewSettings.crossAxisDragFailsPan,
      let pan = gestureRecognizer as? UIPanGestureRecognizer,
      let scroller = pan.view as? ScrollHostView
    else { return true }
    let moving = pan.velocity(in: scroller)
    if !scroller.axes.contains(.horizontal), abs(moving.x) > abs(moving.y) { return false }
    if !scroller.axes.contains(.vertical), abs(moving.y) > abs(moving.x) { return false }
    return true
  }
}

/// Lays a scroll view out: the content unbounded along the axes, in the `UIScrollView`.
struct ScrollLayout: ElementLayout {
  let axes: Axis.Set
  let isEnabled: Bool
  /// The axes that scroll only when the content is longer than the view.
  let basedOnSize: Axis.Set
  /// Set for a paging scroll view.
  let paging: ScrollPaging?
  /// Set for a refreshable one.
  let refresh: RefreshAction?

  private func contentProposal(_ size: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : size.width,
      height: axes.contains(.vertical) ? nil : size.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let content = node.contentSize(contentProposal(proposal))
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    let content = node.contentSize(contentProposal(ProposedViewSize(size)))
    var origin = CGPoint.zero
    if !axes.contains(.horizontal) { origin.x = max(0, (size.width - content.width) / 2) }
    if !axes.contains(.vertical) { origin.y = max(0, (size.height - content.height) / 2) }
    node.placeContent(in: CGRect(origin: origin, size: content))
    guard let scroller = node.nodeView?.elementContainer as? ScrollHostView else { return }
    scroller.axes = axes
    scroller.graph = node.graph
    scroller.isScrollEnabled = isEnabled
    scroller.isPagingEnabled = paging != nil
    scroller.paging = paging
    scroller.refresh = refresh
    scroller.alwaysBounceHorizontal =
      axes.contains(.horizontal) && !basedOnSize.contains(.horizontal)
    scroller.alwaysBounceVertical = axes.contains(.vertical) && !basedOnSize.contains(.vertical)
    scroller.bounds = CGRect(origin: scroller.bounds.origin, size: size)
    scroller.center = CGPoint(x: size.width / 2, y: size.height / 2)
    scroller.contentSize = CGSize(
      width: axes.contains(.horizontal) ? content.width : min(content.width, size.width),
      height: axes.contains(.vertical) ? content.height : min(content.height, size.height))
    if !scroller.isDragging { scroller.contentOffset = scroller.restingOffset }
  }
}

extension UIScrollView {
  /// The offset moved inside the content (the simulated scroll view does not bounce back by
  /// itself; a layout that shrank the content brings the offset back within it).
  var restingOffset: CGPoint {
    let maximum = CGPoint(
      x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    return CGPoint(
      x: min(max(contentOffset.x, 0), maximum.x), y: min(max(contentOffset.y, 0), maximum.y))
  }
}

// MARK: Scroll modifiers

/// When a scroll view bounces at the end of its content, as SwiftUI's `ScrollBounceBehavior` is.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let basedOnSize: Bool

  /// The default: `always` [D].
  public static let automatic = ScrollBounceBehavior(basedOnSize: false)
  /// Bounces (and so scrolls) whatever the content's size.
  public static let always = ScrollBounceBehavior(basedOnSize: false)
  /// Bounces only when the content is longer than the view along the axis.
  public static let basedOnSize = ScrollBounceBehavior(basedOnSize: true)
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility` is. Nothing is
/// drawn: kept for source compatibility.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Pages a scroll view and reports the page a drag ends on.
@MainActor struct ScrollPaging {
  let pageChanged: (Int) -> Void
}

private struct ScrollPagingKey: EnvironmentKey {
  static let defaultValue: ScrollPaging? = nil
}

/// How a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior` is: `.paging` (a page
/// per bounds' length, the rule of `UIScrollView/isPagingEnabled`) or `.viewAligned` (kept;
/// rests where the fingers left it).
public struct ScrollTargetBehaviorValue: Sendable {
  let isPaging: Bool
  /// A page at a time.
  public static let paging = ScrollTargetBehaviorValue(isPaging: true)
  /// Aligned to views (not simulated: no snapping).
  public static let viewAligned = ScrollTargetBehaviorValue(isPaging: false)
}

/// Refreshes the content of a refreshable view, as SwiftUI's `RefreshAction` is: the
/// `refreshable` modifier's action, in the environment as `refresh`.
@MainActor public struct RefreshAction {
  let action: @Sendable () async -> Void

  /// Runs the action and waits for it.
  public func callAsFunction() async {
    await action()
  }

  /// Starts the action as a task on the main actor.
  func start() {
    let action = action
    Task { await action() }
  }
}

private struct RefreshActionKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

private struct ScrollDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ScrollBounceBasedOnSizeKey: EnvironmentKey {
  static let defaultValue: Axis.Set = []
}

extension Axis.Set: Hashable {}

extension EnvironmentValues {
  /// Whether scroll views inside are kept from scrolling (``View/scrollDisabled(_:)``).
  public var isScrollEnabled: Bool {
    get { !scrollDisabled }
    set { scrollDisabled = !newValue }
  }

  var scrollDisabled: Bool {
    get { self[ScrollDisabledKey.self] }
    set { self[ScrollDisabledKey.self] = newValue }
  }

  /// The refresh action of the enclosing `refreshable`, if any.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }

  var scrollPaging: ScrollPaging? {
    get { self[ScrollPagingKey.self] }
    set { self[ScrollPagingKey.self] = newValue }
  }

  var scrollBounceBasedOnSize: Axis.Set {
    get { self[ScrollBounceBasedOnSizeKey.self] }
    set { self[ScrollBounceBasedOnSizeKey.self] = newValue }
  }
}

extension View {
  /// Keeps the scroll views inside from scrolling when `disabled` [D]; their content's own
  /// gestures still work.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    environment(\.scrollDisabled, disabled)
  }

  /// Sets when the scroll views inside bounce along `axes` (default vertical).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    transformEnvironment(\.scrollBounceBasedOnSize) { current in
      if behavior.basedOnSize {
        current.formUnion(axes)
      } else {
        current.subtract(axes)
      }
    }
  }

  /// Lets the scroll views (and lists) inside be pulled down to refresh: let go pulled at
  /// least ``ScrollViewSettings/refreshPullDistance`` past the top, a scroll view starts
  /// `action` as a task (OUR CHOICE: no refresh control is drawn and the content does not wait
  /// at the top while the action runs). The action is also `refresh` in the environment [D].
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }

  /// Adds a search field; no search bar is drawn, so the text changes through its binding
  /// only.
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
    modifier(InertModifier())
  }

  /// Adds a search field titled `prompt`; not drawn (see the other `searchable`).
  public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
    modifier(InertModifier())
  }

  /// Makes the scroll views inside come to rest a page at a time (`.paging`).
  public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorValue) -> some View {
    environment(\.scrollPaging, behavior.isPaging ? ScrollPaging(pageChanged: { _ in }) : nil)
  }

  /// Marks the views scroll targets align to; snapping is not simulated: no effect.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(InertModifier())
  }

  /// Sets the scroll indicators' visibility; nothing is drawn, so no effect.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    modifier(InertModifier())
  }

  /// Changes the environment value at `keyPath` for this view and the views inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentTransformer(keyPath: keyPath, transform: transform))
  }
}

/// An environment value changed from the one the view got.
struct EnvironmentTransformer<Value>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var value = node.environment[keyPath: keyPath]
    transform(&value)
    var result = NodeContent()
    result.environment = node.derivedEnvironment(for: value) { $0[keyPath: keyPath] = value }
    result.append(content, at: .content)
    return result
  }
}

// MARK: ScrollViewReader

/// Scrolls the scroll views inside a ``ScrollViewReader`` to a view with an identity, as
/// SwiftUI's `ScrollViewProxy` is.
@MainActor public struct ScrollViewProxy {
  weak var node: ViewNode?

  /// Scrolls the scroll view that holds the view whose identity is `id` (a `ForEach` element's
  /// id or an ``View/id(_:)``) so that the view shows: with `anchor`, the anchor point of the
  /// view sits at the anchor point of the scroll view (as far as the content allows); without
  /// one, by the least distance. At once (nothing animates). Nothing happens when no such view
  /// is in a scroll view.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node, let target = node.descendant(withID: AnyHashable(id)) else { return }
    var elements: [ViewNode] = []
    target.appendElements(to: &elements)
    guard let first = elements.first?.nodeView else { return }
    var ancestor = first.superview
    while let current = ancestor, !(current is ScrollHostView) { ancestor = current.superview }
    guard let scroller = ancestor as? ScrollHostView else { return }
    var rect = CGRect.null
    for element in elements {
      guard let view = element.nodeView else { continue }
      rect = rect.union(view.convert(view.bounds, to: scroller))
    }
    guard let anchor else {
      scroller.scrollRectToVisible(rect, animated: false)
      return
    }
    var offset = scroller.contentOffset
    let size = scroller.bounds.size
    if scroller.axes.contains(.horizontal) {
      offset.x = rect.minX + anchor.x * rect.width - anchor.x * size.width
    }
    if scroller.axes.contains(.vertical) {
      offset.y = rect.minY + anchor.y * rect.height - anchor.y * size.height
    }
    scroller.contentOffset = offset
    scroller.contentOffset = scroller.restingOffset
  }
}

/// A view that gives its content a ``ScrollViewProxy``, as SwiftUI's `ScrollViewReader` is.
///
///     ScrollViewReader { proxy in
///       ScrollView { … }
///       Button("Top") { proxy.scrollTo(firstID, anchor: .top) }
///     }
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content `content` builds from the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension ScrollViewReader: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    // The closure runs here, not in the enclosing body: what it reads invalidates this node.
    let built = node.runBody(of: self) { content(ScrollViewProxy(node: node)) }
    var result = NodeContent()
    result.append(built, at: .body)
    return result
  }
}

extension ViewNode {
  /// The first node below this one, depth first, whose identity component is `.id(id)`.
  func descendant(withID id: AnyHashable) -> ViewNode? {
    for child in children {
      if child.key.component == .id(id) { return child }
      if let found = child.descendant(withID: id) { return found }
    }
    return nil
  }
}

extension Precedence {
  /// Whether a SwiftUI gesture recognizes together with the pan of a SwiftUI scroll view it is
  /// inside: yes when attached with `simultaneousGesture`, the fix reported for the iOS 18
  /// scroll views whose rows' drags stopped them scrolling [EMP: see <doc:SwiftUIContainers>];
  /// otherwise UIKit's default, no.
  static func recognizesWithScrollView(
    _ recognizer: SwiftUIGestureRecognizer, _ other: UIGestureRecognizer
  ) -> Bool {
    guard recognizer.attachment.priority == .simultaneous,
      let scroller = other.view as? ScrollHostView, other === scroller.panGestureRecognizer,
      let view = recognizer.view, view.isDescendant(of: scroller)
    else { return false }
    return true
  }
}
