import Foundation

/// A touchscreen event, as libinput reports it, in plain values.
///
/// libinput reports touches only for direct-touch devices; every hardware sample ends with a
/// ``Kind/frame`` event that groups the changes before it.
public struct LibInputTouchEvent: Hashable, Sendable {
  /// The kind of touch event. Raw values are libinput's event types.
  public enum Kind: UInt32, Hashable, Sendable, CaseIterable {
    /// A finger landed. The corresponding C constant is `LIBINPUT_EVENT_TOUCH_DOWN`.
    case down = 500
    /// A finger lifted. The corresponding C constant is `LIBINPUT_EVENT_TOUCH_UP`.
    case up = 501
    /// A finger moved. The corresponding C constant is `LIBINPUT_EVENT_TOUCH_MOTION`.
    case motion = 502
    /// The touch stopped being valid (the device was suspended or a palm was detected). The
    /// corresponding C constant is `LIBINPUT_EVENT_TOUCH_CANCEL`.
    case cancel = 503
    /// The end of one hardware sample. The corresponding C constant is
    /// `LIBINPUT_EVENT_TOUCH_FRAME`.
    case frame = 504
  }

  /// The kind of event.
  public var kind: Kind
  /// The device that sent it (``LiveDevice/id``).
  public var device: Int
  /// The event time in microseconds of `CLOCK_MONOTONIC`, as libinput stamps it.
  public var time: UInt64
  /// The kernel's slot of the touch, -1 for single-touch devices and for frames.
  public var slot: Int32
  /// The seat-wide slot of the touch (unique across the seat's devices), -1 for frames.
  public var seatSlot: Int32
  /// The touch's position in millimetres from the device's top-left corner (device units when
  /// the device reports no resolution); zero for up, cancel and frame.
  public var position: CGPoint
  /// The touch's position as a fraction of the screen the device is mapped to, from 0 to 1 on
  /// each axis (libinput's `_transformed` coordinates for an output of size 1); zero for up,
  /// cancel and frame.
  public var transformed: CGPoint

  /// Creates a touch event.
  public init(
    kind: Kind, device: Int, time: UInt64, slot: Int32 = -1, seatSlot: Int32 = -1,
    position: CGPoint = .zero, transformed: CGPoint = .zero
  ) {
    self.kind = kind
    self.device = device
    self.time = time
    self.slot = slot
    self.seatSlot = seatSlot
    self.position = position
    self.transformed = transformed
  }
}
