/// An evemu recording: a `.evemu` file with the device description and events together, or an
/// events-only `.events` file with its description in a `.desc` file.
///
///     let recording = try EvemuRecording(path: "taps.evemu")
///     let pair = try EvemuRecording(descriptionPath: "pad.desc", eventsPath: "pad.scroll.events")
///
/// Reads `N:` (name), `I:` (bus, vendor, product, version in hex), `P:` (property bitmask bytes),
/// `B:` (event-code bitmask bytes per type), `A:` (axis code in hex, minimum, maximum, fuzz, flat
/// and, since evemu 1.1's successors, resolution) and `E:` lines (`sec.usec type code value`, type
/// and code in hex). Old files keep absolute kernel timestamps; like `libinput record`, times are
/// counted from the first event, so every recording starts at 0.
public final class EvemuRecording: EvdevRecording {
  /// The file name errors use (the events file for a pair).
  public let file: String
  /// The one recorded device.
  public let devices: [EvdevDevice]

  private let eventsSource: LibinputRecording.Source
  /// Where the first `E:` line is.
  private let eventsOffset: Int64
  private let eventsLine: Int

  /// Reads the device description of a `.evemu` file, or of an events-only file whose `.desc`
  /// file is found by dropping dotted suffixes from its name (`pad.scroll.events` → `pad.desc`).
  ///
  /// - Throws: ``TraceError`` for a malformed description, or when no description exists.
  public convenience init(path: String, name: String? = nil) throws {
    let reader = try LineReader(path: path, name: name)
    var description = DescriptionParser(file: reader.file)
    let (offset, line) = try description.read(reader)
    if description.isEmpty {
      guard let descriptionPath = Self.descriptionPath(forEvents: path) else {
        throw TraceError(
          file: reader.file, line: 1,
          message:
            "expected evemu device lines (`N:`, `I:`, `A:` …) or a matching .desc file beside it")
      }
      try self.init(descriptionPath: descriptionPath, eventsPath: path, eventsName: name)
      return
    }
    try self.init(
      device: description.device(), file: reader.file, source: .path(path), offset: offset,
      line: line)
  }

  /// Reads a description file and an events file that belong together.
  public convenience init(descriptionPath: String, eventsPath: String, eventsName: String? = nil)
    throws
  {
    let descriptionReader = try LineReader(path: descriptionPath)
    var description = DescriptionParser(file: descriptionReader.file)
    _ = try description.read(descriptionReader)
    guard !description.isEmpty else {
      throw TraceError(
        file: descriptionReader.file, line: 1,
        message: "expected evemu device lines (`N:`, `I:`, `A:` …)")
    }
    let events = try LineReader(path: eventsPath, name: eventsName)
    var header = DescriptionParser(file: events.file)
    let (offset, line) = try header.read(events)
    try self.init(
      device: description.device(), file: events.file, source: .path(eventsPath), offset: offset,
      line: line)
  }

  /// Reads an evemu recording held in memory.
  public convenience init(bytes: [UInt8], name: String) throws {
    let reader = LineReader(bytes: bytes, name: name)
    var description = DescriptionParser(file: name)
    let (offset, line) = try description.read(reader)
    guard !description.isEmpty else {
      throw TraceError(
        file: name, line: 1,
        message: bytes.isEmpty
          ? "empty file: expected an evemu recording"
          : "expected evemu device lines (`N:`, `I:`, `A:` …)")
    }
    try self.init(
      device: description.device(), file: name, source: .bytes(bytes), offset: offset, line: line)
  }

  private init(
    device: EvdevDevice, file: String, source: LibinputRecording.Source, offset: Int64, line: Int
  ) throws {
    self.file = file
    self.devices = [device]
    eventsSource = source
    eventsOffset = offset
    eventsLine = line
  }

  /// The `.desc` file for an events-only file, trying ever shorter dotted prefixes of its name.
  static func descriptionPath(forEvents path: String) -> String? {
    guard path != "-", !path.hasPrefix("/proc/self/fd/"), !path.hasPrefix("/dev/fd/") else {
      return nil
    }
    var stem = Substring(path)
    if let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") { stem = stem[..<dot] }
    while true {
      let candidate = stem + ".desc"
      if access(String(candidate), R_OK) == 0 { return String(candidate) }
      guard let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") else { return nil }
      stem = stem[..<dot]
    }
  }

  /// Calls `body` with every frame of `E:` lines up to and including a `SYN_REPORT`.
  ///
  /// - Throws: ``TraceError`` for a malformed line, a frame without `SYN_REPORT`, or time going
  ///   backwards.
  /// - Complexity: O(n) in the file's size, with memory independent of it.
  public func readFrames(_ body: (EvdevFrame) throws -> Void) throws {
    let reader: LineReader =
      switch eventsSource {
      case .path(let path): try LineReader(path: path, name: file)
      case .bytes(let bytes): LineReader(bytes: bytes, name: file)
      }
    reader.seek(to: eventsOffset, line: eventsLine)
    var checker = EvdevRowChecker(file: file)
    var frame = EvdevFrame(device: 0)
    frame.events.reserveCapacity(64)
    frame.lines.reserveCapacity(64)
    var origin: Int64?
    while let line = try reader.nextLine() {
      var cursor = ByteCursor(line)
      cursor.skipBlanks()
      if cursor.isAtEnd || cursor.current == UInt8(ascii: "#") { continue }
      guard cursor.consume("E:") else {
        throw TraceError(
          file: file, line: reader.lineNumber,
          message: "expected an event line `E: sec.usec type code value`")
      }
      cursor.skipBlanks()
      let isNegative = cursor.current == UInt8(ascii: "-")
      guard let seconds = cursor.integer(), cursor.consume(UInt8(ascii: ".")) else {
        throw badEvent(reader)
      }
      // Checked before any arithmetic: seconds × 10⁶ must not overflow.
      guard !isNegative, seconds <= EvdevRowChecker.maximumSeconds else {
        throw TraceError(
          file: file, line: reader.lineNumber,
          message:
            "expected the event time's seconds between 0 and \(EvdevRowChecker.maximumSeconds), found \(isNegative && seconds == 0 ? "-0" : String(seconds))"
        )
      }
      let fractionStart = cursor.index
      guard let fraction = cursor.integer(), fraction >= 0 else { throw badEvent(reader) }
      let digits = cursor.index - fractionStart
      guard digits == 6 else {
        throw TraceError(
          file: file, line: reader.lineNumber,
          message: "expected six digits of microseconds after the dot, found \(digits)")
      }
      cursor.skipBlanks()
      guard let type = cursor.hexadecimal() else { throw badEvent(reader) }
      cursor.skipBlanks()
      guard let code = cursor.hexadecimal() else { throw badEvent(reader) }
      cursor.skipBlanks()
      guard let value = cursor.integer(), cursor.isAtEndOrComment() else { throw badEvent(reader) }
      let absolute = seconds * 1_000_000 + fraction
      let start = origin ?? absolute
      origin = start
      let relative = absolute - start
      guard relative >= 0 else {
        throw TraceError(
          file: file, line: reader.lineNumber,
          message:
            "time goes backwards: \(EvdevRowChecker.format(absolute)) s before the first event")
      }
      let event = try checker.event(
        seconds: relative / 1_000_000, microseconds: relative % 1_000_000,
        type: Int64(clamping: type), code: Int64(clamping: code), value: value,
        line: reader.lineNumber)
      frame.append(event, line: reader.lineNumber)
      if event.isSynReport {
        try body(frame)
        frame.clear()
      }
    }
    if !frame.events.isEmpty {
      throw TraceError(
        file: file, line: frame.line,
        message: "expected the frame to end with SYN_REPORT (E: … 0000 0000 0); the file ends first"
      )
    }
  }

  private func badEvent(_ reader: LineReader) -> TraceError {
    TraceError(
      file: file, line: reader.lineNumber,
      message: "expected an event line `E: sec.usec type code value` (type and code in hex)")
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
