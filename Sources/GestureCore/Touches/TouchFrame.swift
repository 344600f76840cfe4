import Foundation

/// The touches that changed at one instant: the unit every input source produces.
///
/// Fingers not mentioned in a frame stay where they are (stationary).
///
///     let frame = TouchFrame(time: 0.016, changes: [
///       .init(id: 1, phase: .move, location: CGPoint(x: 104, y: 200)),
///     ])
public struct TouchFrame: Hashable, Sendable {
  /// One finger's change within a frame.
  public struct Change: Hashable, Sendable {
    /// What happened to the finger, in the vocabulary of touch scripts.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
      /// The finger landed.
      case down
      /// The finger moved.
      case move
      /// The finger lifted.
      case up
      /// The touch was cancelled (the device went away, or the system took it).
      case cancel
    }

    /// The finger's identity in the stream; reusable once the finger has lifted.
    public var id: Int
    /// What happened.
    public var phase: Phase
    /// Where, in window points.
    public var location: CGPoint
    /// The contact's pressure from 0 to 1, where the input has one.
    public var force: CGFloat?
    /// What produced the touch: `.direct` for touchscreens, `.indirect` for touchpads.
    public var type: UITouch.TouchType

    /// The location of an `up` or `cancel` that says none (a ``TouchScript`` lifting a finger
    /// an earlier script put down): the ``Simulation`` it is fed to gives it the finger's last
    /// location.
    public static let unknownLocation = CGPoint(x: CGFloat.nan, y: CGFloat.nan)

    /// Creates a change.
    public init(
      id: Int, phase: Phase, location: CGPoint, force: CGFloat? = nil,
      type: UITouch.TouchType = .direct
    ) {
      self.id = id
      self.phase = phase
      self.location = location
      self.force = force
      self.type = type
    }
  }

  /// When the frame happened, in seconds.
  public var time: TimeInterval
  /// The fingers that changed.
  public var changes: [Change]

  /// Creates a frame.
  public init(time: TimeInterval, changes: [Change]) {
    self.time = time
    self.changes = changes
  }
}

/// One input to a simulation: a frame of touches or an indirect event.
public enum InputEvent: Hashable, Sendable {
  /// Touches that changed at one instant.
  case touches(TouchFrame)
  /// A touchpad or pointer event.
  case indirect(IndirectEvent)

  /// When the input happened, in seconds.
  public var time: TimeInterval {
    switch self {
    case .touches(let frame): frame.time
    case .indirect(let event): event.time
    }
  }

  /// The same input, `interval` seconds later.
  func delayed(by interval: TimeInterval) -> InputEvent {
    switch self {
    case .touches(var frame):
      frame.time += interval
      return .touches(frame)
    case .indirect(var event):
      event.time += interval
      return .indirect(event)
    }
  }
}
