import Foundation
import Testing

@Suite("gesturesim thresholds")
struct ThresholdsCommandTests {
  @Test("Every threshold is listed, with its value, unit and provenance")
  func everyThreshold() async throws {
    let run = try await GestureSimTool.run("thresholds")
    #expect(run.status == 0, "\(run)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 74)
    #expect(lines.contains { $0.hasPrefix("UITabBar.height") && $0.contains("49 pt") })
    #expect(
      lines.contains {
        $0.hasPrefix("UILayoutPriority.weightScale") && $0.contains("chosen by us")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("UILongPressGestureRecognizer.minimumPressDuration") && $0.contains("0.5 s")
          && $0.contains("documented by Apple")
      })
  }

  @Test("Types choose the lines; JSON Lines on request; an unknown type is a usage error")
  func choosing() async throws {
    let run = try await GestureSimTool.run("thresholds", "pinch", "--format", "json")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.standardOutput.hasPrefix(
        #"{"property":"UIPinchGestureRecognizer.hysteresis","value":8,"unit":"pt","provenance":"reverse-engineered","#
      ))
    #expect(run.standardOutput.split(separator: "\n").count == 2)
    let unknown = try await GestureSimTool.run("thresholds", "wobble")
    #expect(unknown.status == 64)
    #expect(unknown.standardError.contains("`wobble` has no thresholds"))
  }
}
