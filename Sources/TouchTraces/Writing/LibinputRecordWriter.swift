import Foundation
import GestureCore

/// Writes `libinput record` YAML (format version 1) that libinput's own tools read: from any
/// evdev recording (evemu or YAML), or from touch frames through ``EvdevEncoder``.
///
///     try LibinputRecordWriter.write(EvemuRecording(path: "taps.evemu"), to: "taps.yml")
///
/// The layout is the one `libinput record` prints — a commented device dump, then
/// `- evdev:` items of `[sec, usec, type, code, value]` rows with name comments — so the result
/// also reads back through ``LibinputRecording``'s fast scanner. Output goes to a temporary file
/// renamed into place at the end: on any error nothing is left at `path`.
public enum LibinputRecordWriter {
  /// Copies every device and frame of `recording` into a new file at `path`.
  ///
  /// - Throws: ``TraceError`` from reading the source or writing the file.
  /// - Complexity: O(n) in the recording's size, in bounded memory (the source is read once
  ///   per device).
  public static func write(_ recording: any EvdevRecording, to path: String) throws {
    let output = try OutputFile(path: path)
    writeHeader(
      output, deviceCount: recording.devices.count, source: recording.file,
      provenance: (recording as? LibinputRecording)?.provenance ?? RecordingProvenance())
    for (index, device) in recording.devices.enumerated() {
      writeDevice(output, device)
      var formatter = RowFormatter()
      try recording.readFrames { frame in
        guard frame.device == index else { return }
        try formatter.write(frame, to: output)
      }
      formatter.finish(to: output)
    }
    try output.commit()
  }

  /// Writes touch frames as a recording of `encoder`'s device.
  ///
  /// - Throws: ``TraceError`` when a frame cannot be encoded or the file cannot be written.
  public static func write(
    _ frames: some Sequence<TouchFrame>, encoder: EvdevEncoder, source: String, to path: String
  ) throws {
    try write(encoder: encoder, source: source, to: path) { body in
      for touches in frames { try body(touches) }
    }
  }

  /// Writes the touch frames `frames` hands its body, one at a time, as a recording of
  /// `encoder`'s device: a source read as a stream is written in bounded memory.
  ///
  /// - Throws: ``TraceError`` when a frame cannot be encoded or the file cannot be written, or
  ///   what `frames` throws.
  static func write(
    encoder: EvdevEncoder, source: String, to path: String,
    frames: ((TouchFrame) throws -> Void) throws -> Void
  ) throws {
    var encoder = encoder
    let output = try OutputFile(path: path)
    writeHeader(output, deviceCount: 1, source: source)
    writeDevice(output, encoder.device)
    var formatter = RowFormatter()
    var frame = EvdevFrame()
    try frames { touches in
      try encoder.encode(touches, into: &frame)
      try formatter.write(frame, to: output)
    }
    formatter.finish(to: output)
    try output.commit()
  }

  static func writeHeader(
    _ output: OutputFile, deviceCount: Int, source: String,
    provenance: RecordingProvenance = RecordingProvenance()
  ) {
    output.write(
      """
      # libinput record
      # Written by gesturesim from \(URL(fileURLWithPath: source).lastPathComponent)
      version: 1
      ndevices: \(deviceCount)
      libinput:
        version: \(quoted(provenance.libinputVersion))
        git: \(quoted(provenance.git))
      system:
        os: \(quoted(provenance.os))
        kernel: \(quoted(provenance.kernel))
        dmi: \(quoted(provenance.dmi))
      devices:

      """)
  }

  /// The udev properties to write for `device`: its own, or, for a source without them (evemu),
  /// those udev's `input_id` builtin would give it — `ID_INPUT=1`, `ID_INPUT_TOUCHSCREEN=1` or
  /// `ID_INPUT_TOUCHPAD=1`, and the size in mm where the axes have a resolution — sorted by
  /// name as libinput writes them. An empty list would crash `libinput replay`'s loader.
  public static func udevProperties(for device: EvdevDevice) -> [(key: String, value: String)] {
    guard device.udevProperties.isEmpty else { return device.udevProperties }
    var properties: [(key: String, value: String)] = [("ID_INPUT", "1")]
    if let x = device.xAxis, let y = device.yAxis, x.resolution > 0, y.resolution > 0 {
      let size = wholeMillimeters(device)
      properties.append(("ID_INPUT_HEIGHT_MM", String(size?.height ?? 0)))
      properties.append(("ID_INPUT_WIDTH_MM", String(size?.width ?? 0)))
    }
    switch device.kind {
    case .touchscreen: properties.append(("ID_INPUT_TOUCHSCREEN", "1"))
    case .touchpad: properties.append(("ID_INPUT_TOUCHPAD", "1"))
    case .other: break
    }
    return properties.sorted { $0.key < $1.key }
  }

  static func writeDevice(_ output: OutputFile, _ device: EvdevDevice) {
    let id = device.id
    var text = "- node: \(device.node ?? "/dev/input/event0")\n  evdev:\n"
    text += "    # Name: \(device.name)\n"
    text +=
      "    # ID: bus 0x\(hex(id.bustype)) vendor 0x\(hex(id.vendor)) product 0x\(hex(id.product)) version 0x\(hex(id.version))\n"
    if let size = wholeMillimeters(device) {
      text += "    # Size in mm: \(size.width)x\(size.height)\n"
    }
    text += supportedEvents(device)
    text += "    name: \(quoted(device.name))\n"
    text += "    id: [\(id.bustype), \(id.vendor), \(id.product), \(id.version)]\n"
    text += "    codes:\n"
    for type in device.codes.keys.sorted() {
      let codes = device.codes[type, default: []].sorted().map(String.init).joined(separator: ", ")
      text += "      \(type): [\(codes)] # \(EvdevNames.type(type))\n"
    }
    text += "    absinfo:\n"
    for code in device.absinfo.keys.sorted() {
      let axis = device.absinfo[code]!
      text +=
        "      \(code): [\(axis.minimum), \(axis.maximum), \(axis.fuzz), \(axis.flat), \(axis.resolution)]\n"
    }
    text +=
      "    properties: [\(device.properties.sorted().map(String.init).joined(separator: ", "))]\n"
    text += "  udev:\n    properties:\n"
    for property in udevProperties(for: device) {
      text += "    - \(property.key)=\(property.value)\n"
    }
    text += "  quirks:\n"
    output.write(text)
  }

  static func hex(_ value: UInt16) -> String { String(value, radix: 16) }

  /// The comment block `libinput record` writes before a device's description: its event types
  /// and codes by name, each axis's range, and its properties. An axis's current value, which
  /// libinput reads from the device, is not known here and is left out.
  static func supportedEvents(_ device: EvdevDevice) -> String {
    var text = "    # Supported Events:\n"
    var codes = device.codes
    codes[EvdevCode.evAbs, default: []].append(contentsOf: device.absinfo.keys)
    for type in codes.keys.sorted() {
      text += "    # Event type \(type) (\(EvdevNames.type(type)))\n"
      guard type != EvdevCode.evSyn else { continue }
      for code in Set(codes[type, default: []]).sorted() {
        text += "    #   Event code \(code) (\(EvdevNames.code(code, ofType: type)))\n"
        guard type == EvdevCode.evAbs, let axis = device.absinfo[code] else { continue }
        for (label, value) in [
          ("Min", axis.minimum), ("Max", axis.maximum), ("Fuzz", axis.fuzz), ("Flat", axis.flat),
          ("Resolution", axis.resolution),
        ] {
          let number = String(value)
          text +=
            "    #       \(label)" + String(repeating: " ", count: 10 - label.count)
            + String(repeating: " ", count: Swift.max(0, 7 - number.count)) + number + "\n"
        }
      }
    }
    text += "    # Properties:\n"
    for property in device.properties.sorted() {
      text += "    #    Property \(property) (\(EvdevNames.property(property)))\n"
    }
    return text
  }

  /// The size in whole millimetres as udev and libinput compute it, (maximum − minimum) ÷
  /// resolution rounded down; from udev's size properties where the axes have no resolution.
  static func wholeMillimeters(_ device: EvdevDevice) -> (width: Int64, height: Int64)? {
    if let x = device.xAxis, let y = device.yAxis, x.resolution > 0, y.resolution > 0 {
      return (
        (Int64(x.maximum) - Int64(x.minimum)) / Int64(x.resolution),
        (Int64(y.maximum) - Int64(y.minimum)) / Int64(y.resolution)
      )
    }
    return device.sizeInMillimeters.map { (Int64($0.width), Int64($0.height)) }
  }

  /// A YAML double-quoted string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7f {
          result += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}

/// Where and with what a recording was made: the header keys `libinput record` writes. Values
/// a source does not know are written as "unknown".
public struct RecordingProvenance: Hashable, Sendable {
  /// libinput's version (`libinput: version:`).
  public var libinputVersion = "unknown"
  /// libinput's git commit (`libinput: git:`).
  public var git = "unknown"
  /// The operating system (`system: os:`).
  public var os = "unknown"
  /// The kernel release (`system: kernel:`).
  public var kernel = "unknown"
  /// The DMI modalias of the machine (`system: dmi:`).
  public var dmi = "unknown"

  /// Provenance with every value unknown.
  public init() {}
}
