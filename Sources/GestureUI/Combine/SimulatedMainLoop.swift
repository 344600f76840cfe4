// No `import Foundation` here: Foundation comes through GestureCore, so `Timer` and `RunLoop`
// calls below are GestureCore's, on the simulation's clock.
import GestureCore
import OpenCombine

/// Where Combine's `DispatchQueue.main` scheduler puts its work while a simulation runs: on the
/// simulation, not on Dispatch, so that `receive(on: DispatchQueue.main)`,
/// `debounce(for:scheduler:)` and the like deliver at definite virtual times with no real
/// waiting.
///
/// - Work scheduled for now runs in the simulation's next update pass, with the blocks that
///   `DispatchQueue.main.async` queued: before the next input, at `settle()`, and at
///   `SwiftUIHost.update()`. On iOS it runs at the main run loop's next turn, never inside the
///   call that scheduled it.
/// - Work scheduled for a later time runs when the simulation's clock reaches it, as
///   `DispatchQueue.main.asyncAfter` does here.
///
/// Only from main-queue code, while a simulation exists; elsewhere the schedulers hand work to
/// Dispatch and the real clock, as Combine's do.
@MainActor enum SimulatedMainLoop {
  /// The current simulation, when main-thread work scheduled now goes on its clock.
  nonisolated static var simulation: Simulation? {
    guard FoundationTimers.isOnMainQueue else { return nil }
    return MainActor.assumeIsolated { Simulation.current }
  }

  /// Runs `work` in `simulation`'s next update pass.
  static func perform(in simulation: Simulation, _ work: UncheckedAction) {
    // The window's update pass drains the main queue's work from now on (a hosting view turns
    // this on too); GestureCore's `async(execute:)` keeps the block for it.
    simulation.window.drainsMainQueue = true
    DispatchQueue.main.async { work.run() }
  }

  /// Runs `work` when the clock reaches `seconds`.
  static func perform(at seconds: Double, _ work: UncheckedAction) {
    DispatchQueue.main.asyncAfter(deadline: SimulatedDispatchTime(seconds: seconds)) { work.run() }
  }

}

/// Work a scheduler runs at a date and then every interval after it (Combine's
/// `schedule(after:interval:tolerance:options:_:)`), with GestureKit timers on a run loop: a
/// one-shot timer for the first run, then, unless that run cancelled the work (as `debounce`
/// and `throttle` do), a repeating one. So `settle()` fires the first run like any one-shot
/// deadline, and treats the repetitions as a repeating timer (fired up to the last other
/// deadline, reported if still scheduled at the end of a script).
final class RepeatingWork: @unchecked Sendable {
  private let work: UncheckedAction
  private let interval: Double
  private let runLoop: RunLoop
  private let mode: RunLoop.Mode
  private var timer: Timer?
  private var isCancelled = false

  /// Schedules `work` at `start` seconds on the simulation's clock, then every `interval`.
  init(
    _ work: UncheckedAction, at start: Double, every interval: Double, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) {
    self.work = work
    self.interval = Swift.max(interval, 0.000_001)
    self.runLoop = runLoop
    self.mode = mode
    let first = Timer(timeInterval: 0, repeats: false) { [self] _ in firstRun(at: start) }
    first.fireDate = Date(timeIntervalSinceReferenceDate: start)
    timer = first
    runLoop.add(first, forMode: mode)
  }

  private func firstRun(at start: Double) {
    guard !isCancelled else { return }
    work.run()
    guard !isCancelled else { return }
    let work = work
    let repeating = Timer(timeInterval: interval, repeats: true) { _ in work.run() }
    repeating.fireDate = Date(timeIntervalSinceReferenceDate: start + interval)
    timer = repeating
    runLoop.add(repeating, forMode: mode)
  }

  /// Stops the work: no run after this one.
  func cancel() {
    isCancelled = true
    timer?.invalidate()
    timer = nil
  }
}

/// A scheduler's action, which Combine does not mark `Sendable`, carried to the main queue it
/// was scheduled on: it runs on the same (main) queue it came from.
final class UncheckedAction: @unchecked Sendable {
  private let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
  func run() { action() }
}
