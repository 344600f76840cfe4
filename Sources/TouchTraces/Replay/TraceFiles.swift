import Foundation

/// Where traces' companions live: `pan.yml` pairs with `pan.scene.yml` and
/// `pan.expected.jsonl`; `tap.touches.yml` with `tap.scene.yml` and `tap.expected.jsonl`.
public enum TraceFiles {
  private static let traceSuffixes = [
    ".touches.yml", ".touches.yaml", ".yml", ".yaml", ".evemu", ".events",
    ".libinput-debug-events.txt",
  ]

  /// The path without its trace suffix.
  public static func stem(of path: String) -> String {
    for suffix in traceSuffixes where path.hasSuffix(suffix) {
      return String(path.dropLast(suffix.count))
    }
    return path
  }

  /// The scene beside a trace, if there is one.
  public static func scene(beside path: String) -> String? {
    let scene = stem(of: path) + ".scene.yml"
    return FileManager.default.fileExists(atPath: scene) ? scene : nil
  }

  /// The expected transcript's path for a trace.
  public static func expected(for path: String) -> String {
    stem(of: path) + ".expected.jsonl"
  }

  /// Whether a file name is a trace (not a scene, a description or an expectation).
  public static func isTrace(_ path: String) -> Bool {
    if path.hasSuffix(".scene.yml") || path.hasSuffix(".scene.yaml") { return false }
    return traceSuffixes.contains { path.hasSuffix($0) }
  }

  /// Whether a file is one of a corpus's companions rather than a trace: a scene, an expected
  /// transcript, a device description (`.desc`) or a document (`SOURCES.md`, `README.md`).
  /// A shell glob such as `Traces/*` names these beside the traces; they are not replayed.
  public static func isCompanion(_ path: String) -> Bool {
    companionSuffixes.contains { path.hasSuffix($0) }
  }

  private static let companionSuffixes = [
    ".scene.yml", ".scene.yaml", ".expected.jsonl", ".desc", ".md",
  ]

  /// The traces named by `paths`: files as given, less the companions ``isCompanion(_:)``
  /// names, and folders searched recursively, sorted.
  public static func expand(_ paths: [String]) throws -> [String] {
    var traces: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw TraceError(file: path, message: "no such file or folder", kind: .unavailable)
      }
      guard isFolder.boolValue else {
        if !isCompanion(path) { traces.append(path) }
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let found = DirectoryWalk.files(under: base).filter(isTrace).map { "\(base)/\($0)" }
      traces.append(contentsOf: found.sorted())
    }
    return traces
  }
}
