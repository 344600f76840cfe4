import Foundation
import GestureKit
import GestureTestSupport
import Testing

@testable import TouchTraces

extension TraceFixtures {
  /// The project's own device recordings (`Traces/devices`, see its SOURCES.md).
  static func shipped(_ name: String) -> String {
    corpus.appendingPathComponent("devices").appendingPathComponent(name).path
  }

  /// The project's own recordings that `verify` must not read (`Tests/Recordings`).
  static func testRecording(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/Recordings").appendingPathComponent(name).path
  }

  /// Every shipped evdev recording (the `.events` file stands for its pair).
  static let shippedRecordings = [
    "ts-panel.fast-taps.evemu",
    "ts-wall.multifinger.evemu",
    "ts-optical.touch-hold.events",
    "ts-tablet-pc.two-finger-circle.events",
    "ts-tablet-pc.two-finger-tap.events",
    "tp-ps2.two-finger-scroll-horizontal.events",
    "tp-semi-mt.three-finger-press.evemu",
    "tp-glide.double-tap.evemu",
    "tp-protocol-a.three-finger-click.evemu",
    "tp-i2c.touch-jump.libinput-record.yml",
  ]

  /// The shipped libinput debug-events log.
  static let shippedLog = shipped("ts-laptop.3-fingers-pinch-out.libinput-debug-events.txt")
}

/// The project's own device recordings: every path the shared real recordings exercise, on
/// files every clone has.
@Suite("The project's own device recordings")
struct ShippedRecordingTests {
  private func summary(_ name: String) throws -> TraceSummary {
    try TraceSummary.summarize(TraceFormat.openRecording(path: TraceFixtures.shipped(name)))
  }

  @Test(
    "Every recording decodes into its sessions and finger counts, and its kind",
    arguments: [
      ("ts-panel.fast-taps.evemu", 94, 362, 9, 1),
      ("ts-wall.multifinger.evemu", 381, 7304, 5, 10),
      ("ts-optical.touch-hold.events", 177, 717, 1, 1),
      ("ts-tablet-pc.two-finger-circle.events", 190, 1637, 1, 2),
      ("ts-tablet-pc.two-finger-tap.events", 10, 82, 1, 2),
      ("tp-ps2.two-finger-scroll-horizontal.events", 94, 808, 1, 2),
      ("tp-semi-mt.three-finger-press.evemu", 61, 495, 1, 3),
      ("tp-glide.double-tap.evemu", 15, 65, 2, 1),
      ("tp-protocol-a.three-finger-click.evemu", 170, 1470, 3, 3),
      ("tp-i2c.touch-jump.libinput-record.yml", 74, 296, 1, 1),
    ])
  func counts(name: String, frames: Int, rows: Int, sessions: Int, fingers: Int) throws {
    try RecordingChecks.expectSummary(
      TraceFixtures.shipped(name), frames: frames, rows: rows, sessions: sessions, fingers: fingers)
  }

  @Test("A libinput recording cut for a bug report is rejected at its `....` line")
  func publishedCaptureIsNotYAML() throws {
    let path = TraceFixtures.testRecording(
      "tp-i2c.one-finger-taps.libinput-record.as-published.yml")
    let error = try #require(
      throws: TraceError.self,
      performing: { try TraceSummary.summarize(TraceFormat.openRecording(path: path)) })
    #expect(error.line == 75, "\(error)")
    #expect(error.message.hasPrefix("not valid YAML"), "\(error)")
    #expect(error.message.hasSuffix("found `....`"), "\(error)")
  }

  @Test("A cut inside the device's description is named at its own line, past libinput's comments")
  func cutInsideTheDevice() throws {
    // The same recording with the `....` inside the `evdev:` block, below 58 comment lines.
    let published = try String(
      contentsOfFile: TraceFixtures.testRecording(
        "tp-i2c.one-finger-taps.libinput-record.as-published.yml"), encoding: .utf8)
    let indented = published.replacingOccurrences(
      of: "\n....\n udev:\n", with: "\n    ....\n  udev:\n")
    #expect(indented != published)
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("cut.yml").path
    try Data(indented.utf8).write(to: URL(fileURLWithPath: path))
    let error = try #require(
      throws: TraceError.self, performing: { try LibinputRecording(path: path) })
    #expect(error.line == 76, "\(error)")
    #expect(error.message.hasPrefix("expected valid YAML"), "\(error)")
  }

  @Test("The panel's file holds nine quick one-finger taps")
  func fastTaps() throws {
    let summary = try summary("ts-panel.fast-taps.evemu")
    #expect(
      summary.sessions.map(\.start) == [0, 0.229, 0.458, 0.698, 0.938, 1.167, 1.396, 1.636, 1.876])
    #expect(
      summary.sessions.map { ($0.duration * 1000).rounded() } == [
        99, 99, 110, 110, 99, 99, 110, 110, 99,
      ])
    #expect(summary.sessions.allSatisfy { $0.maximumFingers == 1 })
    #expect(summary.duration == 1.975)
  }

  @Test("The wall display's two resolutions give its size in millimetres and points")
  func wallSize() throws {
    let recording = try EvemuRecording(path: TraceFixtures.shipped("ts-wall.multifinger.evemu"))
    let device = recording.devices[0]
    #expect(device.xAxis?.resolution == 55)
    #expect(device.yAxis?.resolution == 98)
    let size = try #require(device.sizeInMillimeters)
    #expect(size.width == 32768.0 / 55)
    #expect(size.height == 32768.0 / 98)
    let scale = PointMapping().scale(for: device)
    #expect(scale.isCalibrated)
    #expect(abs(scale.size.width - 32768 / 55 * 163 / 25.4) < 1e-9)
    let summary = try TraceSummary.summarize(recording)
    #expect(summary.sessions.map(\.maximumFingers) == [2, 4, 5, 10, 1])
  }

  @Test("The semi-MT pad reports three fingers with only two slots")
  func semiMultitouch() throws {
    let summary = try summary("tp-semi-mt.three-finger-press.evemu")
    #expect(summary.device.isSemiMultitouch)
    #expect(summary.device.slotCount == 2)
    #expect(summary.sessions.count == 1)
    #expect(summary.sessions[0].maximumFingers == 3)
    #expect(summary.sessions[0].maximumContacts == 2)
    #expect(summary.sessions[0].duration == 0.72)
  }

  @Test("The glide pad's double tap is decoded from tracking IDs although BTN_TOUCH never comes")
  func doubleTapWithoutTouchKey() throws {
    let recording = try EvemuRecording(path: TraceFixtures.shipped("tp-glide.double-tap.evemu"))
    var touchRows = 0
    try recording.readFrames { frame in
      touchRows += frame.events.count {
        $0.type == EvdevCode.evKey && $0.code == EvdevCode.btnTouch
      }
    }
    #expect(touchRows == 0)
    #expect(recording.devices[0].supports(type: EvdevCode.evKey, code: EvdevCode.btnTouch))
    let summary = try TraceSummary.summarize(recording)
    #expect(summary.sessions.map(\.start) == [0, 0.174])
    #expect(summary.sessions.map { ($0.duration * 1e6).rounded() } == [84000, 72000])
  }

  @Test("Touchpad touches are indirect and touchscreen touches direct")
  func touchTypes() throws {
    #expect(
      try RecordingChecks.touchTypes(
        TraceFixtures.shipped("tp-ps2.two-finger-scroll-horizontal.events")) == [.indirect])
    #expect(
      try RecordingChecks.touchTypes(
        TraceFixtures.shipped("ts-tablet-pc.two-finger-circle.events")) == [.direct])
  }

  @Test("An events file finds its description and keeps absolute times relative")
  func eventsAndDescriptionPair() throws {
    let path = TraceFixtures.shipped("tp-ps2.two-finger-scroll-horizontal.events")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("E: 1700000000."))
    try RecordingChecks.expectEventsPair(
      path, name: "GestureSim PS/2 Touchpad", xAxis: AbsInfo(minimum: 1280, maximum: 5760))
  }

  @Test(
    "The protocol A clickpad: sessions of one, two and three fingers, no touch jumps, and at a physical size taps but no pan or pinch"
  )
  @MainActor func protocolA() throws {
    let path = TraceFixtures.shipped("tp-protocol-a.three-finger-click.evemu")
    let input = try TraceInput(
      path: path, mapping: PointMapping(screenSize: CGSize(width: 640, height: 440)))
    try input.forEachDecodedFrame { frame in #expect(frame.touches.allSatisfy { $0.slot == nil }) }
    let (sessions, largestStep) = try RecordingChecks.trackedSessions(input)
    #expect(sessions == [1, 2, 3])
    // The contacts come in shuffled order each frame; a finger's own step is its jitter.
    #expect(largestStep <= 16)
    let recognized = try RecordingChecks.recognizedTypes(input)
    #expect(!recognized.contains { $0 == "pan" || $0 == "pinch" })
  }
}

/// libinput's own printout of a pinch, recorded from a mocked touchscreen.
@Suite("The project's own libinput debug-events log")
struct ShippedDebugEventsTests {
  let path = TraceFixtures.shippedLog

  @Test("The pinch log holds three touches down and up")
  func readsLog() throws {
    let events = try LibinputDebugEvents.read(path: path)
    #expect(events.filter { $0.type == "TOUCH_DOWN" }.map(\.seatSlot) == [0, 1, 2])
    #expect(events.filter { $0.type == "TOUCH_UP" }.count == 3)
    #expect(events[0].point?.x == 139.80 && events[0].transformed?.y == 53.49)
  }

  @Test("Its size is the device's: 5040 × 3350 units at 20 per mm")
  func size() throws {
    let log = try LibinputDebugLog(path: path)
    #expect(abs(Double(log.sizeInMillimeters.width) - 252) < 0.1)
    #expect(abs(Double(log.sizeInMillimeters.height) - 167.5) < 0.1)
  }

  @Test("Positions written to evdev and decoded again match what libinput printed, in mm and in %")
  func positionsMatch() throws {
    let size = RecordingChecks.printedSize(try LibinputDebugEvents.read(path: path))
    #expect(abs(size.width - 252) < 0.1 && abs(size.height - 167.5) < 0.1)
    try RecordingChecks.expectPositionsMatch(
      path, deviceName: "GestureSim Laptop Touchscreen", resolution: 20)
  }

  @Test("The log is recognised by its lines and replays as frames of three touches")
  func replaysAsTrace() throws {
    #expect(TraceFormat.of(path: path) == .libinputDebugEvents)
    let input = try TraceInput(path: path)
    let density = PointMapping.defaultPointsPerMillimeter
    #expect(abs(Double(input.windowSize.width) - 252 * density) < 1)
    var frames: [DecodedFrame] = []
    try input.forEachDecodedFrame { frames.append($0) }
    #expect(frames.count == 65)
    let touches = frames.flatMap(\.touches)
    #expect(touches.filter { $0.phase == .down }.map(\.id) == [1, 2, 3])
    #expect(touches.filter { $0.phase == .up }.count == 3)
    let first = try #require(touches.first)
    #expect(first.millimeters == CGPoint(x: 139.80, y: 89.60))
    #expect(frames.map(\.touchesDown).max() == 3 && frames.last?.touchesDown == 0)
  }

  @Test("With a screen size, positions are libinput's percentages of that screen")
  func percentColumn() throws {
    let location = try RecordingChecks.firstPoint(path, screen: CGSize(width: 1000, height: 500))
    #expect(abs(Double(location.x) - 554.8) < 1e-9 && abs(Double(location.y) - 267.45) < 1e-9)
  }

  @Test(
    "A log named .txt is told from other text by its first line, and one without touches is an error"
  )
  func detection() throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("log.txt").path
    try Data("-event7   DEVICE_ADDED     Pen  seat0 default group1  cap:T\n".utf8)
      .write(to: URL(fileURLWithPath: log))
    #expect(TraceFormat.of(path: log) == .libinputDebugEvents)
    #expect(throws: TraceError.self) { try TraceInput(path: log) }
    #expect(!TraceFormat.isDebugEventsLine(Array("E: 0.000 0003 0035 10".utf8)))
    #expect(!TraceFormat.isDebugEventsLine(Array("events:".utf8)))
  }
}

/// The writer and the readers on the shipped recordings.
@Suite("Writing libinput record YAML from the project's own recordings")
struct ShippedWriterRoundTripTests {
  @Test(
    "evemu → YAML → decode gives the same touch frames as decoding the evemu, and Yams the same rows",
    arguments: TraceFixtures.shippedRecordings.filter { !$0.hasSuffix(".yml") })
  func roundTrip(name: String) throws {
    try RecordingChecks.expectRoundTrip(TraceFixtures.shipped(name))
  }

  /// A touchpad capture libinput itself wrote (Tests/gesturesimTests/Captures).
  static let capture = TraceFixtures.packageRoot.appendingPathComponent(
    "Tests/gesturesimTests/Captures/touchpad-two-finger-scroll.libinput-record.yml"
  ).path

  @Test(
    "A libinput-written recording converts to the same device section, comments included, and keeps its provenance"
  )
  func libinputRecordingRoundTrip() throws {
    let (_, ours) = try RecordingChecks.expectDeviceSectionKept(Self.capture)
    #expect(ours.contains("  version: \"1.22.1\"\n"))
    #expect(ours.contains("  os: \"debian:12\"\n"))
  }

  @Test("Rows carry libinput's comments: each value, and an axis's change since its last value")
  func rowComments() throws {
    let (theirs, ours) = try RecordingChecks.expectDeviceSectionKept(Self.capture)
    // libinput's own event rows, with their per-slot deltas, are ours byte for byte. (A
    // SYN_REPORT's "+N ms" is left out: libinput rounds the kernel's absolute stamps, which the
    // file does not keep, so it can differ by one.)
    func eventRows(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { $0.hasPrefix("    - [") && !$0.contains("SYN_REPORT") }
    }
    let rows = eventRows(theirs)
    #expect(rows.count > 300)
    #expect(eventRows(ours) == rows)
    // Slot 1's Y changes by +1 while slot 0's X changes: deltas are per slot.
    #expect(
      rows.contains(
        "    - [  0,  25000,   3,  54,     234] # EV_ABS / ABS_MT_POSITION_Y       234 (+1)"))
    #expect(
      rows.contains(
        "    - [  0,  25000,   3,  53,     543] # EV_ABS / ABS_MT_POSITION_X       543 (+1)"))
  }
}

@Suite(
  "libinput-tools read what the writer writes from the project's own recordings",
  .enabled(if: LibinputTools.isAvailable, LibinputTools.missing))
struct ShippedLibinputToolsTests {
  @Test(
    "touch-down-state and per-slot-delta read converted recordings and see the same touches",
    arguments: [
      "ts-panel.fast-taps.evemu", "ts-wall.multifinger.evemu",
      "tp-semi-mt.three-finger-press.evemu", "tp-glide.double-tap.evemu",
    ])
  func convertedRecording(name: String) throws {
    try RecordingChecks.expectSlotStatesAgree(TraceFixtures.shipped(name))
  }

  @Test(
    "Converted traces of every format go through libinput's analyzers and replay's loader",
    arguments: [
      "ts-panel.fast-taps.evemu", "tp-ps2.desc", "tp-semi-mt.three-finger-press.evemu",
      "tp-protocol-a.three-finger-click.evemu", "tp-i2c.touch-jump.libinput-record.yml",
      "ts-laptop.3-fingers-pinch-out.libinput-debug-events.txt",
    ])
  func everyConversion(name: String) throws {
    try RecordingChecks.expectLibinputToolsRead(TraceFixtures.shipped(name))
  }
}

@Suite(
  "Protocol A tracking agrees with mtdev on the project's own recording",
  .enabled(if: Mtdev.isAvailable, Mtdev.missing))
struct ShippedMtdevAgreementTests {
  @Test("While BTN_TOUCH is down, the protocol A contacts continue as mtdev has them")
  func protocolA() throws {
    let compared = try MtdevAgreementTests().expectAgreement(
      TraceFixtures.shipped("tp-protocol-a.three-finger-click.evemu"), touchingOnly: true)
    #expect(compared > 100)
  }

  @Test("Four wandering contacts listed in shuffled order keep the identities mtdev gives them")
  func shuffledContacts() throws {
    // The protocol A clickpad's description, with generated protocol A frames.
    let recorded = try String(
      contentsOfFile: TraceFixtures.shipped("tp-protocol-a.three-finger-click.evemu"),
      encoding: .utf8)
    var text = recorded.split(separator: "\n").prefix { !$0.hasPrefix("E:") }.joined(
      separator: "\n")
    var generator = SeededGenerator(seed: 5974)
    var contacts: [[Int32]] = [[-1500, 4000], [-600, 4300], [300, 4600], [1200, 4900]]
    for frame in 0..<400 {
      let time = String(format: "E: 100.%06d", frame * 2000)
      if frame % 50 == 25 { contacts.removeFirst() }
      if frame % 50 == 49 {
        contacts.append([Int32.random(in: -3000...3000, using: &generator), 4500])
      }
      for index in contacts.indices {
        contacts[index][0] += Int32.random(in: -60...60, using: &generator)
        contacts[index][1] += Int32.random(in: -60...60, using: &generator)
      }
      for contact in contacts.shuffled(using: &generator) {
        text += "\n\(time) 0003 0035 \(contact[0])\n\(time) 0003 0036 \(contact[1])"
        text += "\n\(time) 0000 0002 0"
      }
      text += "\n\(time) 0000 0000 0"
    }
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shuffled.evemu").path
    try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
    #expect(try MtdevAgreementTests().expectAgreement(path, touchingOnly: false) == 399)
  }
}

@Suite("The decoded touch stream of the project's own recordings")
struct ShippedDecodedFrameTests {
  @Test("A device without a resolution has millimetres only with --size or --resolution")
  func millimetresOfAnUnsizedDevice() throws {
    // X 0…799, Y 0…479, no resolution.
    let path = TraceFixtures.shipped("ts-panel.fast-taps.evemu")
    try RecordingChecks.expectMillimetresOnlyWhenSized(path, width: 800, height: 480)
    let (resolved, surface) = try DecodedFrameTests.decoded(
      path, SurfaceGeometry(resolution: 5, rotation: 270))
    #expect(surface == CGSize(width: 96, height: 160))
    try DecodedFrameTests.expectMillimetresFollowPoints(resolved)
  }

  @Test("The panel's nine taps land in slot 0 at the units the file holds")
  func taps() throws {
    let input = try TraceInput(path: TraceFixtures.shipped("ts-panel.fast-taps.evemu"))
    var downs: [DecodedFrame.Touch] = []
    try input.forEachDecodedFrame { frame in
      downs += frame.touches.filter { $0.phase == .down }
    }
    #expect(downs.count == 9)
    #expect(downs.allSatisfy { $0.slot == 0 && $0.millimeters == nil })
    #expect(downs.first?.units == DecodedFrame.DevicePosition(x: 330, y: 240))
  }
}
