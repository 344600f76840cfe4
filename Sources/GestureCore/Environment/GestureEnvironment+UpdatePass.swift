import Foundation

/// The update pass: what UIKit's gesture environment does after each event and each timer.
///
/// 1. Promote recognizers still in `began` that received the event to `changed`.
/// 2. Arbitrate until nothing moves: fail recognizers whose required recognizer recognized,
///    release those whose requirements are met, and let each released, recognized recognizer
///    exclude its undecided competitors (unless a `canPrevent` rule, a failure requirement
///    or a simultaneous-recognition answer spares them).
/// 3. Report: send actions (with `began` always first) and record transcript entries; record
///    failures.
/// 4. Release view touches that delays no longer hold, and reset recognizers whose attempt is
///    over once nothing linked to them is still deciding.
extension GestureEnvironment {
  /// How many rounds one pass may take when actions keep changing states. Each round settles
  /// everything it can; only actions that keep flipping states would reach this.
  static let maximumUpdateRounds = 64

  func update(afterEvent: Bool) {
    if isUpdating {
      updateRequested = true
      return
    }
    isUpdating = true
    defer { isUpdating = false }
    if afterEvent { promoteBegan() }
    var rounds = 0
    repeat {
      updateRequested = false
      arbitrate()
      reportChanges()
      resetFinished()
      releaseHeldTouches()
      rounds += 1
    } while updateRequested && rounds < Self.maximumUpdateRounds
  }

  /// UIKit moves a recognizer still in `began` to `changed` when another event reaches it.
  private func promoteBegan() {
    participants.forEachUnretained { recognizer in
      guard recognizer.receivedCurrentEvent else { return }
      recognizer.receivedCurrentEvent = false
      // Only `began` is ever promoted: most recognizers skip the table.
      if recognizer.storedState == .began { promote(recognizer) }
    }
  }

  /// The promotion move, if the table allows it now. Kept out of line so that the loop above,
  /// which visits every recognizer on every event, saves no registers for it.
  @inline(never)
  private func promote(_ recognizer: UIGestureRecognizer) {
    if recognizer.make(.promotion, because: TransitionCause(.promotion)) {
      enqueueReport(recognizer)
    }
  }

  // MARK: Reset

  /// Resets recognizers whose attempt is over (§1.5): terminal, reported, and with no recognizer
  /// linked to them by a failure requirement still deciding.
  func resetFinished() {
    // Only a terminal recognizer can be finished; most frames have none.
    guard participants.containsUnretained(where: { $0.storedState.isTerminal }) else { return }
    var index = 0
    while index < participants.count {
      let recognizer = participants[index]
      if isFinished(recognizer) {
        participants.remove(at: index)
        recognizer.performReset()
      } else {
        index += 1
      }
    }
  }

  /// Whether the reset move applies to a recognizer whose attempt is over (it leads to
  /// `possible`).
  private func isFinished(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.destination(of: .reset) != nil,
      !recognizer.needsReport, !recognizer.isQueuedForReport
    else { return false }
    for requirement in recognizer.staticRequirements
    where requirement.value.map(\.isActive) ?? false {
      return false
    }
    if recognizer.dynamicRequirements.containsUnretained(where: { $0.isActive }) { return false }
    return !participants.containsUnretained { $0.isActive && $0.requires(recognizer) }
  }
}
