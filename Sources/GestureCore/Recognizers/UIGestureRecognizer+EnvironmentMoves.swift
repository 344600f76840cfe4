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

    /// What the environment does once the move is made, beside the state it leads to: each
    /// row of the table returns its effect with its destination, as swift-nio's state machines
    /// return an action, so that the order of reports is decided in one place.
    public var effect: EnvironmentEffect {
      switch self {
      case .promotion: .report
      // Decided by other recognizers: reported after the reports of those that decided it.
      case .release, .requirementRecognized, .exclusion: .reportAfterDeciders
      case .abandonment: .reportAndStopTouches
      case .reset: .forgetTouches
      }
    }
  }

  /// What the gesture environment does after one of its moves (see
  /// ``EnvironmentMove/effect``).
  public enum EnvironmentEffect: String, Hashable, Sendable, CaseIterable {
    /// Queue the report in the order states are decided.
    case report
    /// Queue the report behind the reports of the recognizers whose outcome decided the move
    /// (a requeue: its earlier place goes stale).
    case reportAfterDeciders
    /// Queue the report, and stop delivering the attempt's touches to the recognizer.
    case reportAndStopTouches
    /// Take the recognizer out of its touches' recipient lists (the reset pass does it for
    /// every recognizer it resets at once) and start its next attempt.
    case forgetTouches

    /// What the environment does, in words, as the state diagrams label an environment edge
    /// after its event.
    public var action: String {
      switch self {
      case .report: "report"
      case .reportAfterDeciders: "report after deciders"
      case .reportAndStopTouches: "report, stop its touches"
      case .forgetTouches: "forget touches"
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
  @inline(__always)
  public func resolving(_ move: EnvironmentMove, standing: ReportStanding) -> Self? {
    // One small switch per move: the update pass asks this for every recognizer on every
    // frame.
    switch move {
    case .promotion:
      return self == .began && standing == .announced ? .changed : nil
    case .release:
      return isRecognized && standing == .held ? self : nil
    case .requirementRecognized:
      switch self {
      case .possible: return .failed
      // Targets that saw `began` see it cancelled; otherwise it never began for them.
      case .began, .changed: return standing == .announced ? .cancelled : .failed
      case .ended: return standing == .held ? .failed : nil
      case .cancelled, .failed: return nil
      }
    case .exclusion:
      // Only an undecided recognizer can be excluded: possible, or recognized but held.
      return self == .possible || (isRecognized && standing == .held) ? .failed : nil
    case .abandonment:
      switch self {
      case .possible: return .failed
      case .began, .changed: return .cancelled
      case .ended, .cancelled, .failed: return nil
      }
    case .reset:
      // A held `ended` still waits for its requirements.
      return isTerminal && !(self == .ended && standing == .held) ? .possible : nil
    }
  }
}

extension UIGestureRecognizer {
  /// How far its current attempt has been reported (see ``State/ReportStanding``).
  var standing: State.ReportStanding {
    @inline(__always) get {
      attempt.progress.standing
    }
  }

  /// The state the environment's `move` leads this recognizer to, or `nil` when it does not
  /// apply now.
  ///
  /// Transparent: with the move a constant at each call site, the table folds to the few
  /// comparisons of that move's row (`@inline(__always)` left it a call on the hot paths).
  @_transparent
  func destination(of move: State.EnvironmentMove) -> State? {
    storedState.resolving(move, standing: standing)
  }

  /// Makes the environment's `move`, if it applies, recording `cause`; the environment's
  /// `make(_:on:because:)` then performs the move's effect.
  ///
  /// - Returns: whether the move applied.
  @discardableResult @inline(__always)
  func make(_ move: State.EnvironmentMove, because cause: @autoclosure () -> TransitionCause)
    -> Bool
  {
    guard let next = destination(of: move) else { return false }
    forceState(next, because: cause())
    return true
  }
}
