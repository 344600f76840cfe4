#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A row of stars set by tapping or sliding a finger along it; the stars are placed in
/// `layoutSubviews`, so the rating follows the view's width.
final class RatingView: UIView {
  let starCount: Int
  private(set) var rating = 0
  private(set) var layoutPasses = 0
  private(set) var stars: [UIView] = []
  private let selectionFeedback = UISelectionFeedbackGenerator()

  init(starCount: Int = 5) {
    self.starCount = starCount
    super.init(frame: .zero)
    for index in 0..<starCount {
      let star = UIView()
      star.tag = index + 1
      star.isUserInteractionEnabled = false
      stars.append(star)
      addSubview(star)
    }
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: RatingView.handleTouch))
    let pan = UIPanGestureRecognizer(target: self, action: RatingView.handleTouch)
    pan.maximumNumberOfTouches = 1
    addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    let side = bounds.width / CGFloat(starCount)
    for (index, star) in stars.enumerated() {
      star.frame = CGRect(x: CGFloat(index) * side, y: 0, width: side, height: bounds.height)
    }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { selectionFeedback.prepare() }
  }

  func handleTouch(_ gesture: UIGestureRecognizer) {
    let location = gesture.location(in: self)
    let star = stars.first { $0.frame.minX <= location.x && location.x < $0.frame.maxX }
    let newRating = star?.tag ?? (location.x < 0 ? 0 : starCount)
    guard newRating != rating else { return }
    rating = newRating
    selectionFeedback.selectionChanged()
  }
}
