import CMtdev

/// Multitouch protocol A turned into protocol B through mtdev, the library libinput reads
/// protocol A devices with: each frame's anonymous contacts (separated by `SYN_MT_REPORT`) come
/// out as slots whose tracking IDs follow each finger from frame to frame, matched by mtdev's
/// least-distance assignment, so that a replay pairs contacts as libinput on the device would.
///
/// The converter keeps mtdev's state (the contacts of the last frame); ``MultitouchDecoder``
/// owns one per protocol A device and reads the result through ``slots``.
final class ProtocolAConverter {
  /// One slot of mtdev's output.
  struct Contact {
    /// mtdev's tracking ID, -1 when the slot is empty.
    var trackingID: Int32 = -1
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32 = 0
  }

  /// The per-contact axes declared to mtdev: the positions it matches contacts by, and the
  /// pressure replays report. Not the contact's size: declared, mtdev drops every contact that
  /// does not send one, and devices advertise axes they never send. Not the tracking ID:
  /// declared, mtdev drops every contact without one.
  static let axes: Set<UInt16> = [
    EvdevCode.absMTPositionX, EvdevCode.absMTPositionY, EvdevCode.absMTPressure,
  ]

  /// The most slots mtdev fills.
  static let slotCount = 64

  private let converter: UnsafeMutablePointer<mtdev>
  /// The slots after the last frame.
  private(set) var slots = [Contact](repeating: Contact(), count: slotCount)
  private var currentSlot = 0

  /// A converter for a device with `axes` (its absolute axes; the `ABS_MT_*` ones are
  /// declared to mtdev with their ranges).
  init?(axes: [UInt16: AbsInfo]) {
    guard let converter = mtdev_new() else { return nil }
    guard mtdev_init(converter) == 0 else {
      mtdev_delete(converter)
      return nil
    }
    self.converter = converter
    for (code, axis) in axes where Self.axes.contains(code) {
      let code = Int32(code)
      mtdev_set_mt_event(converter, code, 1)
      mtdev_set_abs_minimum(converter, code, axis.minimum)
      mtdev_set_abs_maximum(converter, code, axis.maximum)
      mtdev_set_abs_fuzz(converter, code, axis.fuzz)
      mtdev_set_abs_resolution(converter, code, axis.resolution)
    }
    converter.pointee.caps.has_mtdata = 1
  }

  deinit {
    mtdev_delete(converter)
  }

  /// Passes one frame's multitouch events through mtdev, ending it with `SYN_REPORT` (which
  /// readers may or may not keep in a frame's events), and updates ``slots``.
  func convert(_ events: [EvdevEvent], time: Int64) {
    func put(type: UInt16, code: UInt16, value: Int32) {
      var input = input_event()
      input.time.tv_sec = Int(time / 1_000_000)
      input.time.tv_usec = Int(time % 1_000_000)
      input.type = type
      input.code = code
      input.value = value
      mtdev_put_event(converter, &input)
    }
    for event in events {
      let isMultitouch =
        event.type == EvdevCode.evAbs
        && Self.axes.contains(event.code)
      let endsContact = event.type == EvdevCode.evSyn && event.code == EvdevCode.synMTReport
      guard isMultitouch || endsContact else { continue }
      put(type: event.type, code: event.code, value: event.value)
    }
    put(type: EvdevCode.evSyn, code: EvdevCode.synReport, value: 0)
    var output = input_event()
    while mtdev_empty(converter) == 0 {
      mtdev_get_event(converter, &output)
      guard output.type == EvdevCode.evAbs else { continue }
      switch output.code {
      case EvdevCode.absMTSlot:
        currentSlot = Int(output.value)
      case _ where !slots.indices.contains(currentSlot):
        continue
      case EvdevCode.absMTTrackingID: slots[currentSlot].trackingID = output.value
      case EvdevCode.absMTPositionX: slots[currentSlot].x = output.value
      case EvdevCode.absMTPositionY: slots[currentSlot].y = output.value
      case EvdevCode.absMTPressure: slots[currentSlot].pressure = output.value
      default: break
      }
    }
  }
}
