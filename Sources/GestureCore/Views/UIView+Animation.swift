import Foundation

extension UIView {
  /// Options for ``animate(withDuration:delay:options:animations:completion:)``, with UIKit's
  /// raw values.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates options from UIKit's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Let the user touch the views while they animate. Without it, the views an animation
    /// changes ignore touches until it ends (Apple's documentation of
    /// `UIView.isUserInteractionEnabled`: "During an animation, user interactions are
    /// temporarily disabled for all views involved in the animation").
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current on-screen values. Animations here always blend additively from
    /// what is on screen, so this changes nothing.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut: AnimationOptions = []
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options name (their bits 16 and 17).
    var curve: UIView.AnimationCurve {
      UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
    }
  }

  /// Options for ``animateKeyframes(withDuration:delay:options:animations:completion:)``, with
  /// UIKit's raw values. Values move linearly from keyframe to keyframe (UIKit's default,
  /// `calculationModeLinear`).
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates options from UIKit's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Let the user touch the views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the current on-screen values (always the case here).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Linear interpolation between keyframes (the default).
    public static let calculationModeLinear: KeyframeAnimationOptions = []
  }

  /// Animates view changes on the simulation's clock, as UIKit does.
  ///
  /// The changes `animations` makes to `center`, `bounds` (and so `frame`), `transform` and
  /// `alpha` take effect at once in the properties (UIKit's model values); what is on screen
  /// moves from the old values to the new over `duration` seconds after `delay`, along the
  /// curve in `options`, and is read with ``presentationCenter`` and the other presentation
  /// values. `completion(true)` runs when the animation ends, as a deadline on the clock that
  /// ``Simulation/advance(to:)`` fires like any timer. Outside a simulation there is no clock:
  /// the changes apply and the completion runs at once.
  ///
  /// Hit-testing uses the model values, as in UIKit; without ``AnimationOptions/allowUserInteraction``
  /// the animated views ignore touches until the animation ends.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      timing: .curve(options.curve, duration: duration), delay: delay,
      allowsInteraction: options.contains(.allowUserInteraction), animations: animations,
      completion: completion)
  }

  /// Animates view changes over `duration` seconds with the ease-in-out curve; see
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates view changes over `duration` seconds with the ease-in-out curve, with no
  /// completion (Apple's `animate(withDuration:animations:)`, beside the form with a
  /// completion); see ``animate(withDuration:delay:options:animations:completion:)``.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates view changes with a spring given as a perceptual duration and a bounce (iOS 17);
  /// see ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// The spring is ``UISpringTimingParameters/init(duration:bounce:)``'s (OUR CHOICE of model:
  /// SwiftUI's, since Apple's page gives only the signature), starting at
  /// `initialSpringVelocity` in whole changes per second, and the animation lasts until it
  /// settles, as a physical spring does.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
    initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let spring = UISpringTimingParameters(
      duration: duration, bounce: bounce,
      initialVelocity: CGVector(dx: initialSpringVelocity, dy: initialSpringVelocity))
    runAnimation(
      timing: .provided(by: spring, duration: duration), delay: delay,
      allowsInteraction: options.contains(.allowUserInteraction), animations: animations,
      completion: completion)
  }

  /// Animates view changes with a spring that settles in `duration` seconds; see
  /// ``animate(withDuration:delay:options:animations:completion:)`` and
  /// ``UISpringTimingParameters`` for the spring.
  ///
  /// - Parameters:
  ///   - duration: How long the spring takes to settle, in seconds.
  ///   - delay: How long to wait before it starts, in seconds.
  ///   - dampingRatio: ζ: 1 settles without overshoot, smaller values oscillate.
  ///   - velocity: the initial speed, in whole changes per second ("a value of 1 corresponds
  ///     to the total animation distance traversed in one second").
  ///   - options: How the animation runs.
  ///   - animations: The changes to animate.
  ///   - completion: Called when the animation ends, with whether it finished.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      timing: .spring(
        dampingRatio: Double(dampingRatio), velocity: CGVector(dx: velocity, dy: velocity),
        duration: duration),
      delay: delay, allowsInteraction: options.contains(.allowUserInteraction),
      animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` at once, without animating its changes, even inside an
  /// animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationRecorder.withoutRecording(actionsWithoutAnimation)
  }

  /// Whether animation blocks animate: true unless ``setAnimationsEnabled(_:)`` turned them off
  /// in the current simulation (true when there is none).
  public class var areAnimationsEnabled: Bool { Simulation.current?.animationsEnabled ?? true }

  /// Turns animations off (`false`) or on for the animation blocks started after it, in the
  /// current simulation.
  ///
  /// As Apple's documentation of `setAnimationsEnabled(_:)` says, with animations off "code
  /// inside subsequent animation blocks is still executed but no animations actually occur":
  /// the changes of `animate(withDuration:…)` (every form, springs and keyframes included)
  /// take effect on screen at once; animations already running go on to their end. The
  /// completion then runs with `true` at the clock's current time, when the simulation next
  /// advances or settles, not inside the call (OUR CHOICE: Apple documents neither the
  /// argument nor the moment). UIKit keeps the setting for the process; here it belongs to the
  /// simulation, so each new one starts with animations on, and a call while no simulation
  /// exists is reported as a ``GestureProblem`` and ignored.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    guard let simulation = Simulation.current else {
      GestureProblems.report(
        GestureProblem(
          kind: .invalidArgument,
          message: "GestureKit: UIView.setAnimationsEnabled(\(enabled)) was called while no "
            + "Simulation exists; the setting belongs to a simulation, so create the Simulation "
            + "first"))
      return
    }
    simulation.animationsEnabled = enabled
  }

  /// With animations off: applies `animations` at once and schedules `completion(true)` at
  /// the clock's current time.
  /// - Returns: whether animations are off, so that the caller is done.
  private class func applyWithoutAnimating(
    _ animations: () -> Void, completion: ((Bool) -> Void)?, on clock: VirtualClock
  ) -> Bool {
    guard !areAnimationsEnabled else { return false }
    AnimationRecorder.withoutRecording(animations)
    if let completion { _ = clock.schedule(at: clock.now) { completion(true) } }
    return true
  }

  /// Records `animations` on a new timeline and schedules its end.
  private class func runAnimation(
    timing: AnimationTiming, delay: TimeInterval, allowsInteraction: Bool,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    guard let clock = Simulation.current?.clock else {
      animations()
      completion?(true)
      return
    }
    if applyWithoutAnimating(animations, completion: completion, on: clock) { return }
    let timeline = AnimationTimeline(clock: clock, blocksInteraction: !allowsInteraction)
    let end = timeline.run(
      toward: 1, timing: timing, startingAt: timeline.now + Swift.max(delay, 0))
    timeline.record(animations)
    timeline.schedule(at: end) {
      timeline.detach()
      completion?(true)
    }
  }

  // MARK: Keyframes

  /// The keyframe animation whose block is running, for
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
  private static var keyframeContext: KeyframeContext?

  /// Animates view changes in keyframes, over `duration` seconds after `delay`.
  ///
  /// Inside `animations`, each
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` animates its changes
  /// linearly over its part of the duration; changes made outside a keyframe animate over the
  /// whole duration. Model values, presentation values, hit-testing and the completion are as
  /// in ``animate(withDuration:delay:options:animations:completion:)``.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let clock = Simulation.current?.clock else {
      animations()
      completion?(true)
      return
    }
    if applyWithoutAnimating(animations, completion: completion, on: clock) { return }
    let start = (AnimationTimeDomain.active?.now ?? clock.now) + Swift.max(delay, 0)
    let context = KeyframeContext(
      clock: clock, start: start, duration: Swift.max(duration, 0),
      allowsInteraction: options.contains(.allowUserInteraction))
    let whole = context.timeline(relativeStart: 0, relativeDuration: 1)
    let outer = keyframeContext
    keyframeContext = context
    whole.record(animations)
    keyframeContext = outer
    whole.schedule(at: start + Swift.max(duration, 0)) {
      for timeline in context.timelines { timeline.detach() }
      completion?(true)
    }
  }

  /// Adds a keyframe to the keyframe animation whose block is running: the changes in
  /// `animations` move linearly from `frameStartTime` to `frameStartTime + frameDuration`,
  /// both fractions of the whole duration. Outside such a block the changes apply at once.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let context = keyframeContext else {
      animations()
      return
    }
    context.timeline(relativeStart: frameStartTime, relativeDuration: frameDuration)
      .record(animations)
  }
}

/// The timelines of one keyframe animation.
@MainActor private final class KeyframeContext {
  let clock: VirtualClock
  let start: TimeInterval
  let duration: TimeInterval
  let allowsInteraction: Bool
  private(set) var timelines: [AnimationTimeline] = []

  init(clock: VirtualClock, start: TimeInterval, duration: TimeInterval, allowsInteraction: Bool) {
    self.clock = clock
    self.start = start
    self.duration = duration
    self.allowsInteraction = allowsInteraction
  }

  /// A linear timeline over a part of the whole duration.
  func timeline(relativeStart: Double, relativeDuration: Double) -> AnimationTimeline {
    let timeline = AnimationTimeline(clock: clock, blocksInteraction: !allowsInteraction)
    let from = Swift.min(Swift.max(relativeStart, 0), 1)
    let length = Swift.min(Swift.max(relativeDuration, 0), 1 - from)
    timeline.run(
      toward: 1, timing: .curve(.linear, duration: length * duration),
      startingAt: start + from * duration)
    timelines.append(timeline)
    return timeline
  }
}
