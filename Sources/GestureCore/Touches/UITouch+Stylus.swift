import Foundation

/// The stylus and precision API of `UITouch`, as drawing code reads it.
///
/// The inputs GestureKit replays (touch scripts, touchscreens and touchpads through evdev or
/// libinput) report positions in points with no finer precise location, and no tilt or
/// orientation; these answer what UIKit answers for a touch without that data.
extension UITouch {
  /// The touch's location in `view` at the input's full precision: the same as
  /// ``location(in:)``, since every replayed position already has all the precision it has.
  public func preciseLocation(in view: UIView?) -> CGPoint {
    location(in: view)
  }

  /// The touch's previous location at full precision: the same as ``previousLocation(in:)``.
  public func precisePreviousLocation(in view: UIView?) -> CGPoint {
    previousLocation(in: view)
  }

  /// The stylus's angle to the surface, in radians: π/2 (perpendicular), UIKit's value for a
  /// touch that reports no tilt, which is every touch GestureKit replays.
  public var altitudeAngle: CGFloat { .pi / 2 }

  /// The direction the stylus points in `view`, in radians: 0, UIKit's value for a touch that
  /// reports no orientation.
  public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

  /// The unit vector of ``azimuthAngle(in:)``: pointing along +x.
  public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}
