import Foundation
import Testing

/// Where the tests find the shared real recordings and the repository's own traces.
enum TraceFixtures {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The shared real recordings, which live beside the repository and are never committed.
  static let realTraces = packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/traces/libinput")

  /// Whether the real recordings are present (tests using them are skipped otherwise).
  static let hasRealTraces = FileManager.default.fileExists(atPath: realTraces.path)

  /// Why a test of the real recordings is skipped.
  static let missingTraces: Comment =
    "the shared third-party recordings (../shared/traces) are not beside this checkout; the project's own in Traces/devices cover the same paths (ShippedRecordingTests)"

  /// The path of a real recording.
  static func real(_ name: String) -> String { realTraces.appendingPathComponent(name).path }

  /// The repository's own corpus.
  static let corpus = packageRoot.appendingPathComponent("Traces")

  /// Every real evemu recording (the `.events` file stands for its pair).
  static let realRecordings = [
    "ts-wacom-dth2242-finger.multifinger.evemu",
    "ts-dell-canvas-touch.multifinger.evemu",
    "ts-ep0430m09.4-finger-drag-down.evemu",
    "ts-ep0430m09.2-finger-scroll-down.evemu",
    "ts-atmel-maxtouch.1-finger-fast-taps.evemu",
    "tp-synaptics-hp8470p.two-finger-scroll-horizontal.events",
    "tp-cypress.three-finger-press.evemu",
    "tp-alps-glidepoint.double-tap.evemu",
  ]

  /// A scratch directory for one test, removed by the caller.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchtraces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
