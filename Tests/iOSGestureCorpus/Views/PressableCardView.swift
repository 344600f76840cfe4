#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A card that darkens and shrinks slightly while a finger is on it, and comes back when the
/// finger lifts or the touch is taken by a scroll; a tap opens it.
final class PressableCardView: UIView {
  var normalColor: UIColor = .white
  var pressedColor = UIColor(white: 0.9, alpha: 1)
  private(set) var openCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  // Made in a storyboard on iOS; here only in code, but the shape compiles unchanged.
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    backgroundColor = normalColor
    let tap = UITapGestureRecognizer(target: self, action: PressableCardView.open)
    tap.cancelsTouchesInView = false
    addGestureRecognizer(tap)
  }

  var isPressed: Bool { backgroundColor == pressedColor }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    setPressed(true)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    setPressed(false)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    setPressed(false)
  }

  func open() {
    openCount += 1
  }

  private func setPressed(_ pressed: Bool) {
    UIView.animate(
      withDuration: 0.15, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
    ) {
      self.backgroundColor = pressed ? self.pressedColor : self.normalColor
      self.transform = pressed ? CGAffineTransform(scaleX: 0.97, y: 0.97) : .identity
    }
  }
}
