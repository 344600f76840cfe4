import ArgumentParser
import Foundation
import GestureKit
import GestureReports
import TouchTraces

struct Replay: MainActorCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay traces through a scene and print every recognizer state change.",
    discussion: """
      Reads `libinput record` YAML, evemu (.evemu, or .events with its .desc) and touch scripts \
      (*.touches.yml). Without --scene, the default scene is used: one full-window view with \
      every built-in recognizer, all allowed to recognize simultaneously.

      Example:
        gesturesim replay Traces/recordings/pan.yml --format json
        gesturesim replay capture.yml --scene my.scene.yml --screen 390x844 -o out.jsonl
      """)

  @Argument(help: "The traces to replay, one after another.")
  var traces: [String]

  @Option(help: "A scene file (YAML view tree with recognizers).")
  var scene: String?

  @Option(help: "text (one line per change, like libinput debug-events) or json (JSON Lines).")
  var format: TranscriptFormat = .text

  @Option(name: .shortAndLong, help: "Write the transcript to this file instead of stdout.")
  var output: String?

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  @MainActor func runOnMainActor() throws {
    let logger = logging.bootstrap()
    try reportingFailures {
      let out = try OutputFile(path: output)
      let color = output == nil && format == .text && standardOutputWantsColor
      for trace in traces {
        logger.info("replaying \(trace) with \(scene ?? "the default scene")")
        if traces.count > 1 && format == .text { out.writeLine("# \(trace)") }
        let replayer = Replayer(tracePath: trace, scenePath: scene, mapping: try mapping.mapping())
        let outcome = try replayer.run(progress: Progress.make(label: trace, quiet: logging.quiet))
        { entry in
          switch format {
          case .json: out.writeLine { JSONLines.append(entry, to: &$0) }
          case .text: out.writeLine(color ? TerminalColors.line(for: entry) : entry.description)
          }
        }
        logger.info("\(trace): \(outcome.inputCount) inputs")
        if outcome.isUncalibrated {
          logger.warning(
            "\(trace): the device reports no size, so its units were replayed as points; pass --screen WxH to fit it onto a window"
          )
        }
      }
      try out.commit()
    }
  }
}

extension TranscriptFormat: ExpressibleByArgument {}

/// Colours for the text transcript on a terminal: states by outcome.
enum TerminalColors {
  static func line(for entry: TranscriptEntry) -> String {
    let text = entry.description
    let code: String
    switch entry.state {
    case .began, .changed: code = "32"
    case .ended: code = "1;32"
    case .cancelled: code = "33"
    case .failed: code = "31"
    case .possible: return text
    }
    let transition = entry.transition
    return text.replacingOccurrences(of: transition, with: "\u{1B}[\(code)m\(transition)\u{1B}[0m")
  }
}
