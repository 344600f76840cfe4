import Foundation

/// A problem in an input file, located precisely enough for a person to fix it.
///
/// Every reader in this module reports bad input with one of these rather than crashing; the
/// command line prints ``description`` (`file:line: expected …`) and exits with status 65 for
/// malformed input, or 66 for input that cannot be read at all (``Kind/unavailable``).
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, for the exit status.
  public enum Kind: Hashable, Sendable {
    /// The file was read, and is not what it should be (exit status 65, `EX_DATAERR`).
    case malformed
    /// The file is missing, unreadable, or not a file (exit status 66, `EX_NOINPUT`).
    case unavailable
  }

  /// The file the problem is in, as the user named it.
  public var file: String
  /// The 1-based line of the problem, when it has one.
  public var line: Int?
  /// What was expected there, in plain words.
  public var message: String
  /// Whether the file was malformed or could not be read.
  public var kind: Kind

  /// Creates an error for `file`, at `line` when known.
  public init(file: String, line: Int? = nil, message: String, kind: Kind = .malformed) {
    self.file = file
    self.line = line
    self.message = message
    self.kind = kind
  }

  /// An error for a file that cannot be read, with the system's reason for `code` (an `errno`).
  static func unavailable(_ file: String, _ what: String, code: Int32) -> TraceError {
    TraceError(
      file: file, message: "\(what) (\(String(cString: strerror(code))))", kind: .unavailable)
  }

  /// `file:line: message`, or `file: message` without a line; always one line, with control
  /// characters from the input (a newline in a value) written as escapes.
  public var description: String {
    let message = Self.shortened(message)
    let text = if let line { "\(file):\(line): \(message)" } else { "\(file): \(message)" }
    return Self.oneLine(text)
  }

  /// The most characters of a value from the input that a message quotes (between backticks);
  /// a longer one is cut, with its length said, so that a megabyte of garbage makes a short line.
  static let maximumQuote = 80

  /// `message` with each quoted value longer than ``maximumQuote`` cut short, and the whole
  /// cut at 16 times that.
  static func shortened(_ message: String) -> String {
    guard message.unicodeScalars.count > maximumQuote else { return message }
    var parts = message.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
    for index in stride(from: 1, to: parts.count - 1, by: 2)
    where parts[index].unicodeScalars.count > maximumQuote {
      let count = parts[index].unicodeScalars.count
      parts[index] =
        String(String.UnicodeScalarView(parts[index].unicodeScalars.prefix(maximumQuote))) + "…"
      parts[index + 1] = " (\(count) characters)" + parts[index + 1]
    }
    var result = parts.joined(separator: "`")
    let limit = 16 * maximumQuote
    if result.unicodeScalars.count > limit {
      result =
        String(String.UnicodeScalarView(result.unicodeScalars.prefix(limit))) + "… (cut short)"
    }
    return result
  }

  /// `text` with line breaks and other control characters escaped, so that a name from the
  /// input (a file name, a device name a USB device picked, a line of an expected transcript)
  /// reaches a terminal as text: no escape sequence, no line or paragraph break, no reordering.
  public static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar):
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is written as an escape: control characters (C0, DEL, C1), line and
  /// paragraph separators, the bidirectional overrides and isolates, and noncharacters.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default:
      return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        || scalar.properties.isNoncharacterCodePoint
    }
  }
}
