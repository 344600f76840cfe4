import Foundation
import GestureCore

/// A normalized two-dimensional point in a view's coordinate space, as SwiftUI's `UnitPoint`
/// is: (0, 0) is the top-left corner and (1, 1) the bottom-right. Magnify and rotate gestures
/// report where they started as one (`startAnchor`).
public struct UnitPoint: Hashable, Sendable {
  /// The normalized horizontal position.
  public var x: CGFloat
  /// The normalized vertical position.
  public var y: CGFloat

  /// The top-left corner.
  public init() {
    x = 0
    y = 0
  }

  /// A unit point at (`x`, `y`).
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
