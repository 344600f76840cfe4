import Yams

/// A `libinput record` YAML file (format version 1): its header, its devices and a stream of
/// their evdev frames.
///
///     let recording = try LibinputRecording(path: "tap.yml")
///     try recording.readFrames { frame in
///       print(recording.devices[frame.device].name, frame.time, frame.events.count)
///     }
///
/// The header and each device description go through a YAML parser; the events, which are
/// nearly all of a recording, go through a hand-written line scanner that reads the layout
/// `libinput record` writes (`- evdev:` items of `- [sec, usec, type, code, value]` rows) with
/// one fixed buffer. Devices of a multi-device file share one clock and their frames are merged
/// in time order. `libinput:` rows, when present, are handed to ``onLibinputEvent`` as ground
/// truth. Unknown keys are ignored, as the format asks.
public final class LibinputRecording: EvdevRecording {
  /// The file name errors use.
  public let file: String
  /// The file-format version (always 1).
  public let version: Int
  /// The libinput version that made the recording, if recorded.
  public let libinputVersion: String?
  /// The recording system's kernel release, if recorded.
  public let kernel: String?
  /// Every provenance key of the header, "unknown" where absent.
  public let provenance: RecordingProvenance
  /// The recorded devices, in file order.
  public let devices: [EvdevDevice]
  /// Called with each `libinput:` row while ``readFrames(_:)`` streams.
  public var onLibinputEvent: ((LibinputEvent) -> Void)?

  enum Source {
    case path(String)
    case bytes([UInt8])
  }

  /// Where a device's `events:` list starts, and the indentation of its `- node:` item.
  struct EventsSection {
    var offset: Int64
    var line: Int
    var deviceIndentation: Int
    var isEmpty: Bool
  }

  let source: Source
  let sections: [EventsSection]

  /// Reads the header and device descriptions of the recording at `path`.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - name: The name errors use; defaults to `path`.
  /// - Throws: ``TraceError`` naming the line of a malformed header or device.
  public convenience init(path: String, name: String? = nil) throws {
    let reader = try LineReader(path: path, name: name)
    try self.init(reader: reader, source: .path(path))
  }

  /// Reads a recording held in memory.
  public convenience init(bytes: [UInt8], name: String) throws {
    try self.init(reader: LineReader(bytes: bytes, name: name), source: .bytes(bytes))
  }

  private init(reader: LineReader, source: Source) throws {
    file = reader.file
    self.source = source
    let layout = try DescriptionScanner(reader: reader).scan()
    let header = YAMLDocument(file: file)
    guard let root = try header.compose(layout.header), let top = root.mapping else {
      throw TraceError(
        file: file, line: 1, message: "expected a libinput record header (`version: 1`)")
    }
    guard let versionNode = top["version"] else {
      throw TraceError(file: file, line: 1, message: "expected `version: 1` in the header")
    }
    let version: Int = try header.integer(versionNode, "the format version")
    guard version == 1 else {
      throw header.error(versionNode, "unsupported format version \(version); expected 1")
    }
    self.version = version
    libinputVersion = top["libinput"]?["version"]?.string
    kernel = top["system"]?["kernel"]?.string
    var provenance = RecordingProvenance()
    provenance.libinputVersion = libinputVersion ?? provenance.libinputVersion
    provenance.git = top["libinput"]?["git"]?.string ?? provenance.git
    provenance.os = top["system"]?["os"]?.string ?? provenance.os
    provenance.kernel = kernel ?? provenance.kernel
    provenance.dmi = top["system"]?["dmi"]?.string ?? provenance.dmi
    self.provenance = provenance
    guard !layout.devices.isEmpty else {
      throw TraceError(
        file: file, line: layout.devicesLine ?? reader.lineNumber,
        message: "expected a `devices:` list with at least one device")
    }
    if let declared = top["ndevices"] {
      let count: Int = try header.integer(declared, "ndevices")
      guard count >= 1 else {
        throw header.error(declared, "expected `ndevices` of at least 1, found \(count)")
      }
      guard count == layout.devices.count else {
        let listed = layout.devices.count
        throw header.error(
          declared,
          "`ndevices: \(count)` disagrees with the \(listed) device\(listed == 1 ? "" : "s") listed under `devices:`; expected them to match"
        )
      }
    }
    devices = try layout.devices.map {
      try Self.device(from: $0.text, file: reader.file, line: $0.line)
    }
    sections = layout.devices.map(\.events)
  }

  /// Calls `body` with every evdev frame of every device, in time order.
  ///
  /// - Throws: ``TraceError`` for a malformed row or frame, naming its line.
  /// - Complexity: O(n) in the file's size; memory is one read buffer and one frame per device.
  public func readFrames(_ body: (EvdevFrame) throws -> Void) throws {
    var cursors = try sections.enumerated().map { index, section in
      let reader: LineReader =
        switch source {
        case .path(let path): try LineReader(path: path, name: file)
        case .bytes(let bytes): LineReader(bytes: bytes, name: file)
        }
      reader.seek(to: section.offset, line: section.line)
      return EventScanner(
        reader: reader, device: index, deviceIndentation: section.deviceIndentation,
        isEmpty: section.isEmpty)
    }
    let report = onLibinputEvent
    if cursors.count == 1 {
      while try cursors[0].advance(onLibinputEvent: report) { try body(cursors[0].frame) }
      return
    }
    var ready = [Bool](repeating: false, count: cursors.count)
    for index in cursors.indices {
      ready[index] = try cursors[index].advance(onLibinputEvent: report)
    }
    while true {
      var next: Int?
      for index in cursors.indices where ready[index] {
        if let best = next, cursors[best].frame.time <= cursors[index].frame.time { continue }
        next = index
      }
      guard let index = next else { return }
      try body(cursors[index].frame)
      ready[index] = try cursors[index].advance(onLibinputEvent: report)
    }
  }
}

extension LibinputRecording {
  /// Builds a device from its YAML item (`- node: … evdev: … udev: …`, without `events:`).
  static func device(from text: String, file: String, line: Int) throws -> EvdevDevice {
    let yaml = YAMLDocument(file: file, lineOffset: line - 1)
    guard let root = try yaml.compose(text), let item = root.sequence?.first else {
      throw TraceError(file: file, line: line, message: "expected a device (`- node: …`)")
    }
    guard item.mapping != nil else { throw yaml.error(item, "expected a device as a mapping") }
    guard let evdev = item["evdev"], evdev.mapping != nil else {
      throw yaml.error(item, "expected an `evdev:` section in the device")
    }
    let name = try yaml.string(
      yaml.required("name", in: evdev, context: "the device's evdev section"), "the device name")
    let idNode = try yaml.required("id", in: evdev, context: "the device's evdev section")
    let id: [UInt16] = try yaml.integers(idNode, "the device id")
    guard id.count == 4 else {
      throw yaml.error(idNode, "expected `id: [bustype, vendor, product, version]`")
    }
    var codes: [UInt16: [UInt16]] = [:]
    if let codesNode = evdev["codes"], codesNode.mapping != nil {
      for (key, value) in try yaml.mapping(codesNode, "codes") {
        let type: UInt16 = try yaml.integer(key, "an event type")
        codes[type] = try yaml.integers(value, "event codes")
      }
    }
    var absinfo: [UInt16: AbsInfo] = [:]
    if let absNode = evdev["absinfo"], absNode.mapping != nil {
      for (key, value) in try yaml.mapping(absNode, "absinfo") {
        let code: UInt16 = try yaml.integer(key, "an axis code")
        guard code <= EvdevCode.absMax else { throw yaml.error(key, "unknown axis code \(code)") }
        let numbers: [Int32] = try yaml.integers(value, "the axis info")
        guard numbers.count == 5 else {
          throw yaml.error(value, "expected `[min, max, fuzz, flat, resolution]` for axis \(code)")
        }
        absinfo[code] = AbsInfo(
          minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
          resolution: numbers[4])
      }
    }
    let properties: [UInt16] =
      try evdev["properties"].map { try yaml.integers($0, "the device properties") } ?? []
    var udev: [(key: String, value: String)] = []
    if let list = item["udev"]?["properties"] {
      for entry in try yaml.sequence(list, "udev properties") {
        let text = try yaml.string(entry, "a udev property")
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
          throw yaml.error(entry, "expected a udev property as KEY=value")
        }
        udev.append((String(parts[0]), String(parts[1])))
      }
    }
    var quirks: [String] = []
    if let list = item["quirks"], list.sequence != nil {
      for entry in try yaml.sequence(list, "quirks") {
        quirks.append(try yaml.string(entry, "a quirk"))
      }
    }
    let device = EvdevDevice(
      node: item["node"]?.string, name: name,
      id: .init(bustype: id[0], vendor: id[1], product: id[2], version: id[3]), codes: codes,
      absinfo: absinfo, properties: properties, udevProperties: udev, quirks: quirks)
    try device.validate(file: file) { code in
      yaml.line(evdev["absinfo"]?[String(code)]) ?? line
    }
    return device
  }
}
