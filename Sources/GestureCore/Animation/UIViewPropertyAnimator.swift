import Foundation

/// An animator of view properties that gesture code can start, pause, scrub with a pan,
/// reverse and finish with the pan's velocity, on the simulation's clock, as UIKit's class.
///
///     let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 1) {
///       drawer.center.y = openY
///     }
///     animator.pauseAnimation()                   // active, paused at 0
///     animator.fractionComplete = 0.3             // the drawer shows 30 % of the way
///     animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
///     simulation.advance(by: 0.4)                 // completions run with .end
///
/// The life of an animator, as in UIKit (``state``):
/// - **inactive**: made, animations not yet applied. Starting, pausing or setting
///   ``fractionComplete`` applies them (the properties take their end values at once, the
///   model values) and makes it active.
/// - **active**, running (``isRunning``) or paused. Running, what is on screen (the
///   presentation values, ``UIView/presentationCenter`` and the others) moves along the timing
///   curve; paused, it stays, and ``fractionComplete`` can be set to scrub it.
/// - at the end of a run the completions get ``UIViewAnimatingPosition/end``, or
///   ``UIViewAnimatingPosition/start`` when reversed (the properties then take their start
///   values), and the animator is inactive again.
/// - **stopped**: after ``stopAnimation(_:)`` with `false`, until ``finishAnimation(at:)``.
///
/// Timing:
/// - the first run lasts ``duration`` along the timing curve (a physical spring lasts until
///   it settles); a run resumed from a fraction u lasts the time that remains, (1 − u) ×
///   ``duration`` (u × ``duration`` reversed), and follows the curve afresh from the values on
///   screen to the end values (OUR CHOICE: UIKit blends the curves in a way it does not
///   document);
/// - ``scrubsLinearly`` (default true, as in UIKit): scrubbing a paused animator shows the
///   fraction linearly; when false, through the timing curve.
///
/// End times are deadlines on the simulation's clock, which ``Simulation/advance(to:)`` fires
/// like any timer. Without a simulation there is no clock: starting an animator finishes it
/// at once.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The timing of the first run.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  /// The length of a whole run, in seconds (a physical spring's own length replaces it).
  open private(set) var duration: TimeInterval
  /// The delay of the last ``startAnimation(afterDelay:)``.
  open private(set) var delay: TimeInterval = 0

  /// Whether the animated views receive touches while the animator is active. Default: true
  /// (Apple: "The default value of this property is true"); false makes them ignore touches
  /// until it is inactive again.
  open var isUserInteractionEnabled = true
  /// Whether the app hit-tests the animated views itself. Kept for code that sets it: the
  /// simulation hit-tests model values either way.
  open var isManualHitTestingEnabled = false
  /// Whether the animator can be paused and stopped. Default: true. When false, pausing,
  /// stopping and scrubbing do nothing (UIKit raises an exception).
  open var isInterruptible = true
  /// Whether scrubbing a paused animator is linear. Default: true.
  open var scrubsLinearly = true
  /// Whether the animator pauses at the end of a run instead of finishing. Default: false.
  open var pausesOnCompletion = false

  /// Where the animator is in its life.
  open private(set) var state = UIViewAnimatingState.inactive

  private var pendingAnimations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var timeline: AnimationTimeline?
  private var runTiming: (any UITimingCurveProvider)?
  private var endTimer: GestureTimer?
  private var reversed = false

  // MARK: Creating

  /// An animator with a custom timing; add animations with ``addAnimations(_:)``.
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    self.duration = Swift.max(duration, 0)
    self.timingParameters = parameters
    super.init()
  }

  /// An animator with no animations, a duration of 0 and UIKit's default ease-in-out curve.
  ///
  /// UIKit inherits NSObject's `init()` here (UIViewPropertyAnimator.h does not mark it
  /// unavailable), and apps declare `var animator = UIViewPropertyAnimator()` to replace it
  /// later. What its duration and timing are, UIKit does not document: a duration of 0 and
  /// `UICubicTimingParameters()` (ease-in-out) is our choice.
  public override convenience init() {
    self.init(duration: 0, timingParameters: UICubicTimingParameters())
  }

  /// An animator with one of UIKit's named curves.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a custom cubic Bézier curve.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of the given damping ratio that settles in `duration`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Makes an animator with `options`' curve and starts it at once, after `delay`.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: State

  /// Whether the animations are moving on the clock now.
  open var isRunning: Bool { endTimer?.isValid == true }

  /// Whether the animations run back towards their start values. Setting it while running
  /// turns the run around from where it is, over the time already run.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      reversed = newValue
      if isRunning { run(timing: runTiming ?? timingParameters, durationFactor: 0, delay: 0) }
    }
  }

  /// How far through its duration the animation is, 0 (start values) to 1 (end values);
  /// while ``isReversed``, counted the other way, from the end values (1 − the forward
  /// fraction), as UIKit does since iOS 11 (measured by others, not documented by Apple:
  /// fluid-interface code negates its gesture's progress when the animator is reversed).
  ///
  /// Setting it scrubs a paused animator (an inactive one is started paused first); on a
  /// running or stopped animator it does nothing, as in UIKit.
  open var fractionComplete: CGFloat {
    get {
      let done = timeline?.timeFraction ?? 0
      return CGFloat(reversed ? 1 - done : done)
    }
    set {
      guard isInterruptible else { return }
      if state == .inactive { activate() }
      guard state == .active, !isRunning, let timeline else { return }
      let asked = Swift.min(Swift.max(Double(newValue), 0), 1)
      let fraction = reversed ? 1 - asked : asked
      var value = fraction
      if !scrubsLinearly {
        let timing = AnimationTiming.provided(
          by: runTiming ?? timingParameters ?? UICubicTimingParameters(), duration: duration)
        value = timing.fraction(afterElapsed: fraction * timing.duration).x
      }
      timeline.hold(value: value, time: fraction)
    }
  }

  // MARK: Animations and completions

  /// Adds animations. Before the animator starts they wait; once it is active they apply at
  /// once and run over what remains of the animator's run (Apple: "Animations added later run
  /// only for the remaining time").
  open func addAnimations(_ animation: @escaping () -> Void) {
    guard let timeline, state == .active else {
      if state == .inactive { pendingAnimations.append(animation) }
      return
    }
    timeline.record(animation, base: timeline.fraction.x)
  }

  /// Adds a block that runs, with where the animations ended, when the animator finishes.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Running

  /// Starts or resumes the animations now.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts or resumes the animations after `delay` seconds of the clock.
  open func startAnimation(afterDelay delay: TimeInterval) {
    if state == .inactive { activate() }
    guard state == .active, !isRunning else { return }
    self.delay = Swift.max(delay, 0)
    run(timing: runTiming ?? timingParameters, durationFactor: 0, delay: self.delay)
  }

  /// Pauses the animations where they are: what is on screen stays, and
  /// ``fractionComplete`` can be set. An inactive animator is started paused, at 0.
  open func pauseAnimation() {
    guard isInterruptible else { return }
    if state == .inactive { activate() }
    guard state == .active, isRunning else { return }
    endTimer?.invalidate()
    endTimer = nil
    timeline?.hold()
  }

  /// Resumes a paused animator with new timing (`nil` keeps the current one).
  ///
  /// The run lasts `durationFactor` × ``duration``; a factor of 0 keeps the time that remains,
  /// (1 − ``fractionComplete``) × ``duration``, or ``fractionComplete`` × ``duration`` reversed.
  /// A spring's velocity is relative to what remains of the change.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active, !isRunning else { return }
    if let parameters { runTiming = parameters }
    run(timing: runTiming ?? timingParameters, durationFactor: Double(durationFactor), delay: 0)
  }

  /// Stops the animations where they are: the properties take the values on screen now.
  ///
  /// With `withoutFinishing` true the animator becomes inactive and no completion runs; with
  /// false it is ``UIViewAnimatingState/stopped`` until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard isInterruptible, state == .active, let timeline else { return }
    endTimer?.invalidate()
    endTimer = nil
    timeline.hold()
    stoppedAt = timeline.fraction
    timeline.shiftModel(from: (1, 1), to: stoppedAt)
    // The model now holds what was on screen: show it as it is.
    timeline.hold(value: 1, time: timeline.timeFraction)
    if withoutFinishing {
      timeline.detach()
      self.timeline = nil
      state = .inactive
    } else {
      state = .stopped
    }
  }

  /// Where a stopped animator stopped.
  private var stoppedAt: (x: Double, y: Double) = (0, 0)

  /// Finishes a stopped animator: the properties take their end, start or current values,
  /// and the completions run with `finalPosition`. Does nothing unless stopped.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped, let timeline else { return }
    // The model holds the values where it stopped; the tracks still know the whole change.
    switch finalPosition {
    case .end: timeline.shiftModel(from: stoppedAt, to: (1, 1))
    case .start: timeline.shiftModel(from: stoppedAt, to: (0, 0))
    case .current: break
    }
    finish(at: finalPosition)
  }

  // MARK: Internals

  /// Applies the waiting animations, holding at the start.
  private func activate() {
    state = .active
    let clock = Simulation.current?.clock ?? VirtualClock()
    let timeline = AnimationTimeline(
      clock: clock, blocksInteraction: !isUserInteractionEnabled, domain: nil)
    self.timeline = timeline
    let animations = pendingAnimations
    pendingAnimations.removeAll()
    for animation in animations { timeline.record(animation) }
  }

  /// Runs towards the end (or the start, reversed) and schedules the finish.
  private func run(
    timing provider: (any UITimingCurveProvider)?, durationFactor: Double, delay: TimeInterval
  ) {
    guard let timeline else { return }
    endTimer?.invalidate()
    let done = timeline.timeFraction
    let runLength =
      durationFactor > 0 ? durationFactor * duration : duration * (reversed ? done : 1 - done)
    let timing = AnimationTiming.provided(
      by: provider ?? UICubicTimingParameters(), duration: runLength)
    let clock = timeline.clock
    guard Simulation.current?.clock === clock else {
      // No simulation's clock: the run is over at once.
      timeline.hold(value: reversed ? 0 : 1, time: reversed ? 0 : 1)
      complete()
      return
    }
    let end = timeline.run(
      toward: reversed ? 0 : 1, timing: timing, startingAt: clock.now + delay)
    let timer = GestureTimer { [weak self] in self?.complete() }
    endTimer = timer
    clock.schedule(timer, at: end)
  }

  /// The end of a run.
  private func complete() {
    endTimer = nil
    if pausesOnCompletion {
      timeline?.hold()
      return
    }
    if reversed { timeline?.shiftModel(from: (1, 1), to: (0, 0)) }
    finish(at: reversed ? .start : .end)
  }

  private func finish(at position: UIViewAnimatingPosition) {
    timeline?.detach()
    timeline = nil
    state = .inactive
    runTiming = nil
    let blocks = completions
    completions.removeAll()
    for completion in blocks { completion(position) }
  }
}
