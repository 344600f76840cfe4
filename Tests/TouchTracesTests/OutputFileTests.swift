import Foundation
import Testing

@testable import TouchTraces

@Suite("Output files")
struct OutputFileTests {
  @Test("A file appears whole at commit, and an output dropped uncommitted leaves nothing")
  func atomic() throws {
    let folder = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.txt").path
    do {
      let out = try OutputFile(path: path)
      out.writeLine("dropped")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let out = try OutputFile(path: path)
    #expect(out.destination == path)
    out.write("a")
    out.writeLine("b")
    out.writeLine { $0.append(contentsOf: "c".utf8) }
    try out.append { $0.append(contentsOf: "d".utf8) }
    #expect(!FileManager.default.fileExists(atPath: path))
    try out.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "ab\nc\nd")
    #expect(out.failure == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
  }

  @Test("nil and - are standard output")
  func standardOutput() throws {
    #expect(try OutputFile(path: nil).destination == nil)
    #expect(try OutputFile(path: "-", flushesEachLine: true).path == "-")
  }

  @Test("A folder is refused with an error that exits 1; trace errors carry 65 and 66")
  func exitStatuses() throws {
    let folder = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = #expect(throws: OutputFileError.self) { try OutputFile(path: folder.path) }
    #expect((error as (any ReportedError)?)?.exitStatus == 1)
    #expect(TraceError(file: "a", message: "m").exitStatus == 65)
    #expect(TraceError(file: "a", message: "m", kind: .unavailable).exitStatus == 66)
  }
}
