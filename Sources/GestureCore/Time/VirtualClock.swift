import Foundation
import HeapModule

/// A deadline on the simulation's clock; invalidate it to cancel.
@MainActor public final class GestureTimer {
  @exclusivity(unchecked) var body: (() -> Void)?

  package init(body: @escaping () -> Void) {
    self.body = body
  }

  /// Whether the timer comes back for ever (a repeating Foundation `Timer`): settling fires it
  /// only while other deadlines remain, since it never runs out.
  @exclusivity(unchecked) package var isPerpetual = false

  /// Whether the timer will still fire.
  public var isValid: Bool { body != nil }

  /// Cancels the timer. Cancelling twice, or after it fired, does nothing.
  public func invalidate() { body = nil }

  /// Runs the body once, unless cancelled.
  func fire() {
    guard let body else { return }
    self.body = nil
    body()
  }
}

/// The simulation's time: a number that only moves when the simulation moves it, and a queue of
/// deadlines that fire in time order.
///
/// Nothing here reads a real clock, so a run is a pure function of its input.
@MainActor public final class VirtualClock {
  private struct Deadline: Comparable {
    let time: TimeInterval
    /// Scheduling order, so deadlines at the same time fire first-scheduled first.
    let sequence: Int
    let timer: GestureTimer

    static func < (lhs: Deadline, rhs: Deadline) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }

    static func == (lhs: Deadline, rhs: Deadline) -> Bool {
      lhs.time == rhs.time && lhs.sequence == rhs.sequence
    }
  }

  /// The current time, in seconds.
  @exclusivity(unchecked) public internal(set) var now: TimeInterval {
    didSet { publishMediaTime(now) }
  }

  @exclusivity(unchecked) private var deadlines = Heap<Deadline>()
  private var scheduled = 0
  /// How many of ``deadlines`` are perpetual.
  private var perpetualCount = 0
  /// Deadlines fired by the current settle (``fireNext(notAfter:)`` with no limit), to stop work
  /// that keeps scheduling itself.
  private var settleFirings = 0
  /// The most deadlines one settle fires before it gives up on work that reschedules itself.
  static let settleFiringLimit = 100_000

  /// Creates a clock reading `now`.
  public init(now: TimeInterval = 0) {
    self.now = now
  }

  /// The time of the earliest pending deadline (cancelled ones may still be counted).
  public var nextDeadline: TimeInterval? {
    dropCancelled()
    return deadlines.min?.time
  }

  /// Whether any deadline is still pending.
  public var hasPendingDeadlines: Bool { nextDeadline != nil }

  /// Runs `body` when the clock reaches `time` (GestureUI's SwiftUI animations end this way);
  /// invalidate the returned timer to cancel.
  @discardableResult
  package func schedule(at time: TimeInterval, _ body: @escaping () -> Void) -> GestureTimer {
    let timer = GestureTimer(body: body)
    schedule(timer, at: time)
    return timer
  }

  package func schedule(_ timer: GestureTimer, at time: TimeInterval) {
    // A deadline at +infinity (or NaN) never comes, as Dispatch's `.distantFuture` never does:
    // it is kept off the clock, so that no settle moves the clock to infinity or to NaN.
    guard time < .infinity else { return }
    scheduled += 1
    if timer.isPerpetual { perpetualCount += 1 }
    deadlines.insert(Deadline(time: Swift.max(time, now), sequence: scheduled, timer: timer))
  }

  /// Whether a timer's body is running (transcripts name it as the cause of what it sets).
  @exclusivity(unchecked) private(set) var isFiring = false

  /// Fires the earliest deadline at or before `limit`, moving the clock to it.
  ///
  /// - Returns: whether a deadline fired.
  ///
  /// With no limit (settling) it fires nothing once only perpetual deadlines remain, and stops,
  /// reporting a ``GestureProblem``, after ``settleFiringLimit`` deadlines: work that schedules
  /// itself again each time it runs would otherwise never let a settle end.
  func fireNext(notAfter limit: TimeInterval) -> Bool {
    if limit == .infinity { return fireNextSettling() }
    dropCancelled()
    guard let next = deadlines.min, next.time <= limit else { return false }
    fire(next)
    return true
  }

  /// ``fireNext(notAfter:)`` with no limit, kept apart so that input's path stays as short as
  /// it was.
  private func fireNextSettling() -> Bool {
    dropCancelled()
    guard let next = deadlines.min, deadlines.count > perpetualCount,
      settleFirings < Self.settleFiringLimit
    else {
      if settleFirings >= Self.settleFiringLimit { reportRunawaySettle() }
      settleFirings = 0
      return false
    }
    settleFirings += 1
    fire(next)
    return true
  }

  private func fire(_ next: Deadline) {
    removeMin()
    now = Swift.max(now, next.time)
    isFiring = true
    next.timer.fire()
    isFiring = false
  }

  /// Moves the clock forward to `time` without firing anything (never backwards).
  func move(to time: TimeInterval) {
    now = Swift.max(now, time)
  }

  /// Cancels every pending deadline.
  func invalidateAll() {
    while let next = deadlines.popMin() { next.timer.invalidate() }
    perpetualCount = 0
  }

  private func dropCancelled() {
    while let next = deadlines.min, !next.timer.isValid { removeMin() }
  }

  private func removeMin() {
    if deadlines.removeMin().timer.isPerpetual { perpetualCount -= 1 }
  }

  private func reportRunawaySettle() {
    GestureProblems.report(
      GestureProblem(
        kind: .timerPending,
        message: "GestureKit: settling stopped after \(Self.settleFiringLimit) deadlines at "
          + "\(now)s: some work schedules itself again each time it runs (a repeating "
          + "asyncAfter or perform), so it never runs out; stop it when its work is done"))
  }
}
