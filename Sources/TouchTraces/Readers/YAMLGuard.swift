/// Checks YAML text, before it reaches the parser, for the two things that would let a small
/// file exhaust the stack or memory: nesting deeper than ``InputLimits/yamlDepth``, and aliases.
///
/// The parser builds its tree by recursion, one call per level, so a few kilobytes of `[[[[…`
/// overflow the stack; aliases let a few lines stand for billions of nodes. None of our formats
/// needs either, so aliases (`*name`) are refused outright.
///
/// The depth is measured without parsing: block collections by the stack of indentations and
/// the compact `- ` items of each line, flow collections by their brackets outside quotes and
/// comments. It may count a level too many for odd text (a `[` in a plain scalar), never too few.
struct YAMLGuard {
  let yaml: YAMLDocument

  func check(_ text: String) throws {
    var indentations: [Int] = []
    var flowDepth = 0
    var lineNumber = 0
    var utf8 = Array(text.utf8)[...]
    if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8 = utf8.dropFirst(3) }
    var quote: UInt8?  // an open quoted scalar spanning lines
    for line in utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      var index = line.startIndex
      var blockDepth = indentations.count
      if quote == nil && flowDepth == 0 {
        var indentation = 0
        while index < line.endIndex, line[index] == 0x20 {
          index += 1
          indentation += 1
        }
        let isBlank = index == line.endIndex || line[index] == UInt8(ascii: "#")
        if !isBlank {
          while let last = indentations.last, last > indentation { indentations.removeLast() }
          if indentations.last != indentation { indentations.append(indentation) }
          blockDepth = indentations.count
          // Compact items (`- - - x`) each open a level on the same line.
          while index + 1 < line.endIndex, line[index] == UInt8(ascii: "-"),
            line[index + 1] == 0x20
          {
            blockDepth += 1
            index += 2
            while index < line.endIndex, line[index] == 0x20 { index += 1 }
          }
        }
      }
      var atNodeStart = true
      var previous: UInt8 = 0x20
      while index < line.endIndex {
        let byte = line[index]
        index += 1
        if let open = quote {
          if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
            index += 1
          } else if byte == open {
            if open == UInt8(ascii: "'"), index < line.endIndex, line[index] == open {
              index += 1
            } else {
              quote = nil
              atNodeStart = false
            }
          }
          previous = byte
          continue
        }
        switch byte {
        case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09:
          index = line.endIndex
        case UInt8(ascii: "\"") where atNodeStart, UInt8(ascii: "'") where atNodeStart:
          quote = byte
        case UInt8(ascii: "*") where atNodeStart:
          throw yaml.error(
            lineNumber,
            "aliases (`*name`) are not supported; write the value out in full")
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          flowDepth += 1
          if blockDepth + flowDepth > InputLimits.yamlDepth {
            throw depthError(lineNumber)
          }
          atNodeStart = true
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          flowDepth = max(flowDepth - 1, 0)
          atNodeStart = false
        case UInt8(ascii: ","):
          atNodeStart = flowDepth > 0
        case 0x20, 0x09:
          if previous == UInt8(ascii: ":") || previous == UInt8(ascii: "-")
            || previous == UInt8(ascii: "?")
          {
            atNodeStart = true
          }
        default:
          atNodeStart = false
        }
        previous = byte
      }
      if blockDepth + flowDepth > InputLimits.yamlDepth { throw depthError(lineNumber) }
    }
  }

  private func depthError(_ line: Int) -> TraceError {
    yaml.error(
      line, "expected YAML nested at most \(InputLimits.yamlDepth) levels deep")
  }
}

extension YAMLDocument {
  /// An error at a line of the text (counted from 1, before ``lineOffset``).
  func error(_ line: Int, _ message: String) -> TraceError {
    TraceError(file: file, line: line + lineOffset, message: message)
  }
}
