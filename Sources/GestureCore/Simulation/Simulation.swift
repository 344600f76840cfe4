import Foundation

/// A window, its gesture environment and a virtual clock: the place where input becomes
/// recognized gestures, deterministically.
///
///     let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
///     let tap = UITapGestureRecognizer()
///     simulation.window.addGestureRecognizer(tap)
///     simulation.run(TouchScript {
///       down(1, at: CGPoint(x: 100, y: 200))
///       wait(.milliseconds(80))
///       up(1)
///     })
///     simulation.transcript   // [+0.080s  tap  UIWindow  possible → ended  (100.0, 200.0)]
///
/// Time only moves when input or ``advance(to:)`` moves it. Before an input at time t is
/// delivered every deadline at or before t fires, in order; ``settle()`` fires the rest.
@MainActor public final class Simulation {
  /// The window that input is hit-tested in.
  public let window: UIWindow
  /// The environment that delivers the window's input.
  public let environment: GestureEnvironment

  /// Every transcript entry so far, in order (unless ``keepsTranscript`` is false).
  public private(set) var transcript: [TranscriptEntry] = []

  /// Whether `UIView` animations animate in this simulation (`UIView.setAnimationsEnabled(_:)`,
  /// which UIKit keeps for the process: here each simulation starts with them enabled).
  package var animationsEnabled = true

  /// How many `UIAction`s were made without an identifier while this simulation was current:
  /// they are numbered per simulation, so that their identifiers do not depend on which tests
  /// ran before.
  package var actionsWithoutIdentifier = 0

  /// Whether entries are kept in ``transcript``. Turn it off for long replays that stream
  /// entries through ``onTranscriptEntry`` instead.
  public var keepsTranscript = true {
    didSet { updateReporting() }
  }

  /// Called with each transcript entry as it happens.
  public var onTranscriptEntry: ((TranscriptEntry) -> Void)? {
    didSet { updateReporting() }
  }

  // Read on every input: unchecked, as the engine's per-frame state is (see
  // `GestureEnvironment`).
  @exclusivity(unchecked) private var hasInput = false

  /// The simulated device, which ``UIDevice/current`` is while this simulation is current: made
  /// on first use, a pad when the window's shorter side is 700 points or more (OUR CHOICE, the
  /// rule the window's traits use for width), a phone otherwise. Set another before the code
  /// under test reads it to simulate another kind of device; turn it with
  /// ``rotateDevice(to:)``.
  public lazy var device = UIDevice(
    idiom: Swift.min(window.bounds.width, window.bounds.height) >= 700 ? .pad : .phone)

  /// The simulation that last received input, or was last created: the one whose clock
  /// ``CACurrentMediaTime()`` reads and whose window's screen ``UIScreen/main`` is.
  ///
  /// This is GestureCore's one global. Everything else a simulation needs it holds itself (its
  /// window, environment, clock and timers), so any number of simulations can live side by
  /// side. Only what UIKit lets code reach without a simulation at hand goes through this:
  /// `UIScreen.main`, `UIView.animate`'s clock, `perform(_:with:afterDelay:)`, and the media
  /// time, which each clock publishes as it moves (atomically, for nonisolated readers). Driving
  /// two simulations in turn is safe: each becomes current as it receives input, so code run
  /// by its delivery reads its own clock.
  public static var current: Simulation? { currentStorage?.takeUnretainedValue() }

  /// ``current`` without a weak reference: a weak reference gives the simulation a side table,
  /// which slows every retain and release of it, and input checks it on every frame. The
  /// simulation clears it when it goes away.
  @exclusivity(unchecked) private static var currentStorage: Unmanaged<Simulation>?

  private func becomeCurrent() {
    guard Simulation.currentStorage?.toOpaque() != Unmanaged.passUnretained(self).toOpaque()
    else { return }
    Simulation.currentStorage = Unmanaged.passUnretained(self)
  }

  isolated deinit {
    if Simulation.currentStorage?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
      Simulation.currentStorage = nil
    }
  }

  /// Creates a simulation of `window`.
  public init(window: UIWindow) {
    self.window = window
    self.environment = GestureEnvironment(window: window, clock: VirtualClock())
    updateReporting()
    becomeCurrent()
  }

  /// Entries are only built when someone keeps or reads them.
  private func updateReporting() {
    guard keepsTranscript || onTranscriptEntry != nil else {
      environment.report = nil
      return
    }
    // Each setting gets its own closure, which reads neither property per entry: this runs for
    // every entry of a replay.
    let consumer = onTranscriptEntry
    if let consumer, !keepsTranscript {
      environment.report = consumer
      return
    }
    environment.report = { [unowned self] entry in
      transcript.append(entry)
      consumer?(entry)
    }
  }

  /// The window a simulation, a scene or a touch script gets when none is given, in points: an
  /// iPhone's 390 × 844. The one place this size is written.
  public nonisolated static let defaultWindowSize = CGSize(width: 390, height: 844)

  /// Creates a simulation of a new window of the given size.
  ///
  /// - Precondition: Both sides are finite and not negative.
  public convenience init(windowSize: CGSize = Simulation.defaultWindowSize) {
    gestureKitPrecondition(
      windowSize.width.isFinite && windowSize.height.isFinite && windowSize.width >= 0
        && windowSize.height >= 0,
      "GestureKit: a window size must be finite and not negative, not \(windowSize)")
    self.init(window: UIWindow(frame: CGRect(origin: .zero, size: windowSize)))
  }

  /// The clock the simulation runs on.
  public var clock: VirtualClock { environment.clock }

  /// The current simulation time, in seconds.
  public var now: TimeInterval { clock.now }

  /// Delivers one frame of touches at its time, after firing the deadlines due by then.
  ///
  /// A frame older than the current time is delivered at the current time.
  ///
  /// - Precondition: The time is finite, and so is every location but that of an `up` or
  ///   `cancel` marked ``TouchFrame/Change/unknownLocation``, which takes the finger's last
  ///   location.
  public func feed(_ frame: TouchFrame) {
    gestureKitPrecondition(
      frame.time.isFinite, "GestureKit: a touch frame's time must be finite, not \(frame.time)")
    // The check costs a pass over the changes; the copy happens only for a location to fill in.
    if frame.changes.contains(where: { !$0.location.x.isFinite || !$0.location.y.isFinite }) {
      deliver(withLastLocations(frame))
    } else {
      deliver(frame)
    }
  }

  private func deliver(_ frame: TouchFrame) {
    startTime(at: frame.time)
    advanceClock(to: frame.time)
    layOut()
    environment.handle(frame)
  }

  /// `frame` with each `up` or `cancel` at ``TouchFrame/Change/unknownLocation`` given its
  /// finger's last location.
  private func withLastLocations(_ frame: TouchFrame) -> TouchFrame {
    var frame = frame
    for index in frame.changes.indices {
      let change = frame.changes[index]
      guard !change.location.x.isFinite || !change.location.y.isFinite else { continue }
      gestureKitPrecondition(
        change.phase == .up || change.phase == .cancel,
        "GestureKit: touch \(change.id)'s location must be finite, not \(change.location)")
      let last = environment.activeTouches.first { $0.identifier == change.id && !$0.phase.isFinal }
      frame.changes[index].location = last?.locationInWindow ?? .zero
    }
    return frame
  }

  /// Delivers one touchpad or pointer event at its time.
  ///
  /// - Precondition: The time and numbers are finite.
  public func feed(_ event: IndirectEvent) {
    gestureKitPrecondition(
      event.time.isFinite && event.location.x.isFinite && event.location.y.isFinite
        && event.delta.dx.isFinite && event.delta.dy.isFinite && event.scale.isFinite
        && event.angleDelta.isFinite,
      "GestureKit: an indirect event's time and numbers must be finite: \(event)")
    startTime(at: event.time)
    advanceClock(to: event.time)
    layOut()
    environment.handle(event)
  }

  /// Delivers one physical button change to `view` (the window for `nil`) at its time.
  ///
  ///     simulation.feed(PressInput(time: 0.1, type: .select, phase: .began), to: button)
  public func feed(_ press: PressInput, to view: UIView? = nil) {
    startTime(at: press.time)
    advanceClock(to: press.time)
    layOut()
    environment.handle(press, to: view)
  }

  /// The layout pass before each input, as UIKit's run loop lays out before the next event:
  /// only when a view in the window asked for layout, so steady input pays one flag test.
  private func layOut() {
    if window.drainsMainQueue { MainQueue.drain() }
    // Trait changes and property updates come before layout, as in UIKit's update pass; those
    // that layout asks for (a SwiftUI environment bridged to a representable's traits) join
    // the same pass.
    // Steady input pays one flag test for each.
    if UpdateCycle.hasWork { UpdateCycle.run() }
    if window.subtreeNeedsLayout {
      window.layoutIfNeeded()
      if UpdateCycle.hasWork {
        UpdateCycle.run()
        if window.subtreeNeedsLayout { window.layoutIfNeeded() }
      }
    }
    // Drawing comes after layout, as UIKit draws when it next renders (UIView+Display.swift).
    if UpdateCycle.hasDisplayWork { UpdateCycle.display() }
  }

  /// Moves the clock to `time`, firing the deadlines due by then in order. Where the window
  /// drains the main queue (it hosts SwiftUI views), the update pass runs before each deadline,
  /// so that main-queue work queued before a timer runs before it, as a run-loop turn runs the
  /// main queue's blocks before a timer due later; UIKit-only scenes pay one flag test.
  private func advanceClock(to time: TimeInterval) {
    if window.drainsMainQueue {
      // The pass after each deadline too, at its time, so that what a timer changed is laid
      // out (and starts its animations) when it fired rather than when the clock stops.
      while true {
        layOut()
        guard let next = clock.nextDeadline, next <= time else { break }
        _ = environment.fireNext(notAfter: time)
      }
    }
    environment.advance(to: time)
  }

  /// The update pass now: the main queue's work when a SwiftUI view asked for it, then the
  /// layout due, as before each input.
  package func runUpdatePass() {
    layOut()
  }

  /// Delivers one input of either kind.
  public func feed(_ input: InputEvent) {
    switch input {
    case .touches(let frame): feed(frame)
    case .indirect(let event): feed(event)
    }
  }

  /// Moves the clock to `time`, firing every deadline due by then in order.
  ///
  /// - Precondition: `time` is finite (a NaN or infinite time would stop the clock for good).
  public func advance(to time: TimeInterval) {
    gestureKitPrecondition(
      time.isFinite, "GestureKit: advance(to:) needs a finite time, not \(time)")
    startTime(at: time)
    advanceClock(to: time)
  }

  /// Moves the clock forward by `interval` seconds.
  public func advance(by interval: TimeInterval) {
    advance(to: now + interval)
  }

  /// Fires every remaining deadline, so that every recognizer waiting on time decides.
  public func settle() {
    becomeCurrent()
    // A cancelled DispatchWorkItem is no deadline to wait for (its block would do nothing).
    FoundationTimers.dropCancelledWorkItems()
    if window.drainsMainQueue {
      // The update pass before each deadline, as in ``advance(to:)``.
      layOut()
      while environment.fireNext(notAfter: .infinity) { layOut() }
    } else {
      environment.settle()
    }
    layOut()
  }

  /// Feeds every input of `script`, then settles unless told not to.
  ///
  /// - Returns: the transcript entries the script produced.
  ///
  /// A relative script (made without `startingAt:`) starts at the clock's current time: its
  /// input at script time t is delivered at `now + t`, so a script run after another keeps its
  /// waits and velocities.
  ///
  /// A script run with `settle` that ends with fingers still down is reported through
  /// ``unfinishedScriptHandler``: those touches never end, so a test that expects nothing to be
  /// recognized would pass without testing anything. Lift them (the gesture helpers such as
  /// ``TouchScript/Step/drag(_:from:to:duration:steps:)`` do), or pass `settle: false` to keep
  /// them down on purpose. A repeating Foundation `Timer` still scheduled then is reported as a warning
  /// (``GestureProblem/Kind/timerPending``): settling fires it only up to the last other
  /// deadline, since it never runs out.
  @discardableResult
  public func run(_ script: TouchScript, settle: Bool = true) -> [TranscriptEntry] {
    let start = transcript.count
    if script.isRelative, hasInput || now != 0 {
      let offset = now
      for input in script.inputs { feed(input.delayed(by: offset)) }
    } else {
      for input in script.inputs { feed(input) }
    }
    if settle {
      self.settle()
      let down = touchesDown
      if !down.isEmpty {
        let list = down.map(String.init).joined(separator: ", ")
        Simulation.unfinishedScriptHandler(
          "GestureKit: the script ends with finger\(down.count == 1 ? "" : "s") \(list) still down, "
            + "so their gesture never ends; lift them, or run with settle: false to keep them down")
      }
      FoundationTimers.reportPending(on: clock)
    }
    return Array(transcript[start...])
  }

  /// The identifiers of the fingers down now, in the order they landed.
  public var touchesDown: [Int] { environment.touchesDown }

  /// Receives the message about a script run with `settle` that left fingers down. Default:
  /// ``GestureProblems/report(_:)``, which writes it to standard error and, with
  /// `GestureKitTesting` linked, records it as an issue of the running test.
  public static var unfinishedScriptHandler: (String) -> Void = { message in
    GestureProblems.report(GestureProblem(kind: .fingersLeftDown, message: message))
  }

  /// Forgets the transcript so far (the simulation's state is kept).
  public func clearTranscript() {
    transcript.removeAll()
  }

  /// The first input fixes the time that transcripts count from. An idle clock jumps to it (a
  /// trace may start at any time); deadlines scheduled before it still fire in order.
  private func startTime(at time: TimeInterval) {
    becomeCurrent()
    guard !hasInput else { return }
    hasInput = true
    if !clock.hasPendingDeadlines { clock.now = time }
    environment.timeOrigin = time
  }
}
