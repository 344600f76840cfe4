import ArgumentParser
import Foundation
import GestureCore
import GestureReports
import TouchTraces

struct Touches: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "touches",
    abstract: "Print the decoded touch stream: what the recognizers receive, frame by frame.",
    discussion: """
      Each touch shows its time, touch identifier, multitouch slot, position in device units, \
      in millimetres (when the device's size is known) and in points, as the default scene \
      gets it. Millimetres and points follow the replay's mapping (--size, --resolution, \
      --calibration, --flip-x/-y and --rotate included): millimetres from the top-left corner \
      of the surface as the window shows it. With --via libinput the touches are those libinput \
      delivers on a mocked device (rotation and calibration applied by libinput), as `live` \
      hands them to the recognizers: times, millimetres and points, no slots or units, and \
      what libinput delivered for a touchpad besides touches, by libinput's event types \
      (POINTER_SCROLL_FINGER, GESTURE_PINCH_UPDATE…), in time order among them. Text follows \
      `libinput debug-events`: TOUCH_DOWN, TOUCH_MOTION and TOUCH_UP \
      lines, each frame closed by a TOUCH_FRAME line with the touches down. JSON Lines has one \
      object per touch, with a `trace` field when several traces are listed.

      Example:
        gesturesim touches Traces/recordings/pan.yml
        gesturesim touches capture.yml --format json --screen 390x844
        gesturesim touches capture.yml --via libinput --rotate 90
      """)

  @Argument(help: "The traces to list, one after another.", completion: TraceCompletion.kind)
  var traces: [String]

  @Option(help: "text (like libinput debug-events) or json (JSON Lines).")
  var format: TranscriptFormat = .text

  @Option(
    name: .shortAndLong, help: "Write the listing to this file instead of stdout.",
    completion: .file())
  var output: String?

  @Option(help: "direct (decoded here) or libinput (a device recording read by the real libinput).")
  var via: ReplayPath = .direct

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  func run() throws {
    let logger = logging.bootstrap()
    try reportingFailures {
      let out = try OutputFile(path: output)
      let mapping = try mapping.mapping()
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("gesturesim-touches-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      for trace in traces {
        logger.info("listing the touches of \(trace)")
        if traces.count > 1 && format == .text { out.writeLine("# \(shown(trace))") }
        let name = traces.count > 1 ? trace : nil
        let input: TraceInput
        // libinput's touches come in points only: their millimetres on the surface follow from
        // the mapping the direct path uses, which is the one libinput's were fitted with.
        var scale: AxisScale?
        if via == .libinput {
          scale = try TraceInput(path: trace, mapping: mapping).scale
          input = try TraceInput(path: try deliveredByLibinput(trace, mapping: mapping, to: folder))
        } else {
          input = try TraceInput(path: trace, mapping: mapping)
        }
        // What libinput delivered besides touches (a touchpad's scrolls, gestures and pointer
        // motion) is listed too, in time order among the touch frames.
        var others: [IndirectEvent] = []
        if via == .libinput {
          try input.forEachInput { if case .indirect(let event) = $0 { others.append(event) } }
        }
        var nextOther = 0
        func listOthers(until time: TimeInterval) {
          while nextOther < others.count, others[nextOther].time <= time {
            switch format {
            case .text: out.writeLine(TouchListing.textLine(for: others[nextOther]))
            case .json:
              out.writeLine { TouchListing.appendJSON(others[nextOther], trace: name, to: &$0) }
            }
            nextOther += 1
          }
        }
        var index = 0
        try input.forEachDecodedFrame { frame in
          listOthers(until: frame.time)
          var frame = frame
          if let scale {
            for touch in frame.touches.indices {
              frame.touches[touch].millimeters = scale.millimeters(
                at: frame.touches[touch].location)
            }
          }
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
        listOthers(until: .infinity)
      }
      try out.commit()
    }
  }

  /// Replays `trace` through libinput and returns the touch script saved: what libinput
  /// delivered, in the window the direct path would use.
  private func deliveredByLibinput(_ trace: String, mapping: PointMapping, to folder: URL) throws
    -> String
  {
    try MockedReplay.deliveredTouchScript(
      trace, scenePath: nil, mapping: mapping, geometryArguments: self.mapping.geometry.arguments,
      in: folder)
  }
}
