import Foundation

/// The scroll view's own pan. UIKit's scroll views lock their pan to the axes they can scroll
/// along (the private `_canPanHorizontally` and `_canPanVertically`, reverse-engineered): on a
/// scroll view that scrolls along one axis only, motion along the other does not count toward
/// the pan's hysteresis, so a sideways swipe across a vertical list leaves the pan waiting and
/// a recognizer on a row can take the swipe.
package final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  /// Like the built-in pan, this class overrides neither failure-requirement question, so
  /// arbitration need not ask it unless it has a delegate.
  override var answersRequirementQuestions: Bool { delegate != nil }

  override func evaluateStart() -> Start {
    let start = super.evaluateStart()
    guard case .begin = start, let scrollView = view as? any AxisScrollable else { return start }
    let horizontal = scrollView.canScrollHorizontally
    guard horizontal != scrollView.canScrollVertically else { return start }
    // The motion along the scrolling axis, in window points, as the hysteresis is measured.
    let inView = scrollView.convertVector(windowTranslation, from: nil)
    let unit = scrollView.convertVector(
      horizontal ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1), to: nil)
    let along = abs(horizontal ? inView.x : inView.y) * hypot(unit.x, unit.y)
    return along >= hysteresis ? start : .wait
  }
}

/// The kernel's hook for the view a ``ScrollViewPanGestureRecognizer`` is on: the axes it can
/// scroll along. GestureUIKit's `UIScrollView` conforms.
package protocol AxisScrollable: UIView {
  /// Whether the content is wider than the view (or it bounces horizontally always).
  var canScrollHorizontally: Bool { get }
  /// Whether the content is taller than the view (or it bounces vertically always).
  var canScrollVertically: Bool { get }
}
