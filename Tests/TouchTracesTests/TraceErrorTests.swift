import Testing
import TouchTraces

@Suite("Trace errors")
struct TraceErrorTests {
  @Test("An error names the file, the line when known, and what was expected")
  func description() {
    #expect(
      TraceError(file: "a.yml", line: 12, message: "expected a number").description
        == "a.yml:12: expected a number")
    #expect(TraceError(file: "a.yml", message: "empty file").description == "a.yml: empty file")
  }
}
