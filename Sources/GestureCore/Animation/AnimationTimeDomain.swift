import Foundation

/// A time line of its own for the animations an interactive transition's animator starts, as
/// UIKit pauses a transition's layer time: held still while a gesture scrubs it, then run
/// forwards (finish) or backwards (cancel) on the simulation's clock.
///
/// Animations started while a domain is ``active`` take their times from it, and their ends are
/// deadlines in it: while it is held they wait; when it runs they become deadlines on the clock
/// at the instants the domain reaches them. A domain run backwards to its start fires every
/// waiting end there, so the animator's completion blocks run and can report the cancellation.
@MainActor final class AnimationTimeDomain {
  /// The domain animations started now belong to.
  static var active: AnimationTimeDomain?

  let clock: VirtualClock

  /// How local time moves: held at `from`, or moving from `from` to `to` between two clock
  /// times along `curve`.
  private var from = 0.0
  private var motion:
    (to: Double, start: TimeInterval, length: TimeInterval, curve: CubicBezierCurve)?
  private var waiting: [(time: Double, body: () -> Void)] = []
  private var scheduled: [GestureTimer] = []

  init(clock: VirtualClock) {
    self.clock = clock
  }

  /// The domain's time now.
  var now: TimeInterval {
    guard let motion else { return from }
    guard motion.length > 0 else { return motion.to }
    let s = Swift.min(Swift.max((clock.now - motion.start) / motion.length, 0), 1)
    return from + (motion.to - from) * motion.curve.value(at: s)
  }

  /// Runs `body` when the domain reaches `time`.
  func schedule(at time: TimeInterval, _ body: @escaping () -> Void) {
    waiting.append((time, body))
    if motion != nil { reschedule() }
  }

  /// Holds the domain at `time`.
  func hold(at time: TimeInterval) {
    from = time
    motion = nil
    reschedule()
  }

  /// Moves the domain from where it is to `target` over `length` seconds of the clock along
  /// `curve`. Reaching a time fires what waits for it; reaching 0 backwards fires everything
  /// that waits.
  func run(to target: TimeInterval, over length: TimeInterval, curve: CubicBezierCurve) {
    from = now
    motion = (target, clock.now, Swift.max(length, 0), curve)
    reschedule()
  }

  /// Turns the waiting bodies the current motion reaches into deadlines on the clock.
  private func reschedule() {
    for timer in scheduled { timer.invalidate() }
    scheduled.removeAll()
    guard let motion else { return }
    let forwards = motion.to >= from
    for (index, entry) in waiting.enumerated() {
      let reached = forwards ? entry.time <= motion.to : motion.to <= 0
      guard reached else { continue }
      let when: TimeInterval
      if !forwards || entry.time <= from {
        when = motion.start + motion.length
      } else {
        when = motion.start + motion.length * progress(toReach: entry.time, motion: motion)
      }
      let timer = GestureTimer { [unowned self] in self.fire(index: index) }
      scheduled.append(timer)
      clock.schedule(timer, at: when)
    }
  }

  /// The fraction of the motion's clock time at which local time reaches `time` (bisection on
  /// the curve, which rises from 0 to 1).
  private func progress(
    toReach time: Double,
    motion: (to: Double, start: TimeInterval, length: TimeInterval, curve: CubicBezierCurve)
  ) -> Double {
    let wanted = (time - from) / (motion.to - from)
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if motion.curve.value(at: middle) < wanted { low = middle } else { high = middle }
    }
    return high
  }

  private func fire(index: Int) {
    guard waiting.indices.contains(index) else { return }
    let body = waiting[index].body
    waiting[index].body = {}
    body()
  }
}
