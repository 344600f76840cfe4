import Foundation
import Testing

/// Golden files in `Tests/gesturesimTests/Golden`, compared byte for byte.
///
/// Run the tests with `GESTURESIM_UPDATE_GOLDEN=1` to rewrite them after a deliberate change,
/// then review the diff before committing.
enum Golden {
  /// The folder of golden files.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // gesturesimTests
    .appendingPathComponent("Golden")

  /// Whether this run rewrites golden files instead of checking them.
  static var isUpdating: Bool {
    ProcessInfo.processInfo.environment["GESTURESIM_UPDATE_GOLDEN"] == "1"
  }

  /// Expects `text` to equal the golden file `name`, byte for byte.
  static func expect(
    _ text: String, equals name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    if isUpdating {
      try Data(text.utf8).write(to: url, options: .atomic)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "no golden file \(name); run with GESTURESIM_UPDATE_GOLDEN=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      Data(text.utf8) == data,
      "\(name) differs; run with GESTURESIM_UPDATE_GOLDEN=1 to accept a deliberate change",
      sourceLocation: sourceLocation)
  }
}
