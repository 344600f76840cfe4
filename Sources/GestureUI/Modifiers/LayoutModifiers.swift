import Foundation
import GestureCore

/// Insets on the four edges, as SwiftUI's `EdgeInsets` is.
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The edges of a rectangle, as SwiftUI's `Edge` is.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// A modifier that makes the modified content an element with `layout`.
struct LayoutModifier<Layout: ElementLayout>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let layout: Layout

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var result = NodeContent(layout: layout)
    result.append(content, at: .content)
    return result
  }
}

extension View {
  func layout<L: ElementLayout>(_ layout: L) -> ModifiedContent<Self, LayoutModifier<L>> {
    modifier(LayoutModifier(layout: layout))
  }
}

// MARK: Frames

/// `frame(width:height:alignment:)`: a fixed size in the dimensions given, the content's in
/// the others; the content is offered the fixed size and aligned in it [D: AD view/frame].
/// The frame adds no hit area: only the content is hit [EMP].
struct FixedFrameLayout: ElementLayout, Equatable {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let child = node.contentSize(
      ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeAligned(alignment, in: size)
  }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The content is offered the proposal clamped to the bounds (the ideal size where the
/// proposal is unspecified); the frame is then the content's size, raised to the proposal up
/// to `max` and lowered to it down to `min` [EMP: objc.io, "Thinking in SwiftUI", which
/// reimplements it], so `maxWidth: .infinity` takes the whole width offered.
struct FlexibleFrameLayout: ElementLayout, Equatable {
  let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let offeredWidth = Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth)
    let offeredHeight = Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight)
    let child = node.contentSize(ProposedViewSize(width: offeredWidth, height: offeredHeight))
    return CGSize(
      width: Self.resolve(
        child.width, proposed: proposal.width ?? idealWidth, min: minWidth, max: maxWidth),
      height: Self.resolve(
        child.height, proposed: proposal.height ?? idealHeight, min: minHeight, max: maxHeight))
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeAligned(alignment, in: size)
  }

  private static func clamp(_ value: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
    guard var value else { return nil }
    if let high { value = min(value, high) }
    if let low { value = max(value, low) }
    return value
  }

  private static func resolve(
    _ child: CGFloat, proposed: CGFloat?, min low: CGFloat?, max high: CGFloat?
  )
    -> CGFloat
  {
    let proposed = proposed ?? child
    var result = child
    if let low { result = max(low, min(result, proposed)) }
    if let high { result = min(high, max(result, proposed)) }
    return result
  }
}

extension ViewNode {
  /// Places the content at its size for `size`, aligned in `size`.
  func placeAligned(_ alignment: Alignment, in size: CGSize) {
    let child = contentSize(ProposedViewSize(size))
    placeContent(in: CGRect(origin: alignment.origin(of: child, in: size), size: child))
  }
}

extension View {
  /// A frame of a fixed width, height, or both, with the view aligned in it.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    layout(FixedFrameLayout(width: width, height: height, alignment: alignment))
  }

  /// A frame that bends to what it is offered between the bounds given.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    layout(
      FlexibleFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// The view at its ideal size in both dimensions, whatever it is offered.
  public func fixedSize() -> some View {
    layout(FixedSizeLayout(horizontal: true, vertical: true))
  }

  /// The view at its ideal size in the dimensions given.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    layout(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }
}

/// `fixedSize`: the content is offered an unspecified size in the fixed dimensions.
struct FixedSizeLayout: ElementLayout, Equatable {
  let horizontal: Bool
  let vertical: Bool

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(
      ProposedViewSize(
        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }
}

// MARK: Padding

/// `padding`: the content is offered the proposal less the insets, and the view is the
/// content's size plus the insets. The padding is not hit [EMP]. The default amount is 16
/// points on each edge (OUR CHOICE: SwiftUI's default depends on the platform and context).
struct PaddingLayout: ElementLayout, Equatable {
  let insets: EdgeInsets

  static let defaultLength: CGFloat = 16

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    let child = node.contentSize(
      ProposedViewSize(
        width: proposal.width.map { max(0, $0 - horizontal) },
        height: proposal.height.map { max(0, $0 - vertical) }))
    return CGSize(width: child.width + horizontal, height: child.height + vertical)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeContent(
      in: CGRect(
        x: insets.leading, y: insets.top,
        width: max(0, size.width - insets.leading - insets.trailing),
        height: max(0, size.height - insets.top - insets.bottom)))
  }
}

extension View {
  /// Padding of `length` points (default 16, OUR CHOICE) on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? PaddingLayout.defaultLength
    return layout(
      PaddingLayout(
        insets: EdgeInsets(
          top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
          bottom: edges.contains(.bottom) ? amount : 0,
          trailing: edges.contains(.trailing) ? amount : 0)))
  }

  /// Padding of `length` points on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Padding by `insets`.
  public func padding(_ insets: EdgeInsets) -> some View {
    layout(PaddingLayout(insets: insets))
  }
}

// MARK: Position

/// `position`: the view takes the whole proposal and centres its content, at its ideal size
/// for that proposal, at the point [D: AD view/position(x:y:); the size taken is INF].
struct PositionLayout: ElementLayout, Equatable {
  let point: CGPoint

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    let child = node.contentSize(ProposedViewSize(size))
    node.placeContent(
      in: CGRect(
        x: point.x - child.width / 2, y: point.y - child.height / 2, width: child.width,
        height: child.height))
  }
}

extension View {
  /// Centres the view at `position` in its parent's space.
  public func position(_ position: CGPoint) -> some View {
    layout(PositionLayout(point: position))
  }

  /// Centres the view at (`x`, `y`) in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}

// MARK: Overlay and background

/// `overlay` and `background`: the view has its content's size; the second view is offered
/// that size and aligned in it, in front of (overlay) or behind (background) the content
/// [D: AD view/overlay(alignment:content:)]. A background colour is drawn content and so is
/// hit [EMP].
struct SecondaryLayout: ElementLayout, Equatable {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.primaryElements.size(proposal, in: node)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    let bounds = CGRect(origin: .zero, size: size)
    node.primaryElements.place(in: bounds, node: node)
    for element in node.secondaryElements {
      let child = element.sizeThatFits(ProposedViewSize(size))
      element.place(CGRect(origin: alignment.origin(of: child, in: size), size: child))
    }
  }
}

/// The elements of some of a node's children, laid out as one view.
@MainActor struct ElementGroup {
  let elements: [ViewNode]

  func size(_ proposal: ProposedViewSize, in node: ViewNode) -> CGSize {
    switch elements.count {
    case 0: return .zero
    case 1: return elements[0].sizeThatFits(proposal)
    default:
      return StackGroupLayout(elements: elements).sizeThatFits(proposal)
    }
  }

  func place(in rect: CGRect, node: ViewNode) {
    switch elements.count {
    case 0: return
    case 1: elements[0].place(rect)
    default: StackGroupLayout(elements: elements).place(in: rect)
    }
  }
}

/// Several elements where one is expected, stacked vertically (OUR CHOICE).
@MainActor struct StackGroupLayout {
  let elements: [ViewNode]

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    var size = CGSize.zero
    for element in elements {
      let child = element.sizeThatFits(proposal)
      size.width = max(size.width, child.width)
      size.height += child.height
    }
    size.height += CGFloat(elements.count - 1) * StackLayout.defaultSpacing
    return size
  }

  func place(in rect: CGRect) {
    var y = rect.minY
    for element in elements {
      let child = element.sizeThatFits(ProposedViewSize(rect.size))
      element.place(
        CGRect(
          x: rect.minX + (rect.width - child.width) / 2, y: y, width: child.width,
          height: child.height))
      y += child.height + StackLayout.defaultSpacing
    }
  }
}

extension ViewNode {
  /// The elements of the modified content (the child at `.content`).
  var primaryElements: ElementGroup { elements(of: .content) }

  /// The elements of the second view (the child at `.secondary`).
  var secondaryElements: [ViewNode] { elements(of: .secondary).elements }

  private func elements(of component: IdentityComponent) -> ElementGroup {
    var list: [ViewNode] = []
    for child in children where child.key.component == component { child.appendElements(to: &list) }
    return ElementGroup(elements: list)
  }
}

struct SecondaryModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let secondary: Secondary
  let alignment: Alignment
  let isBehind: Bool

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var result = NodeContent(layout: SecondaryLayout(alignment: alignment))
    if isBehind { result.append(secondary, at: .secondary) }
    result.append(content, at: .content)
    if !isBehind { result.append(secondary, at: .secondary) }
    return result
  }
}

extension View {
  /// `content` in front of this view, with this view's size.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBehind: false))
  }

  /// `overlay` in front of this view, with this view's size.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryModifier(secondary: overlay, alignment: alignment, isBehind: false))
  }

  /// `style` filling this view's frame, in front of it.
  public func overlay<S: ShapeStyle>(_ style: S) -> some View {
    modifier(
      SecondaryModifier(secondary: StyleFill(style: style), alignment: .center, isBehind: false))
  }

  /// `content` behind this view, with this view's size.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBehind: true))
  }

  /// `background` behind this view, with this view's size.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryModifier(secondary: background, alignment: alignment, isBehind: true))
  }

  /// `style` filling this view's frame, behind it: drawn content, so the frame is hit.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      SecondaryModifier(secondary: StyleFill(style: style), alignment: .center, isBehind: true))
  }

  /// `shape` filled with `style`, behind this view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    modifier(SecondaryModifier(secondary: shape, alignment: .center, isBehind: true))
  }
}

/// A style filling its frame, as `background(_:)` and `overlay(_:)` with a style draw it: hit
/// everywhere, except a clear colour, which draws nothing.
struct StyleFill<S: ShapeStyle>: View, PrimitiveView {
  typealias Body = Never
  let style: S

  func makeContent(in node: ViewNode) -> NodeContent {
    let drawsNothing = (style as? Color)?.opacity == 0
    return NodeContent(layout: FillingLayout(hitShape: drawsNothing ? nil : .rectangle))
  }
}
