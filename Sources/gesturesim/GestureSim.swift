import ArgumentParser

@main
struct GestureSim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gesturesim",
    abstract: "Run UIKit's gesture recognizers over recorded, scripted or live touches.",
    discussion: """
      Replays `libinput record` YAML, evemu recordings and touch scripts through a view tree of \
      UIKit gesture recognizers on a virtual clock, and reports every recognizer state change.

      Exit status: 0 success, 1 verify mismatch or runtime failure, 64 usage error, \
      65 malformed input (reported as file:line: what was expected).

      Examples:
        gesturesim replay Traces/recordings/pan.yml
        gesturesim replay capture.yml --scene app.scene.yml
      """,
    version: "0.1.0",
    subcommands: [
      Replay.self, Verify.self, Render.self, Describe.self, Touches.self, Convert.self,
      Diagram.self,
      Devices.self, Live.self,
    ]
  )
}
