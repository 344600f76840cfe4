import Foundation
import GestureCore
import TouchTraces

/// The decoded touch stream as lines: what `gesturesim touches` prints.
///
/// Text is ``LibinputListing``'s, in `libinput debug-events`' own columns. JSON Lines has one
/// object per touch, keys in this order: `trace` (only when asked for), `t`, `frame` (counting
/// from 0), `touch`, `phase`, then those the source has: `slot`, `units`, `mm`, then `location`
/// (points), `force` when known, and `down` (touches down after the frame). Numbers are rounded
/// as in ``JSONLines``.
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
  /// `POINTER_SCROLL_FINGER` (fingers on a touchpad), `POINTER_SCROLL_CONTINUOUS` (a continuous
  /// source without fingers), `POINTER_SCROLL_WHEEL` (a wheel's), `POINTER_MOTION`.
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
    case .scroll:
      guard event.isContinuous else { return "POINTER_SCROLL_WHEEL" }
      return event.fingers > 0 ? "POINTER_SCROLL_FINGER" : "POINTER_SCROLL_CONTINUOUS"
    case .pointer: return "POINTER_MOTION"
    }
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
}
