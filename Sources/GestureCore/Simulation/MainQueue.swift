import Foundation

#if canImport(Glibc) || canImport(Musl)
  /// libdispatch's entry for run loops that serve the main queue: it runs the blocks queued on
  /// the main queue so far. Foundation's run loop calls it on every turn; a nested run loop
  /// does not while a main-queue block is running, which is where simulations run.
  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
#endif

/// Runs the work queued on the main dispatch queue, as one turn of the main run loop does on
/// iOS, so that code which defers work with `DispatchQueue.main.async` (an observation
/// re-registering itself, a coordinator writing a binding later) sees it done before the next
/// input, deterministically and without waiting.
///
/// Blocks that the drained blocks queue run at the next pass, as blocks queued during a
/// run-loop turn run at the next turn on iOS. The main actor's own jobs are main-queue blocks
/// too, so main-actor work that another task queued runs here as well, as it would at the next
/// run-loop turn.
///
/// A test process on Linux runs main-actor code on a thread of the dispatch pool, not on the
/// main thread, and there libdispatch cannot run the main queue's blocks from inside one of
/// them. So `DispatchQueue.main.async { … }` called from main-queue code while a simulation
/// hosts SwiftUI views is kept here instead (GestureCore's `DispatchQueue.async(execute:)`) and
/// run by the same pass, on every thread.
@MainActor enum MainQueue {
  /// The blocks queued with `DispatchQueue.main.async` while the current simulation drains the
  /// main queue, in queueing order.
  private static var pending: [() -> Void] = []

  /// Whether main-queue work queued now is kept for the current simulation's update pass.
  static var takesWork: Bool { Simulation.current?.window.drainsMainQueue == true }

  /// Keeps `work` for the next update pass.
  static func enqueue(_ work: @escaping @Sendable @convention(block) () -> Void) {
    pending.append { work() }
  }

  static func drain() {
    if Thread.isMainThread {
      #if canImport(Glibc) || canImport(Musl)
        dispatchMainQueueCallback(nil)
      #else
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
      #endif
    }
    guard !pending.isEmpty else { return }
    let batch = pending
    pending.removeAll()
    for work in batch { work() }
  }
}

extension DispatchQueue {
  /// Runs `work` on this queue, as Dispatch's `async(execute:)` does, except for main-queue
  /// work queued from main-queue code while the current simulation hosts SwiftUI views: that
  /// runs in the simulation's next update pass (before the next input, and when it settles), in
  /// queueing order, on whichever thread the test runner runs the main actor. Calls that name
  /// `group:`, `qos:` or `flags:` are Dispatch's.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard getSpecific(key: FoundationTimers.mainQueueKey) == true, FoundationTimers.isOnMainQueue,
      MainActor.assumeIsolated({ MainQueue.takesWork })
    else {
      async(group: nil, qos: .unspecified, flags: [], execute: work)
      return
    }
    MainActor.assumeIsolated { MainQueue.enqueue(work) }
  }

  /// Runs `workItem` on this queue, as Dispatch's `async(execute:)` does, except for main-queue
  /// work queued from main-queue code while the current simulation hosts SwiftUI views: that
  /// runs in the simulation's next update pass, in queueing order with the blocks above, unless
  /// the item was cancelled before then. Disfavored: next to `import Foundation` Dispatch's
  /// own, of the same signature, is chosen.
  @_disfavoredOverload
  public func async(execute workItem: DispatchWorkItem) {
    guard getSpecific(key: FoundationTimers.mainQueueKey) == true, FoundationTimers.isOnMainQueue,
      MainActor.assumeIsolated({ MainQueue.takesWork })
    else {
      // Dispatch's own `async(execute:)` for a work item has this very signature, so it cannot
      // be named here; its group form queues the item the same way.
      async(group: DispatchGroup(), execute: workItem)
      return
    }
    let work = QueuedWorkItem(workItem)
    MainActor.assumeIsolated { MainQueue.enqueue { work.run() } }
  }
}
