import Foundation

/// A problem in an input file, located precisely enough for a person to fix it.
///
/// Every reader in this module reports bad input with one of these rather than crashing; the
/// command line prints ``description`` (`file:line: expected …`) and exits with status 65.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the problem is in, as the user named it.
  public var file: String
  /// The 1-based line of the problem, when it has one.
  public var line: Int?
  /// What was expected there, in plain words.
  public var message: String

  /// Creates an error for `file`, at `line` when known.
  public init(file: String, line: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, or `file: message` without a line.
  public var description: String {
    if let line { "\(file):\(line): \(message)" } else { "\(file): \(message)" }
  }
}
