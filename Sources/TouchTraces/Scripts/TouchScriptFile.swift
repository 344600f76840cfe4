import Foundation
import GestureCore
import Yams

/// A touch script file (`*.touches.yml`): touch changes and touchpad events in window points,
/// one row per change, rows with equal `t` forming one frame.
///
///     window: {width: 390, height: 844}
///     events:
///       - {t: 0.0, id: 1, phase: down, x: 100.0, y: 200.0}
///       - {t: 0.016, id: 1, phase: move, x: 104.0, y: 200.0}
///       - {t: 0.1, id: 1, phase: up, x: 104.0, y: 200.0}
///       - {t: 0.2, kind: pinch, phase: begin, fingers: 2, x: 200.0, y: 300.0, scale: 1.0}
///
/// Touch rows take `t`, `id`, `phase` (`down`, `move`, `up`, `cancel`), `x`, `y` and optionally
/// `force`, `type` (`direct`, `indirect`, `pencil`, `indirectPointer`) and `newFrame: true`,
/// which starts a new frame at the same `t` (two devices' frames at one instant, as a live
/// session with two devices saves them). Touchpad rows take
/// `kind` (`pinch`, `swipe`, `hold`, `scroll`, `pointer`), `phase` (`begin`, `update`, `end`;
/// pointer rows default to `update`), and optionally `fingers`, `x`, `y`, `dx`, `dy`, `scale`,
/// `angle` (degrees since the previous event), `cancelled` and `continuous`. Button rows
/// (`{t: 0.3, button: BTN_RIGHT, phase: down, x: 200.0, y: 300.0}`, `phase` `down` or `up`)
/// keep a secondary or middle click that reached no recognizer, as `live --save` saw it: `touches`
/// lists them, `replay` delivers nothing for them, as `live` did not. A pinch, swipe,
/// hold or continuous scroll is `begin`, `update`s and `end`, one at a time; pointer and wheel
/// (`continuous: false`) rows are `update`s.
///
/// ``yaml`` writes every number in its shortest form that reads back to the same `Double`, so a
/// saved live session replays exactly.
public struct TouchScriptFile: Hashable, Sendable {
  /// The window the script was made for, in points, when it says.
  public var windowSize: CGSize?
  /// The input, in time order.
  public var inputs: [InputEvent]
  /// The secondary and middle clicks, in time order, which reached no recognizer.
  public var buttons: [Button] = []

  /// A press or release of a button other than the primary one (a primary click is a touch of
  /// type `indirectPointer`).
  public struct Button: Hashable, Sendable {
    /// The kernel's names of the buttons a row may name, with their evdev codes.
    public static let codes = ["BTN_RIGHT": 0x111, "BTN_MIDDLE": 0x112]

    /// When, in seconds.
    public var time: TimeInterval
    /// The kernel's name, `BTN_RIGHT` or `BTN_MIDDLE`.
    public var name: String
    /// Pressed rather than released.
    public var isPressed: Bool
    /// Where the pointer was, in window points.
    public var location: CGPoint

    /// The evdev code.
    public var code: Int { Self.codes[name] ?? 0 }

    /// Creates a button row.
    public init(time: TimeInterval, name: String, isPressed: Bool, location: CGPoint) {
      self.time = time
      self.name = name
      self.isPressed = isPressed
      self.location = location
    }
  }

  /// The most fingers a script may have down at once.
  public static let maximumFingers = MultitouchDecoder.maximumFingers

  /// Creates a script file.
  public init(windowSize: CGSize? = nil, inputs: [InputEvent], buttons: [Button] = []) {
    self.windowSize = windowSize
    self.inputs = inputs
    self.buttons = buttons
  }

  /// The input as a script for `Simulation.run(_:settle:)`.
  public var script: TouchScript { TouchScript(inputs: inputs) }

  /// Reads the script at `path`.
  ///
  /// - Throws: ``TraceError`` naming the line of the first problem.
  public init(path: String, name: String? = nil) throws {
    let bytes = try InputFile.contents(
      of: path, name: name, limit: InputLimits.scriptBytes, what: "a touch script")
    try self.init(bytes: bytes, name: InputFile.displayName(path, name))
  }

  /// Reads a script held in memory.
  public init(bytes: [UInt8], name: String) throws {
    guard !bytes.isEmpty else {
      throw TraceError(
        file: name, line: 1, message: "empty file: expected a touch script with `events:`")
    }
    guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
      throw TraceError(
        file: name, line: 1, message: "expected a YAML touch script, found binary data")
    }
    var parser = TouchScriptParser(yaml: YAMLDocument(file: name))
    self = try parser.parse(text)
  }

  /// Writes the script to `path` through a temporary file.
  ///
  /// - Throws: ``TraceError`` when the file cannot be written.
  public func write(to path: String) throws {
    let output = try OutputFile(path: path)
    output.write(yaml)
    try output.commit()
  }

  /// The script as YAML, numbers written to round-trip exactly.
  public var yaml: String {
    var text = ""
    if let windowSize {
      text +=
        "window: {width: \(Self.number(windowSize.width)), height: \(Self.number(windowSize.height))}\n"
    }
    text += "events:\n"
    var previousFrameTime: Double?
    var nextButton = buttons.startIndex
    func writeButtons(until time: Double) {
      while nextButton < buttons.endIndex, buttons[nextButton].time <= time {
        let button = buttons[nextButton]
        text +=
          "  - {t: \(Self.number(button.time)), button: \(button.name), phase: \(button.isPressed ? "down" : "up")"
        text += ", x: \(Self.number(button.location.x)), y: \(Self.number(button.location.y))}\n"
        nextButton += 1
      }
    }
    for input in inputs {
      writeButtons(until: input.time)
      switch input {
      case .touches(let frame):
        // Two frames at one instant (two devices in a live session) stay two frames.
        let splits = previousFrameTime == frame.time
        previousFrameTime = frame.time
        for (index, change) in frame.changes.enumerated() {
          text +=
            "  - {t: \(Self.number(frame.time)), id: \(change.id), phase: \(change.phase.rawValue)"
          text += ", x: \(Self.number(change.location.x)), y: \(Self.number(change.location.y))"
          if let force = change.force { text += ", force: \(Self.number(force))" }
          if change.type != .direct { text += ", type: \(change.type)" }
          if splits && index == 0 { text += ", newFrame: true" }
          text += "}\n"
        }
      case .indirect(let event):
        previousFrameTime = nil
        text +=
          "  - {t: \(Self.number(event.time)), kind: \(event.kind.rawValue), phase: \(event.phase.rawValue)"
        text +=
          ", fingers: \(event.fingers), x: \(Self.number(event.location.x)), y: \(Self.number(event.location.y))"
        text += ", dx: \(Self.number(event.delta.dx)), dy: \(Self.number(event.delta.dy))"
        text += ", scale: \(Self.number(event.scale)), angle: \(Self.number(event.angleDelta))"
        if event.isCancelled { text += ", cancelled: true" }
        if !event.isContinuous { text += ", continuous: false" }
        text += "}\n"
      }
    }
    writeButtons(until: .infinity)
    return text
  }

  /// The shortest decimal that reads back as the same `Double` (Swift's own description).
  static func number(_ value: Double) -> String { "\(value)" }

  static func number(_ value: CGFloat) -> String { "\(Double(value))" }
}
