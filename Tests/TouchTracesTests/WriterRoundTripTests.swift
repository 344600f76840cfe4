import Foundation
import GestureKit
import Testing
import Yams

@testable import TouchTraces

/// Decodes every touch frame of a recording.
func decodeAll(_ recording: any EvdevRecording, mapping: PointMapping = PointMapping()) throws
  -> [TouchFrame]
{
  var decoder = MultitouchDecoder(
    device: recording.devices[0], file: recording.file, mapping: mapping)
  var frames: [TouchFrame] = []
  try recording.readFrames { frame in try decoder.decode(frame) { frames.append($0) } }
  return frames
}

/// Every evdev frame of a recording, copied.
func evdevFrames(_ recording: any EvdevRecording) throws -> [[EvdevEvent]] {
  var frames: [[EvdevEvent]] = []
  try recording.readFrames { frames.append($0.events) }
  return frames
}

/// The evdev rows of every device of a YAML recording, read by Yams rather than our scanner.
func yamsFrames(_ path: String) throws -> [[[EvdevEvent]]] {
  let text = try String(contentsOfFile: path, encoding: .utf8)
  let root = try #require(try Yams.compose(yaml: text))
  return try #require(root["devices"]?.sequence).map { device in
    (device["events"]?.sequence ?? []).compactMap { item in
      item["evdev"]?.sequence.map { rows in
        rows.map { row in
          let n = row.sequence!.map { Int64($0.int!) }
          return EvdevEvent(
            time: n[0] * 1_000_000 + n[1], type: UInt16(n[2]), code: UInt16(n[3]),
            value: Int32(n[4]))
        }
      }
    }
  }
}

@Suite(
  "Writing libinput record YAML",
  .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces))
struct WriterRoundTripTests {
  @Test(
    "evemu → YAML → decode gives the same touch frames as decoding the evemu, and Yams the same rows",
    arguments: TraceFixtures.realRecordings)
  func roundTrip(name: String) throws {
    try RecordingChecks.expectRoundTrip(TraceFixtures.real(name))
  }

  @Test(
    "A libinput-written recording converts to the same device section, comments included, and keeps its provenance"
  )
  func libinputRecordingRoundTrip() throws {
    let (_, ours) = try RecordingChecks.expectDeviceSectionKept(
      TraceFixtures.real("tp-ite-8595.two-finger-scroll.libinput-record-1.12.6.yml"))
    #expect(ours.contains("  version: \"1.12.6\"\n"))
    #expect(ours.contains("  kernel: \"5.5.0-vanilla+switch+revert8f18eca-debconf55rc5\"\n"))
    #expect(ours.contains("  dmi: \"dmi:bvnINSYDECorp.:bvrV1.20:"))
    #expect(ours.contains("  os: \"unknown\"\n"))
  }

  @Test("Rows carry libinput's comments: each value, and an axis's change since its last value")
  func rowComments() throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.yml").path
    try LibinputRecordWriter.write(
      LibinputRecording(
        path: TraceFixtures.real("tp-ite-8595.two-finger-scroll.libinput-record-1.12.6.yml")),
      to: path)
    let ours = try String(contentsOfFile: path, encoding: .utf8)
    // Slot 1's X goes 326 → 323 while slot 0's goes 614 → 612: deltas are per slot.
    #expect(
      ours.contains(
        "    - [  0,  16723,   3,  53,     323] # EV_ABS / ABS_MT_POSITION_X       323 (-3)\n"))
    #expect(
      ours.contains(
        "    - [  0,  16723,   3,  53,     612] # EV_ABS / ABS_MT_POSITION_X       612 (-2)\n"))
    #expect(
      ours.contains(
        "    - [  0,   9967,   3,  57,      81] # EV_ABS / ABS_MT_TRACKING_ID       81\n"))
    #expect(
      ours.contains(
        "    - [  0,   9967,   1, 325,       0] # EV_KEY / BTN_TOOL_FINGER           0\n"))
  }
}
