import Foundation

extension UIGestureRecognizer.State {
  /// The moves the gesture environment makes on a recognizer on its own, beside the requests a
  /// subclass makes (``resolving(_:)``).
  ///
  /// Each move has a triggering event (``event``); whether it applies, and where it leads, is
  /// ``resolving(_:standing:)``: the one table the update pass executes and the state diagrams
  /// draw.
  public enum EnvironmentMove: String, Hashable, Sendable, CaseIterable {
    /// Another event reaches a recognizer still in `began` after its targets saw `began`.
    case promotion
    /// Every recognizer it must wait for has failed: its held state is reported at last.
    case release
    /// A recognizer it must wait for was recognized.
    case requirementRecognized
    /// A competitor was recognized first and may prevent it (no failure requirement,
    /// `canPrevent`/`canBePrevented` or simultaneous-recognition answer spares it).
    case exclusion
    /// It was disabled, removed from its view, or its view left the window.
    case abandonment
    /// Its attempt is over: its last state is reported and no recognizer linked to it by a
    /// failure requirement is still deciding.
    case reset

    /// The event that triggers the move, in words.
    public var event: String {
      switch self {
      case .promotion: "next event (promotion)"
      case .release: "required recognizers failed (released)"
      case .requirementRecognized: "required recognizer recognized"
      case .exclusion: "excluded by a competitor"
      case .abandonment: "disabled, removed, or view removed"
      case .reset: "reset"
      }
    }
  }

  /// How far a recognizer's attempt has been reported, which some moves depend on.
  public enum ReportStanding: String, Hashable, Sendable, CaseIterable {
    /// Nothing of it is reported yet: it is possible, or recognized while a failure
    /// requirement holds its report back.
    case held
    /// Its failure requirements are met, so its states are reported, but its targets have not
    /// seen `began`.
    case released
    /// Its targets saw `began`.
    case announced
  }

  /// What the environment's `move` does to a recognizer in this state and standing.
  ///
  /// This table is the only place the environment's own transitions live; the update pass
  /// asks it before every move it makes, and `gesturesim diagram` draws it.
  ///
  /// - Returns: the state that results (the same state for a ``EnvironmentMove/release``), or
  ///   `nil` when the move does not apply.
  public func resolving(_ move: EnvironmentMove, standing: ReportStanding) -> Self? {
    switch (move, self, standing) {
    case (.promotion, .began, .announced): .changed
    case (.promotion, _, _): nil

    case (.release, .began, .held), (.release, .changed, .held), (.release, .ended, .held): self
    case (.release, _, _): nil

    case (.requirementRecognized, .possible, _): .failed
    // Targets that saw `began` see it cancelled; otherwise it never began for them.
    case (.requirementRecognized, .began, .announced),
      (.requirementRecognized, .changed, .announced):
      .cancelled
    case (.requirementRecognized, .began, _), (.requirementRecognized, .changed, _): .failed
    case (.requirementRecognized, .ended, .held): .failed
    case (.requirementRecognized, _, _): nil

    // Only an undecided recognizer can be excluded: possible, or recognized but held.
    case (.exclusion, .possible, _): .failed
    case (.exclusion, .began, .held), (.exclusion, .changed, .held), (.exclusion, .ended, .held):
      .failed
    case (.exclusion, _, _): nil

    case (.abandonment, .possible, _): .failed
    case (.abandonment, .began, _), (.abandonment, .changed, _): .cancelled
    case (.abandonment, _, _): nil

    // A held `ended` still waits for its requirements.
    case (.reset, .ended, .held): nil
    case (.reset, .ended, _), (.reset, .cancelled, _), (.reset, .failed, _): .possible
    case (.reset, _, _): nil
    }
  }
}

extension UIGestureRecognizer {
  /// How far its current attempt has been reported (see ``State/ReportStanding``).
  var standing: State.ReportStanding {
    reportedBegan ? .announced : (isReleased ? .released : .held)
  }

  /// The state the environment's `move` leads this recognizer to, or `nil` when it does not
  /// apply now.
  func destination(of move: State.EnvironmentMove) -> State? {
    storedState.resolving(move, standing: standing)
  }

  /// Makes the environment's `move`, if it applies, recording `cause`.
  ///
  /// - Returns: whether the move applied.
  @discardableResult
  func make(_ move: State.EnvironmentMove, because cause: @autoclosure () -> TransitionCause)
    -> Bool
  {
    guard let next = destination(of: move) else { return false }
    forceState(next, because: cause())
    return true
  }
}
