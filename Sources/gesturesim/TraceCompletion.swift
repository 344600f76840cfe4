import ArgumentParser
import Foundation
import TouchTraces

/// Shell completion for trace arguments: folders, and the files that are traces, never their
/// scenes, expected transcripts, `.desc` or `.md` companions.
enum TraceCompletion {
  /// The completion kind trace arguments use.
  static let kind = CompletionKind.custom { _, _, prefix in candidates(for: prefix) }

  /// The folders (ending in `/`) and traces whose paths start with `prefix`, sorted; relative
  /// to the working directory as the shell gives them.
  static func candidates(for prefix: String) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    let listed = folder.isEmpty ? "." : folder
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: listed) else {
      return []
    }
    var result: [String] = []
    for name in names.sorted() where name.hasPrefix(start) {
      if name.hasPrefix(".") && !start.hasPrefix(".") { continue }
      var isFolder: ObjCBool = false
      let path = folder + name
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        result.append(path + "/")
      } else if TraceFiles.isTrace(path) && !TraceFiles.isCompanion(path) {
        result.append(path)
      }
    }
    return result
  }
}
