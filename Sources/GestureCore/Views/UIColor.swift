import Foundation

/// A color in sRGB components, as UIKit's `UIColor` holds it: enough for gesture code that
/// highlights a view while it is touched, and for tests that check it did.
///
/// GestureKit draws nothing; a color is a value a view keeps. Colors compare equal when their
/// components do.
open class UIColor: NSObject, @unchecked Sendable {
  // The sRGB components and opacity, 0 to 1; read them with getRed(_:green:blue:alpha:).
  private let redComponent: CGFloat
  private let greenComponent: CGFloat
  private let blueComponent: CGFloat
  private let alphaComponent: CGFloat

  /// Creates a color from sRGB components and opacity.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.redComponent = red
    self.greenComponent = green
    self.blueComponent = blue
    self.alphaComponent = alpha
  }

  /// Creates a gray of the given brightness and opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Makes the color the current graphics context's stroke color
  /// (``UIGraphicsGetCurrentContext()``); no effect outside a context, as in UIKit.
  open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Makes the color the current graphics context's fill color; no effect outside a context.
  open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes the color the current context's stroke and fill color; no effect outside a context.
  open func set() {
    setStroke()
    setFill()
  }

  /// The same color with opacity `alpha`.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
  }

  /// Writes the components into the pointers given, as UIKit does; always succeeds here.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = redComponent
    green?.pointee = greenComponent
    blue?.pointee = blueComponent
    alpha?.pointee = alphaComponent
    return true
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return redComponent == other.redComponent && greenComponent == other.greenComponent
      && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(redComponent)
    hasher.combine(greenComponent)
    hasher.combine(blueComponent)
    hasher.combine(alphaComponent)
    return hasher.finalize()
  }

  /// The components, as `UIExtendedSRGBColorSpace r g b a`, close to UIKit's description.
  open override var description: String {
    "UIExtendedSRGBColorSpace \(redComponent) \(greenComponent) \(blueComponent) \(alphaComponent)"
  }

  /// Fully transparent.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// A mid gray.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// A light gray.
  open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  /// A dark gray.
  open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  /// Red.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green.
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue.
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Yellow.
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Orange.
  open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// The system's blue, in its light appearance.
  open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
  /// The system's red, in its light appearance.
  open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  /// The system's gray, in its light appearance.
  open class var systemGray: UIColor {
    UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  }
  /// The default background of views, in its light appearance: white.
  open class var systemBackground: UIColor { .white }
}
