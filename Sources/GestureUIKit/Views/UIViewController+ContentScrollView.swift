import Foundation
import GestureCore

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
    contentScrollViews[edge.rawValue]?.view as? UIScrollView
  }
}
