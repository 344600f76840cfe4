import ArgumentParser
import GestureKit
import GestureReports

@main
struct GestureSim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gesturesim",
    abstract: "Run UIKit's gesture recognizers over recorded, scripted or live touches.",
    subcommands: []
  )
}
