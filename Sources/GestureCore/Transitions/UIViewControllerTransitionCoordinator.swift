import Foundation

/// What a transition coordinator tells the blocks registered with it about the transition
/// under way, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext:
  NSObjectProtocol
{
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style of the transition (`.none` for a push or pop).
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactive.
  var initiallyInteractive: Bool { get }
  /// Whether the transition's animator can be interrupted: false here, as GestureKit does not
  /// call `interruptibleAnimator(using:)`.
  var isInterruptible: Bool { get }
  /// Whether a gesture drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The animator's duration, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the interaction has taken the transition, 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed of the part after the interaction ends (the interaction controller's
  /// `completionSpeed`; 1 without one).
  var completionVelocity: CGFloat { get }
  /// The curve of the part after the interaction ends (the interaction controller's
  /// `completionCurve`; ease-in-out without one).
  var completionCurve: UIView.AnimationCurve { get }
  /// The controller that leaves (`.from`) or arrives (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view that leaves (`.from`) or arrives (`.to`).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition runs in.
  var containerView: UIView { get }
  /// The rotation the transition applies: none here.
  var targetTransform: CGAffineTransform { get }
}

/// Lets code outside a transition's animator animate with it and hear when it ends, as
/// UIKit's `UIViewControllerTransitionCoordinator`: a controller's
/// ``UIViewController/transitionCoordinator`` from `viewWillAppear`/`viewWillDisappear` until the
/// transition ends.
///
///     override func viewWillAppear(_ animated: Bool) {
///       super.viewWillAppear(animated)
///       transitionCoordinator?.animate(alongsideTransition: { _ in
///         self.toolbar.alpha = 1
///       }, completion: { context in
///         if context.isCancelled { self.toolbar.alpha = 0 }
///       })
///     }
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` as a `UIView` animation with the transition (over its duration, and
  /// following a gesture that drives it), and `completion` when it ends.
  /// - Returns: whether the blocks were taken: false once the transition has ended.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// As ``animate(alongsideTransition:completion:)``, for views outside the container.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` when a gesture stops driving the transition (it finishes or cancels).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)

  /// Calls `handler` when a gesture stops driving the transition (iOS 7's spelling).
  @available(*, deprecated, renamed: "notifyWhenInteractionChanges(_:)")
  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// ``animate(alongsideTransition:completion:)`` without a completion (Apple's `completion`
  /// defaults to `nil`).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// ``animateAlongsideTransition(in:animation:completion:)`` without a completion.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}

extension UIViewControllerTransitionCoordinator {
  /// GestureKit's coordinators animate views outside the container on the same time line as
  /// those inside it.
  @discardableResult
  package func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// GestureKit's coordinators answer iOS 7's spelling as the current one.
  package func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    notifyWhenInteractionChanges(handler)
  }
}
