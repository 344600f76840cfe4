import Foundation
import GestureCore

/// The size a parent offers a child, as SwiftUI's `ProposedViewSize` is: `nil` in a dimension
/// asks for the child's ideal size there, `.infinity` for its largest, `0` for its smallest.
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width; `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height; `nil` for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with `nil` dimensions replaced by `size`'s.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposed length along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

/// A horizontal or vertical direction, as SwiftUI's `Axis` is.
public enum Axis: Int8, CaseIterable, Sendable {
  /// Along x.
  case horizontal
  /// Along y.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The x axis.
    public static let horizontal = Set(rawValue: 1)
    /// The y axis.
    public static let vertical = Set(rawValue: 2)
  }

  /// The other axis.
  var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size from lengths along and across `axis`.
  init(along axis: Axis, _ along: CGFloat, across: CGFloat) {
    self =
      axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}

extension CGPoint {
  /// A point from coordinates along and across `axis`.
  init(along axis: Axis, _ along: CGFloat, across: CGFloat) {
    self = axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
  }
}
