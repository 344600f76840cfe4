import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// Decodes the events of a one-device YAML recording written with ``recording(_:slots:version:)``.
func decode(_ events: String, slots: Int = 2) throws -> [TouchFrame] {
  try decodeAll(
    LibinputRecording(bytes: Array(recording(events, slots: slots).utf8), name: "test.yml"))
}

/// A point on the 10-units-per-mm test device, whose axes have `range` values (0…1000 unless
/// said otherwise): libinput's fraction of the axis, times the surface (range ÷ 10 mm) at the
/// default density, on a window exactly that size.
func point(_ x: Double, _ y: Double, range: Double = 1001) -> CGPoint {
  let millimetres = range / 10
  let side = millimetres * PointMapping.defaultPointsPerMillimeter
  let fit = SurfaceFit(
    surfaceSize: CGSize(width: millimetres, height: millimetres),
    windowSize: CGSize(width: side, height: side))
  #expect(fit.origin == .zero)
  return fit.location(normalizedX: x / range, normalizedY: y / range)
}

@Suite("Multitouch decoding")
struct DecoderTests {
  @Test("A new contact keeps the slot's last X when only Y is sent")
  func inheritedValues() throws {
    let frames = try decode(
      """
        - evdev:
          - [0, 0, 3, 57, 1]
          - [0, 0, 3, 53, 100]
          - [0, 0, 3, 54, 200]
          - [0, 0, 0, 0, 0]
        - evdev:
          - [0, 10000, 3, 57, -1]
          - [0, 10000, 0, 0, 0]
        - evdev:
          - [0, 20000, 3, 57, 2]
          - [0, 20000, 3, 54, 250]
          - [0, 20000, 0, 0, 0]
      """)
    #expect(
      frames == [
        TouchFrame(time: 0, changes: [.init(id: 1, phase: .down, location: point(100, 200))]),
        TouchFrame(time: 0.01, changes: [.init(id: 1, phase: .up, location: point(100, 200))]),
        TouchFrame(time: 0.02, changes: [.init(id: 1, phase: .down, location: point(100, 250))]),
      ])
  }

  @Test("Positions before any tracking ID are a touch that was down when recording began")
  func downBeforeRecording() throws {
    let frames = try decode(
      """
        - evdev:
          - [0, 0, 3, 53, 300]
          - [0, 0, 0, 0, 0]
        - evdev:
          - [0, 8000, 3, 57, -1]
          - [0, 8000, 0, 0, 0]
      """)
    #expect(frames.map { $0.changes.map(\.phase) } == [[.down], [.up]])
    #expect(frames[0].changes[0].location == point(300, 0))
  }

  @Test("A new tracking ID in a slot that is down ends the old contact and starts another")
  func replacedContact() throws {
    let frames = try decode(
      """
        - evdev:
          - [0, 0, 3, 57, 1]
          - [0, 0, 3, 53, 10]
          - [0, 0, 0, 0, 0]
        - evdev:
          - [0, 5000, 3, 57, 2]
          - [0, 5000, 3, 53, 20]
          - [0, 5000, 0, 0, 0]
      """)
    #expect(
      frames[1].changes == [
        .init(id: 1, phase: .up, location: point(10, 0)),
        .init(id: 2, phase: .down, location: point(20, 0)),
      ])
  }

  @Test("A frame with SYN_DROPPED is discarded and the sync frame after it restores the state")
  func synDropped() throws {
    let frames = try decode(
      """
        - evdev:
          - [0, 0, 3, 57, 1]
          - [0, 0, 3, 53, 10]
          - [0, 0, 0, 0, 0]
        - evdev:
          - [0, 5000, 3, 53, 999]
          - [0, 5000, 0, 3, 0]
          - [0, 5000, 0, 0, 0]
        - evdev:
          - [0, 6000, 3, 47, 0]
          - [0, 6000, 3, 53, 40]
          - [0, 6000, 0, 0, 0]
      """)
    #expect(frames.map(\.time) == [0, 0.006])
    #expect(frames[1].changes == [.init(id: 1, phase: .move, location: point(40, 0))])
  }

  @Test("Protocol A contacts are matched to the last frame's by distance, through mtdev")
  func protocolA() throws {
    let text = recording(
      """
        - evdev:
          - [0, 0, 3, 53, 100]
          - [0, 0, 3, 54, 100]
          - [0, 0, 0, 2, 0]
          - [0, 0, 3, 53, 500]
          - [0, 0, 3, 54, 500]
          - [0, 0, 0, 2, 0]
          - [0, 0, 0, 0, 0]
        - evdev:
          - [0, 8000, 3, 53, 510]
          - [0, 8000, 3, 54, 500]
          - [0, 8000, 0, 2, 0]
          - [0, 8000, 3, 53, 110]
          - [0, 8000, 3, 54, 100]
          - [0, 8000, 0, 2, 0]
          - [0, 8000, 0, 0, 0]
        - evdev:
          - [0, 16000, 3, 53, 520]
          - [0, 16000, 3, 54, 500]
          - [0, 16000, 0, 2, 0]
          - [0, 16000, 0, 0, 0]
      """
    ).replacingOccurrences(of: "47: [0, 1, 0, 0, 0]", with: "48: [0, 1, 0, 0, 0]")
    let frames = try decodeAll(LibinputRecording(bytes: Array(text.utf8), name: "a.yml"))
    #expect(
      frames == [
        TouchFrame(
          time: 0,
          changes: [
            .init(id: 1, phase: .down, location: point(100, 100)),
            .init(id: 2, phase: .down, location: point(500, 500)),
          ]),
        // Changes come in the order of mtdev's slots, as libinput delivers them.
        TouchFrame(
          time: 0.008,
          changes: [
            .init(id: 1, phase: .move, location: point(110, 100)),
            .init(id: 2, phase: .move, location: point(510, 500)),
          ]),
        TouchFrame(
          time: 0.016,
          changes: [
            .init(id: 1, phase: .up, location: point(110, 100)),
            .init(id: 2, phase: .move, location: point(520, 500)),
          ]),
      ])
  }

  @Test("Two devices in one file share one clock and their frames merge in time order")
  func multipleDevices() throws {
    let one = recording(
      """
        - evdev:
          - [0, 0, 3, 57, 1]
          - [0, 0, 0, 0, 0]
        - evdev:
          - [0, 20000, 3, 57, -1]
          - [0, 20000, 0, 0, 0]
      """
    ).replacingOccurrences(of: "ndevices: 1", with: "ndevices: 2")
    let second = one.components(separatedBy: "\ndevices:\n")[1]
      .replacingOccurrences(of: "[0, 0, ", with: "[0, 10000, ").replacingOccurrences(
        of: "20000", with: "30000"
      )
      .replacingOccurrences(of: "Test touchscreen", with: "Second")
    let recording = try LibinputRecording(bytes: Array((one + "\n" + second).utf8), name: "two.yml")
    #expect(recording.devices.map(\.name) == ["Test touchscreen", "Second"])
    var order: [(Int, Int64)] = []
    try recording.readFrames { order.append(($0.device, $0.time)) }
    #expect(order.map(\.0) == [0, 1, 0, 1])
    #expect(order.map(\.1) == [0, 10000, 20000, 30000])
  }

  @Test("libinput rows are kept as ground truth and hid items are skipped")
  func libinputRows() throws {
    let text = recording(
      """
        - hid:
            time: [0, 0]
            hidraw0: [0x01, 0x02]
        - evdev:
          - [0, 0, 3, 57, 1]
          - [0, 0, 3, 53, 100]
          - [0, 0, 0, 0, 0]
          libinput:
          - {time: 0.000000, type: TOUCH_DOWN, slot: 0, seat_slot: 0, point: [10.0, 0.0], transformed: [10.0, 0.0]}
          - {time: 0.000000, type: TOUCH_FRAME}
        - libinput:
          - {type: DEVICE_ADDED, seat: seat0, logical_seat: default}
      """)
    let recording = try LibinputRecording(bytes: Array(text.utf8), name: "li.yml")
    var events: [LibinputEvent] = []
    recording.onLibinputEvent = { events.append($0) }
    var frames = 0
    try recording.readFrames { _ in frames += 1 }
    #expect(frames == 1)
    #expect(events.map(\.type) == ["TOUCH_DOWN", "TOUCH_FRAME", "DEVICE_ADDED"])
    #expect(
      events[0].point?.x == 10 && events[0].slot == 0 && events[0].seatSlot == 0
        && events[2].time == nil)
  }

  @Test("A single-touch device is decoded from BTN_TOUCH and ABS_X/ABS_Y")
  func singleTouch() throws {
    let device = EvdevDevice(
      name: "Resistive panel", id: .init(bustype: 0x18, vendor: 0, product: 0, version: 0),
      codes: [1: [EvdevCode.btnTouch]],
      absinfo: [
        0: AbsInfo(minimum: 0, maximum: 999, resolution: 10),
        1: AbsInfo(minimum: 0, maximum: 999, resolution: 10),
      ],
      properties: [EvdevCode.inputPropDirect])
    var decoder = MultitouchDecoder(device: device, file: "st")
    var frames: [TouchFrame] = []
    for (time, rows) in [
      (0, [(3, 0, 50), (3, 1, 60), (1, 330, 1)]), (10000, [(3, 0, 55)]), (20000, [(1, 330, 0)]),
    ] {
      var frame = EvdevFrame()
      for row in rows + [(0, 0, 0)] {
        frame.append(
          EvdevEvent(
            time: Int64(time), type: UInt16(row.0), code: UInt16(row.1), value: Int32(row.2)),
          line: 1)
      }
      try decoder.decode(frame) { frames.append($0) }
    }
    #expect(frames.map { $0.changes.map(\.phase) } == [[.down], [.move], [.up]])
    #expect(frames[1].changes[0].location == point(55, 60, range: 1000))
  }
}
