import Foundation
import Testing

@testable import TouchTraces

/// Runs Debian's libinput-tools on files our writer produced (skipped when they are absent).
enum LibinputTools {
  static let executable = "/usr/bin/libinput"
  static let isAvailable = FileManager.default.isExecutableFile(atPath: executable)

  /// Runs `libinput analyze <tool> <path>` with the system python3 first on PATH, as its scripts need.
  static func analyze(_ tool: String, _ path: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["analyze", tool, path]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "/usr/bin:" + (environment["PATH"] ?? "")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// `touch-down-state`'s table as (time in µs, active slots) rows.
  static func touchDownStates(_ output: String) -> [(time: Int64, slots: [Int])] {
    output.split(separator: "\n").compactMap { line in
      let columns = line.split(separator: "|", omittingEmptySubsequences: false)
      guard columns.count > 3, let seconds = Double(columns[0].trimmingCharacters(in: .whitespaces))
      else {
        return nil
      }
      let slots = columns[2...].enumerated().filter { $0.element.contains("+") }.map(\.offset)
      return (Int64((seconds * 1_000_000).rounded()), slots)
    }
  }
}

/// The active slots after each frame where they changed, from our decoder.
func decodedSlotStates(_ recording: any EvdevRecording) throws -> [(time: Int64, slots: [Int])] {
  var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
  var states: [(time: Int64, slots: [Int])] = []
  var previous = [Bool](repeating: false, count: recording.devices[0].slotCount)
  try recording.readFrames { frame in
    try decoder.decode(frame) { _ in }
    let current = decoder.slots.map(\.isDown)
    if current != previous {
      states.append((frame.time, current.enumerated().filter(\.element).map(\.offset)))
    }
    previous = current
  }
  return states
}

@Suite(
  "libinput-tools read what the writer writes",
  .enabled(if: TraceFixtures.hasRealTraces && LibinputTools.isAvailable))
struct LibinputToolsInteropTests {
  @Test(
    "touch-down-state and per-slot-delta read converted recordings and see the same touches",
    arguments: [
      "ts-atmel-maxtouch.1-finger-fast-taps.evemu",
      "ts-ep0430m09.4-finger-drag-down.evemu",
      "tp-cypress.three-finger-press.evemu",
      "tp-alps-glidepoint.double-tap.evemu",
    ])
  func convertedRecording(name: String) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.yml").path
    let evemu = try EvemuRecording(path: TraceFixtures.real(name))
    try LibinputRecordWriter.write(evemu, to: path)

    let states = try LibinputTools.analyze("touch-down-state", path)
    #expect(states.status == 0, "\(states.output)")
    let theirs = LibinputTools.touchDownStates(states.output)
    let ours = try decodedSlotStates(evemu)
    #expect(!ours.isEmpty)
    #expect(theirs.map(\.time) == ours.map(\.time))
    #expect(theirs.map(\.slots) == ours.map(\.slots))

    let deltas = try LibinputTools.analyze("per-slot-delta", path)
    #expect(deltas.status == 0, "\(deltas.output)")
    #expect(!deltas.output.contains("Traceback"))
  }
}
