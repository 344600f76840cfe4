import FuzzingSupport
import TouchTraces

/// Any bytes must read and decode, or give a ``TraceError``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  expectSuccessOrTraceError(data, size) { bytes in
    let recording = try EvemuRecording(bytes: bytes, name: "fuzz.evemu")
    var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
    try recording.readFrames { frame in try decoder.decode(frame) { _ in } }
  }
}

fuzz(testOneInput)
