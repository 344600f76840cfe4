import Foundation

extension UIView {
  /// Which parts of a view's frame grow or shrink when its superview's bounds change size, as
  /// UIKit's `UIView.AutoresizingMask`. Raw values match UIKit's.
  ///
  ///     banner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]   // stays at the bottom
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge follows the superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width follows the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge follows the superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge follows the superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height follows the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge follows the superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the subviews that have an ``autoresizingMask`` after this view's bounds changed
  /// from `oldSize`, as Apple's `autoresizingMask` page describes: on each axis the change is
  /// shared among the flexible parts of the subview's frame (its margin before, its size, its
  /// margin after) in proportion to their sizes, so that a larger part grows more. With one
  /// flexible part it takes the whole change; with none the subview keeps its origin and size.
  /// OUR CHOICE where the page is silent: when the flexible parts add up to zero the change is
  /// shared equally, and a part is never made negative (a size stops at zero and the rest
  /// goes to the margins). A subview placed by Auto Layout
  /// (`translatesAutoresizingMaskIntoConstraints` false) is left to its constraints.
  final func autoresizeSubviews(from oldSize: CGSize) {
    let newSize = bounds.size
    for subview in subviews {
      let mask = subview.autoresizingMask
      guard !mask.isEmpty,
        subview.constraintState?.translatesAutoresizingMaskIntoConstraints ?? true
      else { continue }
      let frame = subview.frame
      let (x, width) = Self.autoresize(
        origin: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
        before: mask.contains(.flexibleLeftMargin), length: mask.contains(.flexibleWidth),
        after: mask.contains(.flexibleRightMargin))
      let (y, height) = Self.autoresize(
        origin: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
        before: mask.contains(.flexibleTopMargin), length: mask.contains(.flexibleHeight),
        after: mask.contains(.flexibleBottomMargin))
      let resized = CGRect(x: x, y: y, width: width, height: height)
      if resized != frame { subview.frame = resized }
    }
  }

  /// One axis of ``autoresizeSubviews(from:)``: the new origin and length of a frame from
  /// `origin` with `length` in a superview that went from `oldExtent` to `newExtent`.
  static func autoresize(
    origin: CGFloat, length: CGFloat, in oldExtent: CGFloat, to newExtent: CGFloat,
    before flexibleBefore: Bool, length flexibleLength: Bool, after flexibleAfter: Bool
  ) -> (origin: CGFloat, length: CGFloat) {
    let change = newExtent - oldExtent
    guard change != 0, flexibleBefore || flexibleLength || flexibleAfter else {
      return (origin, length)
    }
    let after = oldExtent - origin - length
    let parts = [
      flexibleBefore ? Swift.max(origin, 0) : nil, flexibleLength ? Swift.max(length, 0) : nil,
      flexibleAfter ? Swift.max(after, 0) : nil,
    ]
    let flexible = parts.compactMap { $0 }
    let total = flexible.reduce(0, +)
    let share: (CGFloat?) -> CGFloat = { part in
      guard let part else { return 0 }
      return total > 0 ? change * part / total : change / CGFloat(flexible.count)
    }
    var newLength = length + share(parts[1])
    var newOrigin = origin + share(parts[0])
    if newLength < 0 {
      // The size stops at zero; what it could not lose goes to the flexible margins.
      let left = -newLength
      newLength = 0
      if flexibleBefore && flexibleAfter {
        newOrigin -= left / 2
      } else if flexibleBefore {
        newOrigin -= left
      }
    }
    return (newOrigin, newLength)
  }
}
