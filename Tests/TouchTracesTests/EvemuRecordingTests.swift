import Foundation
import GestureKit
import Testing

@testable import TouchTraces

@Suite("evemu recordings")
struct EvemuRecordingTests {
  let description = """
    # EVEMU 1.1
    N: Test pad
    I: 0011 0002 0007 01b1
    P: 05 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 20 64 00 00 00 00 00 00
    A: 00 1472 5728 0 0
    A: 01 1408 4916 0 0
    A: 2f 0 1 0 0
    A: 35 1472 5728 0 0 40
    A: 36 1408 4916 0 0 40
    A: 39 0 65535 0 0

    """
  let events = """
    E: 1353330434.388618 0003 0039 2257
    E: 1353330434.388622 0003 0035 1972	# EV_ABS / ABS_MT_POSITION_X
    E: 1353330434.388623 0003 0036 2824
    E: 1353330434.388625 0001 0145 0001
    E: 1353330434.388625 0000 0000 0000
    E: 1353330434.400000 0003 0039 -001
    E: 1353330434.400000 0001 0145 0000
    E: 1353330434.400000 0000 0000 0000

    """

  @Test("Description lines become the device, and absolute times count from the first event")
  func readsDescriptionAndEvents() throws {
    let recording = try EvemuRecording(bytes: Array((description + events).utf8), name: "pad.evemu")
    let device = recording.devices[0]
    #expect(device.name == "Test pad")
    #expect(device.id == .init(bustype: 0x11, vendor: 2, product: 7, version: 0x1b1))
    #expect(device.properties == [EvdevCode.inputPropPointer, EvdevCode.inputPropButtonPad])
    #expect(device.codes[EvdevCode.evSyn] == [0, 1, 3])
    #expect(device.codes[EvdevCode.evKey] == [325, 330, 333, 334])
    #expect(
      device.absinfo[EvdevCode.absMTPositionX]
        == AbsInfo(minimum: 1472, maximum: 5728, resolution: 40))
    #expect(device.absinfo[EvdevCode.absX]?.resolution == 0)
    #expect(device.kind == .touchpad)
    let frames = try evdevFrames(recording)
    #expect(frames.map { $0.map(\.time) } == [[0, 4, 5, 7, 7], [11382, 11382, 11382]])
    let scale = PointMapping().scale(for: device)
    #expect(
      try decodeAll(recording) == [
        TouchFrame(
          time: 0.000007,
          changes: [
            .init(
              id: 1, phase: .down,
              location: scale.point(x: 1472 + 500, y: 1408 + 1416), type: .indirect)
          ]),
        TouchFrame(
          time: 0.011382,
          changes: [
            .init(
              id: 1, phase: .up,
              location: scale.point(x: 1472 + 500, y: 1408 + 1416), type: .indirect)
          ]),
      ])
  }

  @Test("An events-only file finds its .desc by dropping dotted suffixes from its name")
  func descriptionPair() throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try description.write(
      to: directory.appendingPathComponent("pad.desc"), atomically: true, encoding: .utf8)
    let eventsPath = directory.appendingPathComponent("pad.two-finger.scroll.events")
    try events.write(to: eventsPath, atomically: true, encoding: .utf8)
    let recording = try EvemuRecording(path: eventsPath.path)
    #expect(recording.devices[0].name == "Test pad")
    #expect(try evdevFrames(recording).count == 2)
    #expect(TraceFormat.of(path: eventsPath.path) == .evemu)
    try FileManager.default.removeItem(at: directory.appendingPathComponent("pad.desc"))
    #expect(throws: TraceError.self) { try EvemuRecording(path: eventsPath.path) }
  }
}
