/// The trace formats this module reads, and how a file's format is recognised.
public enum TraceFormat: String, Hashable, Sendable, CaseIterable {
  /// `libinput record` YAML.
  case libinputRecord
  /// evemu (`.evemu`, or `.events` with a `.desc`).
  case evemu
  /// A touch script (`*.touches.yml`).
  case touchScript
  /// `libinput debug-events` output: what libinput made of a device, as text.
  case libinputDebugEvents

  /// The format of the file at `path`, from its name and, when that is not conclusive, from its
  /// first bytes.
  public static func of(path: String) -> TraceFormat {
    if path.hasSuffix(".touches.yml") || path.hasSuffix(".touches.yaml") { return .touchScript }
    if path.hasSuffix(".evemu") || path.hasSuffix(".events") || path.hasSuffix(".desc") {
      return .evemu
    }
    if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return .libinputRecord }
    guard let reader = try? LineReader(path: path, bufferSize: 4096) else { return .libinputRecord }
    return sniff(reader)
  }

  /// The format of a trace held in memory, from its first lines.
  public static func of(bytes: [UInt8]) -> TraceFormat {
    sniff(LineReader(bytes: Array(bytes.prefix(1 << 16)), name: ""))
  }

  /// The format the first lines that are not blank or comments suggest: evemu lines, a touch
  /// script's keys, or (otherwise) `libinput record` YAML.
  private static func sniff(_ reader: LineReader) -> TraceFormat {
    while let line = try? reader.nextLine() {
      var cursor = ByteCursor(line)
      if reader.lineNumber == 1 && cursor.consume("\u{FEFF}") {}
      if cursor.consume("# EVEMU") || cursor.consume("N:") || cursor.consume("E:") { return .evemu }
      if cursor.consume("events:") || cursor.consume("window:") { return .touchScript }
      if isDebugEventsLine(line) { return .libinputDebugEvents }
      if cursor.isAtEndOrComment() { continue }
      break
    }
    return .libinputRecord
  }

  /// Whether `line` reads like `libinput debug-events` output: a device (` event4`, `-event4`)
  /// then an event type in capitals (`TOUCH_DOWN`, `DEVICE_ADDED`).
  static func isDebugEventsLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var fields = DebugEventsFields(line)
    guard let device = fields.next(), let type = fields.next() else { return false }
    return isDebugEventsLine(device: device, type: type)
  }

  /// Whether `line`, held in an array, reads like `libinput debug-events` output.
  static func isDebugEventsLine(_ line: [UInt8]) -> Bool {
    line.withUnsafeBufferPointer { isDebugEventsLine($0) }
  }

  /// Whether a line's first two fields are a debug-events device and event type.
  static func isDebugEventsLine(
    device: DebugEventsFields.Field, type: DebugEventsFields.Field
  ) -> Bool {
    let number = device.drop { $0 == UInt8(ascii: "-") }
    return number.starts(with: "event".utf8)
      && number.dropFirst(5).allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      && type.contains(UInt8(ascii: "_"))
      && type.allSatisfy {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 == UInt8(ascii: "_")
      }
  }

  /// Opens an evdev recording (`libinput record` YAML or evemu) at `path`.
  ///
  /// - Throws: ``TraceError`` when the file is a touch script or malformed.
  public static func openRecording(path: String, name: String? = nil) throws -> any EvdevRecording {
    try openRecording(path: path, format: of(path: path), name: name)
  }

  /// Opens an evdev recording at `path` whose format is already known (the file is not read
  /// again to recognise it).
  ///
  /// - Throws: ``TraceError`` when `format` is not a recording's, or the file is malformed.
  public static func openRecording(path: String, format: TraceFormat, name: String? = nil) throws
    -> any EvdevRecording
  {
    switch format {
    case .libinputRecord: try LibinputRecording(path: path, name: name)
    case .evemu: try EvemuRecording(path: path, name: name)
    case .touchScript:
      throw TraceError(
        file: name ?? path, message: "expected an evdev recording, found a touch script")
    case .libinputDebugEvents:
      throw TraceError(
        file: name ?? path,
        message: "expected an evdev recording, found a libinput debug-events log")
    }
  }
}
