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
      Text is in `libinput debug-events`' own columns: the device, libinput's event type \
      (TOUCH_DOWN, TOUCH_MOTION, TOUCH_UP, TOUCH_FRAME…), the time (+1.234s) and, for a \
      touch, its kernel slot (-1 where there is none), seat slot, position as a percentage of \
      the surface and in millimetres, as the replay's mapping places it (--size, \
      --resolution, --calibration, --flip-x/-y and --rotate included), from the top-left \
      corner of the surface as the window shows it. Without a physical size the millimetres \
      are the window's points at --points-per-mm. `gesturesim replay` reads such a listing \
      back. JSON Lines has one object per touch with the touch identifier, device units and \
      points too, and a `trace` field when several traces are listed.

      With --via libinput the touches are those libinput delivers on a mocked device \
      (rotation and calibration applied by libinput), as `live` hands them to the \
      recognizers, and what libinput delivered for a touchpad besides touches, in libinput's \
      layout among them: POINTER_MOTION, POINTER_SCROLL_FINGER, GESTURE_SWIPE_*, \
      GESTURE_PINCH_*, GESTURE_HOLD_*, and POINTER_BUTTON for clicks and taps (BTN_LEFT, \
      and BTN_RIGHT/BTN_MIDDLE, which reach no recognizer). Deltas are the recognizers' \
      (after libinput's acceleration), repeated in the unaccelerated columns.

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
        if via == .libinput {
          // libinput's touches come in points only: their millimetres on the surface follow from
          // the mapping the direct path uses, which is the one libinput's were fitted with.
          let scale = try TraceInput(path: trace, mapping: mapping).scale
          let saved = try deliveredByLibinput(trace, mapping: mapping, to: folder)
          let input = try TraceInput(path: saved)
          switch format {
          case .text:
            var listing = LibinputListing(
              device: "event0", windowSize: input.windowSize, fit: scale?.fit,
              pointsPerMillimeter: mapping.pointsPerMillimeter)
            // Secondary and middle clicks reached no recognizer; the saved session keeps them
            // apart from the input, and they are listed in time order among it.
            let buttons = try TouchScriptFile(path: saved).buttons
            var nextButton = 0
            func listButtons(until time: Double) {
              while nextButton < buttons.count, buttons[nextButton].time <= time {
                let button = buttons[nextButton]
                out.writeLine(
                  listing.buttonLine(button.code, pressed: button.isPressed, time: button.time))
                nextButton += 1
              }
            }
            try input.forEachInput { delivered in
              listButtons(until: delivered.time)
              switch delivered {
              case .touches(let frame):
                let lines = listing.lines(for: frame) { scale?.millimeters(at: $0) }
                for line in lines { out.writeLine(line) }
              case .indirect(let event): out.writeLine(listing.line(for: event))
              }
            }
            listButtons(until: .infinity)
          case .json: try listJSON(input, scale: scale, trace: name, to: out)
          }
        } else {
          let input = try TraceInput(path: trace, mapping: mapping)
          switch format {
          case .text:
            var listing = LibinputListing(
              device: Self.sysname(of: input.device), windowSize: input.windowSize,
              fit: input.scale?.fit, pointsPerMillimeter: mapping.pointsPerMillimeter)
            try input.forEachDecodedFrame { frame in
              for line in listing.lines(for: frame) { out.writeLine(line) }
            }
          case .json: try listJSON(input, scale: nil, trace: name, to: out)
          }
        }
      }
      try out.commit()
    }
  }

  /// The device column for a trace: the sysname of the node the recording names (`event5`),
  /// else `event0`, the node `--via libinput` mocks.
  static func sysname(of device: EvdevDevice?) -> String {
    guard let node = device?.node?.split(separator: "/").last, node.hasPrefix("event"),
      node.count <= 16, node.dropFirst(5).allSatisfy(\.isNumber)
    else { return "event0" }
    return String(node)
  }

  /// Lists `input` as JSON Lines: one object per touch and, for what libinput delivered, one per
  /// touchpad or pointer event, in time order among the touch frames.
  private func listJSON(
    _ input: TraceInput, scale: AxisScale?, trace name: String?, to out: OutputFile
  )
    throws
  {
    var others: [IndirectEvent] = []
    if via == .libinput {
      try input.forEachInput { if case .indirect(let event) = $0 { others.append(event) } }
    }
    var nextOther = 0
    func listOthers(until time: TimeInterval) {
      while nextOther < others.count, others[nextOther].time <= time {
        out.writeLine { TouchListing.appendJSON(others[nextOther], trace: name, to: &$0) }
        nextOther += 1
      }
    }
    var index = 0
    try input.forEachDecodedFrame { frame in
      listOthers(until: frame.time)
      var frame = frame
      if let scale {
        for touch in frame.touches.indices {
          frame.touches[touch].millimeters = scale.millimeters(at: frame.touches[touch].location)
        }
      }
      for touch in frame.touches {
        out.writeLine {
          TouchListing.appendJSON(touch, of: frame, index: index, trace: name, to: &$0)
        }
      }
      index += 1
    }
    listOthers(until: .infinity)
  }

  /// Replays `trace` through libinput and returns the touch script saved: what libinput
  /// delivered, in the window the direct path would use.
  private func deliveredByLibinput(_ trace: String, mapping: PointMapping, to folder: URL) throws
    -> String
  {
    try MockedReplay.deliveredTouchScript(
      trace, scenePath: nil, mapping: mapping, in: folder)
  }
}
