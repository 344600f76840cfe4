/// Formats evdev frames as `libinput record` rows, straight into the output's bytes.
///
/// Rows look like the ones libinput 1.2x writes, comments included:
/// `    - [  0,  11879,   3,  53,    1330] # EV_ABS / ABS_MT_POSITION_X      1330 (+12)`. An
/// absolute axis's comment gives its change since the axis's last value (in the same slot for
/// multitouch axes; from 0 before the first, as the device's earlier state is unknown), except
/// for slots and tracking IDs; each frame's `SYN_REPORT` row carries the gap since the previous
/// frame. The `events:` key comes before the first frame, and is `events: []` when there is none.
struct RowFormatter {
  private var previousFrameTime: Int64?
  private var currentSlot = 0
  private var lastValues: [UInt16: Int32] = [:]
  /// Per-contact axes' last values, keyed by slot and code together (codes fit in six bits).
  private var lastSlotValues: [Int: Int32] = [:]

  /// Whether a frame has been written.
  private(set) var hasFrames = false

  /// Writes `events: []` if no frame was written; call after the last frame of a device.
  func finish(to output: OutputFile) {
    if !hasFrames { output.write("  events: []\n") }
  }

  /// The change to report for an absolute axis's new value, or `nil` where libinput reports
  /// none; remembers the value.
  private mutating func delta(code: UInt16, value: Int32) -> Int64? {
    switch code {
    case EvdevCode.absMTSlot:
      currentSlot = Int(value)
      return nil
    case EvdevCode.absMTTrackingID, EvdevCode.absMTBlobID:
      return nil
    case EvdevCode.absMTTouchMajor...EvdevCode.absMTToolY:
      let key = currentSlot << 6 | Int(code)
      let old = lastSlotValues.updateValue(value, forKey: key) ?? 0
      return Int64(value) - Int64(old)
    default:
      let old = lastValues.updateValue(value, forKey: code) ?? 0
      return Int64(value) - Int64(old)
    }
  }

  mutating func write(_ frame: EvdevFrame, to output: OutputFile) throws {
    let gap = previousFrameTime.map { (frame.time - $0) / 1000 } ?? 0
    previousFrameTime = frame.time
    let isFirst = !hasFrames
    hasFrames = true
    try output.append { bytes in
      if isFirst { bytes.append(contentsOf: "  events:\n".utf8) }
      bytes.append(contentsOf: "  - evdev:\n".utf8)
      for event in frame.events {
        let delta =
          event.type == EvdevCode.evAbs ? self.delta(code: event.code, value: event.value) : nil
        bytes.append(contentsOf: "    - [".utf8)
        Self.append(event.time / 1_000_000, width: 3, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(event.time % 1_000_000, width: 6, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(Int64(event.type), width: 3, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(Int64(event.code), width: 3, to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.append(Int64(event.value), width: 7, to: &bytes)
        bytes.append(contentsOf: "] # ".utf8)
        if event.isSynReport {
          bytes.append(contentsOf: "------------ SYN_REPORT (0) ---------- +".utf8)
          Self.append(gap, width: 0, to: &bytes)
          bytes.append(contentsOf: "ms\n".utf8)
        } else {
          EvdevNames.appendType(event.type, to: &bytes)
          bytes.append(contentsOf: " / ".utf8)
          let length = EvdevNames.appendCode(event.code, ofType: event.type, to: &bytes)
          for _ in length..<Swift.max(20, length) { bytes.append(0x20) }
          bytes.append(0x20)
          Self.append(Int64(event.value), width: 6, to: &bytes)
          if let delta {
            bytes.append(contentsOf: " (".utf8)
            if delta >= 0 { bytes.append(UInt8(ascii: "+")) }
            Self.append(delta, width: 0, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
          }
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
