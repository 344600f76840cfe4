/// Formats evdev frames as `libinput record` rows, straight into the output's bytes.
///
/// Rows look like libinput's own: `    - [  0,  11879,   3,  53,   1330] # EV_ABS / ABS_MT_POSITION_X`,
/// and each frame's `SYN_REPORT` row carries the gap since the previous frame.
struct RowFormatter {
  private var previousFrameTime: Int64?

  mutating func write(_ frame: EvdevFrame, to output: AtomicFile) throws {
    let gap = previousFrameTime.map { (frame.time - $0) / 1000 } ?? 0
    previousFrameTime = frame.time
    try output.append { bytes in
      bytes.append(contentsOf: "  - evdev:\n".utf8)
      for event in frame.events {
        bytes.append(contentsOf: "    - [".utf8)
        Self.append(event.time / 1_000_000, width: 3, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(event.time % 1_000_000, width: 6, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(Int64(event.type), width: 2, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(Int64(event.code), width: 3, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(Int64(event.value), width: 6, to: &bytes)
        bytes.append(contentsOf: "] # ".utf8)
        if event.isSynReport {
          bytes.append(contentsOf: "------------ SYN_REPORT (0) ---------- +".utf8)
          Self.append(gap, width: 0, to: &bytes)
          bytes.append(contentsOf: "ms\n".utf8)
        } else {
          bytes.append(contentsOf: EvdevNames.type(event.type).utf8)
          bytes.append(contentsOf: " / ".utf8)
          bytes.append(contentsOf: EvdevNames.code(event.code, ofType: event.type).utf8)
          bytes.append(UInt8(ascii: "\n"))
        }
      }
    }
  }

  /// Appends `value` in decimal, right-aligned to `width` with spaces.
  @inline(__always)
  static func append(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var magnitude = value.magnitude
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      if value < 0 {
        buffer[count] = UInt8(ascii: "-")
        count += 1
      }
      for _ in count..<Swift.max(width, count) { bytes.append(UInt8(ascii: " ")) }
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }
}

/// Kernel names for the event types and codes that touch recordings use, for comments.
enum EvdevNames {
  static func type(_ type: UInt16) -> String {
    switch type {
    case EvdevCode.evSyn: "EV_SYN"
    case EvdevCode.evKey: "EV_KEY"
    case EvdevCode.evRel: "EV_REL"
    case EvdevCode.evAbs: "EV_ABS"
    case EvdevCode.evMsc: "EV_MSC"
    default: "EV_\(type)"
    }
  }

  static func code(_ code: UInt16, ofType type: UInt16) -> String {
    switch (type, code) {
    case (EvdevCode.evSyn, EvdevCode.synMTReport): "SYN_MT_REPORT"
    case (EvdevCode.evSyn, EvdevCode.synDropped): "SYN_DROPPED"
    case (EvdevCode.evAbs, EvdevCode.absX): "ABS_X"
    case (EvdevCode.evAbs, EvdevCode.absY): "ABS_Y"
    case (EvdevCode.evAbs, EvdevCode.absPressure): "ABS_PRESSURE"
    case (EvdevCode.evAbs, EvdevCode.absMTSlot): "ABS_MT_SLOT"
    case (EvdevCode.evAbs, EvdevCode.absMTTouchMajor): "ABS_MT_TOUCH_MAJOR"
    case (EvdevCode.evAbs, EvdevCode.absMTPositionX): "ABS_MT_POSITION_X"
    case (EvdevCode.evAbs, EvdevCode.absMTPositionY): "ABS_MT_POSITION_Y"
    case (EvdevCode.evAbs, EvdevCode.absMTTrackingID): "ABS_MT_TRACKING_ID"
    case (EvdevCode.evAbs, EvdevCode.absMTPressure): "ABS_MT_PRESSURE"
    case (EvdevCode.evKey, EvdevCode.btnLeft): "BTN_LEFT"
    case (EvdevCode.evKey, EvdevCode.btnTouch): "BTN_TOUCH"
    case (EvdevCode.evKey, EvdevCode.btnToolFinger): "BTN_TOOL_FINGER"
    case (EvdevCode.evKey, EvdevCode.btnToolDoubleTap): "BTN_TOOL_DOUBLETAP"
    case (EvdevCode.evKey, EvdevCode.btnToolTripleTap): "BTN_TOOL_TRIPLETAP"
    case (EvdevCode.evKey, EvdevCode.btnToolQuadTap): "BTN_TOOL_QUADTAP"
    case (EvdevCode.evKey, EvdevCode.btnToolQuintTap): "BTN_TOOL_QUINTTAP"
    case (EvdevCode.evMsc, 5): "MSC_TIMESTAMP"
    default: "\(code)"
    }
  }
}
