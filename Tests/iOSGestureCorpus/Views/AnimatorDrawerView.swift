#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A bottom drawer in the "fluid interface" style: a pan grabs a property animator mid-flight,
/// scrubs it with the finger, and on lifting lets it run to the side the finger was heading
/// for, reversing it if needed, with the pan's velocity handed to a spring.
final class AnimatorDrawerView: UIView {
  enum Position {
    case collapsed, expanded

    var opposite: Position { self == .collapsed ? .expanded : .collapsed }
  }

  let panel = UIView()
  /// How much of the panel shows when collapsed.
  let peekHeight: CGFloat = 80
  /// The panel's top when expanded.
  let expandedTop: CGFloat = 200
  private(set) var position = Position.collapsed
  /// Where each finished animation left the drawer.
  private(set) var settledPositions: [Position] = []
  private(set) var animator: UIViewPropertyAnimator?
  private var progressWhenGrabbed: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    panel.frame = CGRect(
      x: 0, y: frame.height - peekHeight, width: frame.width, height: frame.height - expandedTop)
    addSubview(panel)
    let pan = UIPanGestureRecognizer(target: self, action: AnimatorDrawerView.handlePan)
    panel.addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private var travel: CGFloat { bounds.height - peekHeight - expandedTop }

  private func top(for position: Position) -> CGFloat {
    position == .expanded ? expandedTop : bounds.height - peekHeight
  }

  private func startAnimator(to target: Position) {
    let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 1) {
      self.panel.frame.origin.y = self.top(for: target)
    }
    animator.addCompletion { end in
      if end == .end {
        self.position = target
      } else if end == .start {
        self.position = target.opposite
      }
      self.settledPositions.append(self.position)
      self.animator = nil
    }
    animator.startAnimation()
    self.animator = animator
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    let target = position.opposite
    switch recognizer.state {
    case .began:
      if animator == nil { startAnimator(to: target) }
      animator?.pauseAnimation()
      progressWhenGrabbed = animator?.fractionComplete ?? 0
    case .changed:
      guard let animator else { return }
      var fraction = recognizer.translation(in: self).y / travel
      if target == .expanded { fraction *= -1 }
      if animator.isReversed { fraction *= -1 }
      animator.fractionComplete = fraction + progressWhenGrabbed
    case .ended:
      guard let animator else { return }
      let velocity = recognizer.velocity(in: self).y
      let headingToTarget = target == .expanded ? velocity < 0 : velocity > 0
      if velocity == 0 {
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        return
      }
      if headingToTarget == animator.isReversed { animator.isReversed.toggle() }
      // The spring's velocity is relative to the distance still to go.
      let remaining = abs(panel.frame.origin.y - top(for: headingToTarget ? target : position))
      let relative = remaining > 0 ? abs(velocity) / remaining : 0
      let spring = UISpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: relative))
      animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
    default:
      animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
  }
}
