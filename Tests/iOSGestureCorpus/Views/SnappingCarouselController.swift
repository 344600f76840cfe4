#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A horizontal carousel of cards narrower than the screen that always comes to rest with a
/// card centered: the delegate rewrites the scroll view's target offset when a drag ends, a
/// flick moving one card in its direction.
final class SnappingCarouselController: NSObject, UIScrollViewDelegate {
  let scrollView: UIScrollView
  let cardWidth: CGFloat
  let spacing: CGFloat
  let cardCount: Int
  private(set) var currentIndex = 0
  private var indexAtDragStart = 0

  init(frame: CGRect, cardWidth: CGFloat, spacing: CGFloat, cardCount: Int) {
    self.cardWidth = cardWidth
    self.spacing = spacing
    self.cardCount = cardCount
    scrollView = UIScrollView(frame: frame)
    super.init()
    let sideInset = (frame.width - cardWidth) / 2
    scrollView.contentInset = UIEdgeInsets(top: 0, left: sideInset, bottom: 0, right: sideInset)
    scrollView.contentSize = CGSize(
      width: CGFloat(cardCount) * cardWidth + CGFloat(cardCount - 1) * spacing,
      height: frame.height)
    scrollView.contentOffset = CGPoint(x: -sideInset, y: 0)
    scrollView.decelerationRate = .fast
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.delegate = self
  }

  private var pitch: CGFloat { cardWidth + spacing }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    indexAtDragStart = currentIndex
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let inset = scrollView.adjustedContentInset.left
    var index: Int
    if velocity.x > 0.5 {
      index = indexAtDragStart + 1
    } else if velocity.x < -0.5 {
      index = indexAtDragStart - 1
    } else {
      index = Int(((targetContentOffset.pointee.x + inset) / pitch).rounded())
    }
    index = min(max(index, 0), cardCount - 1)
    currentIndex = index
    targetContentOffset.pointee.x = CGFloat(index) * pitch - inset
  }
}
