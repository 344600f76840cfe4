import Foundation
import GestureCore
import Yams

/// Small helpers for the parts of our formats that go through a real YAML parser (headers,
/// device descriptions, touch scripts, scenes): errors become ``TraceError``s with the line in
/// the whole file, and typed accessors say what was expected where.
struct YAMLDocument {
  let file: String
  /// Added to Yams' 1-based lines when the text is a slice of a larger file.
  let lineOffset: Int

  init(file: String, lineOffset: Int = 0) {
    self.file = file
    self.lineOffset = lineOffset
  }

  /// Parses `text` into a node tree with positions.
  ///
  /// The text is first checked by ``YAMLGuard`` — nesting depth, no aliases — because the
  /// parser recurses once per level and expands aliases; the tree is then checked for duplicate
  /// keys, which YAML forbids but the parser keeps.
  ///
  /// Scalars are left untyped (Yams' `basic` resolver, no constructors): every accessor here
  /// reads a scalar's text and says what it expected, and keys are looked up as text. YAML 1.1
  /// tag resolution would compile seven regular expressions on first use, about 9 M
  /// instructions, more than reading the header and devices of a recording takes.
  func compose(_ text: String) throws -> Node? {
    try YAMLGuard(yaml: self).check(text)
    let node: Node?
    do {
      node = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
    } catch let error as YamlError {
      throw traceError(error)
    }
    if let node { try rejectDuplicateKeys(node) }
    return node
  }

  /// Walks the tree without recursion and throws at the second of two equal keys in a mapping.
  private func rejectDuplicateKeys(_ root: Node) throws {
    var stack = [root]
    while let node = stack.popLast() {
      switch node {
      case .mapping(let mapping):
        var seen: [String: Int] = [:]
        for (key, value) in mapping {
          if let text = key.scalar?.string {
            if let first = seen[text] {
              throw error(key, "duplicate key `\(text)` (first at line \(first))")
            }
            seen[text] = line(key) ?? 0
          }
          stack.append(value)
        }
      case .sequence(let sequence): stack.append(contentsOf: sequence)
      default: break
      }
    }
  }

  func traceError(_ error: YamlError) -> TraceError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return TraceError(
        file: file, line: mark.line + lineOffset, message: "expected valid YAML: \(problem)")
    case .reader(let problem, _, _, _):
      return TraceError(file: file, message: "expected UTF-8 text: \(problem)")
    default:
      return TraceError(file: file, message: "expected valid YAML: \(error)")
    }
  }

  /// The line of `node` in the whole file.
  func line(_ node: Node?) -> Int? {
    node?.mark.map { $0.line + lineOffset }
  }

  func error(_ node: Node?, _ message: String) -> TraceError {
    TraceError(file: file, line: line(node), message: message)
  }

  /// The value of `key` in a mapping, which must be there.
  func required(_ key: String, in mapping: Node, context: String) throws -> Node {
    guard let value = mapping[key] else {
      throw error(mapping, "expected `\(key):` in \(context)")
    }
    return value
  }

  func mapping(_ node: Node, _ what: String) throws -> Node.Mapping {
    guard let mapping = node.mapping else { throw error(node, "expected \(what) as a mapping") }
    return mapping
  }

  func sequence(_ node: Node, _ what: String) throws -> Node.Sequence {
    if case .scalar(let scalar) = node,
      scalar.string == "" || scalar.string == "~" || scalar.string == "null"
    {
      return Node.Sequence([])
    }
    guard let sequence = node.sequence else { throw error(node, "expected \(what) as a list") }
    return sequence
  }

  func string(_ node: Node, _ what: String) throws -> String {
    guard case .scalar(let scalar) = node else { throw error(node, "expected \(what) as text") }
    return scalar.string
  }

  /// An integer in `range`, written in decimal or as YAML 1.1 hex (`0x..`).
  func integer<T: FixedWidthInteger>(_ node: Node, _ what: String, as type: T.Type = T.self) throws
    -> T
  {
    guard case .scalar(let scalar) = node else {
      throw error(node, "expected \(what) as an integer")
    }
    let text = scalar.string
    let parsed = Self.integer(text)
    guard let parsed else { throw error(node, "expected \(what) as an integer, found `\(text)`") }
    guard let value = T(exactly: parsed) else {
      throw error(node, "expected \(what) between \(T.min) and \(T.max), found \(parsed)")
    }
    return value
  }

  /// The integer `text` spells, or nil: an optional sign, then decimal digits or `0x`/`0X` and
  /// hexadecimal digits, and nothing else. The digits are read as a magnitude and the sign applied
  /// after, so `-0x8000000000000000` is `Int64.min` and a sign after the prefix (`0x+5`,
  /// `-0x-5`) or a magnitude past 64 bits is refused rather than wrapped or trapped on.
  static func integer(_ text: String) -> Int64? {
    var digits = Substring(text)
    let negative = digits.first == "-"
    if negative || digits.first == "+" { digits = digits.dropFirst() }
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      digits = digits.dropFirst(2)
      radix = 16
    }
    guard !digits.isEmpty,
      digits.utf8.allSatisfy({
        radix == 16 ? ByteCursor.hexValue($0) != nil : $0 &- UInt8(ascii: "0") < 10
      }),
      let magnitude = UInt64(digits, radix: radix)
    else { return nil }
    if negative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
    }
    return Int64(exactly: magnitude)
  }

  /// A finite number in `range`.
  func number(_ node: Node, _ what: String, in range: ClosedRange<Double>) throws -> Double {
    guard case .scalar(let scalar) = node else { throw error(node, "expected \(what) as a number") }
    guard let value = Double(scalar.string) else {
      throw error(node, "expected \(what) as a number, found `\(scalar.string)`")
    }
    guard value.isFinite, range.contains(value) else {
      throw error(
        node,
        "expected \(what) between \(Self.text(range.lowerBound)) and \(Self.text(range.upperBound)), found `\(scalar.string)`"
      )
    }
    return value
  }

  /// A `window: {width:, height:}` mapping: each side greater than 0 and within
  /// ``InputLimits/windowSide``.
  func windowSize(_ window: Node) throws -> CGSize {
    guard window.mapping != nil else {
      throw error(window, "expected `window: {width: …, height: …}`")
    }
    var sides: [Double] = []
    for key in ["width", "height"] {
      let node = try required(key, in: window, context: "the window")
      let side = try number(node, "the window \(key)", in: InputLimits.windowSide)
      guard side > 0 else { throw error(node, "expected the window \(key) greater than 0") }
      sides.append(side)
    }
    return CGSize(width: sides[0], height: sides[1])
  }

  /// A number as the messages print it: whole numbers without a decimal point.
  static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// A name for a view, recognizer or space: one line of printable text, as transcripts print
  /// one change per line.
  func name(_ node: Node, _ what: String) throws -> String {
    let text = try string(node, what)
    guard !text.isEmpty,
      !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw error(node, "expected \(what) as one line of text without control characters")
    }
    return text
  }

  func bool(_ node: Node, _ what: String) throws -> Bool {
    guard case .scalar(let scalar) = node else {
      throw error(node, "expected \(what) as true or false")
    }
    switch scalar.string {
    case "true", "True", "TRUE", "yes", "on": return true
    case "false", "False", "FALSE", "no", "off": return false
    default: throw error(node, "expected \(what) as true or false, found `\(scalar.string)`")
    }
  }

  /// A list of integers.
  func integers<T: FixedWidthInteger>(_ node: Node, _ what: String, as type: T.Type = T.self) throws
    -> [T]
  {
    try sequence(node, what).map { try integer($0, what, as: T.self) }
  }
}
