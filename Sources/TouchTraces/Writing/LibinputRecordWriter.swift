import Foundation
import GestureKit

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
    let output = try AtomicFile(path: path)
    writeHeader(output, deviceCount: recording.devices.count, source: recording.file)
    for (index, device) in recording.devices.enumerated() {
      writeDevice(output, device)
      var formatter = RowFormatter()
      try recording.readFrames { frame in
        guard frame.device == index else { return }
        try formatter.write(frame, to: output)
      }
    }
    try output.finish()
  }

  /// Writes touch frames as a recording of `encoder`'s device.
  ///
  /// - Throws: ``TraceError`` when a frame cannot be encoded or the file cannot be written.
  public static func write(
    _ frames: some Sequence<TouchFrame>, encoder: EvdevEncoder, source: String, to path: String
  ) throws {
    var encoder = encoder
    let output = try AtomicFile(path: path)
    writeHeader(output, deviceCount: 1, source: source)
    writeDevice(output, encoder.device)
    var formatter = RowFormatter()
    var frame = EvdevFrame()
    for touches in frames {
      try encoder.encode(touches, into: &frame)
      try formatter.write(frame, to: output)
    }
    try output.finish()
  }

  static func writeHeader(_ output: AtomicFile, deviceCount: Int, source: String) {
    output.write(
      """
      # libinput record
      # Written by gesturesim from \(URL(fileURLWithPath: source).lastPathComponent)
      version: 1
      ndevices: \(deviceCount)
      libinput:
        version: "unknown"
        git: "unknown"
      system:
        os: "unknown"
        kernel: "unknown"
        dmi: "unknown"
      devices:

      """)
  }

  static func writeDevice(_ output: AtomicFile, _ device: EvdevDevice) {
    let id = device.id
    var text = "- node: \(device.node ?? "/dev/input/event0")\n  evdev:\n"
    text += "    # Name: \(device.name)\n"
    text +=
      "    # ID: bus 0x\(hex(id.bustype)) vendor 0x\(hex(id.vendor)) product 0x\(hex(id.product)) version 0x\(hex(id.version))\n"
    if let size = device.sizeInMillimeters {
      text += "    # Size in mm: \(Int(size.width.rounded()))x\(Int(size.height.rounded()))\n"
    }
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
    for property in device.udevProperties {
      text += "    - \(property.key)=\(property.value)\n"
    }
    text += "  quirks:\n  events:\n"
    output.write(text)
  }

  static func hex(_ value: UInt16) -> String { String(value, radix: 16) }

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
