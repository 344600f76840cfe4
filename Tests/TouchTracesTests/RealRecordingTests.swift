import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// Decoding the real recordings in the shared folder (skipped when it is absent).
@Suite("Real recordings", .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces))
struct RealRecordingTests {
  private func summary(_ name: String) throws -> TraceSummary {
    try TraceSummary.summarize(TraceFormat.openRecording(path: TraceFixtures.real(name)))
  }

  @Test(
    "Every recording decodes into the sessions and finger counts it is described with",
    arguments: [
      ("ts-wacom-dth2242-finger.multifinger.evemu", 2025, 16593, 22, 10),
      ("ts-dell-canvas-touch.multifinger.evemu", 450, 5363, 4, 5),
      ("ts-ep0430m09.4-finger-drag-down.evemu", 104, 1091, 1, 4),
      ("ts-ep0430m09.2-finger-scroll-down.evemu", 98, 695, 1, 2),
      ("ts-atmel-maxtouch.1-finger-fast-taps.evemu", 18, 84, 9, 1),
      ("tp-synaptics-hp8470p.two-finger-scroll-horizontal.events", 150, 906, 2, 2),
      ("tp-cypress.three-finger-press.evemu", 46, 342, 1, 3),
      ("tp-alps-glidepoint.double-tap.evemu", 15, 88, 2, 1),
    ])
  func counts(name: String, frames: Int, rows: Int, sessions: Int, fingers: Int) throws {
    try RecordingChecks.expectSummary(
      TraceFixtures.real(name), frames: frames, rows: rows, sessions: sessions, fingers: fingers)
  }

  @Test("The MSFT0001 capture as its author published it is rejected at its `....` line")
  func publishedCaptureIsNotYAML() throws {
    let name = "tp-synaptics-msft0001.one-finger-taps.libinput-record-1.22.1.as-published.yml"
    let error = try #require(
      throws: TraceError.self, performing: { try summary(name) })
    #expect(error.line == 83, "\(error)")
    #expect(error.message.hasPrefix("not valid YAML"), "\(error)")
  }

  @Test("The maXTouch file holds nine quick one-finger taps")
  func maxTouchTaps() throws {
    let summary = try summary("ts-atmel-maxtouch.1-finger-fast-taps.evemu")
    #expect(
      summary.sessions.map(\.start) == [
        0, 0.233855, 0.469257, 0.690745, 0.911633, 1.132403, 1.367029, 1.574956, 1.823539,
      ])
    #expect(
      summary.sessions.allSatisfy {
        $0.maximumFingers == 1 && $0.duration > 0.082 && $0.duration < 0.111
      })
    #expect(abs(summary.sessions[0].duration - 0.095572) < 1e-9)
    #expect(summary.duration == 1.934007)
  }

  @Test("The Dell Canvas's resolution gives its size in millimetres and points")
  func dellCanvasSize() throws {
    let recording = try EvemuRecording(
      path: TraceFixtures.real("ts-dell-canvas-touch.multifinger.evemu"))
    let device = recording.devices[0]
    #expect(device.xAxis?.resolution == 55)
    #expect(device.yAxis?.resolution == 98)
    let size = try #require(device.sizeInMillimeters)
    #expect(size.width == 32768.0 / 55)
    #expect(size.height == 32768.0 / 98)
    #expect(Int(size.width) == 595 && Int(size.height) == 334)
    let scale = PointMapping().scale(for: device)
    #expect(scale.isCalibrated)
    #expect(abs(scale.size.width - 32768 / 55 * 163 / 25.4) < 1e-9)
    let summary = try TraceSummary.summarize(recording)
    #expect(summary.sessions.map(\.maximumFingers) == [2, 4, 5, 1])
  }

  @Test("The Cypress semi-MT pad reports three fingers with only two slots")
  func cypressThreeFingers() throws {
    let summary = try summary("tp-cypress.three-finger-press.evemu")
    #expect(summary.device.isSemiMultitouch)
    #expect(summary.device.slotCount == 2)
    #expect(summary.sessions.count == 1)
    #expect(summary.sessions[0].maximumFingers == 3)
    #expect(summary.sessions[0].maximumContacts == 2)
    #expect(summary.sessions[0].duration == 0.72963)
  }

  @Test("The ALPS double tap is decoded from tracking IDs although BTN_TOUCH never comes")
  func alpsDoubleTap() throws {
    let recording = try EvemuRecording(
      path: TraceFixtures.real("tp-alps-glidepoint.double-tap.evemu"))
    var touchRows = 0
    try recording.readFrames { frame in
      touchRows += frame.events.count {
        $0.type == EvdevCode.evKey && $0.code == EvdevCode.btnTouch
      }
    }
    #expect(touchRows == 0)
    #expect(recording.devices[0].supports(type: EvdevCode.evKey, code: EvdevCode.btnTouch))
    let summary = try TraceSummary.summarize(recording)
    #expect(summary.sessions.map(\.start) == [0, 0.162305])
    #expect(summary.sessions.map { ($0.duration * 1e6).rounded() } == [69362, 60067])
  }

  @Test("Touchpad touches are indirect and touchscreen touches direct")
  func touchTypes() throws {
    #expect(
      try RecordingChecks.touchTypes(
        TraceFixtures.real("tp-synaptics-hp8470p.two-finger-scroll-horizontal.events"))
        == [.indirect])
    #expect(
      try RecordingChecks.touchTypes(TraceFixtures.real("ts-ep0430m09.2-finger-scroll-down.evemu"))
        == [.direct])
  }

  @Test("The Synaptics events file finds its description and keeps absolute times relative")
  func synapticsPair() throws {
    try RecordingChecks.expectEventsPair(
      TraceFixtures.real("tp-synaptics-hp8470p.two-finger-scroll-horizontal.events"),
      name: "SynPS/2 Synaptics TouchPad", xAxis: AbsInfo(minimum: 1472, maximum: 5728))
  }
}
