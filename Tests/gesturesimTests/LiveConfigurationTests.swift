import Foundation
import LiveInput
import Testing

/// `live --configuration`: the one JSON value `--via libinput` hands to the `live` it runs,
/// in place of options rebuilt into arguments.
@Suite("live's configuration from another gesturesim", .timeLimit(.minutes(1)))
struct LiveConfigurationTests {
  /// A whole configuration, as `replay --via libinput` writes one, naming `scene`.
  static func configuration(scene: String) -> String {
    """
    {"explain":false,"filter":{"hideFailed":false,"only":[],"states":[]},"format":"json",\
    "geometry":{"flipsX":false,"flipsY":false,"rotation":0},"libinput":{},"quiet":true,\
    "scene":"\(scene)","verbose":false}
    """
  }

  @Test("A configuration that is not one is refused as a usage error")
  func malformed() async throws {
    let run = try await GestureSimTool.run("live", "--configuration", "{\"format\": 3}")
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput == "")
    #expect(run.standardError.contains("--configuration expects a live configuration in JSON"))
  }

  @Test("The configuration, not the options beside it, decides what live runs")
  func replacesOptions() async throws {
    let run = try await GestureSimTool.run(
      "live", "--device", "/nonexistent", "--scene", "Traces/scenes/photo.scene.yml",
      "--configuration", Self.configuration(scene: "/nonexistent/given.scene.yml"))
    #expect(run.standardOutput == "")
    #expect(run.errorLines.count == 1, "\(run)")
    if LiveInputSupport.isAvailable {
      #expect(run.status == 66, "\(run)")
      #expect(run.standardError.hasPrefix("gesturesim: /nonexistent/given.scene.yml: "))
    } else {
      #expect(run.standardError == "gesturesim: \(LiveInputSupport.unavailableMessage)\n")
    }
  }
}
