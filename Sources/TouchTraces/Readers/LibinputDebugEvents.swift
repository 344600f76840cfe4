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
  /// - Throws: ``TraceError`` naming the line of a touch line that does not parse or is out of
  ///   range (see `forEach(_:_:)`).
  public static func read(path: String, name: String? = nil) throws -> [LibinputEvent] {
    try read(LineReader(path: path, name: name))
  }

  /// Reads the touch events of a log held in memory.
  static func read(_ reader: LineReader) throws -> [LibinputEvent] {
    var events: [LibinputEvent] = []
    try forEach(reader) { events.append($0) }
    return events
  }

  /// The largest slot or seat slot a touch line may name. OUR CHOICE: libinput numbers slots
  /// from 0 and never comes near this; it keeps seat-slot arithmetic far from overflow.
  static let maximumSlot = 4095

  /// Calls `body` with each touch event of the log as it is read, in bounded memory.
  ///
  /// Every touch line is held to the rules the other readers keep: times finite, between 0 and
  /// ``InputLimits/evdevSeconds``, and never going back; slots between 0 and ``maximumSlot``;
  /// positions finite and within ``InputLimits/coordinate``; a seat slot down before it moves
  /// or lifts, and not down twice; at most ``MultitouchDecoder/maximumFingers`` down at once.
  ///
  /// - Throws: ``TraceError`` naming the line of the first touch line that breaks one.
  /// A `# name` line after touches (`gesturesim touches` listing several traces) is an error:
  /// the log would replay as one trace whose time goes back. `other` gets the type of each line
  /// that is not a touch (`GESTURE_PINCH_UPDATE`, `DEVICE_ADDED`…).
  static func forEach(
    _ reader: LineReader, other: (DebugEventsFields.Field) -> Void = { _ in },
    _ body: (LibinputEvent) throws -> Void
  ) throws {
    var lastTime = 0.0
    var down = Set<Int>()
    var sawTouch = false
    // Each line is read in place, field by field, as bytes: a string is made only for a
    // message or an unknown event type.
    while let line = try reader.nextLine() {
      func fail(_ message: String) -> TraceError {
        TraceError(file: reader.file, line: reader.lineNumber, message: message)
      }
      if sawTouch, line.count >= 2, line[0] == UInt8(ascii: "#"), line[1] == 0x20 {
        throw fail(
          "expected the listing of one trace; `#` starts another trace's here (replay a "
            + "listing of several traces one trace at a time)")
      }
      var fields = DebugEventsFields(line)
      guard let device = fields.next(), let typeField = fields.next() else { continue }
      guard let timeField = fields.next(), DebugEventsFields.isTouch(typeField) else {
        if TraceFormat.isDebugEventsLine(device: device, type: typeField) { other(typeField) }
        continue
      }
      sawTouch = true
      let shape = "expected a touch line `device TYPE +time slot (seat) x/y (x/ymm)`"
      guard timeField.first == UInt8(ascii: "+"), timeField.last == UInt8(ascii: "s"),
        let time = DebugEventsFields.number(timeField.dropFirst().dropLast())
      else { throw fail(shape) }
      guard time.isFinite, InputLimits.time.contains(time) else {
        throw fail(
          "expected the time in seconds between 0 and \(InputLimits.evdevSeconds), found `\(DebugEventsFields.text(timeField))`"
        )
      }
      guard time >= lastTime else {
        throw fail("time goes backwards: \(time) s after \(lastTime) s")
      }
      lastTime = time
      let type = DebugEventsFields.touchType(typeField)
      var event = LibinputEvent(time: time, type: type)
      if let slotField = fields.next(), let seatField = fields.next() {
        guard let slot = DebugEventsFields.integer(slotField), seatField.count >= 2,
          seatField.first == UInt8(ascii: "("), seatField.last == UInt8(ascii: ")"),
          let seat = DebugEventsFields.integer(seatField.dropFirst().dropLast())
        else { throw fail(shape) }
        // libinput prints -1 as the slot of a device without slots; seat slots are never -1.
        guard (-1...maximumSlot).contains(slot) else {
          throw fail("expected the slot between -1 and \(maximumSlot), found \(slot)")
        }
        guard (0...maximumSlot).contains(seat) else {
          throw fail("expected the seat slot between 0 and \(maximumSlot), found \(seat)")
        }
        event.slot = slot
        event.seatSlot = seat
        if let percentField = fields.next(), let millimeterField = fields.next() {
          guard millimeterField.count >= 4, millimeterField.first == UInt8(ascii: "("),
            millimeterField.last == UInt8(ascii: ")"),
            millimeterField.dropLast().last == UInt8(ascii: "m"),
            millimeterField.dropLast(2).last == UInt8(ascii: "m"),
            let percent = DebugEventsFields.pair(percentField),
            let millimeters = DebugEventsFields.pair(millimeterField.dropFirst().dropLast(3))
          else { throw fail(shape) }
          func inRange(_ value: Double) -> Bool {
            value.isFinite && InputLimits.coordinate.contains(value)
          }
          guard inRange(percent.x), inRange(percent.y), inRange(millimeters.x),
            inRange(millimeters.y)
          else {
            throw fail(
              "expected positions between \(Int(InputLimits.coordinate.lowerBound)) and \(Int(InputLimits.coordinate.upperBound)), found `\(DebugEventsFields.text(percentField)) \(DebugEventsFields.text(millimeterField))`"
            )
          }
          event.transformed = percent
          event.point = millimeters
        }
      }
      // Only TOUCH_FRAME comes without a slot and seat slot: a touch line without them cannot
      // be placed, and is refused rather than dropped.
      if event.seatSlot == nil, type != "TOUCH_FRAME" {
        throw fail("\(shape); this \(type) line has no slot and seat slot")
      }
      if let seat = event.seatSlot {
        switch type {
        case "TOUCH_DOWN":
          guard event.point != nil else { throw fail("expected a position on TOUCH_DOWN") }
          guard down.insert(seat).inserted else {
            throw fail("seat slot \(seat) goes down while it is already down")
          }
          guard down.count <= MultitouchDecoder.maximumFingers else {
            throw fail(
              "more than \(MultitouchDecoder.maximumFingers) fingers down at once (\(down.count))")
          }
        case "TOUCH_UP", "TOUCH_CANCEL", "TOUCH_MOTION":
          guard down.contains(seat) else {
            throw fail("expected TOUCH_DOWN for seat slot \(seat) before \(type)")
          }
          if type != "TOUCH_MOTION" { down.remove(seat) }
        default:
          throw fail("unknown touch event type `\(type)`")
        }
      }
      try body(event)
    }
  }
}

/// The blank-separated fields of one debug-events line, read in place, and the scanners for
/// what they hold. Nothing here allocates except ``text(_:)`` and the fallback of
/// ``number(_:)``.
struct DebugEventsFields {
  typealias Field = Slice<UnsafeBufferPointer<UInt8>>
  private let line: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ line: UnsafeBufferPointer<UInt8>) { self.line = line }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// The next field, or nil at the end of the line.
  mutating func next() -> Field? {
    while index < line.count, Self.isBlank(line[index]) { index += 1 }
    guard index < line.count else { return nil }
    let begin = index
    while index < line.count, !Self.isBlank(line[index]) { index += 1 }
    return line[begin..<index]
  }

  /// Whether the field starts `TOUCH_`.
  static func isTouch(_ field: Field) -> Bool {
    guard field.count > 6 else { return false }
    let base = field.startIndex
    return field[base] == UInt8(ascii: "T") && field[base + 1] == UInt8(ascii: "O")
      && field[base + 2] == UInt8(ascii: "U") && field[base + 3] == UInt8(ascii: "C")
      && field[base + 4] == UInt8(ascii: "H") && field[base + 5] == UInt8(ascii: "_")
  }

  /// libinput's touch event types as shared strings; any other name as a new one.
  ///
  /// The letter after `TOUCH_` and the length pick the one candidate, which is then compared
  /// whole.
  static func touchType(_ field: Field) -> String {
    let known: StaticString? =
      switch (field.count, isTouch(field) ? field[field.startIndex + 6] : 0) {
      case (10, UInt8(ascii: "D")): "TOUCH_DOWN"
      case (12, UInt8(ascii: "M")): "TOUCH_MOTION"
      case (11, UInt8(ascii: "F")): "TOUCH_FRAME"
      case (8, UInt8(ascii: "U")): "TOUCH_UP"
      case (12, UInt8(ascii: "C")): "TOUCH_CANCEL"
      default: nil
      }
    if let known,
      known.withUTF8Buffer({ name in
        memcmp(name.baseAddress!, field.base.baseAddress! + field.startIndex, name.count) == 0
      })
    {
      return known.description
    }
    return text(field)
  }

  static func text(_ field: Field) -> String { String(decoding: field, as: UTF8.self) }

  /// A decimal integer with an optional sign, as `Int(_:)` reads one, or nil: the rows'
  /// scanner's ``ByteCursor/integer()``, which must take the whole field.
  static func integer(_ field: Field) -> Int? {
    var cursor = ByteCursor(UnsafeBufferPointer(rebasing: field))
    guard let value = cursor.integer(), cursor.isAtEnd else { return nil }
    return Int(exactly: value)
  }

  /// Exact powers of ten a `Double` holds: a quotient by one of them is correctly rounded.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }

  /// The number `Double(_:)` reads from the field, or nil.
  ///
  /// Plain decimals (`-12.345`, at most 15 significant digits and 22 after the point), all that
  /// libinput prints, are read in place: their digits as an integer under 2^53 divided by an
  /// exact power of ten, one correctly rounded operation, so the result is `Double(_:)`'s.
  /// Anything else (exponents, `inf`, `nan`, longer digit runs) goes through `Double(_:)`.
  static func number(_ field: Field) -> Double? {
    var rest = field[...]
    var negative = false
    if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      negative = sign == UInt8(ascii: "-")
      rest = rest.dropFirst()
    }
    var mantissa: Int64 = 0
    var digits = 0
    var fractionDigits = 0
    var sawPoint = false
    var plain = !rest.isEmpty
    for byte in rest {
      if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
        continue
      }
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10, digits < 15 else {
        plain = false
        break
      }
      mantissa = mantissa * 10 + Int64(digit)
      digits += 1
      if sawPoint { fractionDigits += 1 }
    }
    guard plain, digits > 0 else { return Double(text(field)) }
    let value = Double(mantissa) / powersOfTen[fractionDigits]
    return negative ? -value : value
  }

  /// Two numbers written `x/y`, or nil.
  static func pair(_ field: Field) -> (x: Double, y: Double)? {
    guard let slash = field.firstIndex(of: UInt8(ascii: "/")),
      let x = number(field[..<slash]),
      let y = number(field[field.index(after: slash)...])
    else { return nil }
    return (x, y)
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
  /// The device's size in millimetres: the median of mm ÷ % × 100 over the touch lines (the
  /// first `sizeSamples` of them), which is the size libinput scaled its percentages by; the
  /// largest positions seen when no line has both columns.
  public let sizeInMillimeters: CGSize
  /// The most touches down at once.
  public let mostTouchesDown: Int

  private enum Source: Sendable {
    case path(String, name: String?)
    case bytes([UInt8], name: String)
  }
  private let source: Source

  /// How many touch lines the size is worked out from, so that memory stays bounded however
  /// long the log is. OUR CHOICE: far more than a real log needs for a stable median.
  static let sizeSamples = 1 << 16

  /// Reads and checks the log at `path`; its frames are read again, as a stream, on each pass.
  ///
  /// - Throws: ``TraceError`` for a touch line that does not parse or is out of range, or a log
  ///   with no touch.
  public init(path: String, name: String? = nil) throws {
    try self.init(source: .path(path, name: name))
  }

  /// Reads a log held in memory.
  ///
  /// - Throws: ``TraceError`` for a touch line that does not parse or is out of range, or a log
  ///   with no touch.
  public init(bytes: [UInt8], name: String) throws {
    try self.init(source: .bytes(bytes, name: name))
  }

  private init(source: Source) throws {
    self.source = source
    let reader = try Self.reader(source)
    file = reader.file
    var widths: [Double] = []
    var heights: [Double] = []
    var largest = (x: 1.0, y: 1.0)
    var hasPoint = false
    var down = Set<Int>()
    var mostDown = 0
    // The other event types the log holds, for the message when it has no touch: a short list,
    // searched as bytes, so that a long log of pointer lines makes no string per line.
    var others: [[UInt8]] = []
    func noteOther(_ type: DebugEventsFields.Field) {
      guard others.count < 64, !others.contains(where: { $0.elementsEqual(type) }) else { return }
      others.append(Array(type))
    }
    try LibinputDebugEvents.forEach(reader, other: noteOther) { event in
      if let seat = event.seatSlot {
        if event.type == "TOUCH_DOWN" { down.insert(seat) }
        if event.type == "TOUCH_UP" || event.type == "TOUCH_CANCEL" { down.remove(seat) }
        mostDown = Swift.max(mostDown, down.count)
      }
      guard let point = event.point else { return }
      hasPoint = true
      largest = (Swift.max(largest.x, point.x), Swift.max(largest.y, point.y))
      guard let percent = event.transformed, widths.count < Self.sizeSamples else { return }
      if percent.x > 0 { widths.append(point.x / percent.x * 100) }
      if percent.y > 0 { heights.append(point.y / percent.y * 100) }
    }
    guard hasPoint else {
      // A touchpad's log: libinput delivered pointer, scroll and gesture events, not touches.
      let delivered = others.map { String(decoding: $0, as: UTF8.self) }.filter {
        $0 != "DEVICE_ADDED" && $0 != "DEVICE_REMOVED"
      }
      guard !delivered.isEmpty else {
        throw TraceError(
          file: file, line: 1,
          message: "expected TOUCH_DOWN lines with positions in a libinput debug-events log")
      }
      let shown = delivered.sorted().prefix(4).joined(separator: ", ")
      throw TraceError(
        file: file, line: 1,
        message:
          "expected TOUCH_DOWN lines with positions in a libinput debug-events log; this one "
          + "has only what libinput made of a touchpad or pointer (\(shown)), which cannot be "
          + "fed back as touches: replay the device recording instead, with --via libinput")
    }
    func median(_ values: [Double]) -> Double? {
      values.isEmpty ? nil : values.sorted()[values.count / 2]
    }
    // A size from percentages near 0 can exceed every bound; the largest position is the
    // fallback then too.
    func side(_ values: [Double], _ fallback: Double) -> Double {
      guard let value = median(values), value > 0, value <= InputLimits.coordinate.upperBound
      else { return fallback }
      return value
    }
    sizeInMillimeters = CGSize(width: side(widths, largest.x), height: side(heights, largest.y))
    mostTouchesDown = mostDown
  }

  private static func reader(_ source: Source) throws -> LineReader {
    switch source {
    case .path(let path, let name): try LineReader(path: path, name: name)
    case .bytes(let bytes, let name): LineReader(bytes: bytes, name: name)
    }
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
  ///
  /// - Throws: ``TraceError`` when the file cannot be read again.
  public func frames(mapping: PointMapping) throws -> [DecodedFrame] {
    var frames: [DecodedFrame] = []
    try forEachFrame(mapping: mapping) { frames.append($0) }
    return frames
  }

  /// Calls `body` with each touch frame, read from the log as a stream in bounded memory.
  ///
  /// - Throws: ``TraceError`` when the file cannot be read again, or what `body` throws.
  public func forEachFrame(mapping: PointMapping, _ body: (DecodedFrame) throws -> Void) throws {
    var pending: [DecodedFrame.Touch] = []
    var last: [Int: (mm: CGPoint, location: CGPoint, slot: Int?)] = [:]
    var lastTime: Double?
    try LibinputDebugEvents.forEach(Self.reader(source)) { event in
      lastTime = event.time
      guard let seat = event.seatSlot else {
        if event.type == "TOUCH_FRAME", !pending.isEmpty {
          try body(DecodedFrame(time: event.time ?? 0, touches: pending, touchesDown: last.count))
          pending = []
        }
        return
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
      guard let place else { return }
      last[seat] = phase == .up || phase == .cancel ? nil : place
      pending.append(
        DecodedFrame.Touch(
          id: seat + 1, phase: phase, slot: place.slot, millimeters: place.mm,
          location: place.location))
    }
    if !pending.isEmpty, let time = lastTime {
      try body(DecodedFrame(time: time, touches: pending, touchesDown: last.count))
    }
  }
}
