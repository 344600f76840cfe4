import Testing

@testable import TouchTraces

/// The names recordings' comments use come from libevdev now; these are the names and bounds of
/// the table written by hand that it replaced, which libevdev must reproduce.
@Suite("evdev names and bounds from libevdev")
struct EvdevNamesTests {
  /// Every (type, code, name) the hand-written table had.
  static let formerCodes: [(UInt16, UInt16, String)] = [
    (0, 0, "SYN_REPORT"), (0, 1, "SYN_CONFIG"), (0, 2, "SYN_MT_REPORT"), (0, 3, "SYN_DROPPED"),
    (3, 0x00, "ABS_X"), (3, 0x01, "ABS_Y"), (3, 0x18, "ABS_PRESSURE"), (3, 0x19, "ABS_DISTANCE"),
    (3, 0x1c, "ABS_TOOL_WIDTH"), (3, 0x2f, "ABS_MT_SLOT"), (3, 0x30, "ABS_MT_TOUCH_MAJOR"),
    (3, 0x31, "ABS_MT_TOUCH_MINOR"), (3, 0x32, "ABS_MT_WIDTH_MAJOR"),
    (3, 0x33, "ABS_MT_WIDTH_MINOR"), (3, 0x34, "ABS_MT_ORIENTATION"),
    (3, 0x35, "ABS_MT_POSITION_X"), (3, 0x36, "ABS_MT_POSITION_Y"),
    (3, 0x37, "ABS_MT_TOOL_TYPE"), (3, 0x38, "ABS_MT_BLOB_ID"), (3, 0x39, "ABS_MT_TRACKING_ID"),
    (3, 0x3a, "ABS_MT_PRESSURE"), (3, 0x3b, "ABS_MT_DISTANCE"), (1, 0x110, "BTN_LEFT"),
    (1, 0x111, "BTN_RIGHT"), (1, 0x112, "BTN_MIDDLE"), (1, 0x140, "BTN_TOOL_PEN"),
    (1, 0x141, "BTN_TOOL_RUBBER"), (1, 0x14b, "BTN_STYLUS"), (1, 0x14c, "BTN_STYLUS2"),
    (1, 0x14a, "BTN_TOUCH"), (1, 0x145, "BTN_TOOL_FINGER"), (1, 0x14d, "BTN_TOOL_DOUBLETAP"),
    (1, 0x14e, "BTN_TOOL_TRIPLETAP"), (1, 0x14f, "BTN_TOOL_QUADTAP"),
    (1, 0x148, "BTN_TOOL_QUINTTAP"), (4, 5, "MSC_TIMESTAMP"),
  ]

  @Test("Every code name the former table gave, libevdev gives")
  func codes() {
    for (type, code, name) in Self.formerCodes {
      #expect(EvdevNames.code(code, ofType: type) == name, "type \(type) code \(code)")
      var bytes: [UInt8] = []
      let length = EvdevNames.appendCode(code, ofType: type, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == name)
      #expect(length == name.utf8.count)
    }
    // A code the kernel does not name is its number, as before.
    #expect(EvdevNames.code(0x3e, ofType: 3) == "62")
  }

  @Test("Type and property names are the former table's, and libevdev names more")
  func typesAndProperties() {
    let types: [UInt16: String] = [0: "EV_SYN", 1: "EV_KEY", 2: "EV_REL", 3: "EV_ABS", 4: "EV_MSC"]
    for (type, name) in types {
      #expect(EvdevNames.type(type) == name)
      var bytes: [UInt8] = []
      EvdevNames.appendType(type, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == name)
    }
    let properties = [
      "INPUT_PROP_POINTER", "INPUT_PROP_DIRECT", "INPUT_PROP_BUTTONPAD", "INPUT_PROP_SEMI_MT",
      "INPUT_PROP_TOPBUTTONPAD", "INPUT_PROP_POINTING_STICK", "INPUT_PROP_ACCELEROMETER",
    ]
    for (property, name) in properties.enumerated() {
      #expect(EvdevNames.property(UInt16(property)) == name)
    }
    // The former table printed `EV_5` and `ABS_MT_TOOL_X`'s number; the kernel names them.
    #expect(EvdevNames.type(5) == "EV_SW")
    #expect(EvdevNames.code(0x3c, ofType: 3) == "ABS_MT_TOOL_X")
    #expect(EvdevNames.type(0x1e) == "EV_30")
    #expect(EvdevNames.property(0x1e) == "30")
  }

  @Test("Each type's highest code is the former table's, but for two types no touch device has")
  func bounds() {
    let former: [UInt16: UInt16] = [
      0: 0x0f, 1: 0x2ff, 2: 0x0f, 3: 0x3f, 4: 0x07, 0x05: 0x10, 0x11: 0x0f, 0x12: 0x07,
      0x14: 0x01, 0x15: 0x7f,
    ]
    for type in UInt16(0)...0x1f {
      #expect(EvdevCode.maximumCode(ofType: type) == former[type], "type \(type)")
    }
    // The former table also allowed EV_PWR code 0 and EV_FF_STATUS codes 0 and 1: the kernel
    // bounds neither type's codes (no EV_PWR codes exist; FF_STATUS_* describe force-feedback
    // effects sent to a device), so libevdev gives no maximum and a recording with them is refused.
    #expect(EvdevCode.maximumCode(ofType: 0x16) == nil)
    #expect(EvdevCode.maximumCode(ofType: 0x17) == nil)
  }
}
