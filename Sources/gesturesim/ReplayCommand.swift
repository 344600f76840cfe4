import ArgumentParser
import Foundation
import GestureCore
import GestureReports
import SwiftUIScenes
import TouchTraces

struct Replay: MainActorCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay traces through a scene and print every recognizer state change.",
    discussion: """
      Reads `libinput record` YAML, evemu (.evemu, or .events with its .desc), touch scripts \
      (*.touches.yml) and the touch lines of `libinput debug-events` logs. Without --scene, the default scene is used: one full-window view with \
      every built-in recognizer, all allowed to recognize simultaneously. --only, --states and \
      --hide-failed choose which changes are printed; with several traces, JSON lines start \
      with a `trace` key.

      --via direct (the default) decodes the recording here: instant, exact, and needs nothing. \
      It replays each finger as recorded, which for a touchpad is not what a desktop sees. \
      --via libinput presents the recording to the real libinput as a mocked device \
      (scripts/mock-device, with Debian's umockdev, gir1.2-umockdev-1.0 and python3-gi) and \
      prints what `gesturesim live` shows on it: libinput's tap-to-click, scrolling and touchpad \
      gestures included. libinput's touchpad timers read the monotonic clock, so the harness \
      owns that clock: time jumps from one frame or timer to the next, the result is the same \
      every time, and a replay takes a fraction of the recording's length (about half a second \
      to start). --real-time runs it on the real clock instead, as long as the recording plus \
      about a second, exactly as `live` would see it arrive.

      Example:
        gesturesim replay Traces/recordings/pan.yml --format json
        gesturesim replay touchpad.yml --via libinput
        gesturesim replay capture.yml --scene my.scene.yml -o out.jsonl
        gesturesim replay capture.yml --hide-failed --only pan,pinch
      """)

  @Argument(help: "The traces to replay, one after another.", completion: TraceCompletion.kind)
  var traces: [String]

  @Option(
    help: "A scene file (YAML view tree with recognizers).",
    completion: .file(extensions: ["yml"]))
  var scene: String?

  @Option(help: "text (one line per change, like libinput debug-events) or json (JSON Lines).")
  var format: TranscriptFormat = .text

  @Option(
    name: .shortAndLong, help: "Write the transcript to this file instead of stdout.",
    completion: .file())
  var output: String?

  @OptionGroup var filtering: TranscriptFilterOptions

  @OptionGroup var explaining: ExplainOption

  @Option(
    help: ArgumentHelp(
      "direct (decode here; instant) or libinput (the real libinput on a mocked device, as "
        + "`live` sees it; takes as long as the recording).", valueName: "direct|libinput"))
  var via: ReplayPath = .direct

  @Flag(help: "With --via libinput: replay on the real clock, as long as the recording takes.")
  var realTime = false

  @OptionGroup(title: "libinput's switches (with --via libinput)") var libinput: LibInputOptions
  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  func validate() throws {
    if realTime && via != .libinput {
      throw ValidationError("--real-time goes with --via libinput")
    }
    if let first = libinput.switches.firstGiven, via != .libinput {
      throw ValidationError("\(first) goes with --via libinput")
    }
  }

  @MainActor func runOnMainActor() throws {
    let run = ReplayRun(
      traces: traces, scene: scene, format: format, output: output, filter: filtering.choice,
      explain: explaining.explain, mapping: try mapping.mapping(), quiet: logging.quiet,
      verbose: logging.verbose)
    guard via == .libinput else { return try run.run() }
    try run.run { trace, writer, out in
      try replayThroughLibinput(trace, writer: writer, to: out)
    }
  }

  /// Replays one recording through the real libinput (see ``MockedReplay``); JSON lines start
  /// with a `trace` key when the writer has begun a trace in a shared output, as on the direct
  /// path (the `live` that replays it writes the key, told the trace's name).
  private func replayThroughLibinput(
    _ trace: String, writer: TranscriptWriter, to out: OutputFile
  ) throws {
    let mapping = try self.mapping.mapping()
    let live = LiveConfiguration(
      scene: scene, format: format, geometry: mapping.geometry, libinput: libinput.switches,
      filter: filtering.choice, explain: explaining.explain, quiet: logging.quiet,
      verbose: logging.verbose, trace: format == .json ? writer.trace : nil)
    let replay = try MockedReplay.of(
      recording: trace, mapping: mapping, live: live, realTime: realTime)
    out.write(String(decoding: try replay.run(), as: UTF8.self))
  }
}

/// What `replay` does once its options are read, as plain values: `Replay` fills it from what
/// ArgumentParser parsed, and a command line of nothing but trace paths fills it directly
/// (``init(plainCommandLine:)``).
///
/// The direct way exists for speed: ArgumentParser reads `replay`'s two dozen options, in six groups, through
/// reflection, and each option type's first protocol lookup scans every conformance record of
/// the binary (about 7,000 in a static build). That took 25.8 M instructions, over a quarter of
/// a whole replay of a 1.4 MB recording, to learn that none was given.
struct ReplayRun {
  var traces: [String]
  var scene: String? = nil
  var format = TranscriptFormat.text
  var output: String? = nil
  var filter = TranscriptFilterChoice()
  var explain = false
  var mapping = PointMapping()
  var quiet = false
  var verbose = false

  /// `replay` with every option at its default, for a command line that is `replay` and one or
  /// more trace paths, none starting with `-` (`-` itself, standard input, included); nil for
  /// any other command line, which ArgumentParser reads.
  ///
  /// ArgumentParser takes such arguments as the traces whatever they say (`help` included), so
  /// both ways run the same replay; `ReplayFastPathTests` compares them on real recordings,
  /// good and bad.
  init?(plainCommandLine arguments: ArraySlice<String>) {
    guard arguments.count >= 2, arguments.first == "replay" else { return nil }
    let traces = Array(arguments.dropFirst())
    guard !traces.contains(where: { $0.hasPrefix("-") }) else { return nil }
    self.init(traces: traces)
  }

  init(
    traces: [String], scene: String?, format: TranscriptFormat, output: String?,
    filter: TranscriptFilterChoice, explain: Bool, mapping: PointMapping, quiet: Bool,
    verbose: Bool
  ) {
    self.traces = traces
    self.scene = scene
    self.format = format
    self.output = output
    self.filter = filter
    self.explain = explain
    self.mapping = mapping
    self.quiet = quiet
    self.verbose = verbose
  }

  private init(traces: [String]) {
    self.traces = traces
  }

  /// Replays every trace into one transcript; `throughLibinput`, when given, replays each one
  /// instead (`--via libinput`).
  @MainActor func run(
    throughLibinput: ((String, TranscriptWriter, OutputFile) throws -> Void)? = nil
  ) throws {
    let logger = LoggingOptions.bootstrap(quiet: quiet, verbose: verbose)
    try reportingFailures {
      let out = try OutputFile(path: output)
      let writer = TranscriptWriter(
        format: format, to: out, filter: try filter.filter(),
        colored: output == nil && format == .text && standardOutputWantsColor,
        explain: explain)
      for trace in traces {
        logger.info("replaying \(trace) with \(scene ?? "the default scene")")
        if traces.count > 1 { writer.begin(trace: trace) }
        if let throughLibinput {
          try throughLibinput(trace, writer, out)
          continue
        }
        let replayer = try Replayer(
          tracePath: trace, scenePath: scene, mapping: mapping, registry: .withSwiftUI)
        try filter.checkNames(in: replayer.scene.recognizerOrder)
        let progress = Progress.make(label: trace, quiet: quiet)
        let count = try replayer.run(onInput: progress.map { $0.advance }, onEntry: writer.write)
        progress?.finish()
        logger.info("\(trace): \(count) inputs")
        if replayer.isUncalibrated {
          logger.warning(
            "\(trace): the device reports no resolution, so its extent in device units stands in for its size (one unit one point without --screen or --scene); pass --size WxH in millimetres"
          )
        }
        if replayer.isTouchpad {
          logger.warning(
            "\(trace): a touchpad replayed --via direct gives its raw fingers, not what a desktop sees; replay it --via libinput for libinput's tapping, scrolling and gestures"
          )
        }
      }
      try out.commit()
    }
  }
}

/// How `replay` reads a recording.
enum ReplayPath: String, NamedArgument, Codable {
  /// Decoded here, finger by finger.
  case direct
  /// Through the real libinput, on a mocked device.
  case libinput
}

extension TranscriptFormat: NamedArgument {}
