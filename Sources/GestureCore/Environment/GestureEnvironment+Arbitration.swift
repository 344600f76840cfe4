import Foundation

/// Arbitration, step 2 of the update pass: failure requirements (F2, F3, through
/// `FailureRequirements`, which owns their links) and exclusion (`+Exclusion.swift`), each move
/// made through the environment's table (``UIGestureRecognizer/State/resolving(_:standing:)``).
extension GestureEnvironment {
  /// Settles failure requirements and exclusions, round after round, until nothing moves.
  func arbitrate() {
    var progress = true
    var rounds = 0
    while progress && rounds < Self.maximumUpdateRounds {
      progress = false
      rounds += 1
      // Exclusion only ever fails undecided recognizers; once all have decided (a steady pan
      // or pinch), there is nothing to check. Resolving and excluding interleave in delivery
      // order: of two recognizers that recognize in one event, the first excludes the second
      // before the second is released.
      // In place: the predicates only read the recognizers.
      let anyUndecided = participants.containsUnretainedInPlace { $0.isUndecided }
      // Most frames nobody can move (a steady pan beside undecided recognizers it spared):
      // one pass in place finds that, without visiting them one by one below.
      guard
        participants.containsUnretainedInPlace(where: {
          mayResolve($0) || (anyUndecided && mayExclude($0))
        })
      else { break }
      participants.forEachUnretained { recognizer in
        if mayResolve(recognizer), resolveRequirements(of: recognizer) { progress = true }
        if anyUndecided, mayExclude(recognizer), exclude(by: recognizer) { progress = true }
      }
    }
  }

  /// Whether `resolveRequirements(of:)` may move `recognizer`: one without requirements only
  /// moves when it can be released.
  @inline(__always)
  private func mayResolve(_ recognizer: UIGestureRecognizer) -> Bool {
    FailureRequirements.hasRequirements(recognizer) || recognizer.destination(of: .release) != nil
  }

  /// Whether `exclude(by:)` may fail others for `recognizer`, when some are undecided: a
  /// released, recognized recognizer that has not found every other participant decided or
  /// spared since the last join (`Attempt.sparedAllAtJoin`).
  @inline(__always)
  private func mayExclude(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizer.isReleased && recognizer.storedState.isRecognized
      && recognizer.attempt.sparedAllAtJoin != joinCount
  }

  /// Applies F2: fail on a recognized requirement, release when every requirement is met (the
  /// `requirementRecognized` and `release` moves of the environment's table).
  ///
  /// - Returns: whether anything changed.
  private func resolveRequirements(of recognizer: UIGestureRecognizer) -> Bool {
    // Every state `release` applies to, `requirementRecognized` applies to as well.
    guard recognizer.destination(of: .requirementRecognized) != nil else { return false }
    if !FailureRequirements.hasRequirements(recognizer) {
      guard recognizer.destination(of: .release) != nil else { return false }
      recognizer.attempt.progress.release()
      if recognizer.storedState.isRecognized { recognitionCount &+= 1 }
      return true
    }
    if let decided = decidedWithoutWalk(recognizer) { return decided }

    var waiting = false
    var recognizedRequirement: UIGestureRecognizer?
    var requirementTookPart = false
    var index = 0
    var witness = -1
    func consider(_ required: UIGestureRecognizer) {
      defer { index += 1 }
      guard Self.takesPart(required, waiter: recognizer) else { return }
      requirementTookPart = true
      if recognizedRequirement == nil, required.isReleased, required.storedState.isRecognized {
        recognizedRequirement = required
      }
      if required.isUndecided {
        waiting = true
        if witness < 0 { witness = index }
      }
    }
    FailureRequirements.forEachRequirement(of: recognizer, consider)
    if let recognizedRequirement {
      // The docs: a recognizer fails as soon as the one it waits for is recognized.
      make(
        .requirementRecognized, on: recognizer,
        because: Self.cause(.requirementRecognized, by: recognizedRequirement))
      return true
    }
    if recognizer.staticRequirements.isEmpty {
      recognizer.attempt.walk = Attempt.RequirementWalk(
        recognitions: recognitionCount, requirements: recognizer.attempt.requirementsVersion,
        firstUndecided: witness)
    }
    guard recognizer.destination(of: .release) != nil else { return false }
    if waiting {
      recognizer.attempt.progress.wait()
      return false
    }
    recognizer.attempt.progress.release()
    if recognizer.storedState.isRecognized { recognitionCount &+= 1 }
    if recognizer.attempt.progress.waited {
      recognizer.willBeginAfterSatisfyingFailureRequirements()
      noteRequirementsWaitedFor(by: recognizer)
    }
    // Its report follows those of the requirements that released it, even when they failed
    // in the same event.
    // The release's effect, when anything it waits for took part: with no decider, it has
    // nobody to report after.
    if recognizer.attempt.progress.waited || requirementTookPart {
      perform(UIGestureRecognizer.State.EnvironmentMove.release.effect, on: recognizer)
    }
    return true
  }

  /// Whether a requirement counts for `waiter` now: another recognizer, taking part, enabled and
  /// in a view.
  @inline(__always)
  private static func takesPart(_ required: UIGestureRecognizer, waiter: UIGestureRecognizer)
    -> Bool
  {
    // The stored reference, not `view`: no strong reference to take and drop.
    required !== waiter && required.isParticipating && required.isEnabled
      && required.viewStorage != nil
  }

  /// What ``resolveRequirements(of:)`` returns for `recognizer` when its last walk of its
  /// requirements, which found none of them recognized, still holds; `nil` when a walk must
  /// decide.
  ///
  /// The walk holds when no requirement was linked or unlinked since and no participant became
  /// recognized and released since: then none of its requirements is recognized yet. A
  /// recognizer that cannot be released (still possible) then has nothing to do. One that
  /// could still waits when a requirement at or after the first one the walk found undecided
  /// still is; the requirements before that one were decided, and stay so while their waiter
  /// is active (the reset pass keeps a requirement of an active recognizer).
  ///
  /// Only for a recognizer whose requirements are all of this attempt (made by the delegates
  /// and subclass hooks when it joined): those are participants of this environment, whose
  /// recognitions it counts. A `require(toFail:)` link may reach another window's.
  ///
  /// Issue #38: 500 SwiftUI gestures on one view wait for one another, each outer one for every
  /// inner one, and each of the hundreds of failures in one tap walked every waiter's
  /// requirements again: cubic in the gestures.
  private func decidedWithoutWalk(_ recognizer: UIGestureRecognizer) -> Bool? {
    let last = recognizer.attempt.walk
    guard last.recognitions == recognitionCount,
      last.requirements == recognizer.attempt.requirementsVersion,
      recognizer.staticRequirements.isEmpty
    else { return nil }
    guard recognizer.destination(of: .release) != nil else { return false }
    guard last.firstUndecided >= 0,
      let found = FailureRequirements.firstDynamicRequirement(
        of: recognizer, from: last.firstUndecided,
        where: { Self.takesPart($0, waiter: recognizer) && $0.isUndecided })
    else { return nil }
    recognizer.attempt.walk.firstUndecided = found
    recognizer.attempt.progress.wait()
    return false
  }

  /// Names, in the causes of a recognizer's held states, the requirements whose failure
  /// released them.
  private func noteRequirementsWaitedFor(by recognizer: UIGestureRecognizer) {
    var names: [String] = []
    FailureRequirements.forEachRequirement(of: recognizer) { required in
      if required.isParticipating { names.append(Self.transcriptName(of: required)) }
    }
    guard !names.isEmpty else { return }
    let waitedFor = names.joined(separator: ", ")
    recognizer.attempt.cause.name(waitedFor: waitedFor)
    recognizer.attempt.beganCause.name(waitedFor: waitedFor)
  }

  /// A cause that names another recognizer and its view.
  static func cause(_ rule: TransitionCause.Rule, by other: UIGestureRecognizer)
    -> TransitionCause
  {
    TransitionCause(
      rule, other: transcriptName(of: other), otherView: other.view.map(name(of:)) ?? "-")
  }

  /// A recognizer's name in transcripts: its `name`, else its type.
  static func transcriptName(of recognizer: UIGestureRecognizer) -> String {
    recognizer.name ?? recognizer.transcriptType
  }

  // MARK: Joining an attempt

  /// Adds a recognizer to the current attempt and asks the dynamic failure-requirement
  /// questions (F3) once for each pair it forms with the recognizers already taking part.
  ///
  /// A pair of which neither side can answer anything but no (a built-in class without a
  /// delegate) is not asked: when the newcomer cannot answer, only the participants that can
  /// (`answering`, in joining order) are visited, so that ten thousand plain taps join in
  /// linear time. Every pair that could answer yes is asked, in the same order as before.
  func join(_ recognizer: UIGestureRecognizer) {
    recognizer.attempt.progress.join()
    recognizer.attempt.environment = Unmanaged.passUnretained(self)
    joinCount &+= 1
    // Each delegate is read once per pair rather than once per question: a weak reference is
    // loaded and its object counted on its side table each time.
    let delegate = recognizer.delegate
    let answers = delegate != nil || recognizer.answersRequirementQuestions
    if answers || !answeringIsInJoinOrder {
      participants.forEachUnretained { other in
        if other !== recognizer { ask(recognizer, delegate, other) }
      }
    } else {
      answering.forEachUnretained { other in
        if other !== recognizer { ask(recognizer, delegate, other) }
      }
    }
    participants.append(recognizer)
    if answers { answering.append(recognizer) }
  }

  /// The failure-requirement questions for a pair, both ways.
  private func ask(
    _ recognizer: UIGestureRecognizer, _ delegate: (any UIGestureRecognizerDelegate)?,
    _ other: UIGestureRecognizer
  ) {
    let otherDelegate = other.delegate
    if waits(recognizer, delegate, for: other, otherDelegate) {
      FailureRequirements.link(recognizer, waitingFor: other)
    }
    if waits(other, otherDelegate, for: recognizer, delegate) {
      FailureRequirements.link(other, waitingFor: recognizer)
    }
  }

  /// A participant got a delegate: it can answer from now on. Joins then visit every
  /// participant until the attempt ends, so that the questions keep their order.
  func delegateWasSet(on recognizer: UIGestureRecognizer) {
    guard !answering.containsUnretained(where: { $0 === recognizer }) else { return }
    answering.append(recognizer)
    answeringIsInJoinOrder = false
  }

  /// Whether `waiter` must wait for `required` by a subclass rule or a delegate answer; the
  /// subclass is asked first, then the delegate, from both sides.
  private func waits(
    _ waiter: UIGestureRecognizer, _ waiterDelegate: (any UIGestureRecognizerDelegate)?,
    for required: UIGestureRecognizer, _ requiredDelegate: (any UIGestureRecognizerDelegate)?
  ) -> Bool {
    // The delegates are called through optional chaining rather than bound with `if let`:
    // binding copies the existential, which retains and releases the delegate around each
    // call, and a delegate (weakly referenced) counts those on its side table, the slow way.
    if waiter.shouldRequireFailure(of: required) { return true }
    if waiterDelegate?.gestureRecognizer(waiter, shouldRequireFailureOf: required) == true {
      return true
    }
    if required.shouldBeRequiredToFail(by: waiter) { return true }
    if requiredDelegate?.gestureRecognizer(required, shouldBeRequiredToFailBy: waiter) == true {
      return true
    }
    return false
  }
}
