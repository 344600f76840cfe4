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

  /// The value as a name that transcripts print (a view, gesture or coordinate space): one line
  /// of text without control characters, so that no name can forge or garble a transcript line.
  public func name() throws -> String { try yaml.name(node, "`\(property)`") }

  /// The value as a list of words (a single word counts as a list of one).
  public func strings() throws -> [String] {
    if case .scalar = node { return [try string()] }
    return try yaml.sequence(node, "`\(property)`").map { try yaml.string($0, "`\(property)`") }
  }

  /// The value as a mapping's keys and values, in file order, for content that reads nested
  /// mappings (hosted content, see ``SceneContentType``).
  public func entries() throws -> [(key: String, value: SceneValue)] {
    try yaml.mapping(node, "`\(property)`").map { key, value in
      let name = try yaml.string(key, "a key of `\(property)`")
      return (name, SceneValue(node: value, yaml: yaml, property: name))
    }
  }

  /// The value under `key` when the value is a mapping that has one.
  public subscript(key: String) -> SceneValue? {
    node[key].map { SceneValue(node: $0, yaml: yaml, property: key) }
  }

  /// The value as a list of values (a mapping or a word counts as a list of one, `~` as none).
  public func values() throws -> [SceneValue] {
    if node.mapping != nil { return [self] }
    if let scalar = node.scalar, !["", "~", "null"].contains(scalar.string) { return [self] }
    return try yaml.sequence(node, "`\(property)`").map {
      SceneValue(node: $0, yaml: yaml, property: property)
    }
  }

  /// Whether the value is a mapping.
  public var isMapping: Bool { node.mapping != nil }

  /// The value's line in its file.
  public var line: Int? { yaml.line(node) }

  /// An error at the value's line.
  public func error(_ message: String) -> TraceError { yaml.error(node, message) }
}
