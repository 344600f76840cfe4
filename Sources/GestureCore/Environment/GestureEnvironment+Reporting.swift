import Foundation

/// Reporting, step 3 of the update pass: the report queue, actions with `began` always first,
/// and transcript entries with their causes.
extension GestureEnvironment {
  /// Queues a recognizer whose state changed, in the order decisions are made, so that a
  /// transcript reads cause before effect (a drag's `began` before the tap it excluded fails).
  func enqueueReport(_ recognizer: UIGestureRecognizer) {
    guard recognizer.reportDuty.enqueue() else { return }
    recognizer.reportQueueIndex = reportQueue.count
    reportQueue.append(recognizer)
  }

  /// Moves a recognizer to the back of the report queue: it was just released from a failure
  /// requirement, which happened after whatever it waited on.
  ///
  /// Its old place is left behind, stale (a recognizer's live place is its
  /// `reportQueueIndex`), rather than searched for: a tap that excludes ten thousand others
  /// requeues each in constant time.
  func requeueReport(_ recognizer: UIGestureRecognizer) {
    recognizer.reportDuty.leaveQueue()
    enqueueReport(recognizer)
  }

  /// Reports every queued recognizer whose report may go now, in queue order; those that must
  /// wait keep their order at the front. One pass, compacting in place.
  func reportChanges() {
    var index = 0
    var kept = 0
    while index < reportQueue.count {
      let recognizer = reportQueue[index]
      guard recognizer.reportQueueIndex == index else {
        // A place it left when it was requeued.
        index += 1
        continue
      }
      if recognizer.needsReport && !report(recognizer) {
        recognizer.reportQueueIndex = kept
        reportQueue[kept] = recognizer
        kept += 1
        index += 1
        continue
      }
      // Its own action changed its state again (disabling or removing it cancels it, as
      // UIKit documents): report that too before it leaves the queue.
      if recognizer.needsReport { continue }
      recognizer.reportDuty.leaveQueue()
      index += 1
    }
    reportQueue.removeSubrange(kept...)
  }

  /// Reports a recognizer's pending state.
  ///
  /// - Returns: false when the report must wait (a recognized state held by a requirement).
  private func report(_ recognizer: UIGestureRecognizer) -> Bool {
    switch recognizer.storedState {
    case .possible:
      recognizer.reportDuty.reported()
    case .failed:
      recognizer.reportDuty.reported()
      if recognizer.reportedState != .failed {
        record(recognizer, .failed, began: false)
      }
    case .cancelled:
      recognizer.reportDuty.reported()
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
      recognizer.reportDuty.reported()
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
    if state == .began { recognizer.progress.announceBegan() }
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
    assert(
      Self.reportedCause(of: recognizer, began: began).map {
        $0.rule.edges.contains(previous, state)
      } ?? true, "a cause explains a transition its rule does not declare")
    let view = recognizer.view
    let type = recognizer.transcriptType
    // The cause is built apart and passed straight in: kept in a `var` until then, it is
    // copied (its names retained and released) once more per report.
    report(
      TranscriptEntry(
        time: clock.now - timeOrigin,
        recognizer: recognizer.name ?? type,
        type: type,
        view: view.map(Self.name(of:)) ?? "-",
        previousState: previous,
        state: state,
        touches: recognizer.numberOfTouches,
        location: recognizer.location(in: view),
        values: recognizer.transcriptValues,
        cause: Self.reportedCause(of: recognizer, began: began)))
  }

  /// The cause a report records: the one that began it for a coalesced `began`, else the
  /// state's own; a state the subclass set itself names the subclass.
  private static func reportedCause(of recognizer: UIGestureRecognizer, began: Bool)
    -> TransitionCause?
  {
    guard let core = began ? recognizer.beganCause : recognizer.stateCause else { return nil }
    var parties = began ? recognizer.beganParties : recognizer.stateParties
    if core.callback != nil, parties == nil {
      // A state the subclass set itself: name the subclass.
      parties = recognizer.subclassParties
    }
    return TransitionCause(core: core, parties: parties)
  }

  /// A view's name in transcripts: its accessibility identifier, else its class.
  static func name(of view: UIView) -> String {
    view.accessibilityIdentifier ?? String(describing: type(of: view))
  }
}
