import Foundation
import GestureKit

/// The two ways transcripts are written: text for people, JSON Lines for tools and diffs.
public enum TranscriptFormat: String, Sendable, CaseIterable {
  /// One line per entry in the style of `libinput debug-events`.
  case text
  /// One JSON object per line, keys in a fixed order, numbers with at most 6 decimals.
  case json

  /// Formats one entry as one line, without the newline.
  public func line(for entry: TranscriptEntry) -> String {
    switch self {
    case .text: entry.description
    case .json: JSONLines.line(for: entry)
    }
  }
}

/// The JSON Lines transcript schema: stable key order and rounding, so transcripts diff cleanly.
///
///     {"t":0.431,"recognizer":"doubleTap","type":"tap","view":"canvas","state":"ended",
///      "touches":1,"location":[100,200]}
///
/// Keys come in this order: `t`, `recognizer`, `type`, `view`, `state`, `touches`, `location`,
/// then the recognizer's own values (translation, velocity, scale, rotation, direction) in the
/// order it lists them. Numbers are rounded to 6 decimals and written without trailing zeros.
public enum JSONLines {
  /// Formats one entry as one JSON object, without the newline.
  public static func line(for entry: TranscriptEntry) -> String {
    var line = "{\"t\":\(number(entry.time))"
    line += ",\"recognizer\":\(string(entry.recognizer))"
    line += ",\"type\":\(string(entry.type))"
    line += ",\"view\":\(string(entry.view))"
    line += ",\"state\":\(string(entry.state.description))"
    line += ",\"touches\":\(entry.touches)"
    line += ",\"location\":[\(number(entry.location.x)),\(number(entry.location.y))]"
    for value in entry.values {
      line += ",\(string(value.key)):"
      switch value.value {
      case .number(let number): line += self.number(number)
      case .pair(let x, let y): line += "[\(number(x)),\(number(y))]"
      case .text(let text): line += string(text)
      }
    }
    return line + "}"
  }

  /// A number rounded to 6 decimals, shortest form: `0.431`, `100`, `-2.5`; never `-0`.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let scaled = (value * 1_000_000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = abs(scaled)
    // Whole millionths are exact in a Double well past any coordinate or time we meet.
    guard magnitude < 9e15 else { return String(value) }
    let millionths = Int64(magnitude)
    let whole = millionths / 1_000_000
    var fraction = millionths % 1_000_000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = 6
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }

  /// A number given as `CGFloat`.
  public static func number(_ value: CGFloat) -> String {
    number(Double(value))
  }

  /// A JSON string literal.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
