import Foundation
import GestureCore

/// A range of floating-point values, as UIKit's `UIFloatRange`: the range of motion of an
/// attachment (``UIAttachmentBehavior/attachmentRange``).
public struct UIFloatRange: Hashable, Sendable {
  /// The lowest value.
  public var minimum: CGFloat
  /// The highest value.
  public var maximum: CGFloat

  /// The range from 0 to 0.
  public init() {
    self.init(minimum: 0, maximum: 0)
  }

  /// The range from `minimum` to `maximum`.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range from 0 to 0 (UIKit's `UIFloatRangeZero`).
  public static let zero = UIFloatRange()
  /// The range from minus to plus infinity (UIKit's `UIFloatRangeInfinite`).
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

  /// Whether both ends are infinite (UIKit's `UIFloatRangeIsInfinite`).
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
