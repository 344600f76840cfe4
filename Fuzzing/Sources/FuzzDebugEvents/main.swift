import FuzzingSupport
import GestureKit
import TouchTraces

/// Any bytes must read as a `libinput debug-events` log or give a ``TraceError``; a log that
/// reads must stream frames whose times are finite and never go back, whose positions are
/// finite, and the same frames on a second pass.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  expectSuccessOrTraceError(data, size) { bytes in
    let log = try LibinputDebugLog(bytes: bytes, name: "fuzz.libinput-debug-events.txt")
    let size = log.sizeInMillimeters
    precondition(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0)
    let mapping = PointMapping()
    var times: [Double] = []
    try log.forEachFrame(mapping: mapping) { frame in
      precondition(frame.time.isFinite && frame.time >= (times.last ?? 0), "time went back")
      for touch in frame.touches {
        precondition(touch.location.x.isFinite && touch.location.y.isFinite)
      }
      times.append(frame.time)
    }
    let again = try log.frames(mapping: mapping).map(\.time)
    precondition(again == times, "a second pass differed")
  }
}

fuzz(testOneInput)
