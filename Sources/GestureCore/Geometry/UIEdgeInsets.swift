import Foundation

/// Distances inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`; negative values
/// grow the rectangle.
///
/// Touch-area code uses them to enlarge a small view's hit area:
///
///     let touchArea = bounds.inset(by: UIEdgeInsets(top: -12, left: -12, bottom: -12, right: -12))
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No insets.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// The rectangle moved inward by `insets` on each edge (outward where they are negative).
  ///
  /// As in UIKit, a rectangle that the insets make narrower or shorter than zero is the null
  /// rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    let width = self.width - insets.left - insets.right
    let height = self.height - insets.top - insets.bottom
    guard width >= 0, height >= 0 else { return .null }
    return CGRect(x: minX + insets.left, y: minY + insets.top, width: width, height: height)
  }
}
