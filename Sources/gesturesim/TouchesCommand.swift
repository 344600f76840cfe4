import ArgumentParser
import Foundation
import GestureReports
import TouchTraces

struct Touches: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the decoded touch stream: what the recognizers receive, frame by frame.",
    discussion: """
      Each touch shows its time, touch identifier, multitouch slot, position in device units, \
      in millimetres (when the device's size is known) and in points, as the default scene \
      gets it. Text follows `libinput debug-events`: TOUCH_DOWN, TOUCH_MOTION and TOUCH_UP \
      lines, each frame closed by a TOUCH_FRAME line with the touches down. JSON Lines has one \
      object per touch, with a `trace` field when several traces are listed.

      Example:
        gesturesim touches Traces/recordings/pan.yml
        gesturesim touches capture.yml --format json --screen 390x844
      """)

  @Argument(help: "The traces to list, one after another.", completion: .file())
  var traces: [String]

  @Option(help: "text (like libinput debug-events) or json (JSON Lines).")
  var format: TranscriptFormat = .text

  @Option(
    name: .shortAndLong, help: "Write the listing to this file instead of stdout.",
    completion: .file())
  var output: String?

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  func run() throws {
    let logger = logging.bootstrap()
    try reportingFailures {
      let out = try OutputFile(path: output)
      let mapping = try mapping.mapping()
      for trace in traces {
        logger.info("listing the touches of \(trace)")
        if traces.count > 1 && format == .text { out.writeLine("# \(trace)") }
        let name = traces.count > 1 ? trace : nil
        let input = try TraceInput(path: trace, mapping: mapping)
        var index = 0
        try input.forEachDecodedFrame { frame in
          switch format {
          case .text:
            for line in TouchListing.textLines(for: frame) { out.writeLine(line) }
          case .json:
            for touch in frame.touches {
              out.writeLine {
                TouchListing.appendJSON(touch, of: frame, index: index, trace: name, to: &$0)
              }
            }
          }
          index += 1
        }
      }
      try out.commit()
    }
  }
}
