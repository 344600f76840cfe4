import ArgumentParser
import Foundation
import GestureCore
import GestureReports
import LiveInput
import Logging
import SwiftUIScenes
import TouchTraces

struct Live: MainActorCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Recognize gestures live from libinput devices until Ctrl-C.",
    discussion: """
      Touchscreens become touches on the scene's window; touchpad gestures (pinch, swipe, \
      hold, scroll) drive pinch, rotation, pan and long press as iPadOS drives them from a \
      trackpad; pointer motion drives hover. With --save, what libinput delivered is written \
      as a touch script that `gesturesim replay` reproduces exactly.

      Needs read access to the device nodes (the `input` group) and a build with the LibInput \
      trait. `libinput list-devices` shows what is there.

      Example:
        gesturesim live --scene Traces/scenes/photo.scene.yml --save s.touches.yml
        gesturesim live --device /dev/input/event5 --format json
      """)

  @Option(
    name: [.customLong("seat"), .customLong("udev")],
    help: "The udev seat to read (default seat0; --udev, as libinput's tools call it, also works).")
  var seat: String?

  @Option(
    name: .customLong("device"), help: "A device node to read, instead of a seat.",
    completion: .file())
  var devices: [String] = []

  @Option(
    help: "A scene file; the default scene when omitted.", completion: .file(extensions: ["yml"]))
  var scene: String?

  @Option(help: "text or json.")
  var format: TranscriptFormat = .text

  @Option(
    name: .customLong("screen"),
    help: ArgumentHelp(
      "The default scene's window, in points; touchscreens are fitted onto it keeping their "
        + "proportions. Default: the first touch device's surface at 163 points per inch, the "
        + "window replay gives its recording (\(MappingOptions.sizeText(Simulation.defaultWindowSize)) "
        + "until one appears).", valueName: "WxH"))
  var screen: String?

  @Option(
    help: "Write what libinput delivered as a touch script to this file.",
    completion: .file(extensions: ["yml"]))
  var save: String?

  @OptionGroup(title: "libinput's switches") var libinput: LibInputOptions
  @OptionGroup var geometry: GeometryOptions
  @OptionGroup var filtering: TranscriptFilterOptions
  @OptionGroup var explaining: ExplainOption
  @OptionGroup var logging: LoggingOptions

  /// Everything but the devices, as JSON (see ``LiveConfiguration``): how `--via libinput`
  /// hands its options over. It replaces the other options.
  @Option(help: .hidden)
  var configuration: String?

  func validate() throws {
    _ = try screen.map(MappingOptions.windowSize)
    if seat != nil && !devices.isEmpty {
      throw ValidationError("choose either --seat SEAT or --device PATH, not both")
    }
  }

  /// The configuration `--configuration` gives, or the one the other options describe.
  func resolvedConfiguration() throws -> LiveConfiguration {
    if let configuration { return try LiveConfiguration.decoded(configuration) }
    return LiveConfiguration(
      scene: scene, windowSize: try screen.map(MappingOptions.windowSize), format: format,
      geometry: try geometry.geometry(), libinput: libinput.switches, filter: filtering.choice,
      explain: explaining.explain, quiet: logging.quiet, verbose: logging.verbose, save: save)
  }

  @MainActor func runOnMainActor() throws {
    let configuration = try resolvedConfiguration()
    let logger = LoggingOptions.bootstrap(
      quiet: configuration.quiet, verbose: configuration.verbose)
    try reportingFailures {
      guard LiveInputSupport.isAvailable else {
        throw LiveInputError.unavailable
      }
      let built =
        try configuration.scene.map { try Scene(path: $0, registry: .withSwiftUI) }
        ?? Scene.makeDefault(
          windowSize: configuration.windowSize ?? Simulation.defaultWindowSize,
          registry: .builtIn)
      try configuration.filter.checkNames(in: built.recognizerOrder)
      let libinputLogger = Logger(label: "libinput")
      let geometry = configuration.geometry
      let settings = configuration.libinput.settings(geometry: geometry)
      let context =
        devices.isEmpty
        ? try LibInputContext(seat: seat ?? "seat0", settings: settings, logger: libinputLogger)
        : try LibInputContext(paths: devices, settings: settings, logger: libinputLogger)
      let session = LiveSession(simulation: built.simulation, geometry: geometry)
      if configuration.scene == nil, configuration.windowSize == nil {
        // The window replay gives the recording: one recording, one transcript on both paths.
        session.fitsWindowToFirstDevice = { size in
          built.views["window"]?.frame = CGRect(origin: .zero, size: size)
          logger.info("the window is the first device's surface: \(MappingOptions.sizeText(size))")
        }
      }
      built.simulation.keepsTranscript = false
      // Each line is written straight away (not buffered), so lines appear as gestures happen.
      let out = try OutputFile(path: nil, flushesEachLine: true)
      let format = configuration.format
      let writer = TranscriptWriter(
        format: format, to: out, filter: try configuration.filter.filter(),
        colored: format == .text && standardOutputWantsColor, explain: configuration.explain)
      // JSON lines carry the trace's name where the parent's output is shared by several.
      if let trace = configuration.trace, format == .json { writer.begin(trace: trace) }
      built.simulation.onTranscriptEntry = { entry in
        writer.write(entry)
        if let failure = out.failure {
          printError("\(failure)")
          Foundation.exit(1)
        }
      }
      session.onUnroutedButton = { button in
        guard button.isPressed else { return }
        logger.warning(
          "\(button.name) pressed at \(String(format: "%.3f s at (%.1f, %.1f)", button.time, Double(button.location.x), Double(button.location.y))): a secondary or middle click (with tapping, libinput's two- or three-finger tap) reached no recognizer; GestureSim delivers only the primary button"
        )
      }
      session.onDeviceChange = { device, added in
        logger.notice("\(added ? "added" : "removed") \(device.description)")
      }
      let reason = try LiveInputPump(context: context).run(session)
      logger.info("stopped: \(reason)")
      if let save = configuration.save {
        let buttons = session.unroutedButtons.map {
          TouchScriptFile.Button(
            time: $0.time, name: $0.name, isPressed: $0.isPressed, location: $0.location)
        }
        let script = TouchScriptFile(
          windowSize: built.simulation.window.bounds.size, inputs: session.recordedInputs,
          buttons: buttons.filter { TouchScriptFile.Button.codes[$0.name] != nil })
        try script.write(to: save)
        if !configuration.quiet {
          printError("saved \(session.recordedInputs.count) inputs to \(save)")
        }
      }
    }
  }
}
