import Foundation
import GestureCore

/// Turns one device's evdev frames into touch frames in window points, following the kernel's
/// multitouch protocols.
///
///     var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
///     try recording.readFrames { frame in
///       try decoder.decode(frame) { touches in simulation.feed(touches) }
///     }
///
/// Protocol B (slots) is used when the device has `ABS_MT_SLOT`; protocol A (contacts separated
/// by `SYN_MT_REPORT`) when it has multitouch positions without slots, converted to slots by
/// mtdev as libinput converts it (`ProtocolAConverter`); single-touch `ABS_X`/`ABS_Y` with
/// `BTN_TOUCH` or `BTN_TOOL_*` otherwise. Rules from real devices:
/// - the current slot persists across frames and starts at 0;
/// - a new contact starts from the values its slot last had (the kernel sends only changes);
/// - positions in a slot that never had a tracking ID are a touch that was down before the
///   recording began;
/// - a slot that gets a new tracking ID while down ends its old contact and starts a new one;
/// - a contact that begins and ends within one frame is invisible;
/// - protocol A contacts listed while `BTN_TOUCH` is up hover (as libinput's touchpad code
///   has them), once the device has sent `BTN_TOUCH` at all;
/// - a protocol A contact counts only with both positions and a closing `SYN_MT_REPORT`, as
///   mtdev has it (a tracking ID alone, one coordinate or an unclosed contact is dropped); at
///   most 31 may be listed in one frame (mtdev never returns from more);
/// - a frame with `SYN_DROPPED` is discarded; the synchronization frame that follows it
///   restores the state;
/// - the finger count is the larger of the active contacts and the `BTN_TOOL_*` count, so a
///   semi-multitouch pad with two slots can report three fingers.
///
/// Touch identifiers are the lowest free number from 1, as libinput's seat slots are.
public struct MultitouchDecoder {
  /// The most contacts down at once that a trace may have.
  public static let maximumFingers = 32

  /// The device decoded.
  public let device: EvdevDevice
  /// `.direct` for touchscreens, `.indirect` for touchpads.
  public let touchType: UITouch.TouchType
  /// Device units to points.
  public let scale: AxisScale
  /// The file errors name.
  public let file: String

  /// Contacts down after the last frame.
  public private(set) var contactCount = 0
  /// Fingers down after the last frame: the larger of ``contactCount`` and the `BTN_TOOL_*` count.
  public private(set) var fingerCount = 0
  /// Whether `BTN_TOUCH` is down.
  public private(set) var isTouching = false
  /// Where each change of the last frame came from, in the same order as its changes: the slot
  /// and the position in device units, before any mapping to points. Kept only while
  /// ``recordsRawChanges`` is set (`gesturesim touches`); a replay has no use for them.
  public private(set) var rawChanges: [RawChange] = []
  /// Whether ``rawChanges`` is kept.
  public var recordsRawChanges = false

  /// One change as the device reported it.
  public struct RawChange: Hashable, Sendable {
    /// The multitouch slot (protocol B); `nil` for protocol A and single-touch devices.
    public var slot: Int?
    /// The horizontal position in device units.
    public var x: Int32
    /// The vertical position in device units.
    public var y: Int32
    /// The pressure in device units (0 when the device has none).
    public var pressure: Int32
  }

  enum MultitouchProtocol {
    case slots
    case contacts
    case singleTouch
  }

  struct Slot {
    var trackingID: Int32 = -1
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32 = 0
    /// The contact's touch identifier while down, 0 otherwise.
    var touchID = 0
    var isDown = false
    var hadTrackingID = false
    var begins = false
    var ends = false
    var moved = false
    /// A contact the slot's new tracking ID replaced in this frame: its identifier and place.
    var replacedTouchID = 0
    var replacedX: Int32 = 0
    var replacedY: Int32 = 0

    /// Whether the frame began, ended, moved or replaced the slot's contact.
    var changed: Bool { begins || ends || moved || replacedTouchID != 0 }
  }

  let kind: MultitouchProtocol
  var slots: [Slot]
  var currentSlot = 0
  var toolFingers = 0
  /// Whether the device has sent `BTN_TOUCH` at all (some never do, though they advertise it).
  var hasSentTouchKey = false
  var usedIDs: UInt64 = 0
  var changes: [TouchFrame.Change] = []
  /// Protocol A: mtdev's conversion to slots (shared by copies of the decoder, which decode
  /// one stream).
  let protocolA: ProtocolAConverter?
  let pressureAxis: AbsInfo?

  /// Creates a decoder for `device`.
  public init(device: EvdevDevice, file: String, mapping: PointMapping = PointMapping()) {
    self.init(device: device, file: file, scale: mapping.scale(for: device))
  }

  /// Creates a decoder for `device` with its units-to-points map already worked out
  /// (``PointMapping/scale(for:)``).
  public init(device: EvdevDevice, file: String, scale: AxisScale) {
    self.device = device
    self.file = file
    touchType = device.kind == .touchpad ? .indirect : .direct
    self.scale = scale
    if device.slotCount > 0 {
      kind = .slots
    } else if device.absinfo[EvdevCode.absMTPositionX] != nil {
      kind = .contacts
    } else {
      kind = .singleTouch
    }
    protocolA = kind == .contacts ? ProtocolAConverter(axes: device.absinfo) : nil
    slots = Array(
      repeating: Slot(),
      count: kind == .contacts ? ProtocolAConverter.slotCount : Swift.max(device.slotCount, 1))
    // Multitouch contacts have a pressure only with ABS_MT_PRESSURE; ABS_PRESSURE belongs to
    // the single-touch emulation and would give every contact the same (or no) value.
    pressureAxis =
      kind == .singleTouch
      ? device.absinfo[EvdevCode.absPressure] : device.absinfo[EvdevCode.absMTPressure]
    changes.reserveCapacity(16)
  }

  /// Decodes one frame; calls `body` with the touches that changed, if any did.
  ///
  /// The touch frame's storage is reused for the next frame unless `body` keeps it.
  ///
  /// - Throws: ``TraceError`` naming the line of a slot beyond the device's slots, a tracking ID
  ///   already down in another slot, an invalid tracking ID, more than ``maximumFingers``
  ///   contacts, or more than 31 contacts listed in one protocol A frame (mtdev's limit).
  public mutating func decode(_ frame: EvdevFrame, _ body: (TouchFrame) throws -> Void) throws {
    for event in frame.events
    where event.type == EvdevCode.evSyn && event.code == EvdevCode.synDropped {
      return
    }
    changes.removeAll(keepingCapacity: true)
    rawChanges.removeAll(keepingCapacity: true)
    for index in frame.events.indices {
      let event = frame.events[index]
      switch event.type {
      case EvdevCode.evAbs where kind != .contacts: try absolute(event, line: frame.lines[index])
      case EvdevCode.evKey: key(event)
      default: break
      }
    }
    switch kind {
    case .slots: try commitSlots(line: frame.line)
    case .contacts:
      try takeContacts(from: frame)
      try commitSlots(line: frame.line)
    case .singleTouch: commitSingleTouch()
    }
    fingerCount = Swift.max(contactCount, toolFingers)
    guard !changes.isEmpty else { return }
    try body(TouchFrame(time: Double(frame.time) / 1_000_000, changes: changes))
  }

  private mutating func absolute(_ event: EvdevEvent, line: Int) throws {
    switch event.code {
    case EvdevCode.absMTSlot:
      guard kind == .slots, event.value >= 0, Int(event.value) < slots.count else {
        throw TraceError(
          file: file, line: line,
          message:
            "slot \(event.value) is beyond the device's \(device.slotCount) slots (0…\(device.slotCount - 1))"
        )
      }
      currentSlot = Int(event.value)
    case EvdevCode.absMTTrackingID:
      try trackingID(event.value, line: line)
    case EvdevCode.absMTPositionX, EvdevCode.absMTPositionY:
      let isX = event.code == EvdevCode.absMTPositionX
      var slot = slots[currentSlot]
      if isX { slot.x = event.value } else { slot.y = event.value }
      if slot.isDown {
        slot.moved = true
      } else if !slot.hadTrackingID && kind == .slots {
        // A touch that was already down when the recording started.
        slot.hadTrackingID = true
        slot.isDown = true
        slot.begins = true
        slot.trackingID = -2
      }
      slots[currentSlot] = slot
    case EvdevCode.absMTPressure:
      slots[currentSlot].pressure = event.value
    case EvdevCode.absX, EvdevCode.absY:
      guard kind == .singleTouch else { return }
      if event.code == EvdevCode.absX {
        slots[0].x = event.value
      } else {
        slots[0].y = event.value
      }
      slots[0].moved = true
    case EvdevCode.absPressure:
      if kind == .singleTouch { slots[0].pressure = event.value }
    default:
      break
    }
  }

  private mutating func trackingID(_ value: Int32, line: Int) throws {
    var slot = slots[currentSlot]
    slot.hadTrackingID = true
    if value < -1 {
      throw TraceError(
        file: file, line: line, message: "expected a tracking ID ≥ 0, or -1 to lift, found \(value)"
      )
    }
    if value == -1 {
      guard slot.isDown else { return }
      slot.isDown = false
      slot.trackingID = -1
      if slot.begins {
        // Began and ended within one frame: nothing to report.
        slot.begins = false
        slot.moved = false
      } else {
        slot.ends = true
      }
      slots[currentSlot] = slot
      return
    }
    if slot.isDown && slot.trackingID == value { return }
    for (index, other) in slots.enumerated()
    where index != currentSlot && other.isDown && other.trackingID == value {
      throw TraceError(
        file: file, line: line,
        message: "tracking ID \(value) is reused while it is still down in slot \(index)")
    }
    if slot.isDown && !slot.begins {
      slot.replacedTouchID = slot.touchID
      slot.replacedX = slot.x
      slot.replacedY = slot.y
      slot.touchID = 0
    }
    slot.trackingID = value
    slot.isDown = true
    slot.begins = true
    slot.ends = false
    slots[currentSlot] = slot
  }

  private mutating func key(_ event: EvdevEvent) {
    if event.code == EvdevCode.btnTouch {
      isTouching = event.value != 0
      hasSentTouchKey = true
    } else if let count = EvdevCode.fingerCount(ofTool: event.code) {
      if event.value != 0 {
        toolFingers = count
      } else if toolFingers == count {
        toolFingers = 0
      }
    }
  }

  // MARK: Committing a frame

  private mutating func commitSlots(line: Int) throws {
    var down = 0
    for index in slots.indices {
      if slots[index].begins { slots[index].touchID = allocateID() }
      if slots[index].isDown { down += 1 }
    }
    guard down <= Self.maximumFingers else {
      throw TraceError(
        file: file, line: line,
        message: "more than \(Self.maximumFingers) fingers down at once (\(down))")
    }
    for index in slots.indices {
      // Most slots are idle in a frame: left alone, they are not copied out and back.
      guard slots[index].changed else { continue }
      var slot = slots[index]
      if slot.replacedTouchID != 0 {
        emit(
          slot.replacedTouchID, .up, x: slot.replacedX, y: slot.replacedY, pressure: slot.pressure,
          slot: index)
        freeID(slot.replacedTouchID)
        slot.replacedTouchID = 0
      }
      if slot.ends {
        emit(slot.touchID, .up, x: slot.x, y: slot.y, pressure: slot.pressure, slot: index)
        freeID(slot.touchID)
        slot.touchID = 0
      } else if slot.begins {
        emit(slot.touchID, .down, x: slot.x, y: slot.y, pressure: slot.pressure, slot: index)
      } else if slot.moved && slot.isDown {
        emit(slot.touchID, .move, x: slot.x, y: slot.y, pressure: slot.pressure, slot: index)
      }
      slot.begins = false
      slot.ends = false
      slot.moved = false
      slots[index] = slot
    }
    contactCount = down
  }

  private mutating func commitSingleTouch() {
    var slot = slots[0]
    let touching = isTouching || toolFingers > 0
    if touching && !slot.isDown {
      slot.isDown = true
      slot.touchID = allocateID()
      emit(slot.touchID, .down, x: slot.x, y: slot.y, pressure: slot.pressure)
    } else if !touching && slot.isDown {
      slot.isDown = false
      emit(slot.touchID, .up, x: slot.x, y: slot.y, pressure: slot.pressure)
      freeID(slot.touchID)
      slot.touchID = 0
    } else if slot.isDown && slot.moved {
      emit(slot.touchID, .move, x: slot.x, y: slot.y, pressure: slot.pressure)
    }
    slot.moved = false
    slots[0] = slot
    contactCount = slot.isDown ? 1 : 0
  }

  /// Protocol A: passes the frame through mtdev and sets each slot to begin, move, end or be
  /// replaced as mtdev's slots changed. Contacts listed while `BTN_TOUCH` is up hover, as
  /// libinput has them: their touches end, and a contact touching down again is a new touch.
  private mutating func takeContacts(from frame: EvdevFrame) throws {
    guard let protocolA else { return }
    let (count, firstExcess) = ProtocolAConverter.contactCount(of: frame.events)
    if let firstExcess {
      let limit = ProtocolAConverter.maximumContacts
      throw TraceError(
        file: file, line: frame.lines[firstExcess],
        message:
          "expected at most \(limit) contacts in one protocol A frame (the most mtdev tracks), found \(count)"
      )
    }
    protocolA.convert(frame.events, time: frame.time)
    let hovering = hasSentTouchKey && !isTouching
    for index in slots.indices {
      let contact = protocolA.slots[index]
      var slot = slots[index]
      let trackingID = hovering ? -1 : contact.trackingID
      if slot.isDown && slot.trackingID != trackingID {
        if trackingID < 0 {
          slot.isDown = false
          slot.ends = true
        } else {
          slot.replacedTouchID = slot.touchID
          slot.replacedX = slot.x
          slot.replacedY = slot.y
          slot.touchID = 0
          slot.begins = true
        }
      } else if !slot.isDown && trackingID >= 0 {
        slot.isDown = true
        slot.begins = true
      } else if slot.isDown && (slot.x != contact.x || slot.y != contact.y) {
        slot.moved = true
      }
      slot.trackingID = trackingID
      if trackingID >= 0 {
        slot.x = contact.x
        slot.y = contact.y
        slot.pressure = contact.pressure
      }
      slots[index] = slot
    }
  }

  private mutating func emit(
    _ id: Int, _ phase: TouchFrame.Change.Phase, x: Int32, y: Int32, pressure: Int32,
    slot: Int? = nil
  ) {
    if recordsRawChanges {
      // A protocol A device has no slots of its own (mtdev's are not the device's).
      rawChanges.append(
        RawChange(slot: kind == .slots ? slot : nil, x: x, y: y, pressure: pressure))
    }
    var force: CGFloat?
    if let axis = pressureAxis, axis.maximum > axis.minimum {
      // In 64 bits: the differences of 32-bit values overflow 32 bits. A pressure outside the
      // axis's range (real devices overshoot) is clamped to it.
      let above = Int64(pressure) - Int64(axis.minimum)
      let range = Int64(axis.maximum) - Int64(axis.minimum)
      force = CGFloat(Swift.min(Swift.max(Double(above) / Double(range), 0), 1))
    }
    changes.append(
      TouchFrame.Change(
        id: id, phase: phase, location: scale.point(x: x, y: y), force: force, type: touchType))
  }

  private mutating func allocateID() -> Int {
    let free = ~usedIDs & ~1
    let id = free == 0 ? 64 : free.trailingZeroBitCount
    if id < 64 { usedIDs |= 1 << UInt64(id) }
    return id
  }

  private mutating func freeID(_ id: Int) {
    if id > 0 && id < 64 { usedIDs &= ~(1 << UInt64(id)) }
  }
}
