import Foundation

/// Distances inward from each edge of a rectangle, named by layout direction, as UIKit's
/// `NSDirectionalEdgeInsets`: `leading` is the left in a left-to-right layout and the right
/// in a right-to-left one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the four distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}
