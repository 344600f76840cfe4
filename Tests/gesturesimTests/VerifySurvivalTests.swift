import Foundation
import Testing

/// `verify` over traces one of which kills its replay (#25, item 5): before, `--jobs 4` said
/// "a verify worker failed (status 11)" and kept none of the other results, and `--jobs 1` died.
@Suite("gesturesim verify survives a bad trace")
struct VerifySurvivalTests {
  static let tap = """
    window: {width: 390, height: 844}
    events:
      - {t: 0.0, id: 1, phase: down, x: 195.0, y: 422.0}
      - {t: 0.08, id: 1, phase: up, x: 195.0, y: 422.0}

    """

  /// Ten tap scripts, `0.touches.yml` … `9.touches.yml`, none with an expectation yet.
  static func traces(in folder: URL) throws -> [String] {
    try (0..<10).map { index in
      let name = "\(index).touches.yml"
      try Data(tap.utf8).write(to: folder.appendingPathComponent(name))
      return name
    }
  }

  @Test(
    "A trace whose worker crashes is named, with its signal; every other trace is updated",
    arguments: ["1", "4"])
  func crashingTrace(jobs: String) async throws {
    try await withTemporaryFolder { folder in
      let traces = try Self.traces(in: folder)
      let run = try await GestureSimTool.run(
        ["verify", "--update", "--jobs", jobs] + traces, in: folder,
        environment: ["GESTURESIM_TEST_CRASH_ON": "3.touches.yml"])
      #expect(run.status == 65, "\(run)")
      #expect(
        run.standardError
          == "gesturesim: 3.touches.yml: the replay's worker was killed by signal 11 (SIGSEGV); nothing was checked\n"
      )
      let updated = (0..<10).filter { $0 != 3 }.map { "updated \($0).expected.jsonl\n" }.joined()
      let summary = "verify: 10 traces, 0 differ, 1 could not be checked — FAILED\n"
      #expect(run.standardOutput == updated + summary)
      let written = folder.folderContents.filter { $0.hasSuffix(".expected.jsonl") }
      #expect(written.count == 9)
      #expect(!written.contains("3.expected.jsonl"))
    }
  }

  @Test(
    "A worker restarted after the binary changed on disk runs the run's own build: results kept, change reported"
  )
  func binaryChangedOnDisk() async throws {
    let built = try #require(GestureSimTool.executable)
    try await withTemporaryFolder { folder in
      let traces = try Self.traces(in: folder)
      // A copy of the tool that a "rebuild" replaces mid-run with a program that answers
      // nothing a worker would: if a restarted worker ran it, every result would be lost.
      let tool = folder.appendingPathComponent("gesturesim")
      try FileManager.default.copyItem(at: built, to: tool)
      let rebuilt = folder.appendingPathComponent("rebuilt")
      try Data("#!/bin/sh\necho not a worker\n".utf8).write(to: rebuilt)
      #expect(chmod(rebuilt.path, 0o755) == 0)
      let run = try await GestureSimTool.run(
        program: tool, ["verify", "--update", "--jobs", "1"] + traces, in: folder,
        environment: [
          "GESTURESIM_TEST_CRASH_ON": "3.touches.yml",
          "GESTURESIM_TEST_REPLACE_EXECUTABLE_WITH": rebuilt.path,
        ])
      #expect(run.status == 65, "\(run)")
      #expect(
        run.standardError == """
          gesturesim: warning: the gesturesim executable changed on disk during this run; every trace was checked by this run's own build
          gesturesim: 3.touches.yml: the replay's worker was killed by signal 11 (SIGSEGV); nothing was checked

          """)
      let updated = (0..<10).filter { $0 != 3 }.map { "updated \($0).expected.jsonl\n" }.joined()
      #expect(
        run.standardOutput
          == updated + "verify: 10 traces, 0 differ, 1 could not be checked — FAILED\n")
      // The rebuild took the tool's place.
      #expect(try String(contentsOf: tool, encoding: .utf8).contains("not a worker"))
    }
  }

  @Test(
    "An expected transcript that is a FIFO is reported as unreadable (66), not proposed for --update"
  )
  func fifoExpectation() async throws {
    try await withTemporaryFolder { folder in
      try Data(Self.tap.utf8).write(to: folder.appendingPathComponent("t.touches.yml"))
      #expect(mkfifo(folder.appendingPathComponent("t.expected.jsonl").path, 0o600) == 0)
      let run = try await GestureSimTool.run(["verify", "t.touches.yml"], in: folder)
      #expect(run.status == 66, "\(run)")
      #expect(
        run.standardError
          == "gesturesim: t.expected.jsonl: is not a regular file; expected the trace's expected transcript\n"
      )
      #expect(!run.standardOutput.contains("--update"))
    }
  }

  @Test("--jobs beyond what the machine holds is capped, with a note")
  func jobsCapped() async throws {
    try await withTemporaryFolder { folder in
      let traces = try Self.traces(in: folder)
      let run = try await GestureSimTool.run(
        ["verify", "--update", "--jobs", "100000"] + traces, in: folder)
      #expect(run.status == 0, "\(run)")
      #expect(run.errorLines.count == 1, "\(run)")
      #expect(
        run.standardError.hasPrefix(
          "gesturesim: warning: --jobs 100000 is more than this machine can hold; running "))
    }
  }
}
