import Foundation
import GestureCore

extension UIView {
  /// Animates the UIKit changes `changes` makes with a SwiftUI `animation` (iOS 18), on the
  /// simulation's clock as UIKit's own animations run: presentation values move, the model
  /// takes the new values at once, and touches hit the model as UIKit's do.
  ///
  /// The animation is run by a `UIViewPropertyAnimator` of the same timing: a curve becomes
  /// `UICubicTimingParameters` of its control points over its duration, a spring
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` of its mass, stiffness
  /// and damping (running until it settles); `speed` scales the clock, `delay` delays the
  /// start. `completion` runs when the animation ends. A repeating animation runs once here,
  /// and retargeting adds to the animations before it as UIKit's do, instead of carrying their
  /// velocity into a spring (OUR CHOICE, reported as a `GestureProblem` for repeats).
  public static func animate(
    _ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil
  ) {
    if animation.repeating != nil {
      GestureProblems.report(
        GestureProblem(
          kind: .invalidAnimation,
          message:
            "GestureKit: UIView.animate(_:changes:completion:) runs \(animation) once: "
            + "repeating SwiftUI animations of UIKit views are not simulated"))
    }
    let speed = animation.speedFactor
    let animator: UIViewPropertyAnimator
    switch animation.curve {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      animator = UIViewPropertyAnimator(
        duration: duration / speed,
        timingParameters: UICubicTimingParameters(
          controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2)))
    case .spring(let spring):
      let velocity = CGFloat(spring.initialVelocity * speed)
      animator = UIViewPropertyAnimator(
        duration: spring.settlingDuration / speed,
        timingParameters: UISpringTimingParameters(
          mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness * speed * speed),
          damping: CGFloat(spring.damping * speed),
          initialVelocity: CGVector(dx: velocity, dy: velocity)))
    }
    // The animator is kept until it ends, as UIKit keeps the animations it runs.
    let key = ObjectIdentifier(animator)
    SwiftUIAnimatedUIViews.running[key] = animator
    withoutActuallyEscaping(changes) { changes in
      // The animator runs its animations when it starts, before this returns.
      animator.addAnimations(changes)
      animator.addCompletion { _ in
        SwiftUIAnimatedUIViews.running[key] = nil
        completion?()
      }
      animator.startAnimation(afterDelay: animation.delaySeconds)
    }
  }
}

/// The animators running SwiftUI animations of UIKit views.
@MainActor private enum SwiftUIAnimatedUIViews {
  static var running: [ObjectIdentifier: UIViewPropertyAnimator] = [:]
}
