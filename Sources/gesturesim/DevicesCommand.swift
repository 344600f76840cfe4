import ArgumentParser
import LiveInput
import Logging
import TouchTraces

struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the input devices libinput sees on a seat.",
    discussion: """
      Each device: its name, node, capabilities, size in millimetres and touch slots. Needs \
      read access to /dev/input (the `input` group) and a build with the LibInput trait.

      Example:
        gesturesim devices
        gesturesim devices --seat seat1
      """)

  @Option(
    name: [.customLong("seat"), .customLong("udev")],
    help: "The udev seat (--udev, as libinput's tools call it, also works).")
  var seat = "seat0"

  @OptionGroup var logging: LoggingOptions

  func run() throws {
    let logger = logging.bootstrap()
    try reportingFailures {
      let out = try OutputFile(path: nil)
      for device in try LibInputContext.devices(onSeat: seat, logger: Logger(label: "libinput")) {
        out.writeLine(shown(device.description))
      }
      try out.commit()
      logger.info("listed the devices of \(seat)")
    }
  }
}
