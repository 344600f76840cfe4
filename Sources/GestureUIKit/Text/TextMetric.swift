import Foundation
import GestureCore

/// The deterministic text metric that `UILabel`, `UIFont` and GestureUI's `Text` share (OUR
/// CHOICE: no font renders here, so no model could match iOS's glyphs).
///
/// Each character is half the font size wide and a line is 1.2 times the font size high, rounded
/// up to a whole point. Offered less width than its one-line width, text wraps at whole
/// characters onto as many lines as it needs.
package enum TextMetric {
  /// The width of one character in a font of `fontSize` points.
  package static func advance(fontSize: CGFloat) -> CGFloat { fontSize / 2 }

  /// The height of one line in a font of `fontSize` points.
  package static func lineHeight(fontSize: CGFloat) -> CGFloat { (fontSize * 1.2).rounded(.up) }

  /// The size of `string` for a proposed width (`nil`: one line), on at most `maximumLines`
  /// lines (0: no limit). Text cut by the limit keeps the lines' width.
  package static func size(
    of string: String, fontSize: CGFloat, proposedWidth: CGFloat?, maximumLines: Int = 0
  ) -> CGSize {
    let advance = advance(fontSize: fontSize)
    let lineHeight = lineHeight(fontSize: fontSize)
    let count = string.count
    guard count > 0 else { return CGSize(width: 0, height: lineHeight) }
    let full = CGFloat(count) * advance
    guard let width = proposedWidth, width < full else {
      return CGSize(width: full, height: lineHeight)
    }
    let perLine = max(1, Int((width / advance).rounded(.down)))
    var lines = (count + perLine - 1) / perLine
    if maximumLines > 0 { lines = min(lines, maximumLines) }
    return CGSize(
      width: CGFloat(min(perLine, count)) * advance, height: CGFloat(lines) * lineHeight)
  }
}
