import Foundation
import GestureCore

/// A pointer event (mouse, or touchpad motion, taps and scrolling), as libinput reports it, in
/// plain values.
public struct LibInputPointerEvent: Hashable, Sendable {
  /// The kind of pointer event. Raw values are libinput's event types.
  public enum Kind: UInt32, Hashable, Sendable, CaseIterable {
    /// Relative motion. The corresponding C constant is `LIBINPUT_EVENT_POINTER_MOTION`.
    case motion = 400
    /// Absolute motion. The corresponding C constant is
    /// `LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE`.
    case motionAbsolute = 401
    /// A button pressed or released (a touchpad tap when tap-to-click is on). The corresponding
    /// C constant is `LIBINPUT_EVENT_POINTER_BUTTON`.
    case button = 402
    /// A mouse wheel turned. The corresponding C constant is
    /// `LIBINPUT_EVENT_POINTER_SCROLL_WHEEL`.
    case scrollWheel = 404
    /// Fingers scrolled on a touchpad; a sequence ends with a zero value. The corresponding C
    /// constant is `LIBINPUT_EVENT_POINTER_SCROLL_FINGER`.
    case scrollFinger = 405
    /// Continuous scrolling from another source (a trackpoint's button scrolling). The
    /// corresponding C constant is `LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS`.
    case scrollContinuous = 406
  }

  /// The evdev code of the primary (left) button, `BTN_LEFT`.
  public static let leftButton: UInt32 = 0x110
  /// The evdev code of the secondary (right) button, `BTN_RIGHT`: a two-finger tap with
  /// libinput's default `lrm` tap button map, or a click in a clickpad's right button area.
  public static let rightButton: UInt32 = 0x111
  /// The evdev code of the middle button, `BTN_MIDDLE`: a three-finger tap with `lrm`.
  public static let middleButton: UInt32 = 0x112

  /// The kernel's name for a button code (`BTN_RIGHT`), or `BTN_0x…` for one not named here.
  public static func name(ofButton button: UInt32) -> String {
    switch button {
    case leftButton: "BTN_LEFT"
    case rightButton: "BTN_RIGHT"
    case middleButton: "BTN_MIDDLE"
    default: "BTN_0x" + String(button, radix: 16)
    }
  }

  /// The kind of event.
  public var kind: Kind
  /// The device that sent it (``LiveDevice/id``).
  public var device: Int
  /// The event time in microseconds of `CLOCK_MONOTONIC`.
  public var time: UInt64
  /// For relative motion: the accelerated motion in libinput's pointer units (normalized to a
  /// 1000 dpi device).
  public var delta: CGVector
  /// For relative motion: the same motion without acceleration.
  public var unacceleratedDelta: CGVector
  /// For absolute motion: the position as a fraction of the screen, 0 to 1 on each axis.
  public var absolute: CGPoint
  /// For buttons: the evdev button code (``leftButton`` for the primary button).
  public var button: UInt32
  /// For buttons: pressed rather than released.
  public var isPressed: Bool
  /// For scrolls: the scroll on the horizontal (dx) and vertical (dy) axes, in libinput's
  /// units (pointer units for fingers, degrees for wheels); zero on an axis that did not
  /// scroll.
  public var scroll: CGVector

  /// Creates a pointer event.
  public init(
    kind: Kind, device: Int, time: UInt64, delta: CGVector = .zero,
    unacceleratedDelta: CGVector = .zero, absolute: CGPoint = .zero,
    button: UInt32 = LibInputPointerEvent.leftButton, isPressed: Bool = false,
    scroll: CGVector = .zero
  ) {
    self.kind = kind
    self.device = device
    self.time = time
    self.delta = delta
    self.unacceleratedDelta = unacceleratedDelta
    self.absolute = absolute
    self.button = button
    self.isPressed = isPressed
    self.scroll = scroll
  }
}
