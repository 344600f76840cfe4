import ArgumentParser

/// A command whose work runs on the main actor, where simulations live.
///
/// GestureKit's views, recognizers and simulations are main-actor isolated, as UIKit's are.
/// ArgumentParser calls `run()` on the main thread, so the command steps onto the main actor
/// there and does its work in ``runOnMainActor()``.
protocol MainActorCommand: ParsableCommand {
  /// The command's work.
  @MainActor func runOnMainActor() throws
}

extension MainActorCommand {
  func run() throws {
    // The command is parsed and run on the main thread and never leaves it.
    nonisolated(unsafe) let command = self
    try MainActor.assumeIsolated { try command.runOnMainActor() }
  }
}
