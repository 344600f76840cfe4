import Foundation

extension UIGestureRecognizer {
  /// The states of a gesture recognizer. Raw values match UIKit's.
  ///
  /// Discrete recognizers go `possible → ended` (``recognized``) or `possible → failed`;
  /// continuous ones go `possible → began → changed* → ended | cancelled`, or fail before they begin.
  public enum State: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Still deciding; the state of every recognizer at rest.
    case possible = 0
    /// A continuous gesture was recognized; its first report.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// A continuous gesture finished, or a discrete gesture was recognized.
    case ended = 3
    /// A continuous gesture that had begun was aborted.
    case cancelled = 4
    /// The touches are not this gesture. Targets are not told.
    case failed = 5

    /// The terminal state of a discrete gesture: the same value as ``ended``.
    public static var recognized: State { .ended }

    /// Whether the state ends an attempt: ended, cancelled or failed.
    public var isTerminal: Bool { rawValue >= State.ended.rawValue }

    /// Whether the gesture is recognized in this state: began, changed or ended.
    ///
    /// One range test, always inlined: the update pass asks it for every recognizer each round.
    public var isRecognized: Bool {
      @inline(__always) get { rawValue >= State.began.rawValue && rawValue <= State.ended.rawValue }
    }

    /// The state's name, as UIKit spells the case.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// What assigning `requested` to a recognizer in this state does, following UIKit.
    ///
    /// UIKit never rejects an assignment: it rewrites an illegal request into the nearest legal
    /// state (a cancel before beginning becomes a failure, a failure after beginning becomes a
    /// cancel, `began` again becomes `changed`) and ignores any request once the state is
    /// terminal. This table is the only place those rules live; the state setter, the
    /// environment and the state diagrams all read it.
    ///
    /// - Returns: the state that results, or `nil` when the request is ignored.
    @inline(__always)  // Every state request reads it, most frames several times.
    public func resolving(_ requested: State) -> State? {
      switch (self, requested) {
      case (.possible, .possible): .possible
      case (.possible, .began): .began
      case (.possible, .changed): .began
      case (.possible, .ended): .ended
      case (.possible, .cancelled): .failed
      case (.possible, .failed): .failed
      case (.began, .possible): .began
      case (.began, .began): .changed
      case (.began, .changed): .changed
      case (.began, .ended): .ended
      case (.began, .cancelled): .cancelled
      case (.began, .failed): .cancelled
      case (.changed, .possible): .changed
      case (.changed, .began): .changed
      case (.changed, .changed): .changed
      case (.changed, .ended): .ended
      case (.changed, .cancelled): .cancelled
      case (.changed, .failed): .cancelled
      case (.ended, _), (.cancelled, _), (.failed, _): nil
      }
    }

    /// Whether an assignment that resolves to `resolved` from this state is a new report: the
    /// state changes, or `changed` is set again (which re-sends the action).
    func isReport(resolvingTo resolved: State) -> Bool {
      resolved != self || resolved == .changed
    }
  }
}
