import Foundation
import GestureCore

/// Where views line up across a vertical stack or in a frame, horizontally, as SwiftUI's
/// `HorizontalAlignment` is.
public struct HorizontalAlignment: Equatable, Sendable {
  /// The fraction of the width at which views line up: 0 leading, 0.5 centre, 1 trailing.
  let fraction: CGFloat

  /// The left edge (GestureUI lays out left to right).
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The middle.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The right edge.
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up across a horizontal stack or in a frame, vertically, as SwiftUI's
/// `VerticalAlignment` is. Text baselines are taken as the bottom edge (OUR CHOICE: GestureUI
/// draws no glyphs).
public struct VerticalAlignment: Equatable, Sendable {
  /// The fraction of the height at which views line up: 0 top, 0.5 centre, 1 bottom.
  let fraction: CGFloat

  /// The top edge.
  public static let top = VerticalAlignment(fraction: 0)
  /// The middle.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(fraction: 1)
  /// The first text baseline; here the bottom edge.
  public static let firstTextBaseline = VerticalAlignment(fraction: 1)
  /// The last text baseline; here the bottom edge.
  public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// A horizontal and a vertical alignment, as SwiftUI's `Alignment` is.
public struct Alignment: Equatable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a `size` box aligned in a `container` box.
  func origin(of size: CGSize, in container: CGSize) -> CGPoint {
    CGPoint(
      x: (container.width - size.width) * horizontal.fraction,
      y: (container.height - size.height) * vertical.fraction)
  }
}
