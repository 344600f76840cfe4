import Foundation
import GestureCore

/// A font, as UIKit's `UIFont` is: a size and a weight, measured by the shared deterministic
/// text metric (see ``UILabel``): ``lineHeight`` is 1.2 times ``pointSize``, rounded up.
///
/// No glyphs are drawn; weights are kept and compared, and do not change widths.
open class UIFont: NSObject, @unchecked Sendable {
  /// A font weight, with the raw values UIKit's constants have.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// The font's size in points.
  public let pointSize: CGFloat
  /// The font's weight.
  public let weight: Weight

  /// A system font of `pointSize` points and `weight`.
  public init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font of `fontSize` points and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The regular system font of `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font of `fontSize` points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The size UIKit gives system text by default: 17 points.
  open class var systemFontSize: CGFloat { 17 }

  /// The same font at `fontSize` points.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The height of one line: 1.2 times ``pointSize``, rounded up (the shared metric).
  open var lineHeight: CGFloat { TextMetric.lineHeight(fontSize: pointSize) }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return pointSize == other.pointSize && weight == other.weight
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(pointSize)
    hasher.combine(weight)
    return hasher.finalize()
  }
}

/// How text lines up across its frame. Raw values match UIKit's on iOS.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// How a line that does not fit is cut. Raw values match UIKit's; stored only.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}
