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
      if recognizer.make(.promotion, because: TransitionCause(.promotion)) {
        enqueueReport(recognizer)
      }
    }
  }

  // MARK: Arbitration

  private func arbitrate() {
    var progress = true
    var rounds = 0
    while progress && rounds < Self.maximumUpdateRounds {
      progress = false
      rounds += 1
      // Exclusion only ever fails undecided recognizers; once all have decided (a steady pan
      // or pinch), there is nothing to check. Resolving and excluding interleave in delivery
      // order: of two recognizers that recognize in one event, the first excludes the second
      // before the second is released.
      let anyUndecided = participants.containsUnretained { $0.isUndecided }
      participants.forEachUnretained { recognizer in
        if resolveRequirements(of: recognizer) { progress = true }
        if anyUndecided, recognizer.isReleased, recognizer.storedState.isRecognized,
          exclude(by: recognizer)
        {
          progress = true
        }
      }
    }
  }

  /// Applies F2: fail on a recognized requirement, release when every requirement is met (the
  /// `requirementRecognized` and `release` moves of the environment's table).
  ///
  /// - Returns: whether anything changed.
  private func resolveRequirements(of recognizer: UIGestureRecognizer) -> Bool {
    // Every state `release` applies to, `requirementRecognized` applies to as well.
    guard recognizer.destination(of: .requirementRecognized) != nil else { return false }
    if recognizer.staticRequirements.isEmpty && recognizer.dynamicRequirements.isEmpty {
      guard recognizer.destination(of: .release) != nil else { return false }
      recognizer.isReleased = true
      return true
    }

    var waiting = false
    var recognizedRequirement: UIGestureRecognizer?
    var requirementTookPart = false
    func consider(_ required: UIGestureRecognizer) {
      guard required !== recognizer, required.isParticipating, required.isEnabled,
        required.view != nil
      else { return }
      requirementTookPart = true
      if recognizedRequirement == nil, required.isReleased, required.storedState.isRecognized {
        recognizedRequirement = required
      }
      if required.isUndecided { waiting = true }
    }
    for requirement in recognizer.staticRequirements {
      if let required = requirement.value { consider(required) }
    }
    for required in recognizer.dynamicRequirements { consider(required) }
    if let recognizedRequirement {
      // The docs: a recognizer fails as soon as the one it waits for is recognized.
      recognizer.make(
        .requirementRecognized,
        because: Self.cause(.requirementRecognized, by: recognizedRequirement))
      requeueReport(recognizer)
      return true
    }
    guard recognizer.destination(of: .release) != nil else { return false }
    if waiting {
      recognizer.waitedOnRequirement = true
      return false
    }
    recognizer.isReleased = true
    if recognizer.waitedOnRequirement {
      recognizer.willBeginAfterSatisfyingFailureRequirements()
      noteRequirementsWaitedFor(by: recognizer)
    }
    // Its report follows those of the requirements that released it, even when they failed
    // in the same event.
    if recognizer.waitedOnRequirement || requirementTookPart { requeueReport(recognizer) }
    return true
  }

  /// Names, in the causes of a recognizer's held states, the requirements whose failure
  /// released them.
  private func noteRequirementsWaitedFor(by recognizer: UIGestureRecognizer) {
    var names: [String] = []
    for requirement in recognizer.staticRequirements {
      if let required = requirement.value, required.isParticipating {
        names.append(Self.transcriptName(of: required))
      }
    }
    for required in recognizer.dynamicRequirements where required.isParticipating {
      names.append(Self.transcriptName(of: required))
    }
    guard !names.isEmpty else { return }
    let waitedFor = names.joined(separator: ", ")
    recognizer.stateParties = TransitionCause.Parties(
      other: recognizer.stateParties?.other, otherView: recognizer.stateParties?.otherView,
      waitedFor: waitedFor)
    if recognizer.beganCause != nil {
      recognizer.beganParties = TransitionCause.Parties(
        other: recognizer.beganParties?.other, otherView: recognizer.beganParties?.otherView,
        waitedFor: waitedFor)
    }
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

  /// Applies X3: a released, recognized recognizer fails its undecided competitors.
  ///
  /// - Returns: whether anything changed.
  private func exclude(by winner: UIGestureRecognizer) -> Bool {
    var changed = false
    participants.forEachUnretained { other in
      guard other !== winner, other.destination(of: .exclusion) != nil,
        competes(winner, other),
        !other.requires(winner),
        winner.canPrevent(other),
        other.canBePrevented(by: winner),
        !recognizesSimultaneously(winner, other)
      else { return }
      other.make(.exclusion, because: Self.cause(.excluded, by: winner))
      requeueReport(other)
      changed = true
    }
    return changed
  }

  /// X2: recognizers compete when their views are the same or one contains the other.
  func competes(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
    // The same view (the common case) is settled by comparing the stored references, without
    // taking a strong reference to either view.
    if first.viewIdentity == second.viewIdentity { return first.viewIdentity != nil }
    guard let firstView = first.view, let secondView = second.view else { return false }
    return firstView.isDescendant(of: secondView) || secondView.isDescendant(of: firstView)
  }

  /// X5: either delegate's yes is enough.
  ///
  /// The delegates are asked once per pair and attempt, when the pair first conflicts; the
  /// answer holds until either recognizer resets. (A steady pan beside an undecided pinch
  /// would otherwise ask on every frame.)
  func recognizesSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer)
    -> Bool
  {
    if let known = first.knownSimultaneity(with: second) { return known }
    let answer = askSimultaneity(first, second)
    first.rememberSimultaneity(answer, with: second)
    second.rememberSimultaneity(answer, with: first)
    return answer
  }

  private func askSimultaneity(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer)
    -> Bool
  {
    if let delegate = first.delegate,
      delegate.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second)
    {
      return true
    }
    if let delegate = second.delegate,
      delegate.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
    {
      return true
    }
    return false
  }

  // MARK: Joining an attempt

  /// Adds a recognizer to the current attempt and asks the dynamic failure-requirement
  /// questions (F3) once for each pair it forms with the recognizers already taking part.
  func join(_ recognizer: UIGestureRecognizer) {
    recognizer.isParticipating = true
    recognizer.participatingEnvironment = self
    for other in participants where other !== recognizer {
      if waits(recognizer, for: other) { link(recognizer, waitingFor: other) }
      if waits(other, for: recognizer) { link(other, waitingFor: recognizer) }
    }
    participants.append(recognizer)
  }

  /// Whether `waiter` must wait for `required` by a subclass rule or a delegate answer; the
  /// subclass is asked first, then the delegate, from both sides.
  private func waits(_ waiter: UIGestureRecognizer, for required: UIGestureRecognizer) -> Bool {
    if waiter.shouldRequireFailure(of: required) { return true }
    if let delegate = waiter.delegate,
      delegate.gestureRecognizer(waiter, shouldRequireFailureOf: required)
    {
      return true
    }
    if required.shouldBeRequiredToFail(by: waiter) { return true }
    if let delegate = required.delegate,
      delegate.gestureRecognizer(required, shouldBeRequiredToFailBy: waiter)
    {
      return true
    }
    return false
  }

  private func link(_ waiter: UIGestureRecognizer, waitingFor required: UIGestureRecognizer) {
    guard !waiter.requires(required) else { return }
    waiter.dynamicRequirements.append(required)
    required.dynamicDependents.append(waiter)
  }

  // MARK: Reporting

  /// Queues a recognizer whose state changed, in the order decisions are made, so that a
  /// transcript reads cause before effect (a drag's `began` before the tap it excluded fails).
  func enqueueReport(_ recognizer: UIGestureRecognizer) {
    recognizer.needsReport = true
    guard !recognizer.isQueuedForReport else { return }
    recognizer.isQueuedForReport = true
    reportQueue.append(recognizer)
  }

  /// Moves a recognizer to the back of the report queue: it was just released from a failure
  /// requirement, which happened after whatever it waited on.
  private func requeueReport(_ recognizer: UIGestureRecognizer) {
    if recognizer.isQueuedForReport { reportQueue.removeAll { $0 === recognizer } }
    recognizer.isQueuedForReport = false
    enqueueReport(recognizer)
  }

  private func reportChanges() {
    var index = 0
    while index < reportQueue.count {
      let recognizer = reportQueue[index]
      if recognizer.needsReport && !report(recognizer) {
        index += 1
        continue
      }
      // Its own action changed its state again (disabling or removing it cancels it, as
      // UIKit documents): report that too before it leaves the queue.
      if recognizer.needsReport { continue }
      recognizer.isQueuedForReport = false
      reportQueue.remove(at: index)
    }
  }

  /// Reports a recognizer's pending state.
  ///
  /// - Returns: false when the report must wait (a recognized state held by a requirement).
  private func report(_ recognizer: UIGestureRecognizer) -> Bool {
    switch recognizer.storedState {
    case .possible:
      recognizer.needsReport = false
    case .failed:
      recognizer.needsReport = false
      if recognizer.reportedState != .failed {
        record(recognizer, .failed, began: false)
      }
    case .cancelled:
      recognizer.needsReport = false
      guard recognizer.reportedState != .cancelled else { return true }
      guard recognizer.reportedBegan else {
        // It began while a failure requirement held its report back, so the app never saw
        // `began`: to the app it failed (UIKit has no `possible → cancelled`).
        if recognizer.reportedState != .failed {
          record(recognizer, .failed, began: false)
        }
        return true
      }
      record(recognizer, .cancelled, began: false)
      recognizer.sendActions()
    case .began, .changed, .ended:
      guard recognizer.isReleased else { return false }
      recognizer.needsReport = false
      let state = recognizer.storedState
      if recognizer.hasEnteredBegan, !recognizer.reportedBegan, state != .began {
        // Targets always see `began` first, even when the states were coalesced.
        recognizer.storedState = .began
        announce(recognizer, began: true)
        recognizer.storedState = state
      }
      announce(recognizer, began: false)
    }
    return true
  }

  /// Sends one report: cancels the view's touches on first recognition, records it, and calls
  /// the targets.
  ///
  /// - Parameter began: Whether this is the `began` report of states that were coalesced, whose
  ///   cause is the one that began it.
  private func announce(_ recognizer: UIGestureRecognizer, began: Bool) {
    let state = recognizer.storedState
    if recognizer.reportedState == .possible, recognizer.cancelsTouchesInView {
      cancelViewTouches(of: recognizer)
    }
    if state == .began { recognizer.reportedBegan = true }
    record(recognizer, state, began: began)
    recognizer.sendActions()
  }

  private func record(
    _ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State,
    began: Bool
  ) {
    let previous = recognizer.reportedState
    recognizer.reportedState = state
    guard let report else { return }
    var cause = recognizer.cause(ofBegan: began)
    if cause?.callback != nil, cause?.other == nil {
      // A state the subclass set itself: name the subclass.
      cause?.other = String(describing: type(of: recognizer))
    }
    let view = recognizer.view
    report(
      TranscriptEntry(
        time: clock.now - timeOrigin,
        recognizer: recognizer.name ?? recognizer.transcriptType,
        type: recognizer.transcriptType,
        view: view.map(Self.name(of:)) ?? "-",
        previousState: previous,
        state: state,
        touches: recognizer.numberOfTouches,
        location: recognizer.location(in: view),
        values: recognizer.transcriptValues, cause: cause))
  }

  /// A view's name in transcripts: its accessibility identifier, else its class.
  static func name(of view: UIView) -> String {
    view.accessibilityIdentifier ?? String(describing: type(of: view))
  }

  // MARK: Reset

  /// Resets recognizers whose attempt is over (§1.5): terminal, reported, and with no recognizer
  /// linked to them by a failure requirement still deciding.
  private func resetFinished() {
    // Only a terminal recognizer can be finished; most frames have none.
    guard participants.containsUnretained(where: { $0.storedState.isTerminal }) else { return }
    var index = 0
    while index < participants.count {
      let recognizer = participants[index]
      if isFinished(recognizer), let next = recognizer.destination(of: .reset) {
        participants.remove(at: index)
        recognizer.performReset(into: next)
      } else {
        index += 1
      }
    }
  }

  private func isFinished(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.destination(of: .reset) != nil, !recognizer.needsReport,
      !recognizer.isQueuedForReport
    else { return false }
    for requirement in recognizer.staticRequirements
    where requirement.value.map(\.isActive) ?? false {
      return false
    }
    if recognizer.dynamicRequirements.containsUnretained(where: { $0.isActive }) { return false }
    return !participants.containsUnretained { $0.isActive && $0.requires(recognizer) }
  }
}
