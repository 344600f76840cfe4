import Foundation
import GestureCore

/// The two ways transcripts are written: text for people, JSON Lines for tools and diffs.
public enum TranscriptFormat: String, Sendable, CaseIterable, Codable {
  /// One line per entry in the style of `libinput debug-events`.
  case text
  /// One JSON object per line, keys in a fixed order, numbers with at most 6 decimals.
  case json

  /// Formats one entry as one line, without the newline.
  public func line(
    for entry: TranscriptEntry, explain: Bool = false, colored: Bool = false
  ) -> String {
    var bytes: [UInt8] = []
    append(entry, explain: explain, colored: colored, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one entry as one line, without the newline: the one place where a transcript
  /// entry becomes text or JSON, for every command that prints transcripts.
  ///
  /// - Parameters:
  ///   - trace: For JSON, the trace's name, written first, for outputs shared by several traces.
  ///   - explain: The entry's cause: a last `because …` column in text, a `cause` object in JSON.
  ///   - colored: For text, the transition coloured by outcome, for a terminal.
  public func append(
    _ entry: TranscriptEntry, trace: String? = nil, explain: Bool = false, colored: Bool = false,
    to bytes: inout [UInt8]
  ) {
    switch self {
    case .text:
      if colored {
        bytes.append(contentsOf: Self.coloredText(for: entry).utf8)
      } else {
        entry.appendDescription(to: &bytes)
      }
      if explain { bytes.append(contentsOf: "  \(entry.explanation)".utf8) }
    case .json:
      JSONLines.append(entry, trace: trace, explain: explain, to: &bytes)
    }
  }

  /// The text line with its transition coloured: green while recognizing, bold green when
  /// ended, yellow when cancelled, red when failed.
  static func coloredText(for entry: TranscriptEntry) -> String {
    let text = entry.description
    let code: String
    switch entry.state {
    case .began, .changed: code = "32"
    case .ended: code = "1;32"
    case .cancelled: code = "33"
    case .failed: code = "31"
    case .possible: return text
    }
    let transition = entry.transition
    return text.replacingOccurrences(of: transition, with: "\u{1B}[\(code)m\(transition)\u{1B}[0m")
  }
}

/// The JSON Lines transcript schema: stable key order and rounding, so transcripts diff cleanly.
///
///     {"t":0.431,"recognizer":"doubleTap","type":"tap","view":"canvas","state":"ended",
///      "touches":1,"location":[100,200]}
///
/// Keys come in this order: `trace` (only when several traces share one output), `t`, `recognizer`, `type`, `view`, `state`, `touches`, `location`,
/// then the recognizer's own values (translation, velocity, scale, rotation, direction) in the
/// order it lists them. Numbers are rounded to 6 decimals and written without trailing zeros.
public enum JSONLines {
  /// Formats one entry as one JSON object, without the newline.
  public static func line(for entry: TranscriptEntry, explain: Bool = false) -> String {
    var bytes: [UInt8] = []
    append(entry, explain: explain, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one entry as one JSON object, without the newline, to `bytes`.
  ///
  /// This is the formatter itself; writing bytes rather than joining strings keeps long
  /// replays' output cheap.
  ///
  /// - Parameters:
  ///   - trace: The trace's name, written first, for outputs shared by several traces.
  ///   - explain: Whether to end the object with the entry's `cause`:
  ///     `"cause":{"rule":"tap.allowableMovement","text":"moved 46.2 pt, allowableMovement 45 pt",
  ///     "measured":46.2,"limit":45,"unit":"pt"}` (`null` without one). The numbers, `other`,
  ///     `otherView`, `callback` and `waitedFor` keys appear only when the cause has them.
  public static func append(
    _ entry: TranscriptEntry, trace: String? = nil, explain: Bool = false,
    to bytes: inout [UInt8]
  ) {
    bytes.append(UInt8(ascii: "{"))
    if let trace {
      bytes.append(contentsOf: #""trace":"#.utf8)
      appendString(trace, to: &bytes)
      bytes.append(UInt8(ascii: ","))
    }
    bytes.append(contentsOf: #""t":"#.utf8)
    appendNumber(entry.time, to: &bytes)
    bytes.append(contentsOf: #","recognizer":"#.utf8)
    appendString(entry.recognizer, to: &bytes)
    bytes.append(contentsOf: #","type":"#.utf8)
    appendString(entry.type, to: &bytes)
    bytes.append(contentsOf: #","view":"#.utf8)
    appendString(entry.view, to: &bytes)
    bytes.append(contentsOf: #","state":"#.utf8)
    appendString(entry.state.description, to: &bytes)
    bytes.append(contentsOf: #","touches":"#.utf8)
    bytes.append(contentsOf: String(entry.touches).utf8)
    bytes.append(contentsOf: #","location":["#.utf8)
    appendNumber(Double(entry.location.x), to: &bytes)
    bytes.append(UInt8(ascii: ","))
    appendNumber(Double(entry.location.y), to: &bytes)
    bytes.append(UInt8(ascii: "]"))
    for value in entry.valueList {
      bytes.append(UInt8(ascii: ","))
      appendString(value.key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      switch value.value {
      case .number(let number):
        appendNumber(number, to: &bytes)
      case .pair(let x, let y):
        bytes.append(UInt8(ascii: "["))
        appendNumber(x, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        appendNumber(y, to: &bytes)
        bytes.append(UInt8(ascii: "]"))
      case .text(let text):
        appendString(text, to: &bytes)
      }
    }
    if explain {
      bytes.append(contentsOf: #","cause":"#.utf8)
      if let cause = entry.cause {
        appendCause(cause, to: &bytes)
      } else {
        bytes.append(contentsOf: "null".utf8)
      }
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends a cause as a JSON object: rule and text, then whichever values it has.
  static func appendCause(_ cause: TransitionCause, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"rule":"#.utf8)
    appendString(cause.rule.name, to: &bytes)
    bytes.append(contentsOf: #","text":"#.utf8)
    appendString(cause.text, to: &bytes)
    for (key, number) in [("measured", cause.measured), ("limit", cause.limit)] {
      guard let number else { continue }
      bytes.append(UInt8(ascii: ","))
      appendString(key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      appendNumber(number, to: &bytes)
    }
    let words = [
      ("unit", cause.unit?.rawValue), ("other", cause.other), ("otherView", cause.otherView),
      ("callback", cause.callback?.rawValue), ("waitedFor", cause.waitedFor),
    ]
    for (key, word) in words {
      guard let word else { continue }
      bytes.append(UInt8(ascii: ","))
      appendString(key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      appendString(word, to: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// A number rounded to 6 decimals, shortest form: `0.431`, `100`, `-2.5`; never `-0`.
  public static func number(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A number given as `CGFloat`.
  public static func number(_ value: CGFloat) -> String {
    number(Double(value))
  }

  /// Appends `value` rounded to 6 decimals in its shortest form (`null` when not finite).
  static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes.append(contentsOf: "null".utf8)
      return
    }
    let scaled = (value * 1_000_000).rounded()
    if scaled == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let magnitude = abs(scaled)
    // Whole millionths are exact in a Double well past any coordinate or time we meet.
    guard magnitude < 9e15 else {
      bytes.append(contentsOf: String(value).utf8)
      return
    }
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    let millionths = UInt64(magnitude)
    appendDigits(millionths / 1_000_000, to: &bytes)
    var fraction = millionths % 1_000_000
    guard fraction != 0 else { return }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    var divisor: UInt64 = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      divisor /= 10
    }
  }

  private static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
    if value >= 10 { appendDigits(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// A JSON string literal.
  public static func string(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal; every control character (C0, DEL and C1, which
  /// a terminal would act on) is written as an escape.
  static func appendString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var previous: UInt8 = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20, 0x7F: appendEscape(byte, to: &bytes)
      case 0x80...0x9F where previous == 0xC2:
        // U+0080…U+009F, the C1 controls: UTF-8 `C2 xx`, the C2 already appended.
        bytes.removeLast()
        appendEscape(byte, to: &bytes)
      default: bytes.append(byte)
      }
      previous = byte
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `\u00XX` for a code point below U+0100.
  private static func appendEscape(_ value: UInt8, to bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: #"\u00"#.utf8)
    bytes.append(hex[Int(value >> 4)])
    bytes.append(hex[Int(value & 0xF)])
  }
}
