import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// The YAML limits hold wherever libyaml sees a line end, a comment or a scalar: these texts walked
/// around the old text pre-scan, which split lines at LF alone and guessed at quotes, and then
/// crashed Yams' recursive composer (#25, item 1).
@Suite("YAML limits")
struct YAMLLimitTests {
  /// Every line end libyaml honours.
  static let lineBreaks: [(name: String, text: String)] = [
    ("LF", "\n"), ("CR", "\r"), ("CRLF", "\r\n"), ("NEL", "\u{85}"), ("LS", "\u{2028}"),
    ("PS", "\u{2029}"),
  ]

  /// A value in each scalar style, each holding what the old pre-scan misread: quotes that open
  /// nothing, brackets that nest nothing, and `#` that starts no comment. Each is a list of lines.
  static let scalarStyles: [(name: String, lines: [String])] = [
    ("plain", ["note: a [ b { c # a comment"]),
    ("single-quoted", ["note: 'it''s \" [ # {'"]),
    ("double-quoted", ["note: \"say \\\" ' [ # {\""]),
    ("literal", ["note: |", "  \"a quote opens this line [", "  'and this one {"]),
    ("folded", ["note: >", "  'folded [ text", "  \"more {"]),
    ("comment", ["# a comment ended by the line end, then code: \" ' ["]),
  ]

  static let cases: [(lineBreak: String, style: String)] = lineBreaks.flatMap { lineBreak in
    scalarStyles.map { (lineBreak.name, $0.name) }
  }

  /// The lines of a document: the scalar, then `nested` levels of `[` on the line after it.
  static func document(style: String, nested: Int) -> [String] {
    let lines = scalarStyles.first { $0.name == style }!.lines
    return lines + [
      "deep: " + String(repeating: "[", count: nested)
        + String(repeating: "]", count: nested)
    ]
  }

  static func text(_ lines: [String], lineBreak: String) -> String {
    let separator = lineBreaks.first { $0.name == lineBreak }!.text
    return lines.joined(separator: separator) + separator
  }

  @Test(
    "Flow nesting past the limit is refused at its line, whatever ends the lines", arguments: cases)
  func flowNesting(lineBreak: String, style: String) throws {
    let lines = Self.document(style: style, nested: 10_000)
    let yaml = YAMLDocument(file: "deep.yml")
    let error = try #require(throws: TraceError.self) {
      try yaml.compose(Self.text(lines, lineBreak: lineBreak))
    }
    #expect(
      error.description == "deep.yml:\(lines.count): expected YAML nested at most 64 levels deep")
  }

  @Test("Nesting up to the limit parses", arguments: cases)
  func nestingAtTheLimit(lineBreak: String, style: String) throws {
    // The top-level mapping is one level.
    let lines = Self.document(style: style, nested: InputLimits.yamlDepth - 1)
    let node = try YAMLDocument(file: "deep.yml").compose(Self.text(lines, lineBreak: lineBreak))
    var depth = 0
    var current = node?["deep"]
    while let sequence = current?.sequence {
      depth += 1
      current = sequence.first
    }
    #expect(depth == InputLimits.yamlDepth - 1)
  }

  @Test(
    "Block nesting past the limit is refused, whatever ends the lines",
    arguments: lineBreaks.map(\.name))
  func blockNesting(lineBreak: String) throws {
    let lines = (0..<200).map { String(repeating: " ", count: $0) + "k:" }
    let error = try #require(throws: TraceError.self) {
      try YAMLDocument(file: "deep.yml").compose(Self.text(lines, lineBreak: lineBreak))
    }
    // The 65th mapping starts with the key on line 65.
    #expect(error.description == "deep.yml:65: expected YAML nested at most 64 levels deep")
  }

  @Test(
    "An alias is refused where libyaml sees it, before anything is expanded",
    arguments: lineBreaks.map(\.name))
  func aliases(lineBreak: String) throws {
    // Each level doubles the one before: 2⁴⁰ leaves once expanded, and a duplicate-key check
    // that walks the expanded tree never ends.
    var lines = ["a0: &a0 [x, x]"]
    for level in 1...40 { lines.append("a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]") }
    let error = try #require(throws: TraceError.self) {
      try YAMLDocument(file: "bomb.yml").compose(
        Self.text(["# a comment"] + lines, lineBreak: lineBreak))
    }
    #expect(
      error.description
        == "bomb.yml:3: aliases (`*name`) are not supported; write the value out in full")
  }

  /// Each of the four readers that hand YAML to the parser, fed a document nested 10,000 deep behind
  /// a comment ended by a lone CR.
  @Test("Touch scripts, scenes, recording headers and device sections all enforce the limit")
  @MainActor func everyReader() throws {
    let deep = "\n    # a comment\r    " + String(repeating: "[", count: 10_000)
    let inputs: [(String, () throws -> Void)] = [
      (
        "bad.touches.yml",
        { _ = try TouchScriptFile(bytes: Array("events:\(deep)\n".utf8), name: "bad.touches.yml") }
      ),
      (
        "bad.scene.yml",
        {
          _ = try Scene(
            bytes: Array("views:\(deep)\n".utf8), name: "bad.scene.yml", registry: testRegistry)
        }
      ),
      (
        "header.yml",
        {
          let text = recording("  - evdev:\n    - [0, 0, 0, 0, 0]").replacingOccurrences(
            of: "ndevices: 1", with: "ndevices: 1\nlibinput:\(deep)")
          _ = try LibinputRecording(bytes: Array(text.utf8), name: "header.yml")
        }
      ),
      (
        "device.yml",
        {
          let text = recording("  - evdev:\n    - [0, 0, 0, 0, 0]").replacingOccurrences(
            of: "properties: [1]",
            with: "properties:\n      [ # a comment\r      " + String(repeating: "[", count: 10_000)
          )
          _ = try LibinputRecording(bytes: Array(text.utf8), name: "device.yml")
        }
      ),
    ]
    for (name, read) in inputs {
      let error = try #require(throws: TraceError.self, "\(name)") { try read() }
      #expect(error.file == name)
      #expect(error.line != nil, "\(error)")
      #expect(error.message == "expected YAML nested at most 64 levels deep", "\(error)")
    }
  }
}
