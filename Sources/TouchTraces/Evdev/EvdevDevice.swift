/// A recorded input device: what `libinput record` keeps under `evdev:` and `udev:`, and what
/// evemu keeps in its `N:`, `I:`, `P:`, `B:` and `A:` lines.
public struct EvdevDevice: Hashable, Sendable {
  /// The kernel's `struct input_id`.
  public struct ID: Hashable, Sendable {
    /// The bus type (`BUS_USB` is 3, `BUS_I2C` is 0x18).
    public var bustype: UInt16
    /// The vendor number.
    public var vendor: UInt16
    /// The product number.
    public var product: UInt16
    /// The version number.
    public var version: UInt16

    /// Creates an identifier.
    public init(bustype: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
      self.bustype = bustype
      self.vendor = vendor
      self.product = product
      self.version = version
    }
  }

  /// What a device is, for choosing direct or indirect touches.
  public enum Kind: String, Hashable, Sendable {
    /// The contacts are on a display (`INPUT_PROP_DIRECT`): touches are `.direct`.
    case touchscreen
    /// The contacts move a pointer: touches are `.indirect`.
    case touchpad
    /// Not a touch device (keyboard, mouse, tablet pen…).
    case other
  }

  /// The device node it was recorded from, when known (`/dev/input/event6`).
  public var node: String?
  /// The kernel's name for the device.
  public var name: String
  /// Bus, vendor, product and version.
  public var id: ID
  /// The event codes the device supports, by event type.
  public var codes: [UInt16: [UInt16]]
  /// The absolute axes, by code.
  public var absinfo: [UInt16: AbsInfo]
  /// The `INPUT_PROP_*` numbers the device has.
  public var properties: [UInt16]
  /// udev's properties for the device, as `KEY=value` pairs, in recorded order.
  public var udevProperties: [(key: String, value: String)]
  /// The libinput quirks `libinput record` listed for the device (`AttrPressureRange=10:8`), in
  /// recorded order; empty for other formats and for a device with none.
  public var quirks: [String]

  /// Creates a device description.
  public init(
    node: String? = nil, name: String, id: ID, codes: [UInt16: [UInt16]] = [:],
    absinfo: [UInt16: AbsInfo] = [:], properties: [UInt16] = [],
    udevProperties: [(key: String, value: String)] = [], quirks: [String] = []
  ) {
    self.node = node
    self.name = name
    self.id = id
    self.codes = codes
    self.absinfo = absinfo
    self.properties = properties
    self.udevProperties = udevProperties
    self.quirks = quirks
  }

  /// Whether the device supports `code` of event `type`.
  public func supports(type: UInt16, code: UInt16) -> Bool {
    if type == EvdevCode.evAbs, absinfo[code] != nil { return true }
    return codes[type]?.contains(code) ?? false
  }

  /// The names of the device's `INPUT_PROP_*` properties, as libevdev spells them
  /// (`INPUT_PROP_BUTTONPAD`), or their numbers where the kernel names none.
  public var propertyNames: [String] { properties.map(EvdevNames.property) }

  /// Whether the device has the `INPUT_PROP_*` property `property`.
  public func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }

  /// The value of udev property `key`, if recorded.
  public func udevProperty(_ key: String) -> String? {
    udevProperties.first { $0.key == key }?.value
  }

  /// The number of multitouch slots (`ABS_MT_SLOT`'s maximum + 1); 0 without slots.
  public var slotCount: Int {
    guard let slot = absinfo[EvdevCode.absMTSlot] else { return 0 }
    return Int(slot.maximum) + 1
  }

  /// The horizontal position axis: the multitouch one when present, else `ABS_X`.
  public var xAxis: AbsInfo? {
    absinfo[EvdevCode.absMTPositionX] ?? absinfo[EvdevCode.absX]
  }

  /// The vertical position axis: the multitouch one when present, else `ABS_Y`.
  public var yAxis: AbsInfo? {
    absinfo[EvdevCode.absMTPositionY] ?? absinfo[EvdevCode.absY]
  }

  /// The device's size in millimetres, from its resolution or udev's size hint.
  public var sizeInMillimeters: (width: Double, height: Double)? {
    if let width = xAxis?.lengthInMillimeters, let height = yAxis?.lengthInMillimeters {
      return (width, height)
    }
    if let width = udevProperty("ID_INPUT_WIDTH_MM").flatMap(Double.init),
      let height = udevProperty("ID_INPUT_HEIGHT_MM").flatMap(Double.init), width > 0, height > 0
    {
      return (width, height)
    }
    return nil
  }

  /// Touchscreen, touchpad or neither, decided as udev's `input_id` builtin and libinput do.
  ///
  /// udev's own verdict wins when recorded; then `INPUT_PROP_DIRECT` means a touchscreen and
  /// `INPUT_PROP_POINTER` a touchpad; for old recordings without properties, a device with
  /// position axes and `BTN_TOOL_FINGER` (and no pen) is a touchpad, and one with `BTN_TOUCH`
  /// and no finger tool is a touchscreen.
  public var kind: Kind {
    if udevProperty("ID_INPUT_TOUCHSCREEN") == "1" { return .touchscreen }
    if udevProperty("ID_INPUT_TOUCHPAD") == "1" { return .touchpad }
    guard xAxis != nil, yAxis != nil else { return .other }
    if hasProperty(EvdevCode.inputPropDirect) { return .touchscreen }
    if hasProperty(EvdevCode.inputPropPointer) { return .touchpad }
    let hasPen = supports(type: EvdevCode.evKey, code: EvdevCode.btnToolPen)
    let hasFinger = supports(type: EvdevCode.evKey, code: EvdevCode.btnToolFinger)
    let hasTouch = supports(type: EvdevCode.evKey, code: EvdevCode.btnTouch)
    if hasFinger && !hasPen { return .touchpad }
    if hasTouch && !hasPen { return .touchscreen }
    if slotCount > 0 || absinfo[EvdevCode.absMTPositionX] != nil { return .touchscreen }
    return .other
  }

  /// The most multitouch slots a device may declare. Real devices have at most a few dozen;
  /// the bound keeps a corrupt `ABS_MT_SLOT` range from making the decoder allocate gigabytes.
  public static let maximumSlotCount = 256

  /// Checks the axis ranges a decoder relies on.
  ///
  /// - Parameter line: The line each axis was described on.
  /// - Throws: ``TraceError`` for an axis whose minimum exceeds its maximum, or an `ABS_MT_SLOT`
  ///   range that does not start at 0 or has more than ``maximumSlotCount`` slots.
  func validate(file: String, line: (UInt16) -> Int?) throws {
    for (code, axis) in absinfo.sorted(by: { $0.key < $1.key }) where axis.minimum > axis.maximum {
      throw TraceError(
        file: file, line: line(code),
        message:
          "expected the minimum of axis \(code) (\(axis.minimum)) to be at most its maximum (\(axis.maximum))"
      )
    }
    for (code, axis) in absinfo.sorted(by: { $0.key < $1.key }) where axis.resolution < 0 {
      throw TraceError(
        file: file, line: line(code),
        message: "expected the resolution of axis \(code) to be 0 or more, found \(axis.resolution)"
      )
    }
    if let slot = absinfo[EvdevCode.absMTSlot],
      slot.minimum != 0 || Int64(slot.maximum) >= Int64(Self.maximumSlotCount)
    {
      throw TraceError(
        file: file, line: line(EvdevCode.absMTSlot),
        message:
          "expected ABS_MT_SLOT to range from 0 to at most \(Self.maximumSlotCount - 1), found \(slot.minimum)…\(slot.maximum)"
      )
    }
  }

  /// Whether slots are a bounding box rather than fingers (`INPUT_PROP_SEMI_MT`).
  public var isSemiMultitouch: Bool { hasProperty(EvdevCode.inputPropSemiMT) }

  /// Two descriptions are equal when every recorded field is, udev properties in order.
  public static func == (lhs: EvdevDevice, rhs: EvdevDevice) -> Bool {
    lhs.node == rhs.node && lhs.name == rhs.name && lhs.id == rhs.id && lhs.codes == rhs.codes
      && lhs.absinfo == rhs.absinfo && lhs.properties == rhs.properties
      && lhs.udevProperties.elementsEqual(rhs.udevProperties) { $0 == $1 }
      && lhs.quirks == rhs.quirks
  }

  /// Hashes the name and identifier, which tell devices apart in practice.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(id)
  }
}
