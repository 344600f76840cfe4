import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector, as Core Graphics defines it.
  ///
  /// UIKit reports translations and velocities as `CGPoint`s; `CGVector` exists so that code that
  /// wants to keep the two apart can. Both convert between spaces with only the linear part of a
  /// transform (see `CGPoint.applyingAsVector(_:)`).
  public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
  }
#endif

extension CGVector {
  /// Returns the vector mapped through the linear part of `t`; translations do not move vectors.
  public func applying(_ t: CGAffineTransform) -> CGVector {
    CGVector(dx: t.a * dx + t.c * dy, dy: t.b * dx + t.d * dy)
  }

  /// The vector's Euclidean length.
  public var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
}

extension CGPoint {
  /// Returns this value, read as a vector (a displacement, translation or velocity), mapped
  /// through the linear part of `t` only.
  ///
  /// UIKit converts a translation by converting both of its end points and subtracting; for an
  /// affine map that is the same as applying the linear part, which is what this does.
  public func applyingAsVector(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y, y: t.b * x + t.d * y)
  }

  /// This point read as a vector from the origin.
  public var vector: CGVector { CGVector(dx: x, dy: y) }

  /// The vector from `other` to this point.
  public func vector(from other: CGPoint) -> CGVector {
    CGVector(dx: x - other.x, dy: y - other.y)
  }

  /// The distance between this point and `other`.
  public func distance(to other: CGPoint) -> CGFloat {
    vector(from: other).length
  }

  /// The point displaced by `vector`.
  public func offset(by vector: CGVector) -> CGPoint {
    CGPoint(x: x + vector.dx, y: y + vector.dy)
  }

  /// The centroid of a list of points, or `nil` for an empty list.
  ///
  /// - Complexity: O(*n*) in the number of points.
  public static func centroid<S: Sequence>(of points: S) -> CGPoint? where S.Element == CGPoint {
    var sumX: CGFloat = 0
    var sumY: CGFloat = 0
    var count = 0
    for point in points {
      sumX += point.x
      sumY += point.y
      count += 1
    }
    guard count > 0 else { return nil }
    return CGPoint(x: sumX / CGFloat(count), y: sumY / CGFloat(count))
  }
}

extension CGVector {
  /// This vector as a `CGPoint`, UIKit's type for translations and velocities.
  public var point: CGPoint { CGPoint(x: dx, y: dy) }
}
