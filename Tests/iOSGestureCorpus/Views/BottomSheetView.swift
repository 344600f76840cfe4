#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A scroll view that scrolls only while its sheet is expanded, and leaves a downward drag at
/// the top of its content to the sheet.
final class SheetScrollView: UIScrollView {
  var isSheetExpanded: () -> Bool = { false }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer {
      guard isSheetExpanded() else { return false }
      let pullingDown = panGestureRecognizer.velocity(in: self).y > 0
      if contentOffset.y <= 0 && pullingDown { return false }
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }
}

/// A bottom sheet that snaps between a collapsed and an expanded height, with scrolling content
/// that takes over once the sheet is expanded.
final class BottomSheetView: UIView, UIGestureRecognizerDelegate {
  let scrollView = SheetScrollView()
  let collapsedTop: CGFloat
  let expandedTop: CGFloat
  private(set) var isExpanded = false
  private var dragStartTop: CGFloat = 0
  private lazy var sheetPan = UIPanGestureRecognizer(
    target: self, action: BottomSheetView.handleSheetPan)

  init(width: CGFloat, height: CGFloat, collapsedTop: CGFloat, expandedTop: CGFloat) {
    self.collapsedTop = collapsedTop
    self.expandedTop = expandedTop
    super.init(frame: CGRect(x: 0, y: collapsedTop, width: width, height: height))
    // A grabber strip at the top belongs to the sheet; the rest is the scroll view.
    scrollView.frame = CGRect(x: 0, y: 30, width: width, height: height - 30)
    scrollView.contentSize = CGSize(width: width, height: height * 3)
    scrollView.isSheetExpanded = { [unowned self] in self.isExpanded }
    addSubview(scrollView)
    sheetPan.delegate = self
    addGestureRecognizer(sheetPan)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Asked both as the pan's delegate and as the touched view (for touches on the grabber):
  /// the sheet moves only on vertical drags, and once expanded only on a pull down while the
  /// content is at its top.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === sheetPan else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    let velocity = sheetPan.velocity(in: self)
    guard abs(velocity.y) > abs(velocity.x) else { return false }
    guard isExpanded else { return true }
    return scrollView.contentOffset.y <= 0 && velocity.y > 0
  }

  func handleSheetPan(_ pan: UIPanGestureRecognizer) {
    guard let container = superview else { return }
    switch pan.state {
    case .began:
      dragStartTop = frame.minY
    case .changed:
      let top = dragStartTop + pan.translation(in: container).y
      frame.origin.y = min(max(top, expandedTop), collapsedTop)
    case .ended, .cancelled:
      let speed = pan.velocity(in: container).y
      let expand: Bool
      if abs(speed) > 500 {
        expand = speed < 0
      } else {
        expand = frame.minY < (expandedTop + collapsedTop) / 2
      }
      isExpanded = expand
      UIView.animate(withDuration: 0.3) {
        self.frame.origin.y = expand ? self.expandedTop : self.collapsedTop
      }
    default:
      break
    }
  }
}
