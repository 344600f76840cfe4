import Foundation

extension UIView {
  /// Options for ``animate(withDuration:delay:options:animations:completion:)``. Raw values
  /// match UIKit's; the simulation draws nothing, so the curve options change nothing.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates options from UIKit's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Let the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current on-screen values.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut: AnimationOptions = []
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// Animates view changes, as UIKit does for its model values: the changes in `animations`
  /// take effect at once, and `completion(true)` runs when the animation would end, `delay +
  /// duration` seconds later on the current simulation's clock (at once outside a simulation).
  ///
  /// Gesture handlers that snap a view back with an animation therefore leave it where the
  /// animation ends, and code waiting for the completion sees it after the simulated duration.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    guard let clock = Simulation.current?.clock else {
      completion(true)
      return
    }
    clock.schedule(
      GestureTimer { completion(true) },
      at: clock.now + Swift.max(delay, 0) + Swift.max(duration, 0))
  }

  /// Animates view changes over `duration` seconds; see
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// A spring animation; the simulation applies it like any other (see
  /// ``animate(withDuration:delay:options:animations:completion:)``).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Runs `actionsWithoutAnimation` at once, without animating its changes: the simulation
  /// animates nothing, so this is the same as running it.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
