/// How far the gesture environment has taken one recognizer through its current attempt.
///
/// One value with named states replaces the separate flags the environment used to keep
/// (taking part, released, waited on a requirement, entered `began`, announced `began`), so that
/// impossible combinations, such as `began` announced while the report is held, cannot be
/// written. Each move is a method below; ``UIGestureRecognizer/State/ReportStanding`` is this
/// value as the environment's table reads it.
///
///     idle ──join──▶ held ──release──▶ released ──announceBegan──▶ announced
///       ▲                                                               │
///       └──────────────────────────── reset ◀──────────────────────────┘
enum AttemptProgress: Equatable {
  /// Not taking part: no input since the last reset. `enteredBegan`: a subclass set `began`
  /// while the recognizer was in no simulated window.
  case idle(enteredBegan: Bool)
  /// Taking part, with nothing reported as recognized: possible, or recognized while a failure
  /// requirement is unmet. `waited`: it left `possible` while a requirement was unmet.
  case held(waited: Bool, enteredBegan: Bool)
  /// Its failure requirements are met, so its states are reported and it may exclude others;
  /// its targets have not seen `began`.
  case released(waited: Bool, enteredBegan: Bool)
  /// Its targets saw `began`.
  case announced(waited: Bool)

  /// The state of a recognizer after a reset.
  static let start = AttemptProgress.idle(enteredBegan: false)

  /// Whether the recognizer received input since its last reset.
  var isParticipating: Bool {
    if case .idle = self { return false }
    return true
  }

  /// Whether its failure requirements are met.
  var isReleased: Bool {
    switch self {
    case .idle, .held: false
    case .released, .announced: true
    }
  }

  /// Whether it left `possible` while a failure requirement was unmet.
  var waited: Bool {
    switch self {
    case .idle: false
    case .held(let waited, _), .released(let waited, _), .announced(let waited): waited
    }
  }

  /// Whether it entered `began` in this attempt.
  var enteredBegan: Bool {
    switch self {
    case .idle(let entered), .held(_, let entered), .released(_, let entered): entered
    case .announced: true
    }
  }

  /// Whether its targets saw `began`.
  var announcedBegan: Bool {
    if case .announced = self { return true }
    return false
  }

  /// The standing the environment's table reads.
  var standing: UIGestureRecognizer.State.ReportStanding {
    switch self {
    case .idle, .held: .held
    case .released: .released
    case .announced: .announced
    }
  }

  /// It receives its first input of the attempt.
  mutating func join() {
    if case .idle(let entered) = self { self = .held(waited: false, enteredBegan: entered) }
  }

  /// Its state entered `began`.
  mutating func enterBegan() {
    switch self {
    case .idle: self = .idle(enteredBegan: true)
    case .held(let waited, _): self = .held(waited: waited, enteredBegan: true)
    case .released(let waited, _): self = .released(waited: waited, enteredBegan: true)
    case .announced: break
    }
  }

  /// It is recognized while a failure requirement is unmet.
  mutating func wait() {
    if case .held(_, let entered) = self { self = .held(waited: true, enteredBegan: entered) }
  }

  /// Its failure requirements are met.
  mutating func release() {
    if case .held(let waited, let entered) = self {
      self = .released(waited: waited, enteredBegan: entered)
    }
  }

  /// Its targets are sent `began`.
  mutating func announceBegan() {
    switch self {
    case .released(let waited, _), .held(let waited, _): self = .announced(waited: waited)
    case .idle, .announced: break
    }
  }
}
