import ArgumentParser
import Foundation
import GestureCore
import GestureReports

/// Everything a `live` run needs besides its devices, as one value.
///
/// `live` builds it from its own options; `replay`, `touches`, `render` and `verify` with
/// `--via libinput` build it from theirs and hand it, as JSON in the hidden `--configuration`
/// option, to the `live` they start under the mocked-device harness. One `Codable` value
/// crosses the process boundary, so the child runs with exactly what the parent resolved (a
/// window computed from the recording, the parsed geometry), and no option has to be spelled
/// back into arguments by hand.
struct LiveConfiguration: Codable, Hashable {
  /// The scene file, or nil for the default scene.
  var scene: String?
  /// The default scene's window, in points; nil for the default window.
  var windowSize: CGSize?
  /// text or json.
  var format: TranscriptFormat = .text
  /// The surface's size, rotation, flips and calibration.
  var geometry = SurfaceGeometry()
  /// libinput's switches.
  var libinput = LibInputSwitches()
  /// Which transcript entries to print.
  var filter = TranscriptFilterChoice()
  /// Whether each line says why its state changed.
  var explain = false
  /// Print only errors on standard error.
  var quiet = false
  /// Print what the tool is doing on standard error.
  var verbose = false
  /// Where to write what libinput delivered, as a touch script.
  var save: String?
  /// The trace that JSON lines name in their `trace` key, when the transcript is part of an
  /// output shared by several traces (`replay --via libinput a.yml b.yml --format json`).
  var trace: String?

  /// The configuration in its JSON form, for the `--configuration` option.
  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// The configuration `--configuration` gives.
  ///
  /// - Throws: `ValidationError` naming what the JSON lacks.
  static func decoded(_ text: String) throws -> LiveConfiguration {
    do {
      return try JSONDecoder().decode(LiveConfiguration.self, from: Data(text.utf8))
    } catch {
      throw ValidationError("--configuration expects a live configuration in JSON (\(error))")
    }
  }
}
