import Foundation
import GestureCore

/// A progress line on standard error for long replays, shown only on a terminal.
final class Progress {
  private let label: String
  private var lastShown = ContinuousClock.now
  private var shown = false

  /// A progress reporter, or `nil` when progress should not be shown.
  static func make(label: String, quiet: Bool) -> Progress? {
    guard !quiet, standardErrorIsTerminal else { return nil }
    return Progress(label: label)
  }

  private init(label: String) {
    self.label = label
  }

  /// Notes that `count` inputs are done; redraws at most a few times a second.
  func advance(_ input: InputEvent, to count: Int) {
    guard count & 0x3FFF == 0 else { return }
    let now = ContinuousClock.now
    guard now - lastShown > .milliseconds(250) else { return }
    lastShown = now
    shown = true
    FileHandle.standardError.write(Data("\r\u{1B}[K\(label): \(count) inputs".utf8))
  }

  /// Clears the line.
  func finish() {
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
