import Foundation

/// A space points and rects can be converted between: a view, or a screen.
///
/// As in UIKit, ``UIView`` and ``UIScreen`` adopt it, so a view converts to the screen with
/// `view.convert(point, to: window.screen.coordinateSpace)`. A point goes through the full chain
/// of frames and transforms between the two spaces.
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
  /// Converts a point in this space to `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a point in `coordinateSpace` to this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a rect in this space to `coordinateSpace` (the bounding box of its corners).
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts a rect in `coordinateSpace` to this space (the bounding box of its corners).
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// The space's bounds.
  var bounds: CGRect { get }
}

/// The transform from a coordinate space to screen coordinates.
@MainActor
func screenTransform(of space: any UICoordinateSpace) -> CGAffineTransform {
  switch space {
  case let view as UIView: view.toScreen
  case is UIScreen: .identity
  default:
    // Another adopter: ask it where its origin and axes land on the screen.
    CGAffineTransform(screenPoints: space, screen: UIScreen.main)
  }
}

extension CGAffineTransform {
  /// The affine map a coordinate space applies to reach `screen`, from three points.
  @MainActor
  fileprivate init(screenPoints space: any UICoordinateSpace, screen: UIScreen) {
    let origin = space.convert(CGPoint.zero, to: screen)
    let x = space.convert(CGPoint(x: 1, y: 0), to: screen)
    let y = space.convert(CGPoint(x: 0, y: 1), to: screen)
    self.init(
      a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y, tx: origin.x,
      ty: origin.y)
  }
}

extension UIView: UICoordinateSpace {
  /// From this view's space to the screen's: up to the root view, then the window's frame.
  var toScreen: CGAffineTransform {
    var root: UIView = self
    while let parent = root.superview { root = parent }
    return toRoot.concatenating(root.toSuperview)
  }

  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(toScreen.concatenating(screenTransform(of: coordinateSpace).inverted()))
  }

  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(screenTransform(of: coordinateSpace).concatenating(toScreen.inverted()))
  }

  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(toScreen.concatenating(screenTransform(of: coordinateSpace).inverted()))
  }

  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(screenTransform(of: coordinateSpace).concatenating(toScreen.inverted()))
  }
}
