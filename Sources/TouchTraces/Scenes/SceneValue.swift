import Foundation
import Yams

/// A value from a scene file, with its position, for property setters to read as the type they
/// need; every accessor throws a ``TraceError`` naming the line when the value is not that type.
public struct SceneValue {
  let node: Node
  let yaml: YAMLDocument
  /// The property the value is for, for messages.
  public let property: String

  /// The value as true or false.
  public func bool() throws -> Bool { try yaml.bool(node, "`\(property)`") }

  /// The value as a finite number in `range`.
  public func number(in range: ClosedRange<Double> = InputLimits.coordinate) throws -> Double {
    try yaml.number(node, "`\(property)`", in: range)
  }

  /// The value as an integer.
  public func integer() throws -> Int { try yaml.integer(node, "`\(property)`") }

  /// The value as text.
  public func string() throws -> String { try yaml.string(node, "`\(property)`") }

  /// The value as a list of words (a single word counts as a list of one).
  public func strings() throws -> [String] {
    if case .scalar = node { return [try string()] }
    return try yaml.sequence(node, "`\(property)`").map { try yaml.string($0, "`\(property)`") }
  }

  /// An error at the value's line.
  public func error(_ message: String) -> TraceError { yaml.error(node, message) }
}
