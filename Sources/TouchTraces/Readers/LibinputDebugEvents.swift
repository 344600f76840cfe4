import Foundation

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
    let reader = try LineReader(path: path, name: name)
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
