import Foundation
import GestureCore

/// A touchpad gesture event, as libinput reports it, in plain values.
///
/// libinput recognizes these from touchpad fingers (never from touchscreens): swipes of three
/// or more fingers, pinches of two or more, holds of one or more. A gesture keeps its finger
/// count for its whole life; a finger added or lifted ends it, often as cancelled.
public struct LibInputGestureEvent: Hashable, Sendable {
  /// The kind of gesture event. Raw values are libinput's event types.
  public enum Kind: UInt32, Hashable, Sendable, CaseIterable {
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN`.
    case swipeBegin = 800
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE`.
    case swipeUpdate = 801
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_SWIPE_END`.
    case swipeEnd = 802
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_PINCH_BEGIN`.
    case pinchBegin = 803
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_PINCH_UPDATE`.
    case pinchUpdate = 804
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_PINCH_END`.
    case pinchEnd = 805
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_HOLD_BEGIN`.
    case holdBegin = 806
    /// The corresponding C constant is `LIBINPUT_EVENT_GESTURE_HOLD_END`.
    case holdEnd = 807
  }

  /// The kind of event.
  public var kind: Kind
  /// The device that sent it (``LiveDevice/id``).
  public var device: Int
  /// The event time in microseconds of `CLOCK_MONOTONIC`.
  public var time: UInt64
  /// How many fingers make the gesture.
  public var fingerCount: Int
  /// For updates: the motion of the fingers' centre, accelerated, in libinput's pointer units
  /// (normalized to a 1000 dpi device).
  public var delta: CGVector
  /// For updates: the same motion without pointer acceleration.
  public var unacceleratedDelta: CGVector
  /// For pinches: the finger spread relative to the begin (1 at the begin; the end repeats the
  /// last value).
  public var scale: Double
  /// For pinch updates: the rotation since the previous event, in degrees, clockwise positive.
  public var angleDelta: Double
  /// For ends: the gesture was cancelled rather than completed.
  public var isCancelled: Bool

  /// Creates a gesture event.
  public init(
    kind: Kind, device: Int, time: UInt64, fingerCount: Int, delta: CGVector = .zero,
    unacceleratedDelta: CGVector = .zero, scale: Double = 1, angleDelta: Double = 0,
    isCancelled: Bool = false
  ) {
    self.kind = kind
    self.device = device
    self.time = time
    self.fingerCount = fingerCount
    self.delta = delta
    self.unacceleratedDelta = unacceleratedDelta
    self.scale = scale
    self.angleDelta = angleDelta
    self.isCancelled = isCancelled
  }
}
