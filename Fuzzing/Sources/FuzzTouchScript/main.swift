import FuzzingSupport
import TouchTraces

/// Any bytes must read or give a ``TraceError``; what reads must write and read back unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  expectSuccessOrTraceError(data, size) { bytes in
    let file = try TouchScriptFile(bytes: bytes, name: "fuzz.touches.yml")
    let again = try TouchScriptFile(bytes: Array(file.yaml.utf8), name: "again.touches.yml")
    precondition(again == file, "a touch script changed when written and read back")
  }
}

fuzz(testOneInput)
