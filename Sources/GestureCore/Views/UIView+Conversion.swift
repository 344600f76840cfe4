import Foundation

extension UIView {
  /// Converts a point from this view's space to `view`'s (or to window coordinates when `nil`).
  ///
  /// The point goes up through each ancestor's `center`, `bounds` and `transform` to the common
  /// root and back down, the full affine chain.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let windowPoint = point.applying(toRoot)
    guard let view else { return windowPoint }
    return windowPoint.applying(view.fromRoot)
  }

  /// Converts a point from `view`'s space (or window coordinates when `nil`) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let windowPoint = view.map { point.applying($0.toRoot) } ?? point
    return windowPoint.applying(fromRoot)
  }

  /// Converts a rectangle to `view`'s space; the result is the bounding box of its corners.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(transform(to: view))
  }

  /// Converts a rectangle from `view`'s space; the result is the bounding box of its corners.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.applying(transform(from: view))
  }

  /// Converts a vector (a translation, displacement or velocity) from this view's space to
  /// `view`'s, with only the linear part of the chain: translations between the spaces cancel.
  ///
  /// This equals converting both end points of the vector and subtracting, which is how UIKit
  /// converts pan translations and velocities.
  public func convertVector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
    vector.applyingAsVector(transform(to: view))
  }

  /// Converts a vector from `view`'s space (window coordinates when `nil`) to this view's.
  public func convertVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
    vector.applyingAsVector(transform(from: view))
  }

  /// The affine map from this view's space to `view`'s (window coordinates when `nil`).
  public func transform(to view: UIView?) -> CGAffineTransform {
    guard let view else { return toRoot }
    return toRoot.concatenating(view.fromRoot)
  }

  /// The affine map from `view`'s space (window coordinates when `nil`) to this view's.
  public func transform(from view: UIView?) -> CGAffineTransform {
    guard let view else { return fromRoot }
    return view.toRoot.concatenating(fromRoot)
  }
}

extension Unmanaged where Instance == UIView {
  /// The view's maps to the window and from it, read lent when both are cached (pure reads),
  /// else with the view held, since computing them reads `bounds`, `center`, `transform` and
  /// `superview`, which a subclass may override with app code that removes the view and lets
  /// its last reference go.
  ///
  /// Values rather than a closure run with the view: a closure called from both branches was
  /// not inlined, and cost more than the retain it saved.
  @MainActor @inline(__always)
  var windowMaps: (toWindow: CGAffineTransform, fromWindow: CGAffineTransform) {
    if let cached = _withUnsafeGuaranteedRef({ $0.cachedWindowMaps }) { return cached }
    let view = takeUnretainedValue()
    defer { withExtendedLifetime(view) {} }
    return (view.toRoot, view.fromRoot)
  }
}
