import CLibEvdev

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kernel's names for evdev event types, codes and input properties, as libevdev gives them
/// (its tables are generated from `linux/input-event-codes.h`): the names `libinput record` and
/// evemu print. A number the kernel does not name is written as the number.
enum EvdevNames {
  /// `EV_ABS`, or `EV_<number>` for a type the kernel does not name.
  static func type(_ type: UInt16) -> String {
    libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) } ?? "EV_\(type)"
  }

  /// `ABS_MT_POSITION_X`, or the number for a code the kernel does not name.
  static func code(_ code: UInt16, ofType type: UInt16) -> String {
    libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) }
      ?? "\(code)"
  }

  /// `INPUT_PROP_DIRECT`, or the number for a property the kernel does not name.
  static func property(_ property: UInt16) -> String {
    libevdev_property_get_name(UInt32(property)).map { String(cString: $0) } ?? "\(property)"
  }

  /// Appends ``type(_:)``'s name to `bytes` without making a `String` (recordings' rows).
  @inline(__always)
  static func appendType(_ type: UInt16, to bytes: inout [UInt8]) {
    if let name = libevdev_event_type_get_name(UInt32(type)) {
      append(name, to: &bytes)
    } else {
      bytes.append(contentsOf: "EV_\(type)".utf8)
    }
  }

  /// Appends ``code(_:ofType:)``'s name to `bytes` without making a `String`, and returns its
  /// length in bytes.
  @inline(__always)
  static func appendCode(_ code: UInt16, ofType type: UInt16, to bytes: inout [UInt8]) -> Int {
    guard let name = libevdev_event_code_get_name(UInt32(type), UInt32(code)) else {
      let number = Array("\(code)".utf8)
      bytes.append(contentsOf: number)
      return number.count
    }
    return append(name, to: &bytes)
  }

  @discardableResult
  private static func append(_ name: UnsafePointer<CChar>, to bytes: inout [UInt8]) -> Int {
    let length = strlen(name)
    name.withMemoryRebound(to: UInt8.self, capacity: length) {
      bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
    }
    return length
  }
}
