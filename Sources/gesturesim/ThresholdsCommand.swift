import ArgumentParser
import GestureReports
import TouchTraces

struct Thresholds: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "thresholds",
    abstract: "List the built-in recognizers' default thresholds, with units and sources.",
    discussion: """
      Each threshold is listed with its value and unit, and where the value comes from: \
      documented by Apple, reverse-engineered from UIKit, measured by others, or chosen by \
      us. The list is read from the one table the recognizers take their defaults from \
      (GestureThresholds.all), so it cannot drift from what a replay uses. A scene can set \
      any of them per recognizer, by the property's name.

      Example:
        gesturesim thresholds
        gesturesim thresholds tap swipe --format json
      """)

  @Argument(
    help: "Recognizer types (tap, pan, …, or class names) to list; every type when omitted.")
  var types: [String] = []

  @Option(help: "text (aligned columns) or json (JSON Lines).")
  var format: TranscriptFormat = .text

  // Accepted as every other command accepts them (this one has nothing to report on standard
  // error but errors), so that scripts can pass the same switches to each.
  @OptionGroup var logging: LoggingOptions

  func validate() throws {
    for type in types where ThresholdListing.thresholds(of: [type]).isEmpty {
      throw ValidationError("`\(type)` has no thresholds; try tap, longPress, pan, swipe, pinch")
    }
  }

  func run() throws {
    _ = logging.bootstrap()
    try reportingFailures {
      let out = try OutputFile(path: nil)
      let thresholds = ThresholdListing.thresholds(of: types)
      switch format {
      case .text: out.write(ThresholdListing.text(thresholds))
      case .json: out.write(ThresholdListing.jsonLines(thresholds))
      }
      try out.commit()
    }
  }
}
