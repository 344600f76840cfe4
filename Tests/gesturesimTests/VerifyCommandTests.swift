import Foundation
import Testing

@Suite("gesturesim verify")
struct VerifyCommandTests {
  @Test("Every trace in Traces/ matches its expected transcript")
  func shippedTraces() async throws {
    let run = try await GestureSimTool.run("verify", "Traces")
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError == "")
    let traceCount = try FileManager.default.subpathsOfDirectory(
      atPath: GestureSimTool.packageRoot.appendingPathComponent("Traces").path
    ).filter { $0.hasSuffix(".expected.jsonl") }.count
    #expect(traceCount >= 16)
    #expect(run.standardOutput == "verify: \(traceCount) traces, 0 differ — ok\n")
  }

  @Test("One worker or several give the same verdicts", arguments: ["1", "2", "4"])
  func jobs(_ jobs: String) async throws {
    let run = try await GestureSimTool.run("verify", "Traces", "--jobs", jobs, "--verbose")
    let serial = try await GestureSimTool.run("verify", "Traces", "--jobs", "1", "--verbose")
    #expect(run.status == 0)
    #expect(run.standardOutput == serial.standardOutput)
    // --verbose logs each trace's verdict, in the order of the traces, whichever worker ran it.
    #expect(run.errorLines.count >= 16)
    #expect(run.errorLines.allSatisfy { $0.hasSuffix(": matches") })
  }

  @Test("The report is the same byte for byte with any number of jobs, failures among many traces")
  func sameReportWithAnyJobs() async throws {
    try await withTemporaryFolder { folder in
      let recordings = GestureSimTool.packageRoot.appendingPathComponent("Traces/recordings")
      for copy in 1...3 {
        try FileManager.default.copyItem(
          at: recordings, to: folder.appendingPathComponent("\(copy)"))
      }
      // One expectation changed, one missing, one trace malformed.
      let changed = folder.appendingPathComponent("2/pan.expected.jsonl")
      let text = try String(contentsOf: changed, encoding: .utf8)
      try Data(text.replacingOccurrences(of: "\"t\":0.15,", with: "\"t\":9,").utf8)
        .write(to: changed)
      try FileManager.default.removeItem(
        at: folder.appendingPathComponent("3/swipe-up.expected.jsonl"))
      try Data("N: x\nE: nonsense\n".utf8).write(to: folder.appendingPathComponent("2/bad.evemu"))
      let serial = try await GestureSimTool.run("verify", folder.path, "--jobs", "1")
      #expect(serial.status == 65, "\(serial)")
      #expect(serial.standardOutput.contains("2/pan.yml (replayed)"))
      #expect(serial.standardOutput.contains("3/swipe-up.yml: no expected transcript"))
      #expect(serial.standardError.contains("bad.evemu:"))
      for jobs in ["2", "5", "16"] {
        let run = try await GestureSimTool.run("verify", folder.path, "--jobs", jobs)
        #expect(run.status == serial.status, "--jobs \(jobs)")
        #expect(run.standardOutput == serial.standardOutput, "--jobs \(jobs)")
        #expect(run.standardError == serial.standardError, "--jobs \(jobs)")
      }
    }
  }

  @Test("Workers get the geometry options too: a rotated replay differs with any number of jobs")
  func workersTakeGeometry() async throws {
    for jobs in ["1", "2"] {
      let run = try await GestureSimTool.run(
        "verify", "Traces/recordings", "--jobs", jobs, "--rotate", "90", "--quiet")
      #expect(run.status == 1, "--jobs \(jobs): \(run)")
    }
  }

  @Test("Changing one expected line fails with a unified diff naming both files")
  func mismatch() async throws {
    try await withTemporaryFolder { folder in
      let names = ["pan.yml", "pan.scene.yml", "pan.expected.jsonl"]
      for name in names {
        try FileManager.default.copyItem(
          at: GestureSimTool.packageRoot.appendingPathComponent("Traces/recordings/\(name)"),
          to: folder.appendingPathComponent(name))
      }
      let expectedURL = folder.appendingPathComponent("pan.expected.jsonl")
      let lines = try String(contentsOf: expectedURL, encoding: .utf8)
        .split(separator: "\n").map(String.init)
      let changed = lines[4].replacingOccurrences(of: "\"t\":0.15,", with: "\"t\":9,")
      #expect(changed != lines[4])
      var edited = lines
      edited[4] = changed
      try Data((edited.joined(separator: "\n") + "\n").utf8).write(to: expectedURL)

      let trace = folder.appendingPathComponent("pan.yml").path
      let run = try await GestureSimTool.run("verify", trace)
      #expect(run.status == 1, "\(run)")
      #expect(run.standardError == "")
      let context = { (range: ClosedRange<Int>) in lines[range].map { " \($0)\n" }.joined() }
      #expect(
        run.standardOutput == """
          --- \(expectedURL.path)
          +++ \(trace) (replayed)
          @@ -2,7 +2,7 @@
          \(context(1...3))-\(changed)
          +\(lines[4])
          \(context(5...7))verify: 1 trace, 1 differ — FAILED

          """)
    }
  }

  @Test("A missing expectation fails, and --update creates it")
  func update() async throws {
    try await withTemporaryFolder { folder in
      let trace = folder.appendingPathComponent("tap.touches.yml")
      let expected = folder.appendingPathComponent("tap.expected.jsonl")
      try FileManager.default.copyItem(
        at: GestureSimTool.packageRoot.appendingPathComponent("Traces/scripts/tap.touches.yml"),
        to: trace)

      let missing = try await GestureSimTool.run("verify", trace.path)
      #expect(missing.status == 1, "\(missing)")
      #expect(
        missing.standardOutput == """
          \(trace.path): no expected transcript at \(expected.path); run with --update to create it
          verify: 1 trace, 1 differ — FAILED

          """)

      let updated = try await GestureSimTool.run("verify", "--update", trace.path)
      #expect(updated.status == 0, "\(updated)")
      #expect(
        updated.standardOutput
          == "updated \(expected.path)\nverify: 1 trace, 0 differ — ok\n")
      #expect(folder.folderContents == ["tap.expected.jsonl", "tap.touches.yml"])
      let shipped = GestureSimTool.packageRoot.appendingPathComponent(
        "Traces/scripts/tap.expected.jsonl")
      #expect(try Data(contentsOf: expected) == Data(contentsOf: shipped))

      let again = try await GestureSimTool.run("verify", "--quiet", trace.path)
      #expect(again.status == 0, "\(again)")
      #expect(again.standardOutput == "")
    }
  }
}
