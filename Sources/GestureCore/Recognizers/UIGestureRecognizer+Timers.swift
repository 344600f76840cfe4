import Foundation

extension UIGestureRecognizer {
  /// Runs `body` after `delay` seconds of simulation time, then lets the environment report any
  /// state it set. This is how GestureKit's built-in recognizers wait (a long press's duration,
  /// a tap's interval): the deadline sits on the simulation's virtual clock, never on a real one.
  ///
  /// iOS has no such method: code that must also build for iOS waits with `Timer` or
  /// `DispatchQueue.main.asyncAfter`, which run on the same clock here (see the porting guide's
  /// "Timers and delayed work").
  ///
  /// A recognizer that is not in a simulated window cannot wait; the timer is returned already
  /// invalid. The timer releases `body` when it fires or is invalidated, and the environment
  /// invalidates every timer when it goes away, so `body` may capture the recognizer strongly
  /// (which keeps the recognizer's reference counting on its fast path).
  ///
  /// - Returns: the timer, to ``GestureTimer/invalidate()`` when the wait is no longer needed.
  @discardableResult
  public func scheduleTimer(after delay: TimeInterval, _ body: @escaping () -> Void) -> GestureTimer
  {
    let timer = GestureTimer(body: body)
    guard let environment else {
      timer.invalidate()
      return timer
    }
    environment.clock.schedule(timer, at: environment.clock.now + Swift.max(delay, 0))
    return timer
  }

  /// The simulation's current time, or `nil` when the recognizer is not in a simulated window.
  public var currentTime: TimeInterval? { environment?.clock.now }
}
