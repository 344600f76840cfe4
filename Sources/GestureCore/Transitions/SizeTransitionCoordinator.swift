import Foundation

/// The coordinator of a change of the window's size, which a turn of the device makes
/// (``Simulation/rotateDevice(to:)``): what ``UIViewController/viewWillTransition(to:with:)``
/// gets.
///
/// The window, its screen and the root controller's view take their new size inside one
/// `UIView` animation of ``GestureThresholds/rotationDuration`` (OUR CHOICE of length, with the
/// ease-in-out curve), and every alongside animation registered in `viewWillTransition` runs
/// inside that same animation (Apple's `animate(alongsideTransition:completion:)` page: the
/// animations run alongside the transition's). Completion blocks run when it ends, with
/// `isCancelled` false: a turn is never cancelled or interactive. `targetTransform` is the
/// turn's rotation, a quarter turn for each step between orientations (Apple's
/// `targetTransform` page: the transform applied to the view's coordinate system during the
/// rotation). There are no "from" and "to" controllers or views in a size change: those keys
/// give `nil` (OUR CHOICE).
@MainActor
package final class SizeTransitionCoordinator: NSObject,
  UIViewControllerTransitionCoordinator
{
  package let containerView: UIView
  package let transitionDuration: TimeInterval
  package let targetTransform: CGAffineTransform
  package let presentationStyle = UIModalPresentationStyle.none
  package let isAnimated = true
  package let initiallyInteractive = false
  package let isInterruptible = false
  package let isInteractive = false
  package let isCancelled = false
  package let completionVelocity: CGFloat = 1
  package let completionCurve = UIView.AnimationCurve.easeInOut
  package private(set) var percentComplete: CGFloat = 0

  private typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void
  private var animations: [Block] = []
  private var completions: [Block] = []
  private var hasStarted = false
  private var hasEnded = false

  /// A coordinator for a resize of `container` (the window) over `duration`, turning its
  /// coordinate system by `quarterTurns` quarter turns counterclockwise.
  package init(container: UIView, duration: TimeInterval, quarterTurns: Int) {
    containerView = container
    transitionDuration = duration
    targetTransform = CGAffineTransform(rotationAngle: -CGFloat(quarterTurns) * .pi / 2)
    super.init()
  }

  package func viewController(forKey key: UITransitionContextViewControllerKey)
    -> UIViewController?
  { nil }

  package func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  package func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if hasStarted {
      // Registered while the resize runs: at once, without animation.
      animation(self)
    } else {
      animations.append(animation)
    }
    return true
  }

  /// A size change is never interactive: the handler is never called.
  package func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Runs `resize` and the alongside animations in one animation, then the completions.
  package func run(_ resize: @escaping () -> Void) {
    hasStarted = true
    let alongside = animations
    animations = []
    UIView.animate(
      withDuration: transitionDuration, delay: 0, options: [],
      animations: { [self] in
        resize()
        for animation in alongside { animation(self) }
      },
      completion: { [self] _ in
        percentComplete = 1
        hasEnded = true
        let finished = completions
        completions = []
        for completion in finished { completion(self) }
      })
  }
}
