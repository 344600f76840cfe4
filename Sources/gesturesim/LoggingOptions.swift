import ArgumentParser
import Foundation
import LiveInput
import Logging

/// How much the tool says on standard error.
struct LoggingOptions: ParsableArguments {
  @Flag(name: .shortAndLong, help: "Print only errors on standard error.")
  var quiet = false

  @Flag(name: .shortAndLong, help: "Print what the tool is doing on standard error.")
  var verbose = false

  func validate() throws {
    if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined") }
  }

  /// Sets up logging to standard error and returns the tool's logger.
  func bootstrap() -> Logger {
    Self.bootstrap(quiet: quiet, verbose: verbose)
  }

  /// Sets up logging for `--quiet` or `--verbose` (or neither) and returns the tool's logger.
  static func bootstrap(quiet: Bool, verbose: Bool) -> Logger {
    let level: Logger.Level = quiet ? .error : (verbose ? .info : .warning)
    LoggingBootstrap.once(level: level)
    var logger = Logger(label: "gesturesim")
    logger.logLevel = level
    return logger
  }
}

/// swift-log may be bootstrapped only once per process.
enum LoggingBootstrap {
  nonisolated(unsafe) private static var done = false

  static func once(level: Logger.Level) {
    guard !done else { return }
    done = true
    LoggingSystem.bootstrap { label in
      var handler = ToolLogHandler(label: label)
      handler.logLevel = level
      return handler
    }
  }
}

/// Log lines in the style of command-line tools: `gesturesim: warning: …` on standard error,
/// without timestamps, one line each; libinput's own messages carry libinput's name for their
/// priority instead (`gesturesim: libinput error: …`), as libinput would say it.
struct ToolLogHandler: LogHandler {
  let label: String
  var logLevel: Logger.Level = .warning
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    if case .string(let priority) = event.metadata?[LibInputContext.priorityKey] {
      // A message libinput wrote over two lines ("…\nSee <url> for details") is one line here.
      let text = "\(event.message)".split(whereSeparator: \.isNewline).joined(separator: " ")
      printError("libinput \(priority): \(text)")
      return
    }
    let source = label == "gesturesim" ? "" : "\(label): "
    let level = event.level >= .warning ? "\(event.level): " : ""
    printError("\(level)\(source)\(event.message)")
  }
}
