/// The checks every recorded evdev row goes through, whichever format it came in.
///
/// Keeping them in one place means evemu and `libinput record` files reject the same bad rows
/// with the same words.
struct EvdevRowChecker {
  let file: String
  /// The time of the last row accepted, in microseconds.
  private(set) var lastTime: Int64 = .min

  init(file: String) {
    self.file = file
  }

  /// The largest seconds value of a row: evdev's 32-bit `tv_sec`.
  static let maximumSeconds = InputLimits.evdevSeconds

  /// Builds an event from raw numbers, or throws naming what is wrong with them.
  mutating func event(
    seconds: Int64, microseconds: Int64, type: Int64, code: Int64, value: Int64, line: Int
  ) throws -> EvdevEvent {
    guard seconds >= 0, seconds <= Self.maximumSeconds else {
      throw TraceError(
        file: file, line: line,
        message: "expected seconds between 0 and \(Self.maximumSeconds), found \(seconds)")
    }
    guard microseconds >= 0, microseconds < 1_000_000 else {
      throw TraceError(
        file: file, line: line,
        message: "expected microseconds between 0 and 999999, found \(microseconds)")
    }
    guard type >= 0, type <= Int64(EvdevCode.evMax),
      let maximum = EvdevCode.maximumCode(ofType: UInt16(type))
    else {
      throw TraceError(file: file, line: line, message: "unknown event type \(type)")
    }
    guard code >= 0, code <= Int64(maximum) else {
      throw TraceError(
        file: file, line: line,
        message: "unknown event code \(code) for event type \(type) (at most \(maximum))")
    }
    guard value >= Int64(Int32.min), value <= Int64(Int32.max) else {
      throw TraceError(
        file: file, line: line, message: "expected a 32-bit event value, found \(value)")
    }
    let time = seconds * 1_000_000 + microseconds
    guard time >= lastTime else {
      throw TraceError(
        file: file, line: line,
        message: "time goes backwards: \(Self.format(time)) s after \(Self.format(lastTime)) s")
    }
    lastTime = time
    return EvdevEvent(time: time, type: UInt16(type), code: UInt16(code), value: Int32(value))
  }

  /// `sec.usec` with six digits, as recordings print times.
  static func format(_ time: Int64) -> String {
    let magnitude = time.magnitude
    let micro = String(magnitude % 1_000_000)
    let sign = time < 0 ? "-" : ""
    return
      "\(sign)\(magnitude / 1_000_000).\(String(repeating: "0", count: max(0, 6 - micro.count)))\(micro)"
  }
}
