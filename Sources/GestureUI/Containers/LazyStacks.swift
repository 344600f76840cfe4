import Foundation
import GestureCore

/// Which views of a lazy stack or grid stay pinned to the scroll view's edges, as SwiftUI's
/// `PinnedScrollableViews` is. Kept; nothing is pinned (section headers scroll with the rows).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that SwiftUI builds lazily, as its `LazyVStack` does; here every row is built and
/// laid out as in a ``VStack`` (OUR CHOICE: building lazily changes when bodies run, not what
/// touches do, and every row's state is kept). Unlike a `VStack`, a lazy stack is as wide as it
/// is offered (OUR CHOICE, as lazy stacks are seen to lay out; not documented).
public struct LazyVStack<Content: View>: View {
  let stack: VStack<Content>

  /// A lazy column of the views `content` builds; `pinnedViews` is kept and pins nothing.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = VStack(alignment: alignment, spacing: spacing, content: content)
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    stack.makeContent(in: node).fillingAcross()
  }
}

/// A row that SwiftUI builds lazily, as its `LazyHStack` does; laid out as an ``HStack`` (see
/// ``LazyVStack``), and as tall as it is offered.
public struct LazyHStack<Content: View>: View {
  let stack: HStack<Content>

  /// A lazy row of the views `content` builds; `pinnedViews` is kept and pins nothing.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = HStack(alignment: alignment, spacing: spacing, content: content)
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    stack.makeContent(in: node).fillingAcross()
  }
}

extension NodeContent {
  /// The same content, its stack filling what it is offered across its axis.
  func fillingAcross() -> NodeContent {
    var result = self
    if let stack = layout as? StackLayout { result.layout = LazyStackLayout(stack: stack) }
    return result
  }
}

/// A stack's layout that fills what it is offered across its axis.
struct LazyStackLayout: ElementLayout, Equatable {
  let stack: StackLayout

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    var size = stack.sizeThatFits(proposal, node: node)
    if let axis = stack.axis, let across = proposal[axis.cross], across.isFinite {
      size[axis.cross] = across
    }
    return size
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    stack.placeSubelements(in: size, node: node)
  }
}

/// A column or row of a lazy grid, as SwiftUI's `GridItem` is.
public struct GridItem: Sendable {
  /// How a column (row) is sized.
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the room the fixed items leave, within the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` points as fit in the item's share.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  /// A grid item of `size` (default flexible), `spacing` from the next (default 8, OUR CHOICE).
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that grows vertically, as SwiftUI's `LazyVGrid` is: the children fill the columns row
/// by row, each row as tall as its tallest child. Built and laid out eagerly (see
/// ``LazyVStack``). Column widths: fixed ones first, the rest shared equally by the flexible and
/// adaptive ones within their bounds; an adaptive one holds as many columns of its minimum as
/// fit its share [D: GridItem.Size].
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid with `columns`, rows `spacing` apart (default 8, OUR CHOICE).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent(
      layout: GridLayout(axis: .vertical, items: columns, spacing: spacing))
    result.append(content, at: .content)
    return result
  }
}

/// A grid that grows horizontally, as SwiftUI's `LazyHGrid` is: ``LazyVGrid`` turned a quarter.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// A grid with `rows`, columns `spacing` apart (default 8, OUR CHOICE).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension LazyHGrid: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent(layout: GridLayout(axis: .horizontal, items: rows, spacing: spacing))
    result.append(content, at: .content)
    return result
  }
}

/// The layout of the lazy grids. `axis` is the direction the grid grows in; the items size the
/// tracks across it.
struct GridLayout: ElementLayout {
  let axis: Axis
  let items: [GridItem]
  let spacing: CGFloat?

  /// The tracks' lengths across the axis and the gaps after each, for `length` across.
  private func tracks(across length: CGFloat) -> [(length: CGFloat, gap: CGFloat)] {
    let gaps = items.map { $0.spacing ?? StackLayout.defaultSpacing }
    var remaining = length - gaps.dropLast().reduce(0, +)
    for item in items { if case .fixed(let fixed) = item.size { remaining -= fixed } }
    let sharing = CGFloat(items.count(where: { if case .fixed = $0.size { false } else { true } }))
    let share = sharing > 0 ? max(0, remaining / sharing) : 0
    var result: [(CGFloat, CGFloat)] = []
    for (item, gap) in zip(items, gaps) {
      switch item.size {
      case .fixed(let fixed):
        result.append((fixed, gap))
      case .flexible(let minimum, let maximum):
        result.append((min(max(share, minimum), maximum), gap))
      case .adaptive(let minimum, let maximum):
        let count = max(1, Int((share + gap) / (minimum + gap)))
        let each = min(maximum, (share - CGFloat(count - 1) * gap) / CGFloat(count))
        for _ in 0..<count { result.append((max(each, minimum), gap)) }
      }
    }
    return result
  }

  private func arrangement(_ proposal: ProposedViewSize, node: ViewNode)
    -> (tracks: [(length: CGFloat, gap: CGFloat)], lines: [[CGSize]])
  {
    let across = proposal[axis.cross] ?? 0
    let tracks = tracks(across: across)
    var lines: [[CGSize]] = []
    guard !tracks.isEmpty else { return (tracks, lines) }
    for (index, subelement) in node.subelements.enumerated() {
      if index % tracks.count == 0 { lines.append([]) }
      var offer = ProposedViewSize(width: nil, height: nil)
      offer[axis.cross] = tracks[index % tracks.count].length
      lines[lines.count - 1].append(subelement.sizeThatFits(offer))
    }
    return (tracks, lines)
  }

  private var lineSpacing: CGFloat { spacing ?? StackLayout.defaultSpacing }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let (tracks, lines) = arrangement(proposal, node: node)
    let along =
      lines.reduce(0) { $0 + ($1.map { $0[axis] }.max() ?? 0) }
      + CGFloat(max(0, lines.count - 1)) * lineSpacing
    let across =
      proposal[axis.cross]
      ?? tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
    return CGSize(along: axis, along, across: across)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    var proposal = ProposedViewSize(size)
    proposal[axis] = nil
    let (tracks, lines) = arrangement(proposal, node: node)
    let used = tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
    let start = max(0, (size[axis.cross] - used) / 2)
    var position: CGFloat = 0
    var index = 0
    for line in lines {
      let thickness = line.map { $0[axis] }.max() ?? 0
      var across = start
      for (column, child) in line.enumerated() {
        let track = tracks[column]
        let origin = CGPoint(
          along: axis, position + (thickness - child[axis]) / 2,
          across: across + (track.length - child[axis.cross]) / 2)
        node.subelements[index].place(CGRect(origin: origin, size: child))
        across += track.length + track.gap
        index += 1
      }
      position += thickness + lineSpacing
    }
  }
}
