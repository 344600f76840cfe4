import Foundation

/// Hit-testing: which view a touch lands in. `hitTest(_:with:)` and `point(inside:with:)` are
/// declared in the class body so that subclasses can override them; the search itself is here.
extension UIView {
  /// Whether the view can be hit at all: not hidden, interaction enabled, alpha at least 0.01,
  /// and not being animated by an animation that disallows interaction. The values are the
  /// model values, not what an animation shows on screen, as in UIKit.
  public var isHittable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= UIView.minimumHittableAlpha
      && interactionBlockingTracks == 0
  }

  /// The alpha below which a view ignores touches (UIKit documents 0.01).
  public static let minimumHittableAlpha: CGFloat = 0.01

  /// UIKit's search, the default `hitTest(_:with:)`: nothing when the view cannot be hit or
  /// `point` is outside it; otherwise the first subview, front to back, that returns a hit, or
  /// the view itself.
  final func searchHit(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isHittable, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let local = point.applying(subview.fromSuperview)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

}
