import Foundation

/// Reporting, step 3 of the update pass: the report queue, actions with `began` always first,
/// and transcript entries with their causes.
extension GestureEnvironment {
  /// Makes one of the environment's moves on `recognizer`, if the table allows it now, and
  /// performs the effect the same row names: the one place that decides where a move's report
  /// goes in the queue.
  ///
  /// - Returns: whether the move applied.
  @discardableResult @inline(__always)
  func make(
    _ move: UIGestureRecognizer.State.EnvironmentMove, on recognizer: UIGestureRecognizer,
    because cause: @autoclosure () -> TransitionCause
  ) -> Bool {
    guard recognizer.make(move, because: cause()) else { return false }
    if recognizer.storedState.isRecognized { recognitionCount &+= 1 }
    perform(move.effect, on: recognizer)
    return true
  }

  /// Performs a move's effect (see ``UIGestureRecognizer/State/EnvironmentMove/effect``).
  @inline(__always)
  func perform(
    _ effect: UIGestureRecognizer.State.EnvironmentEffect, on recognizer: UIGestureRecognizer
  ) {
    switch effect {
    case .report:
      enqueueReport(recognizer)
    case .reportAfterDeciders:
      requeueReport(recognizer)
    case .reportAndStopTouches:
      enqueueReport(recognizer)
      for touch in recognizer.attempt.touches { touch.remove(recognizer) }
    case .forgetTouches:
      // Batched by the reset pass (`resetFinished()`), which knows every recognizer it resets.
      break
    }
  }

  /// Queues a recognizer whose state changed, in the order decisions are made, so that a
  /// transcript reads cause before effect (a drag's `began` before the tap it excluded fails).
  func enqueueReport(_ recognizer: UIGestureRecognizer) {
    guard recognizer.attempt.reportDuty.enqueue() else { return }
    // What lets the queue lend its references (see `reportQueue`).
    assert(
      recognizer.attempt.environment?.toOpaque() == Unmanaged.passUnretained(self).toOpaque(),
      "a recognizer queued for report is a participant of this environment")
    recognizer.attempt.reportQueueIndex = reportQueue.count
    reportQueue.append(Unmanaged.passUnretained(recognizer))
  }

  /// Moves a recognizer to the back of the report queue: it was just released from a failure
  /// requirement, which happened after whatever it waited on.
  ///
  /// Its old place is left behind, stale (a recognizer's live place is its
  /// `reportQueueIndex`), rather than searched for: a tap that excludes ten thousand others
  /// requeues each in constant time.
  func requeueReport(_ recognizer: UIGestureRecognizer) {
    recognizer.attempt.reportDuty.leaveQueue()
    enqueueReport(recognizer)
  }

  /// Reports every queued recognizer whose report may go now, in queue order; those that must
  /// wait keep their order at the front. One pass, compacting in place.
  func reportChanges() {
    var index = 0
    var kept = 0
    while index < reportQueue.count {
      let queued = reportQueue[index]
      // Lent, not retained: see `reportQueue`.
      let stays = queued._withUnsafeGuaranteedRef { recognizer -> Bool? in
        // A place it left when it was requeued.
        guard recognizer.attempt.reportQueueIndex == index else { return false }
        if recognizer.attempt.reportDuty.isPending && !report(recognizer) {
          recognizer.attempt.reportQueueIndex = kept
          return true
        }
        // Its own action changed its state again (disabling or removing it cancels it, as
        // UIKit documents): report that too before it leaves the queue.
        if recognizer.attempt.reportDuty.isPending { return nil }
        recognizer.attempt.reportDuty.leaveQueue()
        return false
      }
      switch stays {
      case true?:
        reportQueue[kept] = queued
        kept += 1
        index += 1
      case false?:
        index += 1
      case nil:
        continue
      }
    }
    reportQueue.truncate(to: kept)
  }

  /// Reports a recognizer's pending state.
  ///
  /// - Returns: false when the report must wait (a recognized state held by a requirement).
  private func report(_ recognizer: UIGestureRecognizer) -> Bool {
    switch recognizer.storedState {
    case .possible:
      recognizer.attempt.reportDuty.reported()
    case .failed:
      recognizer.attempt.reportDuty.reported()
      if recognizer.attempt.reportedState != .failed {
        record(recognizer, .failed, began: false)
      }
    case .cancelled:
      recognizer.attempt.reportDuty.reported()
      guard recognizer.attempt.reportedState != .cancelled else { return true }
      guard recognizer.attempt.progress.announcedBegan else {
        // It began while a failure requirement held its report back, so the app never saw
        // `began`: to the app it failed (UIKit has no `possible → cancelled`).
        if recognizer.attempt.reportedState != .failed {
          record(recognizer, .failed, began: false)
        }
        return true
      }
      record(recognizer, .cancelled, began: false)
      recognizer.sendActions()
    case .began, .changed, .ended:
      guard recognizer.isReleased else { return false }
      recognizer.attempt.reportDuty.reported()
      let state = recognizer.storedState
      if recognizer.attempt.progress.enteredBegan, !recognizer.attempt.progress.announcedBegan,
        state != .began
      {
        // Targets always see `began` first, even when the states were coalesced: the attempt
        // says so, and the stored state stays as it is.
        recognizer.attempt.announcing = .began
        announce(recognizer, .began, began: true)
        recognizer.attempt.announcing = nil
      }
      announce(recognizer, state, began: false)
    }
    return true
  }

  /// Sends one report of `state`: cancels the view's touches on first recognition, records it,
  /// and calls the targets.
  ///
  /// - Parameter began: Whether this is the `began` report of states that were coalesced, whose
  ///   cause is the one that began it.
  ///
  /// Inlined into `report(_:)`, which makes this call for nearly every report.
  @inline(__always)
  private func announce(
    _ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State, began: Bool
  ) {
    if recognizer.attempt.reportedState == .possible, recognizer.cancelsTouchesInView {
      cancelViewTouches(of: recognizer)
    }
    if state == .began {
      recognizer.attempt.progress.announceBegan()
      recognitionCount &+= 1
    }
    record(recognizer, state, began: began)
    recognizer.sendActions()
  }

  /// Records a report: the state it reported, and its transcript entry when someone reads the
  /// transcript.
  ///
  /// Inlined, so that a simulation without a consumer makes no call per report.
  @inline(__always)
  private func record(
    _ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State,
    began: Bool
  ) {
    let previous = recognizer.attempt.reportedState
    recognizer.attempt.reportedState = state
    guard let consumer = reportSink.consumer else { return }
    send(recognizer, previous, state, began: began, to: consumer)
  }

  /// Hands the consumer the transcript entry of a report.
  private func send(
    _ recognizer: UIGestureRecognizer, _ previous: UIGestureRecognizer.State,
    _ state: UIGestureRecognizer.State, began: Bool, to consumer: Unmanaged<TranscriptSink.Consumer>
  ) {
    assert(
      Self.reportedCause(of: recognizer, began: began).map {
        $0.rule.edges.contains(previous, state)
      } ?? true, "a cause explains a transition its rule does not declare")
    // The consumer is lent for the call, not retained: this runs for every entry of a
    // replay. The view is read from the storage that `view` reads, as the rest of delivery
    // does, and held: building the entry calls open members (the view's
    // `accessibilityIdentifier`, the recognizer's `location(in:)`, `numberOfTouches`...), app
    // code that may remove the view and let its last reference go.
    reportSink.enter()
    consumer._withUnsafeGuaranteedRef { consumer in
      if let view = recognizer.viewStorage?.takeUnretainedValue() {
        withExtendedLifetime(view) {
          consumer.consume(
            entry(recognizer, view, named: Self.name(of: view), previous, state, began: began))
        }
      } else {
        consumer.consume(entry(recognizer, nil, named: "-", previous, state, began: began))
      }
    }
    reportSink.leave()
  }

  /// The transcript entry of a report.
  ///
  /// Built straight into the consumer's argument: kept in a `var` until then, its cause is
  /// copied (its names retained and released) once more per report.
  @inline(__always)
  private func entry(
    _ recognizer: UIGestureRecognizer, _ view: UIView?, named viewName: String,
    _ previous: UIGestureRecognizer.State, _ state: UIGestureRecognizer.State, began: Bool
  ) -> TranscriptEntry {
    let type = recognizer.transcriptType
    return TranscriptEntry(
      time: clock.now - timeOrigin,
      recognizer: recognizer.name ?? type,
      type: type,
      view: viewName,
      previousState: previous,
      state: state,
      touches: recognizer.numberOfTouches,
      location: recognizer.location(in: view),
      valueList: recognizer.transcriptValueList(in: view),
      cause: Self.reportedCause(of: recognizer, began: began))
  }

  /// The cause a report records: the one that began it for a coalesced `began`, else the
  /// state's own; a state the subclass set itself names the subclass.
  private static func reportedCause(of recognizer: UIGestureRecognizer, began: Bool)
    -> TransitionCause?
  {
    let cause = began ? recognizer.attempt.beganCause : recognizer.attempt.cause
    guard let core = cause.core else { return nil }
    var parties = cause.parties
    if core.callback != nil, parties == nil {
      // A state the subclass set itself: name the subclass.
      parties = recognizer.subclassParties
    }
    return TransitionCause(core: core, parties: parties)
  }

  /// A view's name in transcripts: its accessibility identifier, else its class.
  ///
  /// Written without `??`, whose closure holds the view once more for the call.
  static func name(of view: UIView) -> String {
    if let identifier = view.accessibilityIdentifier { return identifier }
    return String(describing: type(of: view))
  }
}

/// The transcript's consumer, as the update pass calls it once per entry: lent, not retained.
///
/// Reading a closure from a property retains its context for the call and releases it after,
/// since the call might replace the property; for a replay that streams its transcript that
/// was a retain and a release per entry. The consumer is kept in an object that the sink owns,
/// and the update pass calls it through an unretained reference. A consumer replaced while a
/// call is under way (a consumer that sets ``Simulation/onTranscriptEntry``) is kept until the
/// outermost call returns, so no consumer is freed while it runs.
struct TranscriptSink {
  /// A consumer, behind the reference the update pass lends.
  final class Consumer {
    let consume: (TranscriptEntry) -> Void

    init(_ consume: @escaping (TranscriptEntry) -> Void) {
      self.consume = consume
    }
  }

  /// The consumer, owned.
  private var owned: Consumer?
  /// The consumer, unretained: what the update pass calls.
  private(set) var consumer: Unmanaged<Consumer>?
  /// Calls under way.
  private var depth = 0
  /// Consumers replaced during a call, kept until the outermost call returns.
  private var retired: [Consumer] = []

  /// Makes `consume` the consumer (none for `nil`).
  mutating func replace(with consume: ((TranscriptEntry) -> Void)?) {
    if depth > 0, let owned { retired.append(owned) }
    owned = consume.map(Consumer.init)
    consumer = owned.map(Unmanaged.passUnretained)
  }

  /// Marks a call to the consumer as under way.
  @inline(__always)
  mutating func enter() { depth += 1 }

  /// Marks the call as returned, and lets the consumers replaced during it go.
  @inline(__always)
  mutating func leave() {
    depth -= 1
    if depth == 0, !retired.isEmpty { retired.removeAll() }
  }
}
