import Foundation
import GestureCore

/// Reads the touch lines of `libinput debug-events` output — what libinput itself made of a
/// device — as ``LibinputEvent``s, to compare the decoder with.
///
/// Touch lines look like
/// ` event4   TOUCH_DOWN   +0.044s	1 (1) 49.38/67.32 (124.76/112.74mm)`: the device, the event
/// type, the time, the slot and seat slot, the position on a 100 × 100 screen, and the position
/// in millimetres. Other lines (device added, pointer, keyboard) are skipped.
public enum LibinputDebugEvents {
  /// Reads the touch events of a `libinput debug-events` log.
  ///
  /// - Throws: ``TraceError`` naming the line of a touch line that does not parse.
  public static func read(path: String, name: String? = nil) throws -> [LibinputEvent] {
    try read(LineReader(path: path, name: name))
  }

  /// Reads the touch events of a log held in memory.
  static func read(_ reader: LineReader) throws -> [LibinputEvent] {
    var events: [LibinputEvent] = []
    while let line = try reader.nextLine() {
      let text = String(decoding: line, as: UTF8.self)
      let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 3, fields[1].hasPrefix("TOUCH_") else { continue }
      func fail() -> TraceError {
        TraceError(
          file: reader.file, line: reader.lineNumber,
          message: "expected a touch line `device TYPE +time slot (seat) x/y (x/ymm)`")
      }
      guard fields[2].hasPrefix("+"), fields[2].hasSuffix("s"),
        let time = Double(fields[2].dropFirst().dropLast())
      else { throw fail() }
      var event = LibinputEvent(time: time, type: String(fields[1]))
      if fields.count >= 5 {
        guard let slot = Int(fields[3]), let seat = Int(fields[4].dropFirst().dropLast()) else {
          throw fail()
        }
        event.slot = slot
        event.seatSlot = seat
      }
      if fields.count >= 7 {
        let percent = fields[5].split(separator: "/").compactMap { Double($0) }
        let millimeters = fields[6].dropFirst().dropLast(3).split(separator: "/").compactMap {
          Double($0)
        }
        guard percent.count == 2, millimeters.count == 2 else { throw fail() }
        event.transformed = (percent[0], percent[1])
        event.point = (millimeters[0], millimeters[1])
      }
      events.append(event)
    }
    return events
  }
}

/// A `libinput debug-events` log replayed as a trace: its touch lines grouped into frames at
/// each `TOUCH_FRAME`, positions taken from the millimetre column.
///
///     let log = try LibinputDebugLog(path: "pinch.libinput-debug-events.txt")
///     log.sizeInMillimeters    // the touchscreen's size, from the mm and % columns
///
/// Touch identifiers are libinput's seat slots counted from 1, as the decoder numbers touches.
/// Lines other than touches (gestures, pointer, keyboard, devices) are left out.
public struct LibinputDebugLog: Sendable {
  /// The file errors name.
  public let file: String
  /// The touch events, in order.
  public let events: [LibinputEvent]
  /// The device's size in millimetres: the median of mm ÷ % × 100 over the touch lines, which is
  /// the size libinput scaled its percentages by; the largest positions seen when no line has
  /// both columns.
  public let sizeInMillimeters: CGSize

  /// Reads the log at `path`.
  ///
  /// - Throws: ``TraceError`` for a touch line that does not parse, or a log with no touch.
  public init(path: String, name: String? = nil) throws {
    try self.init(file: name ?? path, events: LibinputDebugEvents.read(path: path, name: name))
  }

  /// Reads a log held in memory.
  ///
  /// - Throws: ``TraceError`` for a touch line that does not parse, or a log with no touch.
  public init(bytes: [UInt8], name: String) throws {
    try self.init(
      file: name, events: LibinputDebugEvents.read(LineReader(bytes: bytes, name: name)))
  }

  private init(file: String, events: [LibinputEvent]) throws {
    self.file = file
    self.events = events
    guard events.contains(where: { $0.point != nil }) else {
      throw TraceError(
        file: file,
        message: "expected TOUCH_DOWN lines with positions in a libinput debug-events log")
    }
    func median(_ values: [Double]) -> Double? {
      values.isEmpty ? nil : values.sorted()[values.count / 2]
    }
    let widths = events.compactMap { event in
      event.point.flatMap { p in event.transformed.flatMap { $0.x > 0 ? p.x / $0.x * 100 : nil } }
    }
    let heights = events.compactMap { event in
      event.point.flatMap { p in event.transformed.flatMap { $0.y > 0 ? p.y / $0.y * 100 : nil } }
    }
    let largest = events.compactMap(\.point).reduce((x: 1.0, y: 1.0)) {
      (Swift.max($0.x, $1.x), Swift.max($0.y, $1.y))
    }
    sizeInMillimeters = CGSize(
      width: median(widths) ?? largest.x, height: median(heights) ?? largest.y)
  }

  /// The window the log replays in: the screen size when set, else the device's size at the
  /// mapping's density.
  public func windowSize(mapping: PointMapping) -> CGSize {
    mapping.screenSize
      ?? CGSize(
        width: Double(sizeInMillimeters.width) * mapping.pointsPerMillimeter,
        height: Double(sizeInMillimeters.height) * mapping.pointsPerMillimeter)
  }

  /// The touch frames, positions in points: millimetres at the mapping's density, or, with a
  /// screen size, libinput's percentages of that screen.
  public func frames(mapping: PointMapping) -> [DecodedFrame] {
    var frames: [DecodedFrame] = []
    var pending: [DecodedFrame.Touch] = []
    var last: [Int: (mm: CGPoint, location: CGPoint, slot: Int?)] = [:]
    for event in events {
      guard let seat = event.seatSlot else {
        if event.type == "TOUCH_FRAME", !pending.isEmpty {
          frames.append(
            DecodedFrame(time: event.time ?? 0, touches: pending, touchesDown: last.count))
          pending = []
        }
        continue
      }
      let phase: TouchFrame.Change.Phase
      switch event.type {
      case "TOUCH_DOWN": phase = .down
      case "TOUCH_UP": phase = .up
      case "TOUCH_CANCEL": phase = .cancel
      default: phase = .move
      }
      var place = last[seat]
      if let point = event.point {
        let mm = CGPoint(x: point.x, y: point.y)
        let location: CGPoint
        if let screen = mapping.screenSize, let percent = event.transformed {
          location = CGPoint(
            x: percent.x / 100 * Double(screen.width), y: percent.y / 100 * Double(screen.height))
        } else {
          location = CGPoint(
            x: point.x * mapping.pointsPerMillimeter, y: point.y * mapping.pointsPerMillimeter)
        }
        place = (mm, location, event.slot)
      }
      guard let place else { continue }
      last[seat] = phase == .up || phase == .cancel ? nil : place
      pending.append(
        DecodedFrame.Touch(
          id: seat + 1, phase: phase, slot: place.slot, millimeters: place.mm,
          location: place.location))
    }
    if !pending.isEmpty, let time = events.last?.time {
      frames.append(DecodedFrame(time: time, touches: pending, touchesDown: last.count))
    }
    return frames
  }
}
