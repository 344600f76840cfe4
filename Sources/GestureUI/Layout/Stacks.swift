import Foundation
import GestureCore

/// The layout of `VStack`, `HStack` and `ZStack`.
///
/// A vertical or horizontal stack offers its children the space left, least flexible child
/// first (flexibility: the difference between a child's largest and smallest size along the
/// axis), each getting an equal share of what remains, as WWDC19 session 237 describes [D];
/// spacers are the most flexible and so share what the others leave. Children sit one after
/// the other with `spacing` between them (default 8 points, OUR CHOICE: SwiftUI uses a spacing
/// that depends on the pair of views), aligned across the axis by `alignment`. A `ZStack`
/// offers each child its whole proposal, is as large as its largest child, and aligns every
/// child in that box.
struct StackLayout: ElementLayout, Equatable {
  /// The axis; `nil` for a `ZStack`.
  let axis: Axis?
  let alignment: Alignment
  let spacing: CGFloat?

  /// The default spacing between a stack's children (OUR CHOICE).
  static let defaultSpacing: CGFloat = 8

  /// The stack of several views where one is expected (OUR CHOICE: vertical, centred).
  static let implicit = StackLayout(axis: .vertical, alignment: .center, spacing: nil)

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let subelements = node.subelements
    guard !subelements.isEmpty else { return .zero }
    guard let axis else {
      var size = CGSize.zero
      for subelement in subelements {
        let fitted = subelement.sizeThatFits(proposal)
        size.width = max(size.width, fitted.width)
        size.height = max(size.height, fitted.height)
      }
      return size
    }
    let sizes = childSizes(proposal, subelements: subelements, axis: axis)
    var along = gaps(subelements.count)
    var across: CGFloat = 0
    for size in sizes {
      along += size[axis]
      across = max(across, size[axis.cross])
    }
    return CGSize(along: axis, along, across: across)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    place(in: CGRect(origin: .zero, size: size), node: node)
  }

  /// Places the node's subelements in `rect` of the node's space.
  func place(in rect: CGRect, node: ViewNode) {
    let subelements = node.subelements
    let proposal = ProposedViewSize(rect.size)
    guard let axis else {
      for subelement in subelements {
        let size = subelement.sizeThatFits(proposal)
        let origin = alignment.origin(of: size, in: rect.size)
        subelement.place(
          CGRect(origin: CGPoint(x: rect.minX + origin.x, y: rect.minY + origin.y), size: size))
      }
      return
    }
    let sizes = childSizes(proposal, subelements: subelements, axis: axis)
    let fraction = axis == .horizontal ? alignment.vertical.fraction : alignment.horizontal.fraction
    let start = axis == .horizontal ? rect.minX : rect.minY
    let crossStart = axis == .horizontal ? rect.minY : rect.minX
    let crossLength = rect.size[axis.cross]
    var position = start
    for (subelement, size) in zip(subelements, sizes) {
      let across = crossStart + (crossLength - size[axis.cross]) * fraction
      subelement.place(CGRect(origin: CGPoint(along: axis, position, across: across), size: size))
      position += size[axis] + (spacing ?? Self.defaultSpacing)
    }
  }

  private func gaps(_ count: Int) -> CGFloat {
    CGFloat(max(0, count - 1)) * (spacing ?? Self.defaultSpacing)
  }

  private func childSizes(_ proposal: ProposedViewSize, subelements: [ViewNode], axis: Axis)
    -> [CGSize]
  {
    for subelement in subelements { subelement.stackAxis = axis }
    guard let available = proposal[axis] else {
      return subelements.map { $0.sizeThatFits(proposal) }
    }
    var smallest = proposal
    smallest[axis] = 0
    var largest = proposal
    largest[axis] = .infinity
    let flexibility = subelements.map {
      $0.sizeThatFits(largest)[axis] - $0.sizeThatFits(smallest)[axis]
    }
    let order = subelements.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    var sizes = Array(repeating: CGSize.zero, count: subelements.count)
    var remaining = available - gaps(subelements.count)
    var left = CGFloat(subelements.count)
    for index in order {
      var offer = proposal
      offer[axis] = max(0, remaining / left)
      let size = subelements[index].sizeThatFits(offer)
      sizes[index] = size
      remaining -= size[axis]
      left -= 1
    }
    return sizes
  }
}

/// Views in a column, as SwiftUI's `VStack` is (see `StackLayout` for the rules).
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column of the views `content` builds, aligned horizontally by `alignment`, `spacing`
  /// points apart (default 8, OUR CHOICE).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension VStack: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent(
      layout: StackLayout(
        axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing))
    result.append(content, at: .content)
    return result
  }
}

/// Views in a row, as SwiftUI's `HStack` is (see `StackLayout` for the rules).
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row of the views `content` builds, aligned vertically by `alignment`, `spacing`
  /// points apart (default 8, OUR CHOICE).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension HStack: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent(
      layout: StackLayout(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing))
    result.append(content, at: .content)
    return result
  }
}

/// Views on top of each other, later ones in front, as SwiftUI's `ZStack` is.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// The views `content` builds, stacked front to back in reverse order, aligned by
  /// `alignment` in the box of the largest.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension ZStack: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent(layout: StackLayout(axis: nil, alignment: alignment, spacing: 0))
    result.append(content, at: .content)
    return result
  }
}

/// Flexible empty space, as SwiftUI's `Spacer` is: in a stack it takes the room the other
/// children leave along the stack's axis (at least `minLength`, default 8, OUR CHOICE) and no
/// room across it. It draws nothing, so touches pass through it [EMP].
public struct Spacer: View {
  /// The least length along the stack's axis.
  public var minLength: CGFloat?

  /// A spacer of at least `minLength` points.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    NodeContent(layout: SpacerLayout(minLength: minLength ?? StackLayout.defaultSpacing))
  }
}

struct SpacerLayout: ElementLayout, Equatable {
  let minLength: CGFloat

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let axis = node.stackAxis else {
      return CGSize(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
    }
    return CGSize(along: axis, max(minLength, proposal[axis] ?? minLength), across: 0)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {}
}
