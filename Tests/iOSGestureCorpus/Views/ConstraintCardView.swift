#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A card laid out with Auto Layout that follows a horizontal pan through its center-x
/// constraint's constant: let go past a third of its width and it flies off that side, otherwise
/// it springs back; both animate the constant with `layoutIfNeeded()` in an animation block.
final class ConstraintCardView: UIView {
  let card = UIView()
  private var centerX: NSLayoutConstraint!
  private(set) var dismissedDirection: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    card.translatesAutoresizingMaskIntoConstraints = false
    card.layer.cornerRadius = 16
    addSubview(card)
    centerX = card.centerXAnchor.constraint(equalTo: centerXAnchor)
    let preferredWidth = card.widthAnchor.constraint(equalToConstant: 360)
    preferredWidth.priority = .defaultHigh
    NSLayoutConstraint.activate([
      centerX,
      card.centerYAnchor.constraint(equalTo: safeAreaLayoutGuide.centerYAnchor),
      card.widthAnchor.constraint(
        lessThanOrEqualTo: layoutMarginsGuide.widthAnchor, multiplier: 1, constant: -16),
      preferredWidth,
      card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.6),
    ])
    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: ConstraintCardView.handlePan))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: self)
    switch pan.state {
    case .changed:
      centerX.constant = translation.x
    case .ended, .cancelled:
      let threshold = card.bounds.width / 3
      if abs(translation.x) > threshold {
        dismissedDirection = translation.x > 0 ? 1 : -1
        centerX.constant = dismissedDirection * bounds.width
      } else {
        centerX.constant = 0
      }
      UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
        self.layoutIfNeeded()
      }
    default:
      break
    }
  }
}
