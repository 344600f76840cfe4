import Foundation
import Testing

/// What `scripts/mock-device` presents each recorded device as, read without mocking anything
/// (`--describe`), so that it runs where umockdev is not installed (#25, item 8): a name with CR
/// or NUL ended in a Python traceback, and keyboards and mice became touchscreens.
@Suite("mock-device presents recorded devices faithfully")
struct MockDeviceDescribeTests {
  static func describe(_ files: [String: String]) async throws -> ToolRun {
    try await withTemporaryFolder { folder in
      for (name, text) in files {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
      }
      let script = GestureSimTool.packageRoot.appendingPathComponent("scripts/mock-device")
      return try await GestureSimTool.run(
        program: URL(fileURLWithPath: "/usr/bin/env"),
        ["python3", script.path, "--describe"] + files.keys.sorted(), in: folder)
    }
  }

  static let keyboard =
    "N: Evil\rName\u{0}after the NUL # not a comment\nI: 0003 0001 0001 0001\nB: 00 0b\n"
    + "B: 01 fe ff ff ff ff ff\nE: 0.000000 0000 0000 0000\n"

  static let mouse =
    "N: Plain Mouse\nI: 0003 0001 0002 0001\nB: 00 07\nB: 01 "
    + Array(repeating: "00", count: 34).joined(separator: " ")
    + " 07\nB: 02 03\nE: 0.000000 0000 0000 0000\n"

  @Test(
    "A keyboard is a keyboard and a mouse a mouse; a name keeps its CR, escaped, and ends at NUL")
  func kinds() async throws {
    let run = try await Self.describe([
      "a-keyboard.evemu": Self.keyboard, "b-mouse.evemu": Self.mouse,
    ])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.standardOutput == """
        event0: keyboard: Evil\\x0dName: ID_INPUT=1 ID_INPUT_KEY=1 ID_INPUT_KEYBOARD=1
        event1: mouse: Plain Mouse: ID_INPUT=1 ID_INPUT_MOUSE=1

        """)
    #expect(run.standardError == "")
  }

  @Test("The project's touchscreen recordings stay touchscreens")
  func touchscreen() async throws {
    let text = try String(
      contentsOf: GestureSimTool.packageRoot.appendingPathComponent("Traces/recordings/pan.yml"),
      encoding: .utf8)
    let run = try await Self.describe(["pan.yml": text])
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput.hasPrefix("event0: touchscreen: "), "\(run)")
  }
}
