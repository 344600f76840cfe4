import Foundation
import GestureKit
import GestureReports
import Testing
import TouchTraces

@Suite("The transcript writer")
struct TranscriptWriterTests {
  let tap = TranscriptEntry(
    time: 0.431, recognizer: "doubleTap", type: "tap", view: "canvas", previousState: .possible,
    state: .ended, touches: 1, location: CGPoint(x: 100, y: 200))
  let pan = TranscriptEntry(
    time: 1, recognizer: "pan", type: "pan", view: "canvas", previousState: .possible,
    state: .failed, touches: 1, location: .zero,
    values: [.pair("translation", CGPoint(x: 1.5, y: -2))])

  static func scratchFile() throws -> (folder: URL, path: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transcript-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, folder.appendingPathComponent("out.txt").path)
  }

  @Test("Kept in memory, lines are the JSON Lines schema's, filtered")
  func memory() {
    let writer = TranscriptWriter(format: .json, filter: TranscriptFilter(hidesFailed: true))
    writer.write(tap)
    writer.write(pan)
    #expect(writer.lines == [JSONLines.line(for: tap)])
    #expect(
      writer.lines == [
        #"{"t":0.431,"recognizer":"doubleTap","type":"tap","view":"canvas","state":"ended","touches":1,"location":[100,200]}"#
      ])
  }

  @Test("Text lines are the entries' one-line form; coloured, only the transition changes")
  func text() {
    let writer = TranscriptWriter(format: .text)
    writer.write(tap)
    writer.write(pan)
    #expect(writer.lines == [tap.description, pan.description])
    let colored = TranscriptFormat.text.line(for: pan, colored: true)
    #expect(
      colored
        == pan.description.replacingOccurrences(
          of: "possible → failed", with: "\u{1B}[31mpossible → failed\u{1B}[0m"))
    #expect(TranscriptFormat.json.line(for: pan, colored: true) == JSONLines.line(for: pan))
  }

  @Test("Several traces in one output: text gets a heading per trace, JSON a trace key")
  func severalTraces() throws {
    let (folder, path) = try Self.scratchFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in TranscriptFormat.allCases {
      try? FileManager.default.removeItem(atPath: path)
      let out = try OutputFile(path: path)
      let writer = TranscriptWriter(format: format, to: out)
      writer.begin(trace: "a.yml")
      writer.write(tap)
      writer.begin(trace: "b.yml")
      writer.write(pan)
      // Nothing is at the path until the output is committed.
      #expect(!FileManager.default.fileExists(atPath: path))
      try out.commit()
      let written = try String(contentsOfFile: path, encoding: .utf8)
      switch format {
      case .text:
        #expect(written == "# a.yml\n\(tap.description)\n# b.yml\n\(pan.description)\n")
      case .json:
        var first: [UInt8] = []
        JSONLines.append(tap, trace: "a.yml", to: &first)
        #expect(
          written.hasPrefix(String(decoding: first, as: UTF8.self) + "\n{\"trace\":\"b.yml\","))
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
  }
}
