import Foundation
import GestureCore

/// Turns touch frames in points back into protocol-B evdev frames for a device, as a kernel
/// driver would send them: slot changes, tracking IDs, positions that changed, `BTN_TOUCH` and
/// `BTN_TOOL_*` finger counts, the single-touch `ABS_X`/`ABS_Y` of the oldest contact, then
/// `SYN_REPORT`.
///
/// It is the inverse of ``MultitouchDecoder`` up to the device's unit grid: decoding what it
/// encodes gives back every frame, with locations rounded to the nearest device unit. A
/// `cancel` becomes a lift, since evdev has no cancel.
public struct EvdevEncoder {
  /// The device the frames are for.
  public let device: EvdevDevice
  /// Points to device units.
  public let scale: AxisScale

  struct Contact {
    var touchID: Int
    var trackingID: Int32
    var x: Int32
    var y: Int32
  }

  private var slots: [Contact?]
  private var currentSlot = 0
  private var nextTrackingID: Int32 = 0
  private var toolFingers = 0
  private var singleTouch: (x: Int32, y: Int32)?
  private var previousTime: Int64 = .min

  /// Creates an encoder for `device`, which must have `ABS_MT_SLOT` and positions.
  public init(device: EvdevDevice, mapping: PointMapping = PointMapping()) {
    self.device = device
    scale = mapping.scale(for: device)
    slots = Array(repeating: nil, count: Swift.max(device.slotCount, 1))
  }

  /// Encodes `touches` into `frame`, replacing its contents.
  ///
  /// - Throws: ``TraceError`` when the frame needs more slots than the device has, names a
  ///   finger that is not down, or goes back in time.
  public mutating func encode(_ touches: TouchFrame, into frame: inout EvdevFrame) throws {
    frame.clear()
    let seconds = touches.time
    guard seconds.isFinite, seconds >= 0 else {
      throw TraceError(file: device.name, message: "expected a frame time ≥ 0 s, found \(seconds)")
    }
    let time = Int64((seconds * 1_000_000).rounded())
    guard time >= previousTime else {
      throw TraceError(file: device.name, message: "time goes backwards at \(seconds) s")
    }
    previousTime = time
    func row(_ type: UInt16, _ code: UInt16, _ value: Int32) {
      frame.append(EvdevEvent(time: time, type: type, code: code, value: value), line: 0)
    }
    for change in touches.changes {
      let units = scale.units(of: change.location)
      let index: Int
      if change.phase == .down {
        guard let free = slots.firstIndex(where: { $0 == nil }) else {
          throw TraceError(
            file: device.name,
            message: "\(slots.count) slots are not enough for the fingers down at \(seconds) s")
        }
        index = free
      } else {
        guard let found = slots.firstIndex(where: { $0?.touchID == change.id }) else {
          throw TraceError(
            file: device.name,
            message: "finger \(change.id) \(change.phase)s at \(seconds) s without being down")
        }
        index = found
      }
      // The kernel names a slot only when it has something to say about it.
      var slotNamed = index == currentSlot
      func slotRow(_ code: UInt16, _ value: Int32) {
        if !slotNamed {
          row(EvdevCode.evAbs, EvdevCode.absMTSlot, Int32(index))
          currentSlot = index
          slotNamed = true
        }
        row(EvdevCode.evAbs, code, value)
      }
      switch change.phase {
      case .down:
        let contact = Contact(
          touchID: change.id, trackingID: nextTrackingID, x: units.x, y: units.y)
        nextTrackingID = nextTrackingID == Int32(UInt16.max) ? 0 : nextTrackingID + 1
        slotRow(EvdevCode.absMTTrackingID, contact.trackingID)
        slotRow(EvdevCode.absMTPositionX, units.x)
        slotRow(EvdevCode.absMTPositionY, units.y)
        slots[index] = contact
      case .move, .up, .cancel:
        guard var contact = slots[index] else { continue }
        if units.x != contact.x { slotRow(EvdevCode.absMTPositionX, units.x) }
        if units.y != contact.y { slotRow(EvdevCode.absMTPositionY, units.y) }
        contact.x = units.x
        contact.y = units.y
        if change.phase == .move {
          slots[index] = contact
        } else {
          slotRow(EvdevCode.absMTTrackingID, -1)
          slots[index] = nil
        }
      }
    }
    let down = slots.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    let tools = Swift.min(down, 5)
    if tools != toolFingers {
      if toolFingers == 0 { row(EvdevCode.evKey, EvdevCode.btnTouch, 1) }
      if toolFingers > 0 { row(EvdevCode.evKey, Self.toolCode(toolFingers), 0) }
      if tools > 0 { row(EvdevCode.evKey, Self.toolCode(tools), 1) }
      if tools == 0 { row(EvdevCode.evKey, EvdevCode.btnTouch, 0) }
      toolFingers = tools
    }
    let oldest = slots.compactMap { $0 }.min { $0.trackingID < $1.trackingID }
    if let oldest {
      if singleTouch?.x != oldest.x { row(EvdevCode.evAbs, EvdevCode.absX, oldest.x) }
      if singleTouch?.y != oldest.y { row(EvdevCode.evAbs, EvdevCode.absY, oldest.y) }
      singleTouch = (oldest.x, oldest.y)
    }
    row(EvdevCode.evSyn, EvdevCode.synReport, 0)
  }

  static func toolCode(_ fingers: Int) -> UInt16 {
    switch fingers {
    case 1: EvdevCode.btnToolFinger
    case 2: EvdevCode.btnToolDoubleTap
    case 3: EvdevCode.btnToolTripleTap
    case 4: EvdevCode.btnToolQuadTap
    default: EvdevCode.btnToolQuintTap
    }
  }
}

extension EvdevDevice {
  /// A multitouch device of `size` points, described the way the kernel describes real ones, for
  /// writing touch scripts and generated gestures as recordings.
  ///
  /// - Parameters:
  ///   - name: The device name.
  ///   - kind: `.touchscreen` (`INPUT_PROP_DIRECT`) or `.touchpad` (`INPUT_PROP_POINTER` and
  ///     `INPUT_PROP_BUTTONPAD`, with a left button).
  ///   - size: The area in points.
  ///   - resolution: Units per millimetre.
  ///   - slots: The number of multitouch slots.
  ///   - id: The device's bus, vendor, product and version.
  ///   - pointsPerMillimeter: The mapping's density, so that the device spans `size` exactly.
  public static func virtualMultitouch(
    name: String, kind: Kind, size: CGSize, resolution: Int32 = 20, slots: Int = 10,
    id: ID = ID(bustype: 0x18, vendor: 0x04f3, product: 0x2c82, version: 0x100),
    pointsPerMillimeter: Double = PointMapping.defaultPointsPerMillimeter
  ) -> EvdevDevice {
    let maximumX =
      Int32((Double(size.width) / pointsPerMillimeter * Double(resolution)).rounded()) - 1
    let maximumY =
      Int32((Double(size.height) / pointsPerMillimeter * Double(resolution)).rounded()) - 1
    let x = AbsInfo(minimum: 0, maximum: maximumX, resolution: resolution)
    let y = AbsInfo(minimum: 0, maximum: maximumY, resolution: resolution)
    var keys: [UInt16] = [
      EvdevCode.btnToolFinger, EvdevCode.btnToolQuintTap, EvdevCode.btnTouch,
      EvdevCode.btnToolDoubleTap, EvdevCode.btnToolTripleTap, EvdevCode.btnToolQuadTap,
    ]
    if kind == .touchpad { keys.insert(EvdevCode.btnLeft, at: 0) }
    let widthMM = Int((Double(x.range) / Double(resolution)).rounded())
    let heightMM = Int((Double(y.range) / Double(resolution)).rounded())
    return EvdevDevice(
      node: "/dev/input/event5", name: name, id: id,
      codes: [
        EvdevCode.evSyn: [0, 1, 3],
        EvdevCode.evKey: keys,
        EvdevCode.evAbs: [0, 1, 47, 53, 54, 57],
      ],
      absinfo: [
        EvdevCode.absX: x, EvdevCode.absY: y,
        EvdevCode.absMTSlot: AbsInfo(minimum: 0, maximum: Int32(slots - 1)),
        EvdevCode.absMTPositionX: x, EvdevCode.absMTPositionY: y,
        EvdevCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
      ],
      properties: kind == .touchpad
        ? [EvdevCode.inputPropPointer, EvdevCode.inputPropButtonPad] : [EvdevCode.inputPropDirect],
      udevProperties: [
        ("ID_INPUT", "1"),
        (kind == .touchpad ? "ID_INPUT_TOUCHPAD" : "ID_INPUT_TOUCHSCREEN", "1"),
        ("ID_INPUT_WIDTH_MM", "\(widthMM)"),
        ("ID_INPUT_HEIGHT_MM", "\(heightMM)"),
      ])
  }
}
