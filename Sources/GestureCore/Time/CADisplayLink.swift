import Foundation

#if !canImport(QuartzCore)
  /// A range of frame rates a display link asks for, as Core Animation's `CAFrameRateRange`.
  public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
      self.minimum = minimum
      self.maximum = maximum
      self.preferred = preferred
    }

    /// No preference: the screen's maximum rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
  }

  /// A timer that calls its target once per screen refresh, as Core Animation's `CADisplayLink`
  /// does, on the simulation's clock.
  ///
  /// The simulated screen refreshes 60 times a second (``UIScreen/maximumFramesPerSecond``). A
  /// link added to the main run loop in the `.default` or `.common` mode first calls its target
  /// one frame interval after ``add(to:forMode:)`` (OUR CHOICE: iOS calls it at the next
  /// refresh, whose phase a simulation does not have), then every frame interval. In the
  /// target's method, ``timestamp`` is the clock's time, ``targetTimestamp`` the time of the next
  /// call and ``duration`` one refresh (1/60 s); `targetTimestamp - timestamp` is the frame
  /// interval, as Apple's documentation of `targetTimestamp` advises reading it. Apple's
  /// documentation of `preferredFramesPerSecond` says the rate used is usually the nearest
  /// factor of the screen's maximum; here the interval is the whole number of refreshes nearest
  /// to the preferred rate's period (``preferredFrameRateRange``'s `preferred`, else its
  /// `maximum`, when set; else ``preferredFramesPerSecond``; 0 is every refresh).
  ///
  /// Like `Timer`, the link fires when a script, a recording or `Simulation.advance(to:)` moves
  /// the clock; `settle()` fires it only while other deadlines remain, since it never runs out.
  /// The link keeps its target alive until ``invalidate()``, as Core Animation's does.
  open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    /// Which adding is current: a tick from an earlier one (before a `remove` or `invalidate`)
    /// does nothing.
    private var generation = 0
    private var isInvalidated = false

    /// The time of the refresh the target's method was called for; 0 before the first.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next refresh the link will call its target for; 0 before the first call.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between two screen refreshes; 0 before the first call.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether calls are suspended; the link keeps its rhythm and calls again when unpaused.
    open var isPaused = false
    /// The rate wanted, in frames per second; 0 (the default) is the screen's maximum.
    open var preferredFramesPerSecond = 0
    /// The range of rates wanted (iOS 15); takes precedence over ``preferredFramesPerSecond``
    /// when set.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// Calls `sel` on `target` with the link at each frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
      self.target = target as AnyObject
      self.selector = sel
      super.init()
    }

    /// Calls `method` on `target` with the link at each frame: the method reference GestureKit
    /// takes for `#selector(step(_:))`.
    @MainActor
    public convenience init<Target: AnyObject>(
      target: Target, selector method: @escaping (Target) -> (CADisplayLink) -> Void
    ) {
      self.init(target: target, selector: Selector(method))
    }

    /// Calls `method`, which takes no argument, on `target` at each frame.
    @MainActor
    public convenience init<Target: AnyObject>(
      target: Target, selector method: @escaping (Target) -> () -> Void
    ) {
      self.init(target: target, selector: Selector(method))
    }

    /// The time between two calls: a whole number of refreshes (see the type's discussion).
    var frameInterval: CFTimeInterval {
      let maximum = Double(GestureThresholds.screenMaximumFramesPerSecond)
      let rate: Double
      if preferredFrameRateRange != .default {
        rate = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
      } else {
        rate = Double(preferredFramesPerSecond)
      }
      guard rate > 0, rate < maximum else { return 1 / maximum }
      return (maximum / rate).rounded() / maximum
    }

    /// Starts calling the target at each frame interval, on the main run loop in the `.default`
    /// or `.common` mode; any other run loop or mode is reported as a ``GestureProblem``, since
    /// the simulation never runs it.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
      guard !isInvalidated else { return }
      guard FoundationTimers.isMain(runloop), FoundationTimers.runs(mode) else {
        FoundationTimers.report(
          .timerCannotFire,
          "GestureKit: a CADisplayLink was added to a run loop or mode the simulation never "
            + "runs ('\(mode.rawValue)'), so it can never fire; add it with "
            + "add(to: .main, forMode: .common)")
        return
      }
      // Only main-queue code gets here (checked above), so the link stays on one thread.
      nonisolated(unsafe) let link = self
      MainActor.assumeIsolated {
        guard let clock = Simulation.current?.clock else {
          FoundationTimers.report(
            .timerCannotFire,
            "GestureKit: a CADisplayLink was added while no Simulation exists, so no clock will "
              + "ever reach it; create the Simulation first")
          return
        }
        link.generation += 1
        link.arm(on: clock, at: clock.now + link.frameInterval, generation: link.generation)
      }
    }

    /// Stops the calls the link's adding made; `add(to:forMode:)` starts them again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
      generation += 1
    }

    /// Stops the link for good and lets go of its target.
    public func invalidate() {
      isInvalidated = true
      generation += 1
      target = nil
    }

    @MainActor
    private func arm(on clock: VirtualClock, at time: TimeInterval, generation: Int) {
      let tick = GestureTimer { [weak self, weak clock] in
        guard let self, let clock else { return }
        self.fire(on: clock, generation: generation)
      }
      tick.isPerpetual = true
      clock.schedule(tick, at: time)
    }

    @MainActor
    private func fire(on clock: VirtualClock, generation: Int) {
      guard generation == self.generation, !isInvalidated else { return }
      let interval = frameInterval
      let now = clock.now
      // The next tick first, so that the call may pause, remove or invalidate the link.
      arm(on: clock, at: now + interval, generation: generation)
      guard !isPaused, let target else { return }
      timestamp = now
      targetTimestamp = now + interval
      duration = 1 / Double(GestureThresholds.screenMaximumFramesPerSecond)
      selector.send(to: target, with: self)
    }
  }
#endif
