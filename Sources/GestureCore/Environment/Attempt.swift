import Foundation

/// Everything the gesture environment keeps about one recognizer's current attempt: how far
/// the arbitration has taken it, what it owes its targets, the causes of its states, its
/// touches and the answers cached for the attempt.
///
/// The environment owns it: only the environment's files write it, and a recognizer's own code
/// (UIKit's surface, the built-ins, custom subclasses) never sees it. It is stored inline in
/// the recognizer (`UIGestureRecognizer.attempt`) rather than in a table of the environment's,
/// so that the hot loops read it without a look-up. A reset is one assignment
/// (``restart()``): the next attempt starts from this type's defaults, and nothing can be
/// forgotten.
///
///     join ──▶ deliver ──▶ arbitrate ──▶ report ──▶ reset (one assignment)
struct Attempt {
  /// How far the arbitration has taken it (taking part, released, `began` entered and
  /// announced).
  var progress = AttemptProgress.start
  /// What the environment owes its targets and transcript.
  var reportDuty = ReportDuty.none
  /// Its live place in the environment's report queue, while it is queued.
  var reportQueueIndex = -1
  /// The last state transcripts and targets were told of.
  var reportedState: UIGestureRecognizer.State = .possible
  /// The state its targets are being told of while a coalesced `began` is announced ahead of
  /// the stored state: what ``UIGestureRecognizer/state`` reads during those actions, so the
  /// stored state is never overwritten to announce it.
  var announcing: UIGestureRecognizer.State?
  /// It received the event being processed (for began → changed promotion).
  var receivedCurrentEvent = false

  /// Why the recognizer is in its current state.
  var cause = Cause()
  /// Why it entered `began` in this attempt, for a `began` reported late (coalesced).
  var beganCause = Cause()

  /// The touches it tracks now, in the order they began (UIKit's `numberOfTouches`).
  var trackedTouches: [UITouch] = []
  /// Every touch it received in this attempt, in order, for cancelling them in the view.
  var touches: [UITouch] = []

  /// The environment of this attempt, cached while the recognizer takes part so that state
  /// changes need not walk up to the window.
  ///
  /// Not counted: the environment clears it in every participant when it goes away, and the
  /// recognizer leaves the participants (which is when its attempt restarts) before then.
  /// `Unmanaged` rather than `unowned(unsafe)`, so that a state change calls the environment
  /// without retaining it (see `UIGestureRecognizer.viewStorage`).
  var environment: Unmanaged<GestureEnvironment>?

  /// Counts attempts, so that answers cached about this recognizer for one attempt are not
  /// used in the next.
  var number = 0
  /// The touch type fixed by the first touch when `requiresExclusiveTouchType` is true.
  var exclusiveTouchType: UITouch.TouchType?
  /// The event sequence ``acceptsSequence`` answers for.
  var filterSequence = 0
  /// The event-filter answer (the subclass's, then the delegate's) for that sequence.
  var acceptsSequence: Bool?
  /// Simultaneous-recognition answers for this attempt: the other recognizer, its attempt
  /// number, and the answer.
  var simultaneityAnswers: [(other: ObjectIdentifier, attempt: Int, answer: Bool)] = []
  /// The environment's `joinCount` when this recognizer, recognized, last found every other
  /// participant decided or spared by a simultaneity answer of yes: both hold for the rest of
  /// those attempts, so exclusion has nothing to check until another recognizer joins.
  var sparedAllAtJoin = -1
  /// Failure requirements the delegates and subclass hooks created for this attempt.
  var dynamicRequirements: [UIGestureRecognizer] = []
  /// Recognizers that wait on this one for this attempt through delegates and subclass hooks.
  var dynamicDependents: [UIGestureRecognizer] = []
  /// Counts changes to this recognizer's requirement lists (a link made or dropped), so that
  /// a position in them is known to still mean the same requirement.
  var requirementsVersion = 0
  /// The last walk of this recognizer's requirements that found none of them recognized.
  var walk = RequirementWalk()

  /// A walk of the requirements that found none recognized: the environment's
  /// `recognitionCount` and the `requirementsVersion` then (-1: no such walk), and the
  /// position of the first requirement it found undecided (-1: none).
  struct RequirementWalk {
    var recognitions = -1
    var requirements = -1
    var firstUndecided = -1
  }

  /// A cause kept with the state it explains: its plain bits and, for the environment's own
  /// causes, the names of the other parties. `nil` bits: no cause recorded.
  struct Cause {
    var core: TransitionCause.Core?
    var parties: TransitionCause.Parties?

    /// Records a cause. The names are only written when there are names to write or to
    /// forget: the state changes of every frame name nobody, and so copy no reference.
    @inline(__always)
    mutating func set(_ core: TransitionCause.Core, parties: TransitionCause.Parties?) {
      self.core = core
      if parties != nil || self.parties != nil { self.parties = parties }
    }

    /// Names, beside the other parties, the requirements whose failure released the state.
    mutating func name(waitedFor: String) {
      guard core != nil else { return }
      parties = TransitionCause.Parties(
        other: parties?.other, otherView: parties?.otherView, waitedFor: waitedFor)
    }
  }

  /// The next attempt: this type's defaults, with the next number, keeping the capacity of the
  /// touch lists and of the answers (reallocating them was most of the allocations per frame).
  mutating func restart() {
    var tracked: [UITouch] = []
    var touches: [UITouch] = []
    var answers: [(other: ObjectIdentifier, attempt: Int, answer: Bool)] = []
    swap(&tracked, &trackedTouches)
    swap(&touches, &self.touches)
    swap(&answers, &simultaneityAnswers)
    tracked.truncate(to: 0)
    touches.truncate(to: 0)
    answers.truncate(to: 0)
    self = Attempt(
      trackedTouches: tracked, touches: touches, number: number &+ 1,
      simultaneityAnswers: answers)
  }
}

/// The environment's marks on a recognizer, by pass number: scratch space of its linear passes
/// that outlives attempts (a reset pass marks a recognizer, then resets it).
struct EnvironmentMarks {
  /// The environment's number of the last frame this recognizer was collected for.
  var frame = 0
  /// How many of the current frame's began, moved, ended and cancelled touches it receives.
  var frameTouchCounts = PerCallback(repeating: 0)
  /// The reset pass that reset it.
  var reset = 0
  /// The reset pass that found an active recognizer waiting for it.
  var required = 0
}
