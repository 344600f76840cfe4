import Foundation
import Testing
import TouchTraces

@Suite("Listing the files under a folder")
struct DirectoryWalkTests {
  /// What `FileManager`'s enumerator lists, folders left out.
  static func enumerated(_ folder: String) -> Set<String> {
    let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return Set(
      all.filter { path in
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: folder + "/" + path, isDirectory: &isFolder)
        let isLink =
          (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + path)) != nil
        return exists && (!isFolder.boolValue || isLink)
      })
  }

  @Test("The corpus lists as FileManager lists it, folders left out")
  func corpus() {
    let folder = TraceFixtures.corpus.path
    let walked = DirectoryWalk.files(under: folder)
    #expect(walked.count == Set(walked).count)
    #expect(Set(walked) == Self.enumerated(folder))
    #expect(walked.contains("recordings/pan.yml"))
  }

  @Test("Nested, hidden and linked entries are listed; links are not followed")
  func entries() throws {
    let folder = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: folder.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
    for name in ["top.yml", "a/.hidden.yml", "a/b/c/deep.evemu", "a/b/x.txt"] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path,
      withDestinationPath: folder.appendingPathComponent("a").path)
    let walked = DirectoryWalk.files(under: folder.path)
    #expect(
      Set(walked) == ["top.yml", "a/.hidden.yml", "a/b/c/deep.evemu", "a/b/x.txt", "link"])
    #expect(DirectoryWalk.files(under: folder.appendingPathComponent("missing").path).isEmpty)
  }
}
