import Foundation

/// The kinds of scroll input a pan accepts, as an option set; raw values match UIKit's.
///
/// See ``UIPanGestureRecognizer/allowedScrollTypesMask``.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  /// The bits of the set, as UIKit numbers them.
  public let rawValue: Int

  /// Creates a mask from UIKit's raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Scrolls in detents, such as a mouse wheel's.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  /// Smooth scrolls, such as two fingers on a touchpad.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  /// Both kinds.
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
