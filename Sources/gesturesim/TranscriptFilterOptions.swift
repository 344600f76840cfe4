import ArgumentParser
import GestureCore
import GestureReports

/// Which transcript entries a command prints.
struct TranscriptFilterOptions: ParsableArguments {
  @Option(
    name: .customLong("only"),
    help: ArgumentHelp(
      "Print only these recognizers, by name or type (comma-separated; repeatable).",
      valueName: "NAME,…"))
  var only: [String] = []

  @Option(
    name: .customLong("states"),
    help: ArgumentHelp(
      "Print only changes into these states: possible, began, changed, ended (or recognized), cancelled, failed.",
      valueName: "STATE,…"))
  var states: [String] = []

  @Flag(help: "Leave out changes into failed (most of the default scene's lines).")
  var hideFailed = false

  func validate() throws {
    _ = try filter()
  }

  /// What these options choose, as a value that crosses to another process.
  var choice: TranscriptFilterChoice {
    TranscriptFilterChoice(only: only, states: states, hideFailed: hideFailed)
  }

  /// The filter these options describe.
  func filter() throws -> TranscriptFilter { try choice.filter() }

  /// See ``TranscriptFilterChoice/checkNames(in:)``.
  @MainActor func checkNames(in recognizers: [UIGestureRecognizer]) throws {
    try choice.checkNames(in: recognizers)
  }
}

/// The transcript filter's options as given (`--only`, `--states`, `--hide-failed`): what a
/// ``LiveConfiguration`` carries to the `live` that `--via libinput` runs, which checks the
/// names against its own scene.
struct TranscriptFilterChoice: Codable, Hashable {
  var only: [String] = []
  var states: [String] = []
  var hideFailed = false

  /// The filter these options describe.
  func filter() throws -> TranscriptFilter {
    var chosen = Set<UIGestureRecognizer.State>()
    for name in Self.items(states) {
      guard let state = TranscriptFilter.state(named: name) else {
        throw ValidationError(
          "--states: unknown state '\(name)'; expected possible, began, changed, ended, recognized, cancelled or failed"
        )
      }
      chosen.insert(state)
    }
    return TranscriptFilter(
      recognizers: Set(Self.items(only)), states: chosen, hidesFailed: hideFailed)
  }

  /// Refuses an `--only` name that no recognizer among `recognizers` has, as its name or its
  /// type: such a filter prints nothing, which reads as a replay in which nothing happened.
  @MainActor func checkNames(in recognizers: [UIGestureRecognizer]) throws {
    var known: [String] = []
    for recognizer in recognizers {
      for name in [recognizer.name ?? recognizer.transcriptType, recognizer.transcriptType]
      where !known.contains(name) {
        known.append(name)
      }
    }
    for name in Self.items(only) where !known.contains(name) {
      throw ValidationError(
        "--only: no recognizer in the scene is named or typed '\(name)'; it has \(known.joined(separator: ", "))"
      )
    }
  }

  private static func items(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",") }.map {
      String($0).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }
}
