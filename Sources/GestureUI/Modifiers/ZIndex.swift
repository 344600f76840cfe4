import Foundation
import GestureCore

/// `zIndex(_:)`: the display order of overlapping views [D: AD view/zindex(_:), "Controls the
/// display order of overlapping views"; higher values in front, default 0]. The view in front
/// is the one a touch reaches first, so the order decides hit testing: among the elements of
/// one container (a `ZStack`, an `overlay`/`background`, any stack), the element views are
/// sorted by their index, the order of the views where equal; layout keeps the views' order.
struct ZIndexModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let value: Double

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    // The containers whose subelements this view's index may order are sorted again: the
    // index may have changed while the structure did not.
    var top = node
    while let parent = top.parent, parent.wrappedNode === top {
      if parent.layout != nil { node.graph.structureChanged(of: parent) }
      top = parent
    }
    if let container = top.parent?.nearestElement { node.graph.structureChanged(of: container) }
    return InertModifier().makeContent(modifying: content, in: node)
  }
}

extension ViewNode {
  /// The `zIndex` of the view this element stands for in its container: the outermost
  /// `zIndex(_:)` on the chain of modifiers around the same content, between the container
  /// and the element or inside the element; 0 without one.
  var zIndex: Double {
    var top = self
    while let parent = top.parent, parent.layout == nil, parent.wrappedNode === top {
      top = parent
    }
    return top.outermostModifier(ZIndexModifier.self)?.value ?? 0
  }
}

extension View {
  /// Puts this view in front of (higher `value`) or behind its overlapping siblings, for
  /// drawing and for touches.
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value))
  }
}
