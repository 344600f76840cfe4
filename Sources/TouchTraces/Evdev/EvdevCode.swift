import CLibEvdev

/// The evdev constants the readers, decoder and writer use, with the kernel's names and values
/// (`linux/input-event-codes.h`).
///
/// Names are the kernel's in lower camel case (`ABS_MT_SLOT` is `absMTSlot`), and each doc comment
/// names the C constant, so code reads like the kernel documentation.
public enum EvdevCode {
  // Types.
  /// Synchronization events. The corresponding C constant is `EV_SYN`.
  public static let evSyn: UInt16 = 0
  /// Keys and buttons. The corresponding C constant is `EV_KEY`.
  public static let evKey: UInt16 = 1
  /// Relative axes. The corresponding C constant is `EV_REL`.
  public static let evRel: UInt16 = 2
  /// Absolute axes. The corresponding C constant is `EV_ABS`.
  public static let evAbs: UInt16 = 3
  /// Miscellaneous events. The corresponding C constant is `EV_MSC`.
  public static let evMsc: UInt16 = 4
  /// The highest event type the kernel defines. The corresponding C constant is `EV_MAX`.
  public static let evMax: UInt16 = 0x1f

  // Synchronization codes.
  /// Ends a frame. The corresponding C constant is `SYN_REPORT`.
  public static let synReport: UInt16 = 0
  /// Ends one contact in multitouch protocol A. The corresponding C constant is `SYN_MT_REPORT`.
  public static let synMTReport: UInt16 = 2
  /// The kernel's buffer overflowed. The corresponding C constant is `SYN_DROPPED`.
  public static let synDropped: UInt16 = 3

  // Absolute axes.
  /// The corresponding C constant is `ABS_X`.
  public static let absX: UInt16 = 0x00
  /// The corresponding C constant is `ABS_Y`.
  public static let absY: UInt16 = 0x01
  /// The corresponding C constant is `ABS_PRESSURE`.
  public static let absPressure: UInt16 = 0x18
  /// The slot that following `ABS_MT_*` events describe. The corresponding C constant is
  /// `ABS_MT_SLOT`.
  public static let absMTSlot: UInt16 = 0x2f
  /// The corresponding C constant is `ABS_MT_TOUCH_MAJOR`.
  public static let absMTTouchMajor: UInt16 = 0x30
  /// The corresponding C constant is `ABS_MT_POSITION_X`.
  public static let absMTPositionX: UInt16 = 0x35
  /// The corresponding C constant is `ABS_MT_POSITION_Y`.
  public static let absMTPositionY: UInt16 = 0x36
  /// The contact's identity; -1 lifts it. The corresponding C constant is `ABS_MT_TRACKING_ID`.
  public static let absMTTrackingID: UInt16 = 0x39
  /// The corresponding C constant is `ABS_MT_PRESSURE`.
  public static let absMTPressure: UInt16 = 0x3a
  /// Groups contacts into one blob; an identity, not a measure. The corresponding C constant is
  /// `ABS_MT_BLOB_ID`.
  public static let absMTBlobID: UInt16 = 0x38
  /// The last per-contact axis. The corresponding C constant is `ABS_MT_TOOL_Y`.
  public static let absMTToolY: UInt16 = 0x3d
  /// The highest absolute axis. The corresponding C constant is `ABS_MAX`.
  public static let absMax: UInt16 = 0x3f

  // Keys.
  /// The corresponding C constant is `BTN_LEFT`.
  public static let btnLeft: UInt16 = 0x110
  /// The corresponding C constant is `BTN_TOOL_PEN`.
  public static let btnToolPen: UInt16 = 0x140
  /// One finger on a touchpad. The corresponding C constant is `BTN_TOOL_FINGER`.
  public static let btnToolFinger: UInt16 = 0x145
  /// Five or more fingers. The corresponding C constant is `BTN_TOOL_QUINTTAP`.
  public static let btnToolQuintTap: UInt16 = 0x148
  /// In meaningful contact. The corresponding C constant is `BTN_TOUCH`.
  public static let btnTouch: UInt16 = 0x14a
  /// Two fingers. The corresponding C constant is `BTN_TOOL_DOUBLETAP`.
  public static let btnToolDoubleTap: UInt16 = 0x14d
  /// Three fingers. The corresponding C constant is `BTN_TOOL_TRIPLETAP`.
  public static let btnToolTripleTap: UInt16 = 0x14e
  /// Four fingers. The corresponding C constant is `BTN_TOOL_QUADTAP`.
  public static let btnToolQuadTap: UInt16 = 0x14f
  /// The highest key code. The corresponding C constant is `KEY_MAX`.
  public static let keyMax: UInt16 = 0x2ff

  // Properties.
  /// The device moves a pointer (touchpads). The corresponding C constant is `INPUT_PROP_POINTER`.
  public static let inputPropPointer: UInt16 = 0
  /// The device is on the screen (touchscreens). The corresponding C constant is
  /// `INPUT_PROP_DIRECT`.
  public static let inputPropDirect: UInt16 = 1
  /// The whole pad is a button. The corresponding C constant is `INPUT_PROP_BUTTONPAD`.
  public static let inputPropButtonPad: UInt16 = 2
  /// Slots are the corners of a bounding box, not fingers. The corresponding C constant is
  /// `INPUT_PROP_SEMI_MT`.
  public static let inputPropSemiMT: UInt16 = 3

  /// The finger count each `BTN_TOOL_*` key stands for, or nil for other keys.
  public static func fingerCount(ofTool code: UInt16) -> Int? {
    switch code {
    case btnToolFinger: 1
    case btnToolDoubleTap: 2
    case btnToolTripleTap: 3
    case btnToolQuadTap: 4
    case btnToolQuintTap: 5
    default: nil
    }
  }

  /// The highest valid code for event `type`, as libevdev (from the kernel's tables) gives it;
  /// nil for a type whose codes the kernel does not bound (`EV_PWR`, `EV_FF_STATUS`), which no
  /// touch device reports, and for a type it does not define.
  static func maximumCode(ofType type: UInt16) -> UInt16? {
    let maximum = libevdev_event_type_get_max(UInt32(type))
    return maximum >= 0 ? UInt16(maximum) : nil
  }
}
