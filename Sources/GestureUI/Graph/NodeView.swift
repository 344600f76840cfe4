import Foundation
import GestureCore

/// The region of an element that touches hit, in its own space.
enum HitShape {
  /// The whole bounds.
  case rectangle
  /// A rectangle with rounded corners of `radius`.
  case roundedRectangle(radius: CGFloat)
  /// The ellipse inscribed in the bounds.
  case ellipse
  /// The largest circle centred in the bounds.
  case circle
  /// A rounded rectangle whose corner radius is half the shorter side.
  case capsule

  /// Whether `point` lies in this shape drawn in `bounds`.
  func contains(_ point: CGPoint, in bounds: CGRect) -> Bool {
    guard bounds.contains(point) else { return false }
    switch self {
    case .rectangle:
      return true
    case .ellipse:
      return Self.ellipse(bounds, contains: point)
    case .circle:
      let side = min(bounds.width, bounds.height)
      let square = CGRect(
        x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
      return Self.ellipse(square, contains: point)
    case .capsule:
      return Self.roundedRect(bounds, radius: min(bounds.width, bounds.height) / 2, contains: point)
    case .roundedRectangle(let radius):
      return Self.roundedRect(bounds, radius: radius, contains: point)
    }
  }

  private static func ellipse(_ rect: CGRect, contains point: CGPoint) -> Bool {
    guard rect.width > 0, rect.height > 0 else { return false }
    let dx = (point.x - rect.midX) / (rect.width / 2)
    let dy = (point.y - rect.midY) / (rect.height / 2)
    return dx * dx + dy * dy <= 1
  }

  private static func roundedRect(_ rect: CGRect, radius: CGFloat, contains point: CGPoint) -> Bool
  {
    guard rect.contains(point) else { return false }
    let r = max(0, min(radius, min(rect.width, rect.height) / 2))
    let cx = min(max(point.x, rect.minX + r), rect.maxX - r)
    let cy = min(max(point.y, rect.minY + r), rect.maxY - r)
    let dx = point.x - cx
    let dy = point.y - cy
    return dx * dx + dy * dy <= r * r
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

  /// Makes `views` the element subviews, in order, above any other subviews (a
  /// representable's view), without taking a view that stays out of the window.
  func setElementSubviews(_ views: [NodeView]) {
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
