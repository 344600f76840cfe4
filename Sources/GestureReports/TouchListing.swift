import Foundation
import GestureCore
import TouchTraces

/// The decoded touch stream as lines: what `gesturesim touches` prints.
///
/// Text follows `libinput debug-events`: one line per touch named by libinput's event types,
/// then a `TOUCH_FRAME` line closing each frame.
///
///     +0.044s  TOUCH_DOWN     touch 1  slot 0   2330/1278   120.50/66.09mm   773.25/424.07pt
///     +0.044s  TOUCH_FRAME    1 down
///
/// JSON Lines has one object per touch, keys in this order: `trace` (only when asked for),
/// `t`, `frame` (counting from 0), `touch`, `phase`, then those the source has: `slot`, `units`,
/// `mm`, then `location` (points), `force` when known, and `down` (touches down after the
/// frame). Numbers are rounded as in ``JSONLines``.
public enum TouchListing {
  /// libinput's name for a phase.
  public static func eventType(of phase: TouchFrame.Change.Phase) -> String {
    switch phase {
    case .down: "TOUCH_DOWN"
    case .move: "TOUCH_MOTION"
    case .up: "TOUCH_UP"
    case .cancel: "TOUCH_CANCEL"
    }
  }

  /// The text lines for one frame, without newlines.
  public static func textLines(for frame: DecodedFrame) -> [String] {
    let time = "+" + fixed(frame.time, 3) + "s"
    var lines: [String] = []
    lines.reserveCapacity(frame.touches.count + 1)
    for touch in frame.touches {
      var line = time + "  " + padded(eventType(of: touch.phase), 14)
      line += padded("touch \(touch.id)", 9)
      line += padded("slot " + (touch.slot.map(String.init) ?? "-"), 9)
      line += padded(touch.units.map { "\($0.x)/\($0.y)" } ?? "-", 12)
      line += padded(
        touch.millimeters.map { fixed($0.x, 2) + "/" + fixed($0.y, 2) + "mm" } ?? "-", 17)
      line += fixed(touch.location.x, 2) + "/" + fixed(touch.location.y, 2) + "pt"
      if let force = touch.force { line += "  force " + fixed(force, 2) }
      lines.append(line)
    }
    lines.append(time + "  " + padded("TOUCH_FRAME", 14) + "\(frame.touchesDown) down")
    return lines
  }

  /// Appends one touch of `frame` as one JSON object, without the newline, to `bytes`.
  ///
  /// - Parameters:
  ///   - index: The frame's number in its stream, from 0.
  ///   - trace: The trace's name, written first when several traces share one output.
  public static func appendJSON(
    _ touch: DecodedFrame.Touch, of frame: DecodedFrame, index: Int, trace: String? = nil,
    to bytes: inout [UInt8]
  ) {
    appendOpening(trace: trace, time: frame.time, to: &bytes)
    bytes.append(contentsOf: #","frame":"#.utf8)
    bytes.append(contentsOf: String(index).utf8)
    bytes.append(contentsOf: #","touch":"#.utf8)
    bytes.append(contentsOf: String(touch.id).utf8)
    bytes.append(contentsOf: #","phase":"#.utf8)
    JSONLines.appendString(touch.phase.rawValue, to: &bytes)
    if let slot = touch.slot {
      bytes.append(contentsOf: #","slot":"#.utf8)
      bytes.append(contentsOf: String(slot).utf8)
    }
    if let units = touch.units {
      bytes.append(contentsOf: #","units":["#.utf8)
      bytes.append(contentsOf: "\(units.x),\(units.y)]".utf8)
    }
    if let millimeters = touch.millimeters {
      bytes.append(contentsOf: #","mm":"#.utf8)
      appendPair(millimeters, to: &bytes)
    }
    bytes.append(contentsOf: #","location":"#.utf8)
    appendPair(touch.location, to: &bytes)
    if let force = touch.force {
      bytes.append(contentsOf: #","force":"#.utf8)
      JSONLines.appendNumber(Double(force), to: &bytes)
    }
    bytes.append(contentsOf: #","down":"#.utf8)
    bytes.append(contentsOf: String(frame.touchesDown).utf8)
    bytes.append(UInt8(ascii: "}"))
  }

  /// libinput's event type for a touchpad or pointer event: `GESTURE_PINCH_UPDATE`,
  /// `POINTER_SCROLL_FINGER` (a continuous scroll), `POINTER_SCROLL_WHEEL` (a wheel's),
  /// `POINTER_MOTION`.
  public static func eventType(of event: IndirectEvent) -> String {
    let phase =
      switch event.phase {
      case .begin: "BEGIN"
      case .update: "UPDATE"
      case .end: "END"
      }
    switch event.kind {
    case .pinch: return "GESTURE_PINCH_" + phase
    case .swipe: return "GESTURE_SWIPE_" + phase
    case .hold: return "GESTURE_HOLD_" + phase
    case .scroll: return event.isContinuous ? "POINTER_SCROLL_FINGER" : "POINTER_SCROLL_WHEEL"
    case .pointer: return "POINTER_MOTION"
    }
  }

  /// The text line for a touchpad or pointer event that libinput delivered, in libinput's
  /// order of values: the finger count for gestures, the deltas (in points, as the
  /// recognizers get them), a pinch's scale and angle, a scroll's vertical then horizontal
  /// value, and `cancelled` for a gesture that ended so.
  ///
  ///     +0.110s  POINTER_SCROLL_FINGER   vert 2.70 horiz 0.00
  ///     +1.020s  GESTURE_PINCH_UPDATE    2  0.50/-1.25  1.08 @ 0.35
  public static func textLine(for event: IndirectEvent) -> String {
    var line = "+" + fixed(event.time, 3) + "s  " + padded(eventType(of: event), 24)
    let delta = fixed(event.delta.dx, 2) + "/" + fixed(event.delta.dy, 2)
    switch event.kind {
    case .scroll:
      line += "vert " + fixed(event.delta.dy, 2) + " horiz " + fixed(event.delta.dx, 2)
    case .pointer:
      line += delta
    case .hold:
      line += "\(event.fingers)"
    case .swipe:
      line += "\(event.fingers)  " + delta
    case .pinch:
      line +=
        "\(event.fingers)  " + delta + "  " + fixed(event.scale, 2) + " @ "
        + fixed(event.angleDelta, 2)
    }
    if event.isCancelled { line += "  cancelled" }
    return line
  }

  /// Appends a touchpad or pointer event as one JSON object, without the newline: `trace`
  /// (only when asked for), `t`, `event` (libinput's type), `fingers`, `delta`, and for a
  /// pinch `scale` and `angle`, `cancelled` when true, and `location` (the pointer's, in
  /// points).
  public static func appendJSON(
    _ event: IndirectEvent, trace: String? = nil, to bytes: inout [UInt8]
  ) {
    appendOpening(trace: trace, time: event.time, to: &bytes)
    bytes.append(contentsOf: #","event":"#.utf8)
    JSONLines.appendString(eventType(of: event), to: &bytes)
    bytes.append(contentsOf: #","fingers":"#.utf8)
    bytes.append(contentsOf: String(event.fingers).utf8)
    bytes.append(contentsOf: #","delta":"#.utf8)
    appendPair(CGPoint(x: event.delta.dx, y: event.delta.dy), to: &bytes)
    if event.kind == .pinch {
      bytes.append(contentsOf: #","scale":"#.utf8)
      JSONLines.appendNumber(Double(event.scale), to: &bytes)
      bytes.append(contentsOf: #","angle":"#.utf8)
      JSONLines.appendNumber(Double(event.angleDelta), to: &bytes)
    }
    if event.isCancelled { bytes.append(contentsOf: #","cancelled":true"#.utf8) }
    bytes.append(contentsOf: #","location":"#.utf8)
    appendPair(event.location, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// `{`, the trace's name when asked for, and the time: how every listing object starts.
  private static func appendOpening(trace: String?, time: Double, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "{"))
    if let trace {
      bytes.append(contentsOf: #""trace":"#.utf8)
      JSONLines.appendString(trace, to: &bytes)
      bytes.append(UInt8(ascii: ","))
    }
    bytes.append(contentsOf: #""t":"#.utf8)
    JSONLines.appendNumber(time, to: &bytes)
  }

  private static func appendPair(_ point: CGPoint, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    JSONLines.appendNumber(Double(point.x), to: &bytes)
    bytes.append(UInt8(ascii: ","))
    JSONLines.appendNumber(Double(point.y), to: &bytes)
    bytes.append(UInt8(ascii: "]"))
  }

  private static func fixed(_ value: Double, _ digits: Int) -> String {
    FixedPoint.text(value, digits: digits) ?? String(format: "%.\(digits)f", value)
  }

  private static func fixed(_ value: CGFloat, _ digits: Int) -> String {
    fixed(Double(value), digits)
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
