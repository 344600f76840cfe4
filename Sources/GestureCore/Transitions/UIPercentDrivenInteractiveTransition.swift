import Foundation

/// An interaction controller that a gesture drives by percentage, as UIKit's class: it holds
/// the animator's animations still, shows them at the percentage ``update(_:)`` gives, and
/// runs them to the end (``finish()``) or back to the start (``cancel()``) on the clock.
///
///     // In the pan's action:
///     case .began: interaction = UIPercentDrivenInteractiveTransition()
///                  presented.dismiss(animated: true)   // the delegate returns `interaction`
///     case .changed: interaction?.update(translation.y / view.bounds.height)
///     case .ended: progress > 0.5 ? interaction?.finish() : interaction?.cancel()
///
/// The animator's `UIView.animate` (and keyframe) animations started in
/// `animateTransition(using:)` run on the transition's own time line: at percentage p it
/// stands at p × the animator's ``duration``. After ``finish()`` it runs to the end in
/// (1 − p) × ``duration`` / ``completionSpeed`` seconds of the clock, along
/// ``completionCurve``; after ``cancel()`` back to 0 in p × ``duration`` / ``completionSpeed``,
/// where the animations' completions run (so the animator calls `completeTransition` with
/// `!transitionWasCancelled`). Property animators are not held by it: they run on the clock.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// How far the transition is, 0 to 1.
  open private(set) var percentComplete: CGFloat = 0
  /// The speed of the part after ``finish()`` or ``cancel()``. Default: 1.
  open var completionSpeed: CGFloat = 1
  /// The curve of the part after ``finish()`` or ``cancel()``. Default: ease-in-out.
  open var completionCurve = UIView.AnimationCurve.easeInOut
  /// Timing for the part after ``finish()`` or ``cancel()``; when it is a cubic curve it
  /// replaces ``completionCurve``. Default: none.
  open var timingCurve: (any UITimingCurveProvider)?
  /// Whether the transition starts interactive. Default: true.
  open var wantsInteractiveStart = true

  private var context: TransitionContext?
  private var domain: AnimationTimeDomain?

  /// Creates an interaction controller.
  public override init() {
    super.init()
  }

  /// The animator's duration, in seconds (0 before the transition starts).
  open var duration: CGFloat {
    guard let context else { return 0 }
    return CGFloat(context.animator.transitionDuration(using: context))
  }

  /// Starts the animator's animations, held at 0 until ``update(_:)`` moves them.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? TransitionContext else { return }
    self.context = context
    let domain = AnimationTimeDomain(clock: Simulation.current?.clock ?? VirtualClock())
    self.domain = domain
    domain.hold(at: 0)
    context.timeDomain = domain
    let outer = AnimationTimeDomain.active
    AnimationTimeDomain.active = domain
    context.runAnimator()
    AnimationTimeDomain.active = outer
    domain.hold(at: Double(percentComplete * duration))
  }

  /// Shows the transition at `percentComplete` (clamped to 0…1).
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = Swift.min(Swift.max(percentComplete, 0), 1)
    domain?.hold(at: Double(self.percentComplete * duration))
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Holds the transition where it is.
  open func pause() {
    guard let domain else { return }
    domain.hold(at: domain.now)
    context?.pauseInteractiveTransition()
  }

  /// Runs the transition to its end.
  open func finish() {
    context?.finishInteractiveTransition()
    run(toEnd: true)
  }

  /// Runs the transition back to its start; the animator's completions then see
  /// `transitionWasCancelled`.
  open func cancel() {
    context?.cancelInteractiveTransition()
    run(toEnd: false)
  }

  private func run(toEnd: Bool) {
    guard let domain else { return }
    let total = Double(duration)
    let target = toEnd ? total : 0
    let speed = Double(Swift.max(completionSpeed, 0.001))
    let curve: CubicBezierCurve
    if let cubic = timingCurve?.cubicTimingParameters {
      curve = cubic.curve
    } else {
      let (p1, p2) = completionCurve.controlPoints
      curve = CubicBezierCurve(p1, p2)
    }
    domain.run(to: target, over: abs(target - domain.now) / speed, curve: curve)
  }
}
