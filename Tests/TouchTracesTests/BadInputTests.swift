import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// One malformed input and the error it must produce.
struct BadInput: CustomTestStringConvertible, Sendable {
  enum Format: Sendable {
    case libinputRecord
    case evemu
    case touchScript
    case scene
  }

  var name: String
  var format: Format
  var text: String
  var binary: [UInt8]?
  /// Words the message must contain.
  var message: String

  var testDescription: String { name }

  var bytes: [UInt8] { binary ?? Array(text.utf8) }

  var fileName: String {
    switch format {
    case .libinputRecord: "bad.yml"
    case .evemu: "bad.evemu"
    case .touchScript: "bad.touches.yml"
    case .scene: "bad.scene.yml"
    }
  }

  /// The expected line: the one marked `#!` (1 when none is marked).
  var line: Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains("#!") } ?? 0) + 1
  }

  /// Reads, decodes or builds the input the way a replay does, and returns what went wrong.
  @MainActor func error() -> Error? {
    do {
      switch format {
      case .libinputRecord, .evemu:
        let recording: any EvdevRecording =
          format == .evemu
          ? try EvemuRecording(bytes: bytes, name: fileName)
          : try LibinputRecording(bytes: bytes, name: fileName)
        _ = try decodeAll(recording)
      case .touchScript: _ = try TouchScriptFile(bytes: bytes, name: fileName)
      case .scene: _ = try Scene(bytes: bytes, name: fileName, registry: testRegistry)
      }
      return nil
    } catch {
      return error
    }
  }
}

/// A libinput record header for one 2-slot touchscreen, followed by `events`.
func recording(_ events: String, slots: Int = 2, version: String = "1") -> String {
  """
  version: \(version)
  ndevices: 1
  devices:
  - node: /dev/input/event0
    evdev:
      name: "Test touchscreen"
      id: [24, 0, 0, 0]
      codes: {0: [0, 1, 3], 1: [330], 3: [47, 53, 54, 57]}
      absinfo:
        47: [0, \(slots - 1), 0, 0, 0]
        53: [0, 1000, 0, 0, 10]
        54: [0, 1000, 0, 0, 10]
        57: [0, 65535, 0, 0, 0]
      properties: [1]
    events:
  \(events)
  """
}

let evemuHeader = """
  N: Test touchscreen
  I: 0018 0000 0000 0000
  P: 02 00 00 00 00 00 00 00
  A: 2f 0 1 0 0
  A: 35 0 1000 0 0 10
  A: 36 0 1000 0 0 10
  A: 39 0 65535 0 0

  """

/// Thirty-three fingers landing in one frame on a 40-slot device.
let tooManyFingers = (0..<33).map { slot in
  "  - [0, 0, 3, 47, \(slot)]\n  - [0, 0, 3, 57, \(slot)]\n  - [0, 0, 3, 53, \(slot * 10)]"
}.joined(separator: "\n")

let badInputs: [BadInput] = [
  .init(name: "empty file", format: .libinputRecord, text: "", message: "empty file"),
  .init(
    name: "binary garbage", format: .libinputRecord, text: "",
    binary: [0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 0xff, 0xfe, 10],
    message: "binary data"),
  .init(
    name: "truncated in a frame", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 3, 57, 1] #!\n    - [0, 0, 3, 53, 10]"),
    message: "without"),
  .init(
    name: "frame without SYN_REPORT", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 3, 57, 1] #!\n  - evdev:\n    - [0, 10, 0, 0, 0]"),
    message: "end with SYN_REPORT"),
  .init(
    name: "row after SYN_REPORT", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 0, 0, 0]\n    - [0, 0, 3, 57, 1] #!"),
    message: "last row of its frame"),
  .init(
    name: "non-numeric value", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 3, 57, one] #!\n    - [0, 0, 0, 0, 0]"),
    message: "decimal integers"),
  .init(
    name: "value out of range", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 3, 53, 99999999999] #!\n    - [0, 0, 0, 0, 0]"),
    message: "32-bit event value"),
  .init(
    name: "microseconds out of range", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 1000000, 0, 0, 0] #!"),
    message: "microseconds between 0 and 999999"),
  .init(
    name: "unknown event type", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 9, 0, 1] #!\n    - [0, 0, 0, 0, 0]"),
    message: "unknown event type 9"),
  .init(
    name: "unsupported version", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 0, 0, 0]", version: "2 #!"),
    message: "unsupported format version 2"),
  .init(
    name: "missing device section", format: .libinputRecord, text: "version: 1\nndevices: 1 #!",
    message: "missing device section"),
  .init(
    name: "device description elided by a `....` line", format: .libinputRecord,
    text: """
      version: 1
      ndevices: 1
      devices:
      - node: /dev/input/event0
        evdev:
          name: "Test touchpad"
          id: [24, 0, 0, 0]
      .... #!
       udev:
          properties:
          - ID_INPUT=1
        events:
      """,
    message: "not valid YAML: expected a device item `- …` or a top-level `key:`"),
  .init(
    name: "time going backwards", format: .libinputRecord,
    text: recording("  - evdev:\n    - [1, 0, 0, 0, 0]\n  - evdev:\n    - [0, 5, 0, 0, 0] #!"),
    message: "time goes backwards"),
  .init(
    name: "slot beyond the device's slots", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 3, 47, 5] #!\n    - [0, 0, 0, 0, 0]"),
    message: "slot 5 is beyond the device's 2 slots"),
  .init(
    name: "tracking ID reused while down", format: .libinputRecord,
    text: recording(
      "  - evdev:\n    - [0, 0, 3, 57, 7]\n    - [0, 0, 0, 0, 0]\n  - evdev:\n    - [0, 9, 3, 47, 1]\n    - [0, 9, 3, 57, 7] #!\n    - [0, 9, 0, 0, 0]"
    ),
    message: "tracking ID 7 is reused"),
  .init(
    name: "more than 32 fingers", format: .libinputRecord,
    text: recording("  - evdev: #!\n" + tooManyFingers + "\n  - [0, 0, 0, 0, 0]", slots: 40)
      .replacingOccurrences(of: "  - evdev: #!\n", with: "  - evdev:\n")
      .replacingOccurrences(of: "  - [0, 0, 3, 47, 0]", with: "  - [0, 0, 3, 47, 0] #!")
      .replacingOccurrences(of: "\n  - [", with: "\n    - ["), message: "more than 32 fingers"),
  .init(
    name: "slot range beyond reason", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 0, 0, 0]").replacingOccurrences(
      of: "47: [0, 1, 0, 0, 0]", with: "47: [0, 150000003, 0, 0, 0] #!"),
    message: "expected ABS_MT_SLOT to range from 0 to at most 255"),
  .init(name: "empty evemu file", format: .evemu, text: "", message: "empty file"),
  // Found by the evemu fuzz target seeded with real recordings: seconds × 10⁶ overflowed.
  .init(
    name: "evemu time 9223372036855 s", format: .evemu,
    text: evemuHeader + "E: 9223372036855.000000 0000 0000 0000 #!",
    message: "expected the event time's seconds between 0 and 4294967295"),
  // Found by the same run: a negative time made the message's padding count negative.
  .init(
    name: "evemu negative time", format: .evemu,
    text: evemuHeader + "E: 1.000000 0000 0000 0000\nE: -1.500000 0000 0000 0000 #!",
    message: "found -1"),
  .init(
    name: "evemu negative first time", format: .evemu,
    text: evemuHeader + "E: -0.500000 0000 0000 0000 #!", message: "found -0"),
  .init(
    name: "touch script x beyond a million points", format: .touchScript,
    text: "events:\n  - {t: 0, id: 1, phase: down, x: 1e300, y: 1} #!",
    message: "expected x between -1000000 and 1000000"),
  .init(
    name: "scene nested 100,000 deep", format: .scene,
    text: "views: " + String(repeating: "[", count: 100_000) + " #!",
    message: "expected YAML nested at most 64 levels deep"),
  .init(
    name: "scene alias", format: .scene,
    text: "a: &a [{name: v}]\nviews: *a #!", message: "aliases"),
  .init(
    name: "evemu slot range beyond reason", format: .evemu,
    text: evemuHeader.replacingOccurrences(of: "A: 2f 0 1 0 0", with: "A: 2f 0 150000003 0 0 #!")
      + "E: 0.000000 0000 0000 0", message: "expected ABS_MT_SLOT"),
  .init(
    name: "evemu axis minimum above its maximum", format: .evemu,
    text: evemuHeader.replacingOccurrences(
      of: "A: 35 0 1000 0 0 10", with: "A: 35 1000 0 0 0 10 #!")
      + "E: 0.000000 0000 0000 0",
    message: "expected the minimum of axis 53 (1000) to be at most its maximum (0)"),
  .init(
    name: "evemu event line without microseconds", format: .evemu,
    text: evemuHeader + "E: 0.000000 0003 0039 1\nE: 0.5 0000 0000 0 #!", message: "six digits"),
  .init(
    name: "evemu frame cut short", format: .evemu, text: evemuHeader + "E: 0.000000 0003 0039 1 #!",
    message: "end with SYN_REPORT"),
  .init(
    name: "evemu unknown line", format: .evemu,
    text: evemuHeader.replacingOccurrences(of: "P: 02", with: "Q: 02 #!"),
    message: "expected an evemu line"),
  .init(
    name: "NaN coordinate in a touch script", format: .touchScript,
    text: "events:\n  - {t: 0, id: 1, phase: down, x: .nan, y: 2} #!",
    message: "expected x as a number, found `.nan`"),
  .init(
    name: "infinite coordinate in a touch script", format: .touchScript,
    text: "events:\n  - {t: 0, id: 1, phase: down, x: 1, y: -.inf} #!", message: "found `-.inf`"),
  .init(
    name: "unknown phase", format: .touchScript,
    text: "events:\n  - {t: 0, id: 1, phase: hover, x: 1, y: 2} #!",
    message: "unknown phase `hover`"),
  .init(
    name: "touch script time going backwards", format: .touchScript,
    text:
      "events:\n  - {t: 1, id: 1, phase: down, x: 1, y: 2}\n  - {t: 0.5, id: 1, phase: up, x: 1, y: 2} #!",
    message: "time goes backwards"),
  .init(
    name: "more than 32 fingers in a touch script", format: .touchScript,
    text: "events:\n"
      + (1...33).map { "  - {t: 0, id: \($0), phase: down, x: 1, y: 2}\($0 == 33 ? " #!" : "")" }
      .joined(separator: "\n"),
    message: "more than 32 fingers"),
  .init(
    name: "scene cycle", format: .scene,
    text: """
      views:
        - recognizers:
            - {name: a, type: stillTap, requireToFail: [b]} #!
            - {name: b, type: stillTap, requireToFail: [a]}
      """, message: "failure requirements form a cycle: a → b → a"),
  .init(
    name: "dangling requireToFail", format: .scene,
    text: "views:\n  - recognizers:\n      - {name: a, type: stillTap, requireToFail: [ghost]} #!",
    message: "`requireToFail` names `ghost`, which is no recognizer in the scene"),
  .init(
    name: "dangling simultaneousWith", format: .scene,
    text:
      "views:\n  - recognizers:\n      - {name: a, type: stillTap, simultaneousWith: [ghost]} #!",
    message: "`simultaneousWith` names `ghost`"),
  .init(
    name: "unknown recognizer type", format: .scene,
    text: "views:\n  - recognizers:\n      - {name: a, type: teleport} #!",
    message: "unknown recognizer type `teleport`"),
  .init(
    name: "unknown recognizer property", format: .scene,
    text: "views:\n  - recognizers:\n      - {name: a, type: stillTap, numberOfTapsRequired: 2} #!",
    message: "unknown property `numberOfTapsRequired` for a stillTap recognizer"),
  .init(
    name: "duplicate recognizer names", format: .scene,
    text:
      "views:\n  - recognizers:\n      - {name: a, type: stillTap}\n      - {name: a, type: probe} #!",
    message: "duplicate recognizer name `a`"),
  // Touchpad rows held to libinput's sequences (#25, item 9): an `end` before its `begin` left
  // a recognizer open after the input, with exit 0.
  .init(
    name: "touchpad end before begin", format: .touchScript,
    text: """
      events:
        - {t: 0, kind: pinch, phase: end, x: 1, y: 1} #!
        - {t: 1, kind: pinch, phase: begin, x: 1, y: 1}
      """, message: "a pinch end without a pinch begin before it"),
  .init(
    name: "touchpad gesture never ending", format: .touchScript,
    text: """
      events:
        - {t: 0, kind: swipe, phase: begin, fingers: 3, x: 1, y: 1} #!
        - {t: 1, kind: swipe, phase: update, fingers: 3, x: 1, y: 1, dx: 40}
      """, message: "the swipe begun here never ends"),
  .init(
    name: "touchpad gestures overlapping", format: .touchScript,
    text: """
      events:
        - {t: 0, kind: swipe, phase: begin, fingers: 3, x: 1, y: 1}
        - {t: 1, kind: pinch, phase: begin, x: 1, y: 1} #!
      """, message: "a pinch begins while the swipe begun at line 2 is still open"),
  .init(
    name: "continuous scroll update without begin", format: .touchScript,
    text: "events:\n  - {t: 0, kind: scroll, phase: update, dy: 40} #!",
    message: "a scroll update without a scroll begin before it"),
  .init(
    name: "pointer row with a begin", format: .touchScript,
    text: "events:\n  - {t: 0, kind: pointer, phase: begin, dx: 1} #!",
    message: "expected `phase: update` in a pointer row"),
  .init(
    name: "evemu duplicate axis line", format: .evemu,
    text: evemuHeader.replacingOccurrences(
      of: "A: 36 0 1000 0 0 10", with: "A: 36 0 1000 0 0 10\nA: 36 0 50 0 0 10 #!")
      + "E: 0.000000 0000 0000 0",
    message: "duplicate `A:` line for axis 36 (first at line 6)"),
  .init(
    name: "ndevices negative", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 0, 0, 0]").replacingOccurrences(
      of: "ndevices: 1", with: "ndevices: -3 #!"),
    message: "expected `ndevices` of at least 1, found -3"),
  .init(
    name: "ndevices disagreeing with the list", format: .libinputRecord,
    text: recording("  - evdev:\n    - [0, 0, 0, 0, 0]").replacingOccurrences(
      of: "ndevices: 1", with: "ndevices: 2 #!"),
    message: "`ndevices: 2` disagrees with the 1 device listed under `devices:`"),
  .init(
    name: "duplicate view names", format: .scene,
    text: "views:\n  - name: v\n  - name: v #!", message: "duplicate view name `v`"),
]

@Suite("Bad input")
struct BadInputTests {
  @Test(
    "Each bad input gives one error naming the file, the line and what was expected",
    arguments: badInputs)
  @MainActor func reportsFileAndLine(input: BadInput) throws {
    let error = try #require(input.error() as? TraceError)
    #expect(error.file == input.fileName)
    #expect(error.line == input.line, "\(error)")
    #expect(error.message.contains(input.message), "\(error)")
    #expect(error.description.hasPrefix("\(input.fileName):\(input.line): "))
  }

  @Test(
    "Converting a malformed recording writes nothing",
    arguments: badInputs.filter { $0.format == .libinputRecord || $0.format == .evemu })
  func writesNothing(input: BadInput) throws {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.yml").path
    do {
      let recording: any EvdevRecording =
        input.format == .evemu
        ? try EvemuRecording(bytes: input.bytes, name: input.fileName)
        : try LibinputRecording(bytes: input.bytes, name: input.fileName)
      try LibinputRecordWriter.write(recording, to: output)
    } catch is TraceError {}
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    // Slots, tracking IDs and finger counts are decoding errors, not copying errors: those files
    // copy faithfully and fail when replayed.
    let decodingErrors = [
      "slot beyond the device's slots", "tracking ID reused while down", "more than 32 fingers",
    ]
    #expect(left == (decodingErrors.contains(input.name) ? ["out.yml"] : []))
  }
}
