import GestureKit
import GestureReports
import Testing

@Suite("Transcript filters")
struct TranscriptFilterTests {
  func entry(_ recognizer: String, _ type: String, _ state: UIGestureRecognizer.State)
    -> TranscriptEntry
  {
    TranscriptEntry(
      time: 0, recognizer: recognizer, type: type, view: "canvas", previousState: .possible,
      state: state, touches: 1, location: .zero)
  }

  @Test("The default filter keeps everything")
  func keepsEverything() {
    let filter = TranscriptFilter()
    #expect(filter.keepsEverything)
    #expect(filter.keeps(entry("tap", "tap", .failed)))
  }

  @Test("--hide-failed drops failures only; --states keeps only the states listed")
  func states() {
    let hiding = TranscriptFilter(hidesFailed: true)
    #expect(!hiding.keeps(entry("tap", "tap", .failed)))
    #expect(hiding.keeps(entry("tap", "tap", .cancelled)))
    let began = TranscriptFilter(states: [.began, .ended])
    #expect(began.keeps(entry("pan", "pan", .began)))
    #expect(!began.keeps(entry("pan", "pan", .changed)))
    #expect(TranscriptFilter.state(named: "recognized") == .ended)
    #expect(TranscriptFilter.state(named: "changed") == .changed)
    #expect(TranscriptFilter.state(named: "done") == nil)
  }

  @Test("--only matches a recognizer's name or its type")
  func recognizers() {
    let filter = TranscriptFilter(recognizers: ["doubleTap", "pan"])
    #expect(filter.keeps(entry("doubleTap", "tap", .ended)))
    #expect(filter.keeps(entry("scroll", "pan", .began)))
    #expect(!filter.keeps(entry("tap", "tap", .ended)))
  }

  @Test("A JSON line names its trace first when asked to")
  func traceField() {
    let line = JSONLines.line(for: entry("tap", "tap", .ended))
    var bytes: [UInt8] = []
    JSONLines.append(entry("tap", "tap", .ended), trace: "a \"b\".yml", to: &bytes)
    #expect(
      String(decoding: bytes, as: UTF8.self) == #"{"trace":"a \"b\".yml","# + line.dropFirst())
  }
}
