import Foundation

/// Runs the work queued on the main dispatch queue, as one turn of the main run loop does on
/// iOS, so that code which defers work with `DispatchQueue.main.async` (an observation
/// re-registering itself, a coordinator writing a binding later) sees it done before the next
/// input, deterministically and without waiting.
@MainActor enum MainQueue {
  /// Whether the marker block ran.
  private final class Marker: @unchecked Sendable {
    var ran = false
  }

  /// Runs the blocks queued so far. Blocks that they queue run at the next pass, as blocks
  /// queued during a run-loop turn run at the next turn on iOS.
  static func drain() {
    guard Thread.isMainThread else { return }
    let marker = Marker()
    DispatchQueue.main.async { marker.ran = true }
    // The main run loop runs the main queue's blocks in order, the marker last; the date in
    // the past makes each turn return at once instead of waiting for input. The bound keeps
    // a run loop that does not serve the main queue from spinning.
    var turns = 0
    while !marker.ran && turns < 64 {
      _ = RunLoop.main.run(mode: .default, before: .distantPast)
      turns += 1
    }
  }
}
