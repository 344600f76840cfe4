import Foundation

/// Where an animator is in its life, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
  /// Not started, or finished: no animation is on the views.
  case inactive = 0
  /// Started: running or paused.
  case active = 1
  /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
  /// At the end values.
  case end = 0
  /// At the start values.
  case start = 1
  /// Where it was when it was stopped.
  case current = 2
}

/// An object that runs view animations that can be started, paused, scrubbed and stopped, as
/// UIKit's protocol of the same name.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
  /// Where the animator is in its life.
  var state: UIViewAnimatingState { get }
  /// Whether the animations are moving on the clock now.
  var isRunning: Bool { get }
  /// Whether the animations run back towards their start values.
  var isReversed: Bool { get set }
  /// How far through its duration the animation is, 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animations now.
  func startAnimation()
  /// Starts the animations after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they are.
  func pauseAnimation()
  /// Stops the animations where they are; see ``UIViewPropertyAnimator/stopAnimation(_:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes stopped animations at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added after it was made, and whose
/// timing can change when it resumes.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations; see ``UIViewPropertyAnimator/addAnimations(_:)``.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block to run when the animations end.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes paused animations with new timing.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
