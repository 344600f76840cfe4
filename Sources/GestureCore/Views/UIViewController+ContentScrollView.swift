import Foundation

/// Edges of a rectangle named by layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// No edge.
  public static let none = NSDirectionalRectEdge([])
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A scroll view a controller names for its bars, held weakly.
struct WeakContentScrollView {
  weak var view: UIScrollView?
}

extension UIViewController {
  /// Names `scrollView` as the one the bars at `edges` follow (a navigation bar's large title
  /// collapses as it scrolls), as UIKit's `setContentScrollView(_:for:)`; `nil` clears them.
  /// Kept and read back with ``contentScrollView(for:)``: no bar is drawn here.
  public func setContentScrollView(_ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge) {
    for edge in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edges.contains(edge)
    {
      contentScrollViews[edge.rawValue] = scrollView.map { WeakContentScrollView(view: $0) }
    }
  }

  /// Names `scrollView` for the top and bottom edges.
  public func setContentScrollView(_ scrollView: UIScrollView?) {
    setContentScrollView(scrollView, for: [.top, .bottom])
  }

  /// The scroll view set for `edge` with ``setContentScrollView(_:for:)``, or `nil` (OUR
  /// CHOICE: UIKit may find one itself in the view tree when none was set; GestureKit does not
  /// guess which).
  public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    contentScrollViews[edge.rawValue]?.view
  }
}
