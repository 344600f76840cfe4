import Foundation

/// A touchpad gesture or pointer event, as libinput reports them, for recognizers that take
/// indirect input (pinch, rotation and pan from a trackpad, hover from a pointer).
public struct IndirectEvent: Hashable, Sendable {
  /// The kind of indirect event.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Two or more fingers pinching or rotating on a touchpad.
    case pinch
    /// Three or more fingers moving together on a touchpad.
    case swipe
    /// Fingers resting on a touchpad without moving.
    case hold
    /// Two-finger scrolling on a touchpad, or a mouse wheel.
    case scroll
    /// Pointer motion with no button pressed.
    case pointer
  }

  /// Where the event is in its gesture.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// The gesture starts.
    case begin
    /// The gesture goes on with new values.
    case update
    /// The gesture ends (or is cancelled, see ``IndirectEvent/isCancelled``).
    case end
  }

  /// When it happened, in seconds.
  public var time: TimeInterval
  /// The kind of event.
  public var kind: Kind
  /// Where it is in its gesture; pointer motion is always `.update`.
  public var phase: Phase
  /// How many fingers are on the pad (0 for pointer motion and wheels).
  public var fingers: Int
  /// The pointer's position in window points: where the event is hit-tested.
  public var location: CGPoint
  /// Movement since the previous event, in points (swipe, scroll, pinch centre, pointer).
  public var delta: CGVector
  /// For pinches: the scale since the pinch began (1 at the start).
  public var scale: CGFloat
  /// For pinches: the rotation since the previous event, in degrees, clockwise positive.
  public var angleDelta: CGFloat
  /// For `.end`: the gesture was cancelled rather than completed.
  public var isCancelled: Bool
  /// For scrolls: a continuous source (touchpad) rather than a wheel with detents.
  public var isContinuous: Bool

  /// Creates an indirect event.
  public init(
    time: TimeInterval, kind: Kind, phase: Phase, fingers: Int = 2,
    location: CGPoint = .zero, delta: CGVector = .zero, scale: CGFloat = 1,
    angleDelta: CGFloat = 0, isCancelled: Bool = false, isContinuous: Bool = true
  ) {
    self.time = time
    self.kind = kind
    self.phase = phase
    self.fingers = fingers
    self.location = location
    self.delta = delta
    self.scale = scale
    self.angleDelta = angleDelta
    self.isCancelled = isCancelled
    self.isContinuous = isContinuous
  }
}
