#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A dating-app card deck: the top card follows a pan, tilting with its horizontal offset and
/// fading in a like or nope badge; released past a threshold or flung, it flies off and is
/// removed, the cards beneath move up the stack with a spring and a new one joins at the
/// bottom; released short, it springs back. Like and nope buttons swipe the top card too.
final class SwipeCardDeckView: UIView {
  enum Direction: Equatable {
    case left, right
  }

  final class CardView: UIView {
    let index: Int
    let titleLabel = UILabel()
    let likeBadge = UILabel()
    let nopeBadge = UILabel()

    init(index: Int, title: String) {
      self.index = index
      super.init(frame: .zero)
      layer.cornerRadius = 12
      backgroundColor = .white
      titleLabel.text = title
      likeBadge.text = "LIKE"
      nopeBadge.text = "NOPE"
      likeBadge.alpha = 0
      nopeBadge.alpha = 0
      for label in [titleLabel, likeBadge, nopeBadge] { addSubview(label) }
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  let titles: [String]
  /// How many cards are stacked at once.
  let visibleCount = 3
  /// Horizontal speed, in points per second, that swipes a card however far it moved.
  let flingVelocity: CGFloat = 800
  /// The largest tilt, reached at a horizontal offset of the deck's width.
  let maximumTilt = CGFloat.pi / 8
  private(set) var nextIndex = 0
  /// The cards on the deck, top first.
  private(set) var cards: [CardView] = []
  private(set) var swipes: [(index: Int, direction: Direction)] = []
  private(set) var springBacks = 0

  /// How far a card must be dragged sideways to be swiped on release.
  var swipeThreshold: CGFloat { bounds.width * 0.4 }

  init(frame: CGRect, titles: [String]) {
    self.titles = titles
    super.init(frame: frame)
    while cards.count < visibleCount, addCardAtBottom() {}
    restack(animated: false)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The transform of the card at `position` in the stack: smaller and lower further down.
  private func stackTransform(at position: Int) -> CGAffineTransform {
    let scale = 1 - CGFloat(position) * 0.05
    return CGAffineTransform(translationX: 0, y: CGFloat(position) * 10).scaledBy(
      x: scale, y: scale)
  }

  private func addCardAtBottom() -> Bool {
    guard nextIndex < titles.count else { return false }
    let card = CardView(index: nextIndex, title: titles[nextIndex])
    nextIndex += 1
    card.frame = bounds.insetBy(dx: 16, dy: 16)
    card.transform = stackTransform(at: cards.count)
    insertSubview(card, at: 0)
    cards.append(card)
    return true
  }

  private func restack(animated: Bool) {
    for (position, card) in cards.enumerated() {
      card.isUserInteractionEnabled = position == 0
      if position == 0, card.gestureRecognizers?.isEmpty ?? true {
        card.addGestureRecognizer(
          UIPanGestureRecognizer(target: self, action: SwipeCardDeckView.handlePan))
      }
    }
    let apply = {
      for (position, card) in self.cards.enumerated() {
        card.transform = self.stackTransform(at: position)
      }
    }
    if animated {
      UIView.animate(
        withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
        options: [.allowUserInteraction], animations: apply)
    } else {
      apply()
    }
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let card = pan.view as? CardView else { return }
    let translation = pan.translation(in: self)
    switch pan.state {
    case .changed:
      let tilt = translation.x / bounds.width * maximumTilt
      card.transform = CGAffineTransform(translationX: translation.x, y: translation.y)
        .rotated(by: tilt)
      card.likeBadge.alpha = min(max(translation.x / swipeThreshold, 0), 1)
      card.nopeBadge.alpha = min(max(-translation.x / swipeThreshold, 0), 1)
    case .ended, .cancelled:
      let velocity = pan.velocity(in: self).x
      if translation.x > swipeThreshold || velocity > flingVelocity {
        swipeTopCard(.right, from: translation)
      } else if translation.x < -swipeThreshold || velocity < -flingVelocity {
        swipeTopCard(.left, from: translation)
      } else {
        springBacks += 1
        UIView.animate(
          withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
          options: [.allowUserInteraction],
          animations: {
            card.transform = .identity
            card.likeBadge.alpha = 0
            card.nopeBadge.alpha = 0
          })
      }
    default:
      break
    }
  }

  /// Sends the top card off the deck, as the like and nope buttons do.
  func swipeTopCard(_ direction: Direction, from translation: CGPoint = .zero) {
    guard let card = cards.first else { return }
    cards.removeFirst()
    swipes.append((card.index, direction))
    card.isUserInteractionEnabled = false
    let sign: CGFloat = direction == .right ? 1 : -1
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.curveEaseOut],
      animations: {
        card.transform = CGAffineTransform(
          translationX: sign * self.bounds.width * 1.5, y: translation.y
        ).rotated(by: sign * self.maximumTilt)
      },
      completion: { _ in card.removeFromSuperview() })
    _ = addCardAtBottom()
    restack(animated: true)
  }
}
