import Foundation
import GestureCore

/// The key of a localized string, as SwiftUI's `LocalizedStringKey` is: what a string literal
/// given to ``Text`` becomes, so that interpolations can carry a format specifier.
///
///     Text("\(temperature, specifier: "%.1f")°")   // "20.5°"
///
/// There are no string tables here: the key is shown as written, with its interpolations
/// formatted, as iOS shows a key that no table has.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key with its interpolations formatted.
  let resolved: String

  /// A key of `value`.
  public init(_ value: String) {
    resolved = value
  }

  public init(stringLiteral value: String) {
    resolved = value
  }

  public init(stringInterpolation: StringInterpolation) {
    resolved = stringInterpolation.text
  }

  /// The parts of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A value as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) {
      text += String(describing: value)
    }

    /// A number formatted by a printf-style `specifier` (`"%.1f"`, `"%d"`), as
    /// `String(format:)` formats it.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// A value formatted by `format`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(input)
    }

    /// A value formatted by `formatter` (nothing when it cannot format it).
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter?
    ) {
      text += formatter?.string(for: subject) ?? String(describing: subject)
    }
  }
}

extension Text {
  /// Text showing `key`, with its interpolations formatted (no string tables here).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil) {
    self.init(verbatim: key.resolved)
  }
}
