import Foundation
import GestureCore
import TouchTraces

/// A tiny SVG builder with fixed number formatting, so equal pictures are equal bytes.
struct SVGWriter {
  private var body = ""
  let width: Double
  let height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A number with at most two decimals, without trailing zeros or a negative zero.
  static func number(_ value: Double) -> String { RecognizerDeclaration.decimal(value) }

  private static func n(_ value: Double) -> String { number(value) }

  mutating func rect(x: Double, y: Double, width: Double, height: Double, style: String) {
    body +=
      "<rect x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" \(style)/>\n"
  }

  mutating func line(_ a: CGPoint, _ b: CGPoint, style: String) {
    body +=
      "<line x1=\"\(Self.n(a.x))\" y1=\"\(Self.n(a.y))\" x2=\"\(Self.n(b.x))\" y2=\"\(Self.n(b.y))\" \(style)/>\n"
  }

  mutating func circle(_ center: CGPoint, radius: Double, style: String) {
    body +=
      "<circle cx=\"\(Self.n(center.x))\" cy=\"\(Self.n(center.y))\" r=\"\(Self.n(radius))\" \(style)/>\n"
  }

  mutating func polyline(_ points: [CGPoint], style: String) {
    guard points.count >= 2 else { return }
    let list = points.map { "\(Self.n($0.x)),\(Self.n($0.y))" }.joined(separator: " ")
    body += "<polyline points=\"\(list)\" \(style)/>\n"
  }

  mutating func polygon(_ points: [CGPoint], style: String) {
    let list = points.map { "\(Self.n($0.x)),\(Self.n($0.y))" }.joined(separator: " ")
    body += "<polygon points=\"\(list)\" \(style)/>\n"
  }

  mutating func cross(_ center: CGPoint, size: Double, style: String) {
    let (x, y, s) = (center.x, center.y, size)
    body +=
      "<path d=\"M\(Self.n(x - s)) \(Self.n(y - s))L\(Self.n(x + s)) \(Self.n(y + s))M\(Self.n(x - s)) \(Self.n(y + s))L\(Self.n(x + s)) \(Self.n(y - s))\" \(style)/>\n"
  }

  mutating func diamond(_ center: CGPoint, size: Double, style: String) {
    let (x, y, s) = (center.x, center.y, size)
    polygon(
      [
        CGPoint(x: x, y: y - s), CGPoint(x: x + s, y: y), CGPoint(x: x, y: y + s),
        CGPoint(x: x - s, y: y),
      ],
      style: style)
  }

  mutating func text(_ at: CGPoint, _ content: String, style: String = "") {
    // Characters XML forbids (C0 controls, U+FFFE, U+FFFF) and other controls become visible
    // escapes first, so that the file stays well-formed whatever a name holds.
    let escaped = TraceError.oneLine(content).replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    let extra = style.isEmpty ? "" : " \(style)"
    body += "<text x=\"\(Self.n(at.x))\" y=\"\(Self.n(at.y))\"\(extra)>\(escaped)</text>\n"
  }

  func finish() -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.n(width))" height="\(Self.n(height))" \
    viewBox="0 0 \(Self.n(width)) \(Self.n(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="11">
    <rect width="100%" height="100%" fill="white"/>
    \(body)</svg>

    """
  }
}
