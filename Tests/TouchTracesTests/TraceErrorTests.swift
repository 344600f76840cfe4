import Testing
import TouchTraces

@Test("A trace error names file:line, or the file alone when there is no line")
func traceErrorDescription() {
  #expect(
    TraceError(file: "tap.yml", line: 12, message: "expected a number for t").description
      == "tap.yml:12: expected a number for t")
  #expect(TraceError(file: "tap.yml", message: "empty file").description == "tap.yml: empty file")
}
