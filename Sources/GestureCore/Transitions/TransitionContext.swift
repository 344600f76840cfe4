import Foundation

/// The transition context GestureKit hands animators: the concrete
/// ``UIViewControllerContextTransitioning`` of presentations, dismissals, pushes and pops.
///
/// Whoever starts the transition gives it the controllers, the views the animator may touch,
/// their frames and what to do when the animator calls ``completeTransition(_:)``.
@MainActor final class TransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated = true
  private(set) var isInteractive = false
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  let targetTransform = CGAffineTransform.identity
  /// The animator that runs the transition.
  let animator: any UIViewControllerAnimatedTransitioning
  /// The last progress an interaction controller reported.
  private(set) var percentComplete: CGFloat = 0

  private let from: UIViewController
  private let to: UIViewController
  private let fromView: UIView?
  private let toView: UIView?
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  private var onComplete: ((Bool) -> Void)?

  init(
    container: UIView, style: UIModalPresentationStyle,
    animator: any UIViewControllerAnimatedTransitioning,
    from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
    initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
    onComplete: @escaping (Bool) -> Void
  ) {
    containerView = container
    presentationStyle = style
    self.animator = animator
    self.from = from
    self.to = to
    self.fromView = fromView
    self.toView = toView
    self.initialFrames = Dictionary(
      initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
    self.finalFrames = Dictionary(
      finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
    self.onComplete = onComplete
  }

  /// Starts the transition: through the interaction controller when there is one that wants
  /// an interactive start, otherwise by the animator alone.
  func start(interaction: (any UIViewControllerInteractiveTransitioning)?) {
    if let interaction, interaction.wantsInteractiveStart {
      isInteractive = true
      interaction.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = percentComplete
  }

  func finishInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = false
  }

  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }

  func pauseInteractiveTransition() {
    isInteractive = true
  }

  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else { return }
    self.onComplete = nil
    onComplete(didComplete)
    animator.animationEnded(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromView
    case .to: toView
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    initialFrames[ObjectIdentifier(vc)] ?? .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    finalFrames[ObjectIdentifier(vc)] ?? .zero
  }
}
