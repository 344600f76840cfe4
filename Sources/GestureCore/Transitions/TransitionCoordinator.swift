import Foundation

/// The transition coordinator GestureKit gives the controllers of an animated presentation,
/// dismissal, push or pop: their ``UIViewController/transitionCoordinator`` from the appearance
/// calls that begin the transition until the animator calls `completeTransition`.
///
/// Alongside animations registered before the animator starts run right after its
/// `animateTransition(using:)` returns (Apple's documentation of
/// `animate(alongsideTransition:completion:)`: "the animation you specify runs after the
/// animateTransition: method returns"), as `UIView` animations over the transition's duration
/// with the ease-in-out curve (OUR CHOICE of curve), on the same time line as the animator's
/// animations, so an interaction controller that holds, scrubs, finishes or cancels those
/// holds, scrubs, finishes or cancels them too. One registered later runs at once over what is
/// left of the duration. Completion blocks run when the animator calls `completeTransition`,
/// before the controllers' `viewDidAppear`/`viewDidDisappear` (OUR CHOICE of order), with
/// `isCancelled` telling whether the transition was cancelled; the coordinator is gone by
/// then.
@MainActor
package final class TransitionCoordinator: NSObject,
  UIViewControllerTransitionCoordinator
{
  private let from: UIViewController
  private let to: UIViewController
  package let containerView: UIView
  package let presentationStyle: UIModalPresentationStyle
  private let animator: any UIViewControllerAnimatedTransitioning
  private let interaction: (any UIViewControllerInteractiveTransitioning)?
  package let initiallyInteractive: Bool
  package let isAnimated = true
  package let isInterruptible = false
  package let targetTransform = CGAffineTransform.identity
  /// The context of the running transition, once it has been made.
  package weak var context: TransitionContext?

  private typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void
  private var pendingAnimations: [Block] = []
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []
  /// When the animator started, on its time line; `nil` before.
  private var startTime: TimeInterval?
  private var hasEnded = false

  /// A coordinator for the transition from `from` to `to`, which both controllers return as
  /// their ``UIViewController/transitionCoordinator`` until it ends.
  package init(
    from: UIViewController, to: UIViewController, container: UIView,
    style: UIModalPresentationStyle, animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)?
  ) {
    self.from = from
    self.to = to
    containerView = container
    presentationStyle = style
    self.animator = animator
    self.interaction = interaction
    initiallyInteractive = interaction?.wantsInteractiveStart ?? false
    super.init()
    from.ownTransitionCoordinator = self
    to.ownTransitionCoordinator = self
  }

  package var isInteractive: Bool { context?.isInteractive ?? initiallyInteractive }
  package var isCancelled: Bool { context?.transitionWasCancelled ?? false }
  package var transitionDuration: TimeInterval { animator.transitionDuration(using: context) }
  package var percentComplete: CGFloat { context?.percentComplete ?? 0 }
  package var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
  package var completionCurve: UIView.AnimationCurve {
    interaction?.completionCurve ?? .easeInOut
  }

  package func viewController(forKey key: UITransitionContextViewControllerKey)
    -> UIViewController?
  {
    if let context { return context.viewController(forKey: key) }
    switch key {
    case .from: return from
    case .to: return to
    default: return nil
    }
  }

  package func view(forKey key: UITransitionContextViewKey) -> UIView? {
    if let context { return context.view(forKey: key) }
    switch key {
    case .from: return from.viewIfLoaded
    case .to: return to.viewIfLoaded
    default: return nil
    }
  }

  @discardableResult
  package func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if let startTime {
      let outer = AnimationTimeDomain.active
      AnimationTimeDomain.active = context?.timeDomain
      let now = context?.timeDomain?.now ?? Simulation.current?.now ?? startTime
      run(animation, over: Swift.max(transitionDuration - (now - startTime), 0))
      AnimationTimeDomain.active = outer
    } else {
      pendingAnimations.append(animation)
    }
    return true
  }

  package func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard !hasEnded else { return }
    interactionHandlers.append(handler)
  }

  private func run(_ animation: @escaping Block, over duration: TimeInterval) {
    UIView.animate(withDuration: duration, delay: 0, options: []) { [unowned self] in
      animation(self)
    }
  }

  /// The animator has started (in the interaction's time domain, if any, which is active):
  /// runs the alongside animations registered so far.
  package func animatorDidStart() {
    guard startTime == nil, !hasEnded else { return }
    startTime = AnimationTimeDomain.active?.now ?? Simulation.current?.now ?? 0
    let animations = pendingAnimations
    pendingAnimations.removeAll()
    let duration = transitionDuration
    for animation in animations { run(animation, over: duration) }
  }

  /// The interaction finished or cancelled the transition: tells the handlers.
  package func interactionDidChange() {
    for handler in interactionHandlers { handler(self) }
  }

  /// The animator completed the transition: the controllers let go of the coordinator, then
  /// the completion blocks run.
  package func transitionDidEnd() {
    guard !hasEnded else { return }
    hasEnded = true
    if from.ownTransitionCoordinator === self { from.ownTransitionCoordinator = nil }
    if to.ownTransitionCoordinator === self { to.ownTransitionCoordinator = nil }
    let blocks = completions
    completions.removeAll()
    interactionHandlers.removeAll()
    pendingAnimations.removeAll()
    for block in blocks { block(self) }
  }
}

extension UIViewController {
  /// The coordinator of the transition this controller takes part in, from the appearance
  /// calls that begin an animated presentation, dismissal, push or pop until it ends, or
  /// else its parent's; `nil` outside a transition (Apple's `transitionCoordinator`).
  /// Transitions GestureKit makes at once (not animated, or without an animator) have none.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    ownTransitionCoordinator ?? parent?.transitionCoordinator
  }
}
