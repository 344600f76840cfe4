import ArgumentParser
import TouchTraces

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert an evemu recording or a touch script to `libinput record` YAML.",
    discussion: """
      The result is read by libinput's own tools (`libinput analyze per-slot-delta`, \
      `libinput replay`). The file is written under a temporary name and renamed at the end, \
      so a failure leaves nothing behind.

      Example:
        gesturesim convert capture.evemu -o capture.yml
        gesturesim convert Traces/scripts/tap.touches.yml -o tap.yml
      """)

  @Argument(
    help:
      "An evemu recording (.evemu, or .events with its .desc), a touch script or a debug-events log.",
    completion: .file())
  var input: String

  @Option(
    name: .shortAndLong, help: "The YAML file to write.", completion: .file(extensions: ["yml"]))
  var output: String

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  func run() throws {
    _ = logging.bootstrap()
    try reportingFailures {
      try LibinputRecordWriter.convert(input, to: output, mapping: try mapping.mapping())
    }
  }
}
