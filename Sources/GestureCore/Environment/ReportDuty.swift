/// What the environment owes a recognizer's targets and transcript: one state instead of a
/// "needs a report" flag and an "is in the queue" flag.
///
///     none ──changed──▶ pending ──enqueue──▶ queued(pending)
///       ▲                                      │ reported       ▲ changed again
///       │                                      ▼                │
///       └───────────── leaveQueue ◀──── queued(done) ───────────┘
enum ReportDuty: Equatable {
  /// Nothing to report, and not in the environment's report queue.
  case none
  /// Its state changed with no environment to queue it (a recognizer in no simulated window).
  case pending
  /// In the report queue; `pending`: its latest state is not reported yet.
  case queued(pending: Bool)

  /// Whether its state changed since the last report.
  var isPending: Bool {
    switch self {
    case .none: false
    case .pending: true
    case .queued(let pending): pending
    }
  }

  /// Whether it is in the environment's report queue.
  var isQueued: Bool {
    if case .queued = self { return true }
    return false
  }

  /// Its state changed outside any environment.
  mutating func change() {
    self = isQueued ? .queued(pending: true) : .pending
  }

  /// Its state changed and it must be in the queue.
  ///
  /// - Returns: whether it was not in the queue yet.
  mutating func enqueue() -> Bool {
    let wasQueued = isQueued
    self = .queued(pending: true)
    return !wasQueued
  }

  /// Its latest state was reported (or needs no report).
  mutating func reported() {
    switch self {
    case .none, .pending: self = .none
    case .queued: self = .queued(pending: false)
    }
  }

  /// It left the report queue.
  mutating func leaveQueue() {
    self = isPending ? .pending : .none
  }
}
