import ArgumentParser
import Foundation
import GestureCore
import GestureReports
import LiveInput
import Logging
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
      "The default scene's window, in points (default \(MappingOptions.sizeText(Simulation.defaultWindowSize))); touchscreens are fitted onto "
        + "it keeping their proportions.", valueName: "WxH"))
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

  func validate() throws {
    _ = try screen.map(MappingOptions.windowSize)
    if seat != nil && !devices.isEmpty {
      throw ValidationError("choose either --seat SEAT or --device PATH, not both")
    }
  }

  @MainActor func runOnMainActor() throws {
    let logger = logging.bootstrap()
    try reportingFailures {
      guard LiveInputSupport.isAvailable else {
        throw LiveInputError.unavailable
      }
      let built =
        try scene.map { try Scene(path: $0, registry: .builtIn) }
        ?? Scene.makeDefault(
          windowSize: try screen.map(MappingOptions.windowSize) ?? Simulation.defaultWindowSize,
          registry: .builtIn)
      try filtering.checkNames(in: built.recognizerOrder)
      let libinputLogger = Logger(label: "libinput")
      let geometry = try self.geometry.geometry()
      let settings = libinput.settings(geometry: geometry)
      let context =
        devices.isEmpty
        ? try LibInputContext(seat: seat ?? "seat0", settings: settings, logger: libinputLogger)
        : try LibInputContext(paths: devices, settings: settings, logger: libinputLogger)
      let session = LiveSession(simulation: built.simulation, geometry: geometry)
      built.simulation.keepsTranscript = false
      // Each line is written straight away (not buffered), so lines appear as gestures happen.
      let out = try OutputFile(path: nil, flushesEachLine: true)
      let writer = TranscriptWriter(
        format: format, to: out, filter: try filtering.filter(),
        colored: format == .text && standardOutputWantsColor, explain: explaining.explain)
      built.simulation.onTranscriptEntry = { entry in
        writer.write(entry)
        if let failure = out.failure {
          printError("\(failure)")
          Foundation.exit(1)
        }
      }
      session.onDeviceChange = { device, added in
        logger.notice("\(added ? "added" : "removed") \(device.description)")
      }
      let reason = try LiveInputPump(context: context).run(session)
      logger.info("stopped: \(reason)")
      if let save {
        let script = TouchScriptFile(
          windowSize: built.simulation.window.bounds.size, inputs: session.recordedInputs)
        try script.write(to: save)
        if !logging.quiet { printError("saved \(session.recordedInputs.count) inputs to \(save)") }
      }
    }
  }
}
