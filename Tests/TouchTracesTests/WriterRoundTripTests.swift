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

@Suite("Writing libinput record YAML", .enabled(if: TraceFixtures.hasRealTraces))
struct WriterRoundTripTests {
  @Test(
    "evemu → YAML → decode gives the same touch frames as decoding the evemu",
    arguments: TraceFixtures.realRecordings)
  func roundTrip(name: String) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let evemu = try EvemuRecording(path: TraceFixtures.real(name))
    let path = directory.appendingPathComponent("out.yml").path
    try LibinputRecordWriter.write(evemu, to: path)
    let yaml = try LibinputRecording(path: path)
    #expect(
      yaml.devices
        == evemu.devices.map {
          var d = $0
          d.node = "/dev/input/event0"
          d.udevProperties = LibinputRecordWriter.udevProperties(for: $0)
          return d
        })
    #expect(try evdevFrames(yaml) == evdevFrames(evemu))
    let expected = try decodeAll(evemu)
    #expect(!expected.isEmpty)
    #expect(try decodeAll(yaml) == expected)
  }

  @Test(
    "The hand-written scanner reads the same rows as Yams", arguments: TraceFixtures.realRecordings)
  func scannerAgreesWithYams(name: String) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.yml").path
    try LibinputRecordWriter.write(EvemuRecording(path: TraceFixtures.real(name)), to: path)
    #expect(try yamsFrames(path) == [evdevFrames(LibinputRecording(path: path))])
  }
}
