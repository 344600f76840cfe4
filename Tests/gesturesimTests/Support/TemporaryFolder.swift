import Foundation

/// Runs `body` with a new, empty folder under the system's temporary directory, and removes the
/// folder afterwards whatever happens.
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("gesturesim-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try await body(folder)
}

extension URL {
  /// The names in this folder, sorted (hidden files included, so temporary files show).
  var folderContents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
