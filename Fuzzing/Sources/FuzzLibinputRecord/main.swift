import FuzzingSupport
import TouchTraces

/// Any bytes must read and decode, or give a ``TraceError``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  expectSuccessOrTraceError(data, size) { bytes in
    let recording = try LibinputRecording(bytes: bytes, name: "fuzz.yml")
    var decoders = recording.devices.map { MultitouchDecoder(device: $0, file: recording.file) }
    try recording.readFrames { frame in try decoders[frame.device].decode(frame) { _ in } }
  }
}

fuzz(testOneInput)
