import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("gesturesim verify: reports, listing and shards for CI")
struct VerifyReportTests {
  /// A corpus with every outcome: the shipped recordings and scripts twice over, one
  /// expectation changed, one missing, one trace malformed, and companions named explicitly.
  static func failingCorpus(in folder: URL) throws {
    let root = GestureSimTool.packageRoot.appendingPathComponent("Traces")
    for copy in ["a", "b"] {
      try FileManager.default.copyItem(at: root, to: folder.appendingPathComponent(copy))
    }
    let changed = folder.appendingPathComponent("b/recordings/pan.expected.jsonl")
    let text = try String(contentsOf: changed, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"t\":0.15,", with: "\"t\":9,").utf8)
      .write(to: changed)
    try FileManager.default.removeItem(
      at: folder.appendingPathComponent("a/recordings/swipe-up.expected.jsonl"))
    // A name with markup in it, and a body whose error message quotes a control character.
    try Data("N: x\nE: <&\u{1}>\n".utf8).write(
      to: folder.appendingPathComponent("b/bad <&\"'>.evemu"))
  }

  /// How many traces the failing corpus holds: the shipped ones (each with its expected
  /// transcript) twice, and the malformed one.
  static var failingCorpusCount: Int {
    let traces = GestureSimTool.packageRoot.appendingPathComponent("Traces").path
    let files = (try? FileManager.default.subpathsOfDirectory(atPath: traces)) ?? []
    return 2 * files.filter { $0.hasSuffix(".expected.jsonl") }.count + 1
  }

  @Test("Four shards' JSON reports merge into the report of one run, byte for byte")
  func fourShardsMerge() async throws {
    try await withTemporaryFolder { folder in
      try Self.failingCorpus(in: folder)
      let whole = folder.appendingPathComponent("whole.json").path
      let one = try await GestureSimTool.run(
        ["verify", "a", "b", "--jobs", "2", "--report", whole], in: folder)
      #expect(one.status == 65, "\(one)")
      var shardLists: [[String]] = []
      var shardReports: [String] = []
      for index in 1...4 {
        let path = folder.appendingPathComponent("shard-\(index).json").path
        shardReports.append(path)
        let run = try await GestureSimTool.run(
          ["verify", "a", "b", "--shard", "\(index)/4", "--report", path], in: folder)
        #expect([0, 1, 65].contains(run.status), "\(run)")
        let list = try await GestureSimTool.run(
          ["verify", "a", "b", "--shard", "\(index)/4", "--list"], in: folder)
        shardLists.append(list.standardOutput.split(separator: "\n").map(String.init))
      }
      let all = try await GestureSimTool.run(["verify", "a", "b", "--list"], in: folder)
      let everyTrace = all.standardOutput.split(separator: "\n").map(String.init)
      // Each trace is in exactly one shard, the shards within one trace of each other in size.
      #expect(shardLists.flatMap { $0 }.sorted() == everyTrace.sorted())
      let count = Self.failingCorpusCount
      #expect(count >= 2 * 18 + 1)
      #expect(everyTrace.count == count)
      // Shard K of 4 has the Kth trace and every 4th after it.
      #expect(shardLists.map(\.count) == (0..<4).map { (count - $0 + 3) / 4 })

      let merged = folder.appendingPathComponent("merged.json").path
      let merge = try await GestureSimTool.run(
        ["verify", "--merge-reports"] + shardReports.reversed() + ["--report", merged],
        in: folder)
      #expect(merge.status == one.status)
      #expect(merge.standardOutput == one.standardOutput)
      #expect(merge.standardError == one.standardError)
      let wholeData = try Data(contentsOf: URL(fileURLWithPath: whole))
      #expect(try Data(contentsOf: URL(fileURLWithPath: merged)) == wholeData)
      // The JUnit forms agree too.
      let oneXML = try await GestureSimTool.run(
        ["verify", "a", "b", "--report", "whole.xml"], in: folder)
      let mergedXML = try await GestureSimTool.run(
        ["verify", "--merge-reports"] + shardReports + ["--report", "merged.xml"], in: folder)
      #expect(oneXML.status == mergedXML.status)
      #expect(
        try Data(contentsOf: folder.appendingPathComponent("whole.xml"))
          == Data(contentsOf: folder.appendingPathComponent("merged.xml")))
    }
  }

  @Test("A merge refuses a missing shard, a shard given twice, and a file that is no report")
  func mergeRefusals() async throws {
    try await withTemporaryFolder { folder in
      for index in 1...3 {
        let run = try await GestureSimTool.run(
          [
            "verify", "Traces", "--shard", "\(index)/3", "--report",
            folder.appendingPathComponent("\(index).json").path,
          ])
        #expect(run.status == 0, "\(run)")
      }
      let one = folder.appendingPathComponent("1.json").path
      let two = folder.appendingPathComponent("2.json").path
      let missing = try await GestureSimTool.run(["verify", "--merge-reports", one, two])
      #expect(missing.status == 65)
      #expect(
        missing.standardError == "gesturesim: \(one): shard 3 of 3 is missing from the merge\n")
      let twice = try await GestureSimTool.run(["verify", "--merge-reports", one, two, two])
      #expect(twice.status == 65)
      #expect(twice.standardError == "gesturesim: \(two): shard 2 is already given by \(two)\n")
      let notReport = try await GestureSimTool.run(
        ["verify", "--merge-reports", "Traces/recordings/pan.expected.jsonl"])
      #expect(notReport.status == 65)
      #expect(
        notReport.standardError
          == "gesturesim: Traces/recordings/pan.expected.jsonl: expected a JSON report written by verify --report\n"
      )
      let unreadable = try await GestureSimTool.run(["verify", "--merge-reports", "no-such.json"])
      #expect(unreadable.status == 66)
    }
  }

  #if canImport(FoundationXML)
    @Test("The JUnit report reads back through an XML parser: counts, names, failures and diffs")
    func junitParses() async throws {
      try await withTemporaryFolder { folder in
        try Self.failingCorpus(in: folder)
        let run = try await GestureSimTool.run(
          ["verify", "a", "b", "--report", "verify.xml"], in: folder)
        #expect(run.status == 65, "\(run)")
        let document = try XMLDocument(
          contentsOf: folder.appendingPathComponent("verify.xml"), options: [])
        let suites = try #require(document.rootElement())
        #expect(suites.name == "testsuites")
        #expect(suites.attribute(forName: "tests")?.stringValue == "\(Self.failingCorpusCount)")
        #expect(suites.attribute(forName: "failures")?.stringValue == "2")
        #expect(suites.attribute(forName: "errors")?.stringValue == "1")
        let cases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
          .compactMap { $0 as? XMLElement }
        #expect(cases.count == Self.failingCorpusCount)
        let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
        // Each trace's path is the suite's property named by the test's id.
        let files = try document.nodes(forXPath: "/testsuites/testsuite/properties/property")
          .compactMap { $0 as? XMLElement }.reduce(into: [String: String]()) { files, property in
            files[property.attribute(forName: "name")?.stringValue ?? ""] =
              property.attribute(forName: "value")?.stringValue
          }
        #expect(files.count == Self.failingCorpusCount)
        #expect(
          failed.map {
            let id =
              ($0.attribute(forName: "classname")?.stringValue ?? "") + "."
              + ($0.attribute(forName: "name")?.stringValue ?? "")
            return files[id] ?? ""
          } == ["a/recordings/swipe-up.yml", "b/recordings/pan.yml"])
        #expect(cases.allSatisfy { $0.attribute(forName: "file") == nil })
        let diff = try #require(failed.last?.elements(forName: "failure").first)
        #expect(diff.attribute(forName: "type")?.stringValue == "differs")
        #expect(diff.stringValue?.hasPrefix("--- b/recordings/pan.expected.jsonl") == true)
        #expect(diff.stringValue?.contains("\n-") == true)
        let error = try #require(
          cases.first { !$0.elements(forName: "error").isEmpty })
        // Markup and quotes in a name come back as they were.
        #expect(error.attribute(forName: "name")?.stringValue == "bad <&\"'>.evemu")
        #expect(error.attribute(forName: "classname")?.stringValue == "b")
        let message = error.elements(forName: "error").first?.stringValue ?? ""
        #expect(message.hasPrefix("b/bad <&\"'>.evemu:"))
      }
    }
  #endif

  @Test(
    "Bazel's sharding variables choose the shard, the status file is touched, JUnit goes to XML_OUTPUT_FILE"
  )
  func bazel() async throws {
    try await withTemporaryFolder { folder in
      let status = folder.appendingPathComponent("shard-status").path
      let xml = folder.appendingPathComponent("test.xml").path
      let environment = [
        "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status,
        "XML_OUTPUT_FILE": xml,
      ]
      let bazel = try await GestureSimTool.run(
        ["verify", "Traces", "--list"], environment: environment)
      let flag = try await GestureSimTool.run("verify", "Traces", "--list", "--shard", "2/3")
      #expect(bazel.status == 0)
      #expect(bazel.standardOutput == flag.standardOutput)
      #expect(FileManager.default.fileExists(atPath: status))
      let run = try await GestureSimTool.run(["verify", "Traces"], environment: environment)
      #expect(run.status == 0, "\(run)")
      let flagged = flag.standardOutput.split(separator: "\n").count
      #expect(run.standardOutput == "verify: \(flagged) traces (shard 2 of 3), 0 differ — ok\n")
      let junit = try String(contentsOfFile: xml, encoding: .utf8)
      #expect(
        junit.contains(
          "<testsuite name=\"gesturesim verify (shard 2 of 3)\" tests=\"\(flagged)\" failures=\"0\" errors=\"0\""
        ))
      let wrong = try await GestureSimTool.run(
        ["verify", "Traces"], environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"])
      #expect(wrong.status == 64)
      #expect(
        wrong.standardError.contains(
          "TEST_TOTAL_SHARDS=3 and TEST_SHARD_INDEX=3 do not name a shard"))
    }
  }

  @Test(
    "A file list that names scenes, expected transcripts, .desc and .md files checks only the traces"
  )
  func companionsPassedOver() async throws {
    try await withTemporaryFolder { folder in
      let recordings = GestureSimTool.packageRoot.appendingPathComponent("Traces/recordings")
      try FileManager.default.copyItem(at: recordings, to: folder.appendingPathComponent("r"))
      try Data("# Sources\n".utf8).write(to: folder.appendingPathComponent("r/SOURCES.md"))
      try Data("N: pad\n".utf8).write(to: folder.appendingPathComponent("r/pad.desc"))
      let names = folder.appendingPathComponent("r").folderContents.map { "r/\($0)" }
      #expect(names.contains("r/pan.scene.yml") && names.contains("r/pan.expected.jsonl"))
      let listed = try await GestureSimTool.run(["verify", "--list"] + names, in: folder)
      let searched = try await GestureSimTool.run(["verify", "--list", "r"], in: folder)
      #expect(listed.status == 0)
      #expect(listed.standardOutput == searched.standardOutput)
      #expect(listed.standardOutput.split(separator: "\n").count == 15)
      let run = try await GestureSimTool.run(["verify"] + names, in: folder)
      #expect(run.status == 0, "\(run)")
    }
  }

  @Test("--shard refuses what is not K of N")
  func badShards() async throws {
    for value in ["0/4", "5/4", "1/0", "x", "1/2/3"] {
      let run = try await GestureSimTool.run("verify", "Traces", "--shard", value)
      #expect(run.status == 64, "\(value)")
      #expect(run.standardError.contains("--shard expects K/N"), "\(value): \(run)")
    }
  }
}
