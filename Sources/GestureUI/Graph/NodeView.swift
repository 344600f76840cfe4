import Foundation
import GestureCore

/// The region of an element that touches hit, in its own space: a path made for the element's
/// bounds, with the rule that decides its inside. Every shape, built-in or custom, filled or
/// stroked, and every `contentShape`, is hit through GestureCore's `CGPath.contains`.
@MainActor struct HitShape {
  /// The rule that decides which points are inside the path.
  var rule: CGPathFillRule = .winding
  /// The path for an element's bounds.
  let path: @MainActor (CGRect) -> CGPath

  /// The whole bounds.
  static var rectangle: HitShape { HitShape { CGPath(rect: $0, transform: nil) } }

  /// Whether `point` lies in this shape drawn in `bounds`.
  func contains(_ point: CGPoint, in bounds: CGRect) -> Bool {
    path(bounds).contains(point, using: rule)
  }
}

/// The `UIView` that stands for one laid-out element of a SwiftUI view graph in the window.
///
/// Its frame and transform come from layout; its hit test is SwiftUI's rather than UIKit's:
/// - an element is hit only on content it draws (a shape inside its path, a colour, text or
///   an image inside its bounds), never on its frame alone, so a stack's spacing, a spacer and
///   a frame's or padding's extra room are not hit [EMP];
/// - containers pass touches through to what is drawn inside them; later children are in
///   front of earlier ones;
/// - `contentShape` makes the whole shape hit (and only it) [D];
/// - `allowsHitTesting(false)` and `hidden()` make the subtree unhittable [D].
final class NodeView: UIView {
  /// The node this view stands for.
  private(set) weak var node: ViewNode?

  /// What of this element's own content touches hit; `nil` when it draws nothing itself.
  var hitShape: HitShape?

  /// The region set with `contentShape`: points inside hit this element (or the content
  /// inside it), points outside hit nothing here.
  var contentShape: HitShape?

  /// Whether the element was removed and stays only until its removal transition ends: it
  /// keeps its place in the window though no longer among its parent's subelements.
  var isDisappearing = false

  /// The view that holds this element's subelements' views, when it is not this view itself
  /// (a scroll view's content sits in its `UIScrollView`).
  var elementContainer: UIView?

  init(node: ViewNode) {
    self.node = node
    super.init(frame: .zero)
  }

  private var explicitIdentifier: String?
  private var derivedName: String?

  /// Transcripts name a SwiftUI element by the view it stands for and the view whose body
  /// made it, such as `ContentView/Rectangle`, unless an identifier was set.
  override var accessibilityIdentifier: String? {
    get {
      if let explicitIdentifier { return explicitIdentifier }
      if let derivedName { return derivedName }
      let name = node?.transcriptName
      derivedName = name
      return name
    }
    set { explicitIdentifier = newValue }
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// Applies the layout's settings for this pass.
  func configure(layout: any ElementLayout) {
    layout.configure(self, size: bounds.size)
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    if let contentShape, !contentShape.contains(point, in: bounds) { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    if contentShape != nil { return self }
    if let hitShape, hitShape.contains(point, in: bounds) { return self }
    return nil
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if let contentShape { return contentShape.contains(point, in: bounds) }
    return hitShape?.contains(point, in: bounds) ?? false
  }

  /// Makes `views` the element subviews, in the order of their `zIndex` (the order given where
  /// equal), above any other subviews (a representable's view), without taking a view that
  /// stays out of the window.
  func setElementSubviews(_ unsorted: [NodeView]) {
    let order = unsorted.map { $0.node?.zIndex ?? 0 }
    let views = unsorted.indices.sorted { (order[$0], $0) < (order[$1], $1) }.map { unsorted[$0] }
    let container = elementContainer ?? self
    let kept = Set(views.map(ObjectIdentifier.init))
    for case let old as NodeView in container.subviews
    where !kept.contains(ObjectIdentifier(old)) && !old.isDisappearing {
      old.removeFromSuperview()
    }
    let base = container.subviews.count(where: { !($0 is NodeView) })
    for (offset, view) in views.enumerated() {
      let index = base + offset
      if index < container.subviews.count, container.subviews[index] === view { continue }
      container.insertSubview(view, at: index)
    }
  }
}
