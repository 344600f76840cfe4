import Foundation

/// The key of a controller taking part in a transition, as UIKit's.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The controller visible at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// The key of a view taking part in a transition, as UIKit's.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view of the controller visible at the start.
  public static let from = UITransitionContextViewKey(rawValue: "from")
  /// The view of the controller visible at the end.
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// What an animator gets to run a transition between two controllers, as UIKit's protocol:
/// the container view, the controllers and views, and the calls that report progress and the
/// end.
@MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views are in while it runs.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a gesture drives it now.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style of the presented controller (``UIModalPresentationStyle/none``
  /// for navigation).
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation the transition applies: identity (the simulation does not rotate).
  var targetTransform: CGAffineTransform { get }
  /// Reports how far an interactive transition is, 0 to 1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Reports that the gesture ended and the transition will finish.
  func finishInteractiveTransition()
  /// Reports that the gesture ended and the transition will go back.
  func cancelInteractiveTransition()
  /// Reports that the gesture paused the transition.
  func pauseInteractiveTransition()
  /// Ends the transition; the animator must call it when its animations are done, with
  /// `false` when it was cancelled.
  func completeTransition(_ didComplete: Bool)
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`, or `nil` where the animator should leave it alone.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The frame the controller's view has at the start.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The frame the controller's view should have at the end.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, as UIKit's protocol. Use ``UIView`` animations in
/// ``animateTransition(using:)`` and call `completeTransition` from their completion.
@MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition lasts, in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Runs the transition's animations.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called after the transition ends. Default: nothing.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from a gesture, as UIKit's protocol;
/// ``UIPercentDrivenInteractiveTransition`` is the usual one.
@MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition; the interaction controller then drives it.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// The speed of the part that runs on its own after the gesture. Default: 1.
  var completionSpeed: CGFloat { get }
  /// The curve of the part that runs on its own after the gesture. Default: ease-in-out.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactive. Default: true.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1.
  public var completionSpeed: CGFloat { 1 }
  /// Ease-in-out.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// True.
  public var wantsInteractiveStart: Bool { true }
}

/// An object that gives a presented controller its transition animators, as UIKit's
/// protocol. Every method is optional; the defaults return `nil` (UIKit's own transition,
/// which the simulation runs at once).
@MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of `presented`'s presentation.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of `dismissed`'s dismissal.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller that drives the presentation, if a gesture does.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The interaction controller that drives the dismissal, if a gesture does.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller that lays out `presented`, asked only when its
  /// ``UIViewController/modalPresentationStyle`` is ``UIModalPresentationStyle/custom``.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// None.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// None.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  /// None.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// None.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// None.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}
