import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("gesturesim render")
struct RenderCommandTests {
  /// Renders `arguments` into a file in a fresh folder and returns the run and the SVG.
  private func render(_ arguments: [String]) async throws -> (ToolRun, String) {
    try await withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("picture.svg")
      let run = try await GestureSimTool.run(["render"] + arguments + ["-o", out.path])
      #expect(run.status == 0, "\(run)")
      #expect(run.standardOutput == "")
      #expect(run.standardError == "")
      #expect(folder.folderContents == ["picture.svg"])
      return (run, try String(contentsOf: out, encoding: .utf8))
    }
  }

  @Test("The picture of a pinch on a rotated photo matches its golden file")
  func golden() async throws {
    let (_, svg) = try await render([
      "Traces/recordings/pinch-out.yml", "--scene", "Traces/recordings/pinch-out.scene.yml",
    ])
    try Golden.expect(svg, equals: "render-pinch-out.svg")
  }

  @Test(
    "Pictures are well-formed SVG documents, the same on every run",
    arguments: [
      "Traces/recordings/pinch-out.yml", "Traces/scripts/double-tap-then-drag.touches.yml",
      "Traces/recordings/touchpad-two-finger-scroll.yml",
    ])
  func wellFormed(_ trace: String) async throws {
    let (_, svg) = try await render([trace])
    let (_, again) = try await render([trace])
    #expect(svg == again)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "<svg").count == 2)
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  }
}
