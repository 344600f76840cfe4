import Foundation

/// Edges of a rectangle, as an option set; raw values match UIKit's.
///
/// ``UIScreenEdgePanGestureRecognizer/edges`` uses it to say which window edges a gesture may
/// start from.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The bits of the set, as UIKit numbers them.
  public let rawValue: UInt

  /// Creates a set of edges from UIKit's raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
