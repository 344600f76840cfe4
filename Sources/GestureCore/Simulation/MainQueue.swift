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
@MainActor enum MainQueue {
  static func drain() {
    guard Thread.isMainThread else { return }
    #if canImport(Glibc) || canImport(Musl)
      dispatchMainQueueCallback(nil)
    #else
      _ = RunLoop.main.run(mode: .default, before: .distantPast)
    #endif
  }
}
