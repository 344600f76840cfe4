import Foundation
import Synchronization

// Foundation's timers and delayed main-queue work, as iOS code writes them, on the simulation's
// virtual clock.
//
// How the interception works, and where it stops (measured on Swift 6.3):
//
// - `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `Timer(timeInterval:repeats:block:)`,
//   `RunLoop.add(_:forMode:)`, `RunLoop.perform(_:)` and `perform(inModes:block:)` are declared
//   here with Foundation's exact signatures. Swift then prefers these in a file that sees
//   Foundation only through GestureKit (`import GestureKit`, or the portable
//   `#if canImport(UIKit)` block), because GestureCore imports Foundation: a declaration shadows
//   one of the same signature from a module it imports. A file that also writes
//   `import Foundation` sees both; these are `@_disfavoredOverload`, so there Foundation's are
//   chosen, without ambiguity, as they were before GestureKit had timers: such a file compiles,
//   and its Timer and RunLoop calls run on the real clock, which a simulation never moves.
// - The Timer block API is declared a second time with a block that takes `any SimulatedTimer`.
//   Such a block can stand in for one that takes a `Timer`, so Swift ranks this spelling first
//   in every file: a block that ignores its timer (`{ [weak self] _ in … }`) resolves here even
//   next to `import Foundation`. A block that uses its timer picks the exact spelling above, or
//   Foundation's next to `import Foundation`. The init of this kind is disfavored, so that next
//   to `import Foundation` a `Timer(timeInterval:repeats:block:)` that Foundation's
//   `RunLoop.main.add` will schedule is Foundation's too, not one dated on the simulation's clock.
// - `DispatchQueue.asyncAfter(deadline:execute:)` and `asyncAfter(wallDeadline:execute:)` with a
//   closure are declared with a deadline of GestureKit's own type, ``SimulatedDispatchTime``, and
//   without Dispatch's `qos:` and `flags:`. Swift prefers the overload that needs fewer default
//   arguments (it is "more specialized"), so `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` resolves here in
//   every file, `import Foundation` or not, and `.now()` is the simulation's time, not the real
//   clock's. Calls that name `qos:`, or pass a `DispatchTime` value made elsewhere, still go to
//   Dispatch and run on the real clock.
// - `DispatchQueue.asyncAfter(deadline:execute:)` with a `DispatchWorkItem` has no defaulted
//   argument to drop, so its deadline of GestureKit's type wins another way: it is disfavored
//   (so that next to `import Foundation` Dispatch's is chosen, on the real clock), and GestureCore
//   declares disfavored copies of `DispatchTime.now()`, `DispatchTime + seconds or interval` and
//   Dispatch's work-item `asyncAfter(deadline:execute:)`, which in a file that sees Dispatch only
//   through GestureKit shadow Dispatch's (they do what Dispatch's do). There the `DispatchTime`
//   reading of `.now() + 0.3` needs at least two disfavored spellings and GestureKit's needs one,
//   so GestureKit's wins.

extension Timer {
  /// Creates a timer and schedules it on the main run loop, which here is the simulation's
  /// virtual clock: the block runs when the simulation's time reaches now + `interval` (and every
  /// `interval` after that when `repeats`), with no real waiting.
  ///
  /// Called off the main thread, where GestureKit runs no run loop, the timer can never fire;
  /// that is reported as a ``GestureProblem`` of kind ``GestureProblem/Kind/timerCannotFire``.
  @_disfavoredOverload
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    (FoundationTimers.isOnMainQueue ? RunLoop.main : RunLoop.current).add(timer, forMode: .default)
    return timer
  }

  /// Creates a timer that fires `interval` seconds of simulation time from now once added to the
  /// main run loop (`RunLoop.main.add(_:forMode:)`).
  ///
  /// Its `fireDate` counts on the simulation's clock, as ``CFAbsoluteTimeGetCurrent()`` does, so
  /// do not turn it into a calendar date.
  @_disfavoredOverload
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    let start = FoundationTimers.isOnMainQueue ? FoundationTimers.simulationTime() : 0
    var interval = interval
    if interval.isNaN {
      FoundationTimers.report(
        .timerCannotFire,
        "GestureKit: a Timer was made with an interval that is not a number (NaN); it is "
          + "treated as 0 s, as Foundation treats an interval of 0 or less")
    }
    // Foundation's documented floor (Timer.scheduledTimer(withTimeInterval:repeats:block:)):
    // "If interval is less than or equal to 0.0, this method chooses the nonnegative value of
    // 0.0001 seconds instead", so a repeating timer of 0 s fires every 0.1 ms. A one-shot timer
    // of 0 s keeps firing at the next turn (OUR CHOICE: the 0.1 ms would move no transcript).
    if repeats, !(interval > 0) { interval = FoundationTimers.shortestInterval }
    if interval.isNaN { interval = 0 }
    self.init(
      fire: Date(timeIntervalSinceReferenceDate: start + Swift.max(interval, 0)),
      interval: interval, repeats: repeats, block: block)
    FoundationTimers.noteCreated(self)
  }
}

/// The timer as a block scheduled with GestureKit's second spelling of the `Timer` block API
/// sees it: the same timer, typed so that Swift prefers that spelling in a file that also
/// imports Foundation (see `Timer.scheduledTimer(withTimeInterval:repeats:block:)`).
public protocol SimulatedTimer: AnyObject {
  /// Stops the timer from firing again.
  func invalidate()
  /// Whether the timer will still fire.
  var isValid: Bool { get }
}

extension Timer: SimulatedTimer {}

extension Timer {
  /// `scheduledTimer(withTimeInterval:repeats:block:)` for a block typed to take any
  /// timer: a block that takes its timer as `any SimulatedTimer` can also take a `Timer`, so
  /// Swift ranks this spelling above Foundation's in every file, including one that imports
  /// Foundation next to GestureKit, as long as the block does not use its timer as a `Timer`
  /// (`{ _ in … }`, `{ [weak self] _ in … }`). A block that does is ambiguous in such a file.
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (any SimulatedTimer) -> Void
  ) -> Timer {
    let forward: @Sendable (Timer) -> Void = { block($0) }
    return scheduledTimer(withTimeInterval: interval, repeats: repeats, block: forward)
  }

  /// `init(timeInterval:repeats:block:)` for a block typed to take any timer, which Swift
  /// prefers in every file (see the `scheduledTimer` of the same kind).
  @_disfavoredOverload
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (any SimulatedTimer) -> Void
  ) {
    let forward: @Sendable (Timer) -> Void = { block($0) }
    self.init(timeInterval: interval, repeats: repeats, block: forward)
  }
}

extension RunLoop {
  /// Adds `timer` to this run loop. On the main run loop, from the main thread, in the default or
  /// the common modes, the timer goes on the current simulation's clock at its `fireDate`.
  ///
  /// GestureKit runs no other run loop and no other mode, so a timer added anywhere else can never
  /// fire; that is reported as a ``GestureProblem`` (``GestureProblem/Kind/timerCannotFire``).
  @_disfavoredOverload
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    guard FoundationTimers.isMain(self) else {
      FoundationTimers.report(
        .timerCannotFire,
        "GestureKit: a Timer was added to a run loop other than the main one, which nothing runs "
          + "here, so it can never fire; schedule it on the main thread (RunLoop.main)")
      return
    }
    nonisolated(unsafe) let timer = timer  // used on this thread only
    MainActor.assumeIsolated { FoundationTimers.schedule(timer, mode: mode) }
  }

  /// Runs `block` at the main run loop's next turn: before the simulation's next input or clock
  /// move, or when it settles.
  @_disfavoredOverload
  public func perform(_ block: @escaping @Sendable () -> Void) {
    perform(inModes: [.default], block: block)
  }

  /// Runs `block` at the main run loop's next turn in one of `modes` (see ``perform(_:)``).
  @_disfavoredOverload
  public func perform(inModes modes: [RunLoop.Mode], block: @escaping @Sendable () -> Void) {
    guard FoundationTimers.isMain(self) else {
      FoundationTimers.report(
        .timerCannotFire,
        "GestureKit: work was given to a run loop other than the main one, which nothing runs "
          + "here, so it can never run; use RunLoop.main from the main thread")
      return
    }
    MainActor.assumeIsolated {
      guard modes.contains(where: FoundationTimers.runs) else {
        FoundationTimers.report(
          .timerCannotFire,
          "GestureKit: RunLoop.main.perform(inModes: \(modes.map(\.rawValue))) can never run: "
            + "the simulation runs the main run loop in the default and common modes only")
        return
      }
      FoundationTimers.enqueue(after: 0, what: "RunLoop.main.perform") { block() }
    }
  }
}

/// A deadline for `DispatchQueue.asyncAfter`, on the simulation's clock: what
/// `.now() + 0.3` means in `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` when
/// GestureKit is imported.
///
/// You never name this type: code written as for iOS gets it from the leading dot.
public struct SimulatedDispatchTime: Sendable, Hashable, Comparable {
  /// Seconds on the simulation's clock.
  public var seconds: TimeInterval

  /// Creates a deadline at `seconds` on the simulation's clock.
  public init(seconds: TimeInterval) {
    self.seconds = seconds
  }

  /// The simulation's current time (the current simulation's clock; 0 before any).
  public static func now() -> SimulatedDispatchTime {
    SimulatedDispatchTime(
      seconds: FoundationTimers.isOnMainQueue
        ? FoundationTimers.simulationTime() : currentMediaTime())
  }

  /// The deadline `seconds` later.
  public static func + (time: SimulatedDispatchTime, seconds: Double) -> SimulatedDispatchTime {
    SimulatedDispatchTime(seconds: time.seconds + seconds)
  }

  /// The deadline `interval` later.
  public static func + (
    time: SimulatedDispatchTime, interval: DispatchTimeInterval
  ) -> SimulatedDispatchTime {
    SimulatedDispatchTime(seconds: time.seconds + interval.seconds)
  }

  /// The deadline `seconds` earlier.
  public static func - (time: SimulatedDispatchTime, seconds: Double) -> SimulatedDispatchTime {
    SimulatedDispatchTime(seconds: time.seconds - seconds)
  }

  /// The deadline `interval` earlier.
  public static func - (
    time: SimulatedDispatchTime, interval: DispatchTimeInterval
  ) -> SimulatedDispatchTime {
    SimulatedDispatchTime(seconds: time.seconds - interval.seconds)
  }

  /// Orders deadlines by time.
  public static func < (lhs: SimulatedDispatchTime, rhs: SimulatedDispatchTime) -> Bool {
    lhs.seconds < rhs.seconds
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds (`.never` is infinite).
  fileprivate var seconds: TimeInterval {
    switch self {
    case .seconds(let value): TimeInterval(value)
    case .milliseconds(let value): TimeInterval(value) / 1e3
    case .microseconds(let value): TimeInterval(value) / 1e6
    case .nanoseconds(let value): TimeInterval(value) / 1e9
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}

extension DispatchQueue {
  /// Runs `work` when the simulation's time reaches `deadline`, on the main queue; on any other
  /// queue, after that many seconds of real time, as Dispatch does.
  public func asyncAfter(
    deadline: SimulatedDispatchTime,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    schedule(at: deadline, what: "DispatchQueue.main.asyncAfter(deadline:)", work)
  }

  /// Runs `work` when the simulation's time reaches `wallDeadline` (see
  /// ``asyncAfter(deadline:execute:)-(_,()->Void)``): the simulation has one clock, so wall
  /// time and uptime are the same here.
  public func asyncAfter(
    wallDeadline: SimulatedDispatchTime,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    schedule(at: wallDeadline, what: "DispatchQueue.main.asyncAfter(wallDeadline:)", work)
  }

  /// Runs `workItem` when the simulation's time reaches `deadline`, unless it was cancelled
  /// before then, on the main queue; on any other queue, after that many seconds of real time,
  /// as Dispatch does. So the debounce idiom of UIKit code runs on the simulation's clock:
  ///
  ///     pendingSearch?.cancel()
  ///     let search = DispatchWorkItem { [weak self] in self?.search() }
  ///     pendingSearch = search
  ///     DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: search)
  ///
  /// Dispatch tells no one of a cancellation, so a cancelled item's deadline stays on the clock
  /// as work that does nothing: `advance(to:)` passes it by, and a settle drops the items
  /// cancelled before it starts, so that they do not move the clock (OUR CHOICE; one cancelled
  /// by other work during the settle still moves the clock to its deadline).
  ///
  /// Disfavored, as GestureCore's copies of Dispatch's `DispatchTime` spellings are: in a file
  /// that sees Dispatch only through GestureKit this is still the one chosen, since the
  /// `DispatchTime` reading would need two disfavored spellings; next to `import Foundation`,
  /// Dispatch's own is chosen, on the real clock.
  @_disfavoredOverload
  public func asyncAfter(deadline: SimulatedDispatchTime, execute workItem: DispatchWorkItem) {
    if let delay = realDelay(until: deadline) {
      asyncAfter(deadline: DispatchTime.now() + delay, execute: workItem)
      return
    }
    let work = QueuedWorkItem(workItem)
    MainActor.assumeIsolated {
      let timer = FoundationTimers.enqueue(
        at: deadline.seconds, what: "DispatchQueue.main.asyncAfter(deadline:execute:)"
      ) {
        work.run()
      }
      if let timer { FoundationTimers.noteScheduled(work, as: timer) }
    }
  }

  /// Seconds of real time until `deadline` when work for it goes to Dispatch: on another queue,
  /// or on the main queue from another thread, since the simulation's clock belongs to the main
  /// actor. Nil when the work goes on the simulation's clock.
  private func realDelay(until deadline: SimulatedDispatchTime) -> TimeInterval? {
    guard getSpecific(key: FoundationTimers.mainQueueKey) == true, FoundationTimers.isOnMainQueue
    else { return Swift.max(deadline.seconds - currentMediaTime(), 0) }
    return nil
  }

  private func schedule(
    at deadline: SimulatedDispatchTime, what: String,
    _ work: @escaping @Sendable @convention(block) () -> Void
  ) {
    if let delay = realDelay(until: deadline) {
      asyncAfter(deadline: DispatchTime.now() + delay, execute: work)
      return
    }
    MainActor.assumeIsolated {
      _ = FoundationTimers.enqueue(at: deadline.seconds, what: what) { work() }
    }
  }
}

/// A `DispatchWorkItem` kept for the simulation's clock or update pass. Dispatch's work items
/// are thread-safe but not marked `Sendable` on Linux.
final class QueuedWorkItem: @unchecked Sendable {
  private let item: DispatchWorkItem

  init(_ item: DispatchWorkItem) {
    self.item = item
  }

  /// Whether the item was cancelled.
  var isCancelled: Bool { item.isCancelled }

  /// Runs the item unless it was cancelled, as Dispatch does when its time comes.
  func run() {
    if !item.isCancelled { item.perform() }
  }
}

/// The Foundation timers and delayed work on the simulations' clocks.
@MainActor package enum FoundationTimers {
  /// The interval Foundation gives a repeating timer asked for 0 s or less: 0.1 ms.
  nonisolated static let shortestInterval: TimeInterval = 0.0001

  /// One timer on a clock: what is needed to warn about it at the end of a run.
  private final class Entry {
    weak var clock: VirtualClock?
    let timer: Timer
    let repeats: Bool
    var deadline: GestureTimer?

    init(clock: VirtualClock, timer: Timer, repeats: Bool) {
      self.clock = clock
      self.timer = timer
      self.repeats = repeats
    }
  }

  /// The timers scheduled and not yet done with, in scheduling order.
  private static var entries: [Entry] = []

  /// Marks the main queue, whose `DispatchQueue` objects are not one object, so that the queue
  /// running now can be told to be it.
  nonisolated package static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the code running now runs on the main queue, as main-actor code does. (Under a test
  /// runner that is not always the process's main thread, so `Thread.isMainThread` will not do.)
  nonisolated package static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Whether `runLoop`, used from the code running now, is the main run loop: `RunLoop.main`, or
  /// `RunLoop.current` in main-queue code, which on iOS is the main thread's run loop.
  nonisolated static func isMain(_ runLoop: RunLoop) -> Bool {
    isOnMainQueue && (runLoop === RunLoop.main || runLoop === RunLoop.current)
  }

  /// The modes whose timers the simulation fires: the main run loop's own and the common ones.
  nonisolated static func runs(_ mode: RunLoop.Mode) -> Bool {
    mode == .default || mode == .common
  }

  /// The current simulation's time, for a timer's fire date. Call it on the main thread.
  nonisolated static func simulationTime() -> TimeInterval {
    MainActor.assumeIsolated { Simulation.current?.clock.now ?? currentMediaTime() }
  }

  /// A timer made by GestureKit's `Timer(timeInterval:repeats:block:)`, whose fire date is on
  /// the simulation's clock.
  private final class Created: @unchecked Sendable {
    weak var timer: Timer?
    init(_ timer: Timer) { self.timer = timer }
  }

  /// The timers made with a fire date on the simulation's clock and not yet scheduled, weakly,
  /// so that an identifier reused by a later timer is not taken for one of them.
  private nonisolated static let created = Mutex<[ObjectIdentifier: Created]>([:])

  /// Notes that `timer`'s fire date is on the simulation's clock (from any thread).
  nonisolated static func noteCreated(_ timer: Timer) {
    created.withLock { table in
      table = table.filter { $0.value.timer != nil }
      table[ObjectIdentifier(timer)] = Created(timer)
    }
  }

  /// Puts `timer` on the current simulation's clock at its fire date, or reports why it can
  /// never fire.
  static func schedule(_ timer: Timer, mode: RunLoop.Mode) {
    guard timer.isValid else { return }
    let onSimulationClock = created.withLock { table in
      table.removeValue(forKey: ObjectIdentifier(timer))?.timer === timer
    }
    guard onSimulationClock || entries.contains(where: { $0.timer === timer }) else {
      report(
        .timerCannotFire,
        "GestureKit: a Timer made with a Date (Timer(fire:…)) was added to the main run loop; "
          + "its date is on the real clock, which the simulation never reads, so it can never "
          + "fire; make it with Timer(timeInterval:repeats:block:)")
      return
    }
    guard runs(mode) else {
      report(
        .timerCannotFire,
        "GestureKit: a Timer was added to the main run loop in mode '\(mode.rawValue)', which "
          + "the simulation never runs (it runs the default and common modes), so it can never "
          + "fire; add it with forMode: .common")
      return
    }
    guard let clock = Simulation.current?.clock else {
      report(
        .timerCannotFire,
        "GestureKit: a Timer was scheduled while no Simulation exists, so no clock will ever "
          + "reach it; create the Simulation before the code that schedules it runs")
      return
    }
    if entries.contains(where: { $0.timer === timer && $0.clock === clock }) { return }
    let entry = Entry(clock: clock, timer: timer, repeats: timer.timeInterval > 0)
    entries.append(entry)
    arm(entry, at: timer.fireDate.timeIntervalSinceReferenceDate)
  }

  private static func arm(_ entry: Entry, at time: TimeInterval) {
    guard let clock = entry.clock else { return }
    let deadline = GestureTimer { [entry] in fire(entry) }
    deadline.isPerpetual = entry.repeats
    entry.deadline = deadline
    clock.schedule(deadline, at: time)
  }

  private static func fire(_ entry: Entry) {
    let timer = entry.timer
    guard timer.isValid, entry.clock != nil else { return forget(entry) }
    if entry.repeats {
      // The next fire date, one interval after this one (the virtual clock is never late, so no
      // firing is ever missed), set before the block runs so that the block reads it.
      let next = timer.fireDate.timeIntervalSinceReferenceDate + timer.timeInterval
      timer.fireDate = Date(timeIntervalSinceReferenceDate: next)
      timer.fire()
      if timer.isValid { arm(entry, at: next) } else { forget(entry) }
    } else {
      timer.fire()  // runs the block, then invalidates the timer
      forget(entry)
    }
  }

  private static func forget(_ entry: Entry) {
    entries.removeAll { $0 === entry }
  }

  /// Runs `body` `delay` seconds from now on the current simulation's clock.
  static func enqueue(after delay: TimeInterval, what: String, _ body: @escaping () -> Void) {
    enqueue(at: (Simulation.current?.clock.now ?? 0) + delay, what: what, body)
  }

  /// Runs `body` when the current simulation's clock reaches `time`, or reports that no clock
  /// ever will.
  @discardableResult
  static func enqueue(at time: TimeInterval, what: String, _ body: @escaping () -> Void)
    -> GestureTimer?
  {
    guard let clock = Simulation.current?.clock else {
      report(
        .timerCannotFire,
        "GestureKit: \(what) was called while no Simulation exists, so no clock will ever run "
          + "its work; create the Simulation before the code that schedules it runs")
      return nil
    }
    let timer = GestureTimer(body: body)
    if time.isNaN {
      // Dispatch reads a NaN delay as its distant future, so the work never runs; that is
      // surely a mistake, and said so.
      report(
        .timerCannotFire,
        "GestureKit: \(what) was given a time that is not a number (NaN), so its work can never "
          + "run; compute the delay from finite numbers")
    }
    clock.schedule(timer, at: time)
    return timer
  }

  /// A work item waiting on a clock with `asyncAfter(deadline:execute:)`.
  private struct WaitingWorkItem {
    let item: QueuedWorkItem
    let timer: GestureTimer
    weak var clock: VirtualClock?
  }

  /// The work items waiting on the simulations' clocks.
  private static var workItems: [WaitingWorkItem] = []

  /// Notes that `item` waits on the current simulation's clock as `timer`.
  static func noteScheduled(_ item: QueuedWorkItem, as timer: GestureTimer) {
    workItems.append(WaitingWorkItem(item: item, timer: timer, clock: Simulation.current?.clock))
  }

  /// Takes the deadlines of cancelled work items off the clocks, and forgets the items that ran
  /// or whose simulation has gone.
  static func dropCancelledWorkItems() {
    guard !workItems.isEmpty else { return }
    for entry in workItems where entry.item.isCancelled { entry.timer.invalidate() }
    workItems.removeAll { !$0.timer.isValid || $0.clock == nil }
  }

  /// Reports the timers on `clock` that are still scheduled: after a settle, the repeating ones,
  /// which settling fires only up to the last other deadline, since they never run out.
  static func reportPending(on clock: VirtualClock) {
    entries.removeAll { $0.clock == nil || !$0.timer.isValid }
    let pending = entries.filter { $0.clock === clock }
    guard !pending.isEmpty else { return }
    let list = pending.map {
      let next = $0.timer.fireDate.timeIntervalSinceReferenceDate
      return "every \(seconds($0.timer.timeInterval)), next at \(seconds(next))"
    }
    report(
      .timerPending,
      "GestureKit: the script ends with \(pending.count) repeating Timer"
        + "\(pending.count == 1 ? "" : "s") still scheduled (\(list.joined(separator: "; "))); "
        + "settling fires a repeating timer only up to the last other deadline, since it never "
        + "runs out: invalidate it when its work is done, or advance(by:) to watch it fire")
  }

  private static func seconds(_ value: TimeInterval) -> String {
    String(format: "%.3fs", value)
  }

  /// Reports a problem from any thread.
  nonisolated static func report(_ kind: GestureProblem.Kind, _ message: String) {
    GestureProblems.report(GestureProblem(kind: kind, message: message))
  }
}
