import Foundation
import GestureKit
import Testing

@testable import TouchTraces

@Suite("Touch script files")
struct TouchScriptFileTests {
  let sample = """
    window: {width: 390, height: 844}
    events:
      - {t: 0.000, id: 1, phase: down, x: 100, y: 200}
      - {t: 0.000, id: 2, phase: down, x: 150, y: 200, force: 0.5}
      - {t: 0.016, id: 1, phase: move, x: 104, y: 200}
      - {t: 0.100, id: 1, phase: up,   x: 104, y: 200}
      - {t: 0.100, id: 2, phase: cancel, x: 150, y: 200}
      - {t: 0.200, kind: pinch, phase: begin, fingers: 2, x: 200, y: 300, scale: 1}
      - {t: 0.216, kind: pinch, phase: update, fingers: 2, x: 200, y: 300, scale: 1.25, angle: 3}
      - {t: 0.232, kind: pinch, phase: end, fingers: 2, x: 200, y: 300, scale: 1.25, cancelled: true}
      - {t: 0.300, kind: pointer, x: 10, y: 20, dx: 1, dy: -1}
    """

  @Test("Rows with equal times form one frame and touchpad rows become indirect events")
  func parsesFrames() throws {
    let file = try TouchScriptFile(bytes: Array(sample.utf8), name: "sample.touches.yml")
    #expect(file.windowSize == CGSize(width: 390, height: 844))
    #expect(
      file.inputs == [
        .touches(
          TouchFrame(
            time: 0,
            changes: [
              .init(id: 1, phase: .down, location: CGPoint(x: 100, y: 200)),
              .init(id: 2, phase: .down, location: CGPoint(x: 150, y: 200), force: 0.5),
            ])),
        .touches(
          TouchFrame(
            time: 0.016, changes: [.init(id: 1, phase: .move, location: CGPoint(x: 104, y: 200))])),
        .touches(
          TouchFrame(
            time: 0.1,
            changes: [
              .init(id: 1, phase: .up, location: CGPoint(x: 104, y: 200)),
              .init(id: 2, phase: .cancel, location: CGPoint(x: 150, y: 200)),
            ])),
        .indirect(
          IndirectEvent(time: 0.2, kind: .pinch, phase: .begin, location: CGPoint(x: 200, y: 300))),
        .indirect(
          IndirectEvent(
            time: 0.216, kind: .pinch, phase: .update, location: CGPoint(x: 200, y: 300),
            scale: 1.25,
            angleDelta: 3)),
        .indirect(
          IndirectEvent(
            time: 0.232, kind: .pinch, phase: .end, location: CGPoint(x: 200, y: 300), scale: 1.25,
            isCancelled: true)),
        .indirect(
          IndirectEvent(
            time: 0.3, kind: .pointer, phase: .update, fingers: 0, location: CGPoint(x: 10, y: 20),
            delta: CGVector(dx: 1, dy: -1))),
      ])
  }

  @Test("Button rows are kept apart from the input, between its frames, and read back as written")
  func buttons() throws {
    let at = CGPoint(x: 321.5, y: 192.25)
    let tap: [InputEvent] = [
      .touches(TouchFrame(time: 0.1, changes: [.init(id: 1, phase: .down, location: at)])),
      .touches(TouchFrame(time: 0.2, changes: [.init(id: 1, phase: .up, location: at)])),
    ]
    let buttons = [
      TouchScriptFile.Button(time: 0.1, name: "BTN_RIGHT", isPressed: true, location: at),
      TouchScriptFile.Button(time: 0.15, name: "BTN_RIGHT", isPressed: false, location: at),
    ]
    let file = TouchScriptFile(inputs: tap, buttons: buttons)
    #expect(
      file.yaml == """
        events:
          - {t: 0.1, button: BTN_RIGHT, phase: down, x: 321.5, y: 192.25}
          - {t: 0.1, id: 1, phase: down, x: 321.5, y: 192.25}
          - {t: 0.15, button: BTN_RIGHT, phase: up, x: 321.5, y: 192.25}
          - {t: 0.2, id: 1, phase: up, x: 321.5, y: 192.25}

        """)
    #expect(try TouchScriptFile(bytes: Array(file.yaml.utf8), name: "b.touches.yml") == file)
    #expect(buttons.map(\.code) == [0x111, 0x111])
    let error = try #require(throws: TraceError.self) {
      _ = try TouchScriptFile(
        bytes: Array("events:\n  - {t: 0, button: BTN_LEFT, phase: down}\n".utf8),
        name: "c.touches.yml")
    }
    #expect(error.line == 2)
    #expect(error.message.hasPrefix("unknown button `BTN_LEFT`; expected BTN_RIGHT or BTN_MIDDLE"))
  }

  @Test("Writing and reading back gives exactly the same numbers")
  func exactRoundTrip() throws {
    var inputs: [InputEvent] = []
    var time = 0.0
    var x = 100.0 / 3
    for step in 0..<200 {
      time += 1.0 / 120 + Double(step) * 1e-9
      x += 0.1 + 1e-7 * Double(step)
      let phase: TouchFrame.Change.Phase = step == 0 ? .down : step == 199 ? .up : .move
      inputs.append(
        .touches(
          TouchFrame(
            time: time,
            changes: [
              .init(
                id: 1, phase: phase, location: CGPoint(x: x, y: x.squareRoot()), force: 1 / 7,
                type: .indirect)
            ])))
    }
    inputs.append(
      .indirect(
        IndirectEvent(
          time: time + 0.1, kind: .scroll, phase: .update, fingers: 2,
          location: CGPoint(x: 0.1, y: 0.2),
          delta: CGVector(dx: 1e-300, dy: -0.30000000000000004), isContinuous: false)))
    let original = TouchScriptFile(windowSize: CGSize(width: 1366.5, height: 1024), inputs: inputs)
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.touches.yml").path
    try original.write(to: path)
    #expect(try TouchScriptFile(path: path) == original)
  }

  @Test("A touch script converts to a recording that decodes to the same touches on the unit grid")
  func scriptToRecording() throws {
    let file = try TouchScriptFile(bytes: Array(sample.utf8), name: "sample.touches.yml")
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sample.yml").path
    try LibinputRecordWriter.write(file, source: "sample.touches.yml", to: path)
    let recording = try LibinputRecording(path: path)
    #expect(recording.devices[0].kind == .touchscreen)
    let decoded = try decodeAll(recording)
    let unit = PointMapping.defaultPointsPerMillimeter / 20
    let expected = file.script.frames
    #expect(decoded.map(\.time) == expected.map(\.time))
    #expect(decoded.map { $0.changes.map(\.id) } == expected.map { $0.changes.map(\.id) })
    #expect(decoded.map { $0.changes.map(\.phase) } == [[.down, .down], [.move], [.up, .up]])
    for (ours, theirs) in zip(decoded.flatMap(\.changes), expected.flatMap(\.changes)) {
      #expect(abs(ours.location.x - theirs.location.x) <= unit / 2)
      #expect(abs(ours.location.y - theirs.location.y) <= unit / 2)
    }
  }
}

@Suite("Touch script frames")
struct TouchScriptFrameTests {
  @Test(
    "Two frames at one instant (two devices in a live session) are written and read back as two (#25, item 7)"
  )
  func framesAtOneInstant() throws {
    let first = TouchFrame(
      time: 0.5, changes: [.init(id: 1, phase: .down, location: CGPoint(x: 10, y: 20))])
    let second = TouchFrame(
      time: 0.5, changes: [.init(id: 2, phase: .down, location: CGPoint(x: 30, y: 40))])
    let script = TouchScriptFile(windowSize: nil, inputs: [.touches(first), .touches(second)])
    #expect(
      script.yaml == """
        events:
          - {t: 0.5, id: 1, phase: down, x: 10.0, y: 20.0}
          - {t: 0.5, id: 2, phase: down, x: 30.0, y: 40.0, newFrame: true}

        """)
    let again = try TouchScriptFile(bytes: Array(script.yaml.utf8), name: "saved.touches.yml")
    #expect(again == script)
  }
}
