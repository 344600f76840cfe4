import Foundation

/// A color as Core Graphics holds it, for the layer properties that take one
/// (`layer.borderColor = UIColor.red.cgColor`): sRGB components and opacity.
public final class CGColor: Equatable, @unchecked Sendable {
  /// Red, green, blue and alpha, 0 to 1.
  public let components: [CGFloat]?
  /// The opacity.
  public var alpha: CGFloat { components?.last ?? 1 }
  /// The number of components, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// Creates a color from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// Creates a gray.
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, gray, gray, alpha]
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }
}

extension UIColor {
  /// The color as a ``CGColor``, for layers.
  public var cgColor: CGColor {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The color of a ``CGColor``.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
  }
}
