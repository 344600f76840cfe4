import CYaml

/// Checks YAML, before anything is built from it, for the two things that would let a small file
/// exhaust the stack or memory: nesting deeper than ``InputLimits/yamlDepth``, and aliases.
///
/// Yams builds its tree by recursion, one call per level, so a few kilobytes of `[[[[…` overflow
/// the stack; aliases let a few lines stand for billions of nodes. None of our formats needs
/// either, so aliases (`*name`) are refused outright.
///
/// The check reads libyaml's own event stream — the same scanner and parser, on the same bytes,
/// that Yams then composes from — so it sees exactly the nesting the parser sees, whatever the
/// line ends (LF, CR, CRLF, NEL, LS, PS), comments and scalar styles. libyaml's parser keeps its
/// states on the heap, and the check stops at the first level too deep, so it needs neither
/// stack nor memory in proportion to the input. A syntax error ends the check quietly: Yams then
/// reports it, at the same place, before reaching any depth the check has not seen.
struct YAMLGuard {
  let yaml: YAMLDocument

  func check(_ text: String) throws {
    var text = text
    try text.withUTF8 { bytes in try check(bytes) }
  }

  private func check(_ bytes: UnsafeBufferPointer<UInt8>) throws {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
    var depth = 0
    var event = yaml_event_t()
    while yaml_parser_parse(&parser, &event) == 1 {
      let type = event.type
      let line = Int(event.start_mark.line) + 1
      yaml_event_delete(&event)
      switch type {
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        depth += 1
        guard depth <= InputLimits.yamlDepth else {
          throw yaml.error(
            line, "expected YAML nested at most \(InputLimits.yamlDepth) levels deep")
        }
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        depth -= 1
      case YAML_ALIAS_EVENT:
        throw yaml.error(
          line, "aliases (`*name`) are not supported; write the value out in full")
      case YAML_STREAM_END_EVENT:
        return
      default:
        break
      }
    }
  }
}

extension YAMLDocument {
  /// An error at a line of the text (counted from 1, before ``lineOffset``).
  func error(_ line: Int, _ message: String) -> TraceError {
    TraceError(file: file, line: line + lineOffset, message: message)
  }
}
