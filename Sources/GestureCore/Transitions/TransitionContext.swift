import Foundation

/// The transition context GestureKit hands animators: the concrete
/// ``UIViewControllerContextTransitioning`` of presentations, dismissals, pushes and pops.
///
/// Whoever starts the transition gives it the controllers, the views the animator may touch,
/// their frames and what to do when the animator calls ``completeTransition(_:)``.
@MainActor package final class TransitionContext: UIViewControllerContextTransitioning {
  package let containerView: UIView
  package let isAnimated = true
  package private(set) var isInteractive = false
  package private(set) var transitionWasCancelled = false
  package let presentationStyle: UIModalPresentationStyle
  package let targetTransform = CGAffineTransform.identity
  /// The animator that runs the transition.
  let animator: any UIViewControllerAnimatedTransitioning
  /// The last progress an interaction controller reported.
  private(set) var percentComplete: CGFloat = 0
  /// The coordinator the transition's controllers return as their `transitionCoordinator`.
  package var coordinator: TransitionCoordinator?
  /// The time line an interaction controller runs the animator's animations on, if any.
  var timeDomain: AnimationTimeDomain?

  private let from: UIViewController
  private let to: UIViewController
  private let fromView: UIView?
  private let toView: UIView?
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  private var onComplete: ((Bool) -> Void)?

  package init(
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
  package func start(interaction: (any UIViewControllerInteractiveTransitioning)?) {
    coordinator?.context = self
    if let interaction, interaction.wantsInteractiveStart {
      isInteractive = true
      interaction.startInteractiveTransition(self)
      // An interaction controller of the app's own started the animator itself.
      coordinator?.animatorDidStart()
    } else {
      runAnimator()
    }
  }

  /// Has the animator animate the transition, then starts the coordinator's alongside
  /// animations on the same time line.
  func runAnimator() {
    animator.animateTransition(using: self)
    coordinator?.animatorDidStart()
  }

  package func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = percentComplete
  }

  package func finishInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = false
    coordinator?.interactionDidChange()
  }

  package func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
    coordinator?.interactionDidChange()
  }

  package func pauseInteractiveTransition() {
    isInteractive = true
  }

  package func completeTransition(_ didComplete: Bool) {
    guard let onComplete else { return }
    self.onComplete = nil
    coordinator?.transitionDidEnd()
    onComplete(didComplete)
    animator.animationEnded(didComplete)
  }

  package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  package func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromView
    case .to: toView
    default: nil
    }
  }

  package func initialFrame(for vc: UIViewController) -> CGRect {
    initialFrames[ObjectIdentifier(vc)] ?? .zero
  }

  package func finalFrame(for vc: UIViewController) -> CGRect {
    finalFrames[ObjectIdentifier(vc)] ?? .zero
  }
}
