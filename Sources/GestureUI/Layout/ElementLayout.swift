import Foundation
import GestureCore

/// How an element sizes itself and places the elements inside it.
///
/// Proposals flow down and sizes come up: a parent asks `sizeThatFits` (possibly several times
/// with different proposals), then places the child once with `place`.
@MainActor protocol ElementLayout {
  /// The element's size for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize

  /// Places `node.subelements` in an element of `size` (in the element's own space).
  func placeSubelements(in size: CGSize, node: ViewNode)

  /// Sets what the element's view needs beyond its frame: transform, hit shape, flags.
  func configure(_ view: NodeView, size: CGSize)

  /// The opacity and geometric effect animations interpolate, for an effect element.
  var effectParameters: EffectParameters? { get }

  /// Whether `other`, the layout a new evaluation gave the same element, sizes and places
  /// exactly as this one does, so that the sizes measured with this one still hold.
  func isSameLayout(as other: any ElementLayout) -> Bool

  /// Whether `other`, a layout that is not the same (see ``isSameLayout(as:)``), still sizes
  /// every proposal as this one does, so that only placement is to be done again: an effect,
  /// which takes its content's size whatever its offset, scale or opacity.
  func measuresAsThis(_ other: any ElementLayout) -> Bool

  /// Whether the element's size or placement reads something besides this value, its
  /// proposal and its subelements' sizes: the hosting view's safe area, a UIKit view's own
  /// sizing, content a geometry reader builds while it is placed. Such an element is measured
  /// and placed again at every layout pass, and so is the path above it.
  var readsOutsideItsInputs: Bool { get }
}

extension ElementLayout {
  func configure(_ view: NodeView, size: CGSize) {}
  var effectParameters: EffectParameters? { nil }
  var readsOutsideItsInputs: Bool { false }
  func measuresAsThis(_ other: any ElementLayout) -> Bool { false }

  /// Compared as the graph compares views: member by member, a closure always differing.
  func isSameLayout(as other: any ElementLayout) -> Bool {
    ViewComparison.equal(self, other)
  }
}

extension ElementLayout where Self: Equatable {
  func isSameLayout(as other: any ElementLayout) -> Bool {
    (other as? Self) == self
  }
}

/// A layout with something to undo when its node leaves (a representable's dismantling).
@MainActor protocol TearDownLayout: ElementLayout {
  func tearDown(node: ViewNode)
}

extension ViewNode {
  /// The size of the content inside a one-child element: its one subelement, or its
  /// subelements stacked vertically when there are several (OUR CHOICE, as SwiftUI does for a
  /// hosting controller's root).
  func contentSize(_ proposal: ProposedViewSize) -> CGSize {
    switch subelements.count {
    case 0: return .zero
    case 1: return subelements[0].sizeThatFits(proposal)
    default: return StackLayout.implicit.sizeThatFits(proposal, node: self)
    }
  }

  /// Places the content of a one-child element in `rect`.
  func placeContent(in rect: CGRect) {
    switch subelements.count {
    case 0: return
    case 1: subelements[0].place(rect)
    default: StackLayout.implicit.place(in: rect, node: self)
    }
  }
}

/// An element that takes its content's size and lays nothing out itself: the view of a
/// modifier whose effect lives on a `UIView` of its own.
struct PassThroughLayout: ElementLayout, Equatable {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(proposal)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }
}
