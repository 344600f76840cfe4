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
    // In place: a promotion changes the recognizer's state and queues its report; recognizers
    // join and leave the participants elsewhere (`join(_:)`, `resetFinished()`).
    participants.forEachUnretainedInPlace { recognizer in
      guard recognizer.attempt.receivedCurrentEvent else { return }
      recognizer.attempt.receivedCurrentEvent = false
      // Only `began` is ever promoted: most recognizers skip the table.
      if recognizer.storedState == .began { promote(recognizer) }
    }
  }

  /// The promotion move, if the table allows it now. Kept out of line so that the loop above,
  /// which visits every recognizer on every event, saves no registers for it.
  @inline(never)
  private func promote(_ recognizer: UIGestureRecognizer) {
    make(.promotion, on: recognizer, because: TransitionCause(.promotion))
  }

  // MARK: Reset

  /// Resets recognizers whose attempt is over (§1.5): terminal, reported, and with no recognizer
  /// linked to them by a failure requirement still deciding.
  ///
  /// Linear in the participants and their links: which recognizers an active one still waits
  /// for is marked once, the participants are compacted in one pass, and each touch drops every
  /// reset recognizer in one pass.
  ///
  /// The test for no terminal recognizer (most passes) is inlined where the pass runs; the
  /// reset itself is not.
  @inline(__always)
  func resetFinished() {
    // Only a terminal recognizer can be finished; most frames have none.
    // In place: the predicate only reads the recognizer.
    guard participants.containsUnretainedInPlace(where: { $0.storedState.isTerminal }) else {
      return
    }
    resetFinishedNow()
  }

  @inline(never)
  private func resetFinishedNow() {
    resetPass &+= 1
    let pass = resetPass
    participants.forEachUnretained { waiter in
      guard waiter.isActive else { return }
      FailureRequirements.forEachRequirement(of: waiter) { $0.marks.required = pass }
    }
    resetTouches.truncate(to: 0)
    var index = 0
    var kept = 0
    // A reset may make a subclass change state and join again: appended, it is visited too.
    while index < participants.count {
      // Lent while it is only looked at: the participants hold it, and only this pass takes
      // any out.
      let candidate = participants.withUnsafeBufferPointer { Unmanaged.passUnretained($0[index]) }
      index += 1
      guard candidate._withUnsafeGuaranteedRef({ isFinished($0, pass: pass) }) else {
        // Moved down only behind a reset one: most passes keep the first ones where they are.
        if kept != index - 1 { participants[kept] = candidate.takeUnretainedValue() }
        kept += 1
        continue
      }
      // Held from here: its `reset()` runs the subclass's code.
      let recognizer = candidate.takeUnretainedValue()
      recognizer.marks.reset = pass
      recognizer.attempt.touches.forEachUnretained { touch in
        guard touch.resetMark != pass else { return }
        touch.resetMark = pass
        resetTouches.append(touch)
      }
      recognizer.performReset()
    }
    participants.truncate(to: kept)
    resetTouches.forEachUnretained { touch in
      touch.recognizers.removeAll { $0.marks.reset == pass }
    }
    resetTouches.truncate(to: 0)
    if !answering.isEmpty { answering.removeAll { !$0.isParticipating } }
    if answering.isEmpty { answeringIsInJoinOrder = true }
  }

  /// Whether the reset move applies to a recognizer whose attempt is over (it leads to
  /// `possible`).
  private func isFinished(_ recognizer: UIGestureRecognizer, pass: Int) -> Bool {
    guard recognizer.destination(of: .reset) != nil,
      !recognizer.attempt.reportDuty.isPending, !recognizer.attempt.reportDuty.isQueued,
      recognizer.marks.required != pass
    else { return false }
    return !FailureRequirements.anyRequirement(of: recognizer, where: { $0.isActive })
  }
}
