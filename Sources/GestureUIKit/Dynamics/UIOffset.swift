import Foundation
import GestureCore

/// A position relative to a centre, as UIKit's `UIOffset`: how far right (`horizontal`) and
/// down (`vertical`) of it, in points.
public struct UIOffset: Hashable, Sendable {
  /// How far right of the centre, in points.
  public var horizontal: CGFloat
  /// How far down from the centre, in points.
  public var vertical: CGFloat

  /// The centre itself.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// An offset `horizontal` points right and `vertical` points down.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset (UIKit's `UIOffsetZero`).
  public static let zero = UIOffset()
}
