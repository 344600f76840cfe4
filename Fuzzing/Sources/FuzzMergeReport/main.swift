import Foundation
import FuzzingSupport
import GestureReports
import TouchTraces

/// The line that separates one shard's report from the next in one fuzz input.
private let separator = Array("\n#report\n".utf8)

/// Any bytes, split into shards' reports at each `#report` line, must merge as
/// `gesturesim verify --merge-reports` merges them, or give a ``TraceError``. A merge that
/// succeeds must read back as itself, keep every shard's failures, and write JUnit XML without
/// a raw control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  expectSuccessOrTraceError(data, size) { bytes in
    var shards: [(path: String, report: VerifyReport)] = []
    for (index, part) in bytes.split(separator: separator, omittingEmptySubsequences: false)
      .prefix(8).enumerated()
    {
      let path = "shard-\(index + 1).json"
      shards.append((path, try VerifyReport.read(Data(part), path: path)))
    }
    let merged = try VerifyReport.merged(shards)
    let again = try VerifyReport.read(merged.json(), path: "merged.json")
    precondition(again == merged, "a merged report changed when written and read back")
    func failing(_ report: VerifyReport) -> Bool {
      report.results.contains { $0.outcome != .matched && $0.outcome != .updated }
    }
    precondition(
      shards.contains { failing($0.report) } == failing(merged),
      "a merge lost or invented a failure")
    let xml = merged.junit()
    precondition(
      !xml.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 }, "JUnit XML holds a control byte")
  }
}

fuzz(testOneInput)
