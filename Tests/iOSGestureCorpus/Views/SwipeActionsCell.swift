#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// One trailing action of a swipeable row: a title, a color and what to do.
struct SwipeAction {
  enum Style { case normal, destructive }

  let title: String
  let style: Style
  let handler: () -> Void
}

/// A table view cell that slides its content left under a horizontal pan to show trailing
/// action buttons behind it, the way mail and chat apps did before
/// `UISwipeActionsConfiguration`: it snaps open or closed with a spring when the finger lifts,
/// closes again when reused, and offers the actions to VoiceOver as custom actions.
final class SwipeActionsCell: UITableViewCell, UIGestureRecognizerDelegate {
  static let reuseIdentifier = "SwipeActionsCell"
  static let buttonWidth: CGFloat = 72

  let titleLabel = UILabel()
  private let actionsContainer = UIView()
  private(set) var actionButtons: [UIButton] = []
  private(set) var isOpen = false
  private(set) var panGesture: UIPanGestureRecognizer!
  private var startOffset: CGFloat = 0
  private let feedback = UIImpactFeedbackGenerator(style: .medium)

  /// The content's horizontal offset: 0 when closed, minus the buttons' width when open.
  private(set) var contentOffset: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  var actions: [SwipeAction] = [] {
    didSet { rebuildButtons() }
  }

  private var revealWidth: CGFloat { CGFloat(actions.count) * Self.buttonWidth }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    clipsToBounds = true
    insertSubview(actionsContainer, belowSubview: contentView)
    contentView.backgroundColor = .white
    contentView.addSubview(titleLabel)
    titleLabel.font = .systemFont(ofSize: 17)

    let pan = UIPanGestureRecognizer(target: self, action: SwipeActionsCell.handlePan)
    pan.delegate = self
    contentView.addGestureRecognizer(pan)
    panGesture = pan
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    setOpen(false, animated: false)
    titleLabel.text = nil
    actions = []
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(
      x: contentOffset, y: 0, width: bounds.width, height: bounds.height)
    titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    actionsContainer.frame = CGRect(
      x: bounds.width - revealWidth, y: 0, width: revealWidth, height: bounds.height)
    for (index, button) in actionButtons.enumerated() {
      button.frame = CGRect(
        x: CGFloat(index) * Self.buttonWidth, y: 0, width: Self.buttonWidth,
        height: bounds.height)
    }
  }

  private func rebuildButtons() {
    for button in actionButtons { button.removeFromSuperview() }
    actionButtons = actions.enumerated().map { index, action in
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.backgroundColor = action.style == .destructive ? .systemRed : .systemGray
      button.tag = index
      button.addTarget(self, action: SwipeActionsCell.actionTapped, for: .touchUpInside)
      actionsContainer.addSubview(button)
      return button
    }
    accessibilityCustomActions = actions.map { action in
      UIAccessibilityCustomAction(name: action.title) { [weak self] _ in
        action.handler()
        self?.setOpen(false, animated: false)
        return true
      }
    }
    setNeedsLayout()
  }

  private func actionTapped(_ sender: UIButton) {
    let action = actions[sender.tag]
    setOpen(false, animated: true)
    action.handler()
  }

  func setOpen(_ open: Bool, animated: Bool, velocity: CGFloat = 0) {
    isOpen = open
    let target = open ? -revealWidth : 0
    let distance = target - contentOffset
    let change = { [self] in
      contentOffset = target
      layoutIfNeeded()
    }
    guard animated, !UIAccessibility.isReduceMotionEnabled, distance != 0 else {
      change()
      return
    }
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8,
      initialSpringVelocity: abs(velocity / distance),
      options: [.allowUserInteraction, .beginFromCurrentState], animations: change,
      completion: { _ in
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      })
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: self).x
    switch pan.state {
    case .began:
      startOffset = contentOffset
      feedback.prepare()
    case .changed:
      var offset = startOffset + translation
      if offset > 0 {
        offset = 0
      } else if offset < -revealWidth {
        // Past the buttons the row follows the finger at a third of its speed.
        offset = -revealWidth + (offset + revealWidth) / 3
      }
      contentOffset = offset
    case .ended:
      let velocity = pan.velocity(in: self).x
      let open: Bool
      if abs(velocity) > 500 {
        open = velocity < 0
      } else {
        open = contentOffset < -revealWidth / 2
      }
      if open != isOpen { feedback.impactOccurred() }
      setOpen(open, animated: true, velocity: velocity)
    case .cancelled, .failed:
      setOpen(isOpen, animated: true)
    default:
      break
    }
  }

  // MARK: UIGestureRecognizerDelegate

  /// Only a mostly horizontal drag swipes the row, so the table keeps vertical scrolling.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGesture, !actions.isEmpty else { return true }
    let velocity = panGesture.velocity(in: self)
    return abs(velocity.x) > abs(velocity.y)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}
