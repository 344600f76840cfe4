import Foundation
import GestureCore

/// The standard pull-to-refresh control of a scroll view, as UIKit's `UIRefreshControl` is.
///
/// Attach it as the scroll view's ``UIScrollView/refreshControl`` (or add it as a subview, as
/// older code does). Apple documents that when the user drags the top of the content downward,
/// the control begins refreshing and sends `.valueChanged`; call ``endRefreshing()`` when done.
/// How far the pull must go is not documented: OUR CHOICE, ``triggerDistance`` points past the
/// top of the content, reached while the finger is still down. Nothing is drawn, and a scroll
/// view with a refresh control scrolls vertically even when its content is short (OUR CHOICE).
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
  /// How far past the top of the content a drag must pull to refresh. OUR CHOICE: 80 points.
  public static var triggerDistance: CGFloat = 80

  /// Whether a refresh is under way.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner. Stored only.
  open var attributedTitle: NSAttributedString?

  /// Marks a refresh started by the app, not by a pull; sends nothing.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Marks the refresh as done.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// A pull reached the trigger: begin and tell the targets.
  func pulled() {
    guard !isRefreshing, isEnabled else { return }
    beginRefreshing()
    sendActions(for: .valueChanged)
  }
}

extension UIScrollView {
  /// The refresh control to tell about a pull: ``refreshControl`` or one added as a subview.
  var pullToRefreshControl: UIRefreshControl? {
    refreshControl ?? subviews.lazy.compactMap { $0 as? UIRefreshControl }.first
  }

  /// Tells the refresh control when a drag has pulled the content far enough past its top.
  func refreshIfPulled() {
    guard let control = pullToRefreshControl,
      contentOffset.y <= -adjustedContentInset.top - UIRefreshControl.triggerDistance
    else { return }
    control.pulled()
  }
}
