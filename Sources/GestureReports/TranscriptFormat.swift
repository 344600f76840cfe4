import Foundation
import GestureKit

/// The two ways transcripts are written: text for people, JSON Lines for tools and diffs.
public enum TranscriptFormat: String, Sendable, CaseIterable {
  /// One line per entry in the style of `libinput debug-events`.
  case text
  /// One JSON object per line, keys in a fixed order, numbers with at most 6 decimals.
  case json

  /// Formats one entry as one line, without the newline.
  public func line(for entry: TranscriptEntry, colored: Bool = false) -> String {
    var bytes: [UInt8] = []
    append(entry, colored: colored, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one entry as one line, without the newline: the one place where a transcript
  /// entry becomes text or JSON, for every command that prints transcripts.
  ///
  /// - Parameters:
  ///   - trace: For JSON, the trace's name, written first, for outputs shared by several traces.
  ///   - colored: For text, the transition coloured by outcome, for a terminal.
  public func append(
    _ entry: TranscriptEntry, trace: String? = nil, colored: Bool = false,
    to bytes: inout [UInt8]
  ) {
    switch self {
    case .text:
      bytes.append(contentsOf: (colored ? Self.coloredText(for: entry) : entry.description).utf8)
    case .json:
      JSONLines.append(entry, trace: trace, to: &bytes)
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
