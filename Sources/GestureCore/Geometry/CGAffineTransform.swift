import Foundation

#if !canImport(CoreGraphics)
  /// An affine transformation matrix for 2-D geometry, with Core Graphics' layout and UIKit's API.
  ///
  /// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but no `CGAffineTransform`, so GestureKit
  /// provides one. The matrix maps a point `(x, y)` as a row vector:
  ///
  ///     x' = a·x + c·y + tx
  ///     y' = b·x + d·y + ty
  ///
  /// and `t1.concatenating(t2)` applies `t1` first, then `t2`, exactly as on Apple platforms.
  ///
  ///     let t = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
  ///     CGPoint(x: 1, y: 0).applying(t)   // (0, 2) up to rounding
  public struct CGAffineTransform: Hashable, Sendable {
    /// The entry that scales x into x (row 1, column 1).
    public var a: CGFloat
    /// The entry that turns x into y (row 1, column 2).
    public var b: CGFloat
    /// The entry that turns y into x (row 2, column 1).
    public var c: CGFloat
    /// The entry that scales y into y (row 2, column 2).
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates the identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Creates a transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `sx` along x and `sy` along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians.
    ///
    /// In UIKit's coordinates (y grows downwards) a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
      let cosine = cos(angle)
      let sine = sin(angle)
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns `self` followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c,
        b: a * other.b + b * other.d,
        c: c * other.a + d * other.c,
        d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx,
        ty: tx * other.b + ty * other.d + other.ty
      )
    }

    /// Returns the inverse, or `self` unchanged when the matrix is singular (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant,
        b: -b / determinant,
        c: -c / determinant,
        d: a / determinant,
        tx: (c * ty - d * tx) / determinant,
        ty: (b * tx - a * ty) / determinant
      )
    }

    /// Returns a transform that translates by `(tx, ty)` and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales by `(sx, sy)` and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }
#endif

extension CGAffineTransform {
  /// The matrix without its translation: how the transform maps vectors (displacements,
  /// translations, velocities) rather than points.
  public var linearPart: CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0)
  }
}

#if !canImport(CoreGraphics)
  extension CGPoint {
    /// Returns the point mapped through `t`, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// Returns the size mapped through the linear part of `t`, as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// Returns the smallest rectangle that contains the four corners of this rectangle mapped
    /// through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if isNull { return self }
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
        CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      return CGRect.boundingBox(of: corners)
    }
  }
#endif

extension CGRect {
  /// The smallest rectangle containing every point of a non-empty list.
  static func boundingBox(of points: [CGPoint]) -> CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for point in points {
      minX = Swift.min(minX, point.x)
      minY = Swift.min(minY, point.y)
      maxX = Swift.max(maxX, point.x)
      maxY = Swift.max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
