import Foundation

/// One libinput event that GestureSim reads, as a plain Swift value.
///
/// The live pipeline reads these from a ``LibInputContext`` and hands them to a
/// ``LiveInputTranslator``; tests build them by hand, so that everything after the C boundary
/// runs without a device.
public enum LibInputEvent: Hashable, Sendable {
  /// A device appeared (at start-up or when plugged in).
  case deviceAdded(LiveDevice)
  /// A device went away; its touches and gestures are cancelled.
  case deviceRemoved(LiveDevice)
  /// A touchscreen event.
  case touch(LibInputTouchEvent)
  /// A touchpad gesture event.
  case gesture(LibInputGestureEvent)
  /// A pointer event.
  case pointer(LibInputPointerEvent)

  /// The event time in microseconds of `CLOCK_MONOTONIC`; nil for device notifications, which
  /// libinput does not stamp.
  public var time: UInt64? {
    switch self {
    case .deviceAdded, .deviceRemoved: nil
    case .touch(let event): event.time
    case .gesture(let event): event.time
    case .pointer(let event): event.time
    }
  }
}
