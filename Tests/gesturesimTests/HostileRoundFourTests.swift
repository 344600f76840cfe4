import Foundation
import Testing

/// Classes of hostile input from issue 38 (round four), run through the built tool as
/// ``HostileRoundThreeTests`` runs its classes, with the same checks.
extension HostileCase {
  /// A slow drag: 401 events, whose transcripts and pictures are several kilobytes.
  static let longDrag =
    "window: {width: 390, height: 844}\nevents:\n  - {t: 0.0, id: 1, phase: down, x: 10.0, y: 10.0}\n"
    + (1..<400).map {
      "  - {t: \(Double($0) * 0.008), id: 1, phase: move, x: \(10 + Double($0) / 2), y: 10.0}\n"
    }
    .joined() + "  - {t: 3.3, id: 1, phase: up, x: 210.0, y: 10.0}\n"

  /// A name of 250 bytes: room for the name, not for the name and a temporary suffix.
  static let longName = String(repeating: "n", count: 244) + ".jsonl"

  /// The shipped pan recording with 60,000 more lines (about 3.5 MB) in its device's
  /// description.
  static var longDescription: String {
    let url = GestureSimTool.packageRoot.appendingPathComponent("Traces/recordings/pan.yml")
    let lines = (try? String(contentsOf: url, encoding: .utf8))?.components(separatedBy: "\n") ?? []
    let evdev = lines.firstIndex(of: "  evdev:") ?? lines.count
    let padding = (0..<60_000).map { "  x\($0): " + String(repeating: "y", count: 40) }
    return (lines[..<evdev] + padding + lines[evdev...]).joined(separator: "\n")
  }

  static let roundFour: [HostileCase] = [
    // 1. Integers read strictly.
    HostileCase(
      name: "a touch-script id of -0x-8000000000000000",
      files: [
        "s.touches.yml": tap.replacingOccurrences(of: "id: 1", with: "id: -0x-8000000000000000")
      ],
      command: "$GS replay s.touches.yml", status: 65,
      message: "s.touches.yml:3: expected the finger id as an integer"),
    HostileCase(
      name: "a touch-script id of 0x+5",
      files: ["s.touches.yml": tap.replacingOccurrences(of: "id: 1", with: "id: 0x+5")],
      command: "$GS replay s.touches.yml", status: 65, message: "s.touches.yml:3: expected"),
    // 12. A debug-events touch line without its slot and seat slot.
    HostileCase(
      name: "a debug-events TOUCH_MOTION line without slot and seat",
      files: ["d.txt": debugDown + " event4   TOUCH_MOTION +0.010s\t\n"],
      command: "$GS replay d.txt", status: 65,
      message:
        "d.txt:2: expected a touch line `device TYPE +time slot (seat) x/y (x/ymm)`; this TOUCH_MOTION line has no slot and seat slot"
    ),
    HostileCase(
      name: "a debug-events TOUCH_UP line without slot and seat",
      files: [
        "d.txt": debugDown + " event4   TOUCH_FRAME  +0.000s\n event4   TOUCH_UP     +0.080s\n"
      ],
      command: "$GS replay d.txt", status: 65,
      message: "d.txt:3: expected a touch line"),
    // 6. A long device description is read in one pass.
    HostileCase(
      name: "describe of a device description of 60,000 lines, within the header limit",
      files: ["r.yml": longDescription], command: "$GS describe r.yml > /dev/null", status: 0,
      message: nil),
    // 4. Expected transcripts are read with a limit.
    HostileCase(
      name: "verify with a 100 MB expected transcript", files: ["t.touches.yml": tap],
      command: "truncate -s 100M t.expected.jsonl && $GS verify t.touches.yml > /dev/null",
      status: 65,
      message:
        "t.expected.jsonl: expected an expected transcript of at most 64 MiB, found 104857600 bytes",
      folderAfter: ["t.touches.yml", "t.expected.jsonl"]),
    // 8. A file size limit is a write error, not a signal.
    HostileCase(
      name: "replay -o under a file size limit", files: ["d.touches.yml": longDrag],
      command: "ulimit -f 4; $GS replay d.touches.yml -o out.jsonl", status: 1,
      message: "out.jsonl: cannot write the file (File too large)"),
    HostileCase(
      name: "render -o under a file size limit", files: ["d.touches.yml": longDrag],
      command: "ulimit -f 4; $GS render d.touches.yml -o out.svg", status: 1,
      message: "out.svg: cannot write the file (File too large)"),
    HostileCase(
      name: "convert -o under a file size limit", files: ["d.touches.yml": longDrag],
      command: "ulimit -f 4; $GS convert d.touches.yml -o out.yml", status: 1,
      message: "out.yml: cannot write the file (File too large)"),
    // 9. A long name can be replaced.
    HostileCase(
      name: "replacing a file whose name has 250 bytes",
      files: ["s.touches.yml": tap, longName: "old\n"],
      command: "$GS replay s.touches.yml -o \(longName) && ! grep -q old \(longName)", status: 0,
      message: nil, folderAfter: ["s.touches.yml", longName]),
    HostileCase(
      name: "replacing a file whose name has 255 bytes",
      files: ["s.touches.yml": tap, String(repeating: "m", count: 249) + ".jsonl": "old\n"],
      command: "$GS replay s.touches.yml -o m*.jsonl && ! grep -q old m*.jsonl", status: 0,
      message: nil,
      folderAfter: ["s.touches.yml", String(repeating: "m", count: 249) + ".jsonl"]),
  ]
}

@Suite("Hostile input, round four: strict integers, file size limits, long names")
struct HostileRoundFourTests {
  @Test("Each class", arguments: HostileCase.roundFour)
  func hostile(_ hostile: HostileCase) async throws {
    try await HostileRoundThreeTests().hostile(hostile)
  }
}

/// Reports are input: what `--merge-reports` reads is checked as a trace is (issue 38, item 2).
@Suite("Hostile input, round four: reports to merge")
struct HostileReportTests {
  /// A report of `traceCount` traces, shard `shard`, with `results` as JSON objects.
  static func report(traceCount: String, shard: String = "null", results: String = "") -> String {
    """
    {"format": "gesturesim-verify-report", "version": 1, "traceCount": \(traceCount), \
    "shard": \(shard), "results": [\(results)]}
    """
  }

  static func entry(_ index: Int, _ outcome: String, status: String = "null", message: String = "")
    -> String
  {
    """
    {"index": \(index), "trace": "t\(index).touches.yml", "expected": "t\(index).expected.jsonl", \
    "outcome": "\(outcome)", "exitStatus": \(status)\(message.isEmpty ? "" : ", \"message\": \(message)")}
    """
  }

  @Test(
    "Counts, indices, shards and exit statuses out of range or inconsistent are refused at the report, exit 65",
    arguments: [
      (report(traceCount: "2300000000"), "`traceCount` 2300000000 is not between 0 and"),
      (report(traceCount: "-1"), "`traceCount` -1 is not between 0 and"),
      (
        report(traceCount: "3", shard: #"{"index": 1, "count": -2}"#),
        "shard 1 of -2 is not a shard"
      ),
      (report(traceCount: "3", shard: #"{"index": 0, "count": 2}"#), "shard 0 of 2 is not a shard"),
      (
        report(traceCount: "1", results: entry(0, "malformed", status: "0")),
        "exit status 0, expected 1, 65 or 66"
      ),
      (
        report(traceCount: "1", results: entry(0, "malformed")),
        "exit status none, expected 1, 65 or 66"
      ),
      (
        report(traceCount: "1", results: entry(0, "matched", status: "65")),
        "a matched trace has exit status 65"
      ),
      (
        report(traceCount: "1", results: entry(3, "matched")),
        "result index 3 is out of order or outside"
      ),
      (
        report(traceCount: "2", results: entry(1, "matched") + "," + entry(0, "matched")),
        "result index 0 is out of order"
      ),
      (
        report(traceCount: "2", results: entry(0, "matched")),
        "1 results for a whole run of 2 traces"
      ),
      (
        report(traceCount: "4", shard: #"{"index": 2, "count": 2}"#, results: entry(0, "matched")),
        "trace 0 is not in shard 2 of 2"
      ),
      (
        report(traceCount: "1", results: entry(0, "differs", message: #""\u001b]0;owned\u0007""#)),
        "the message of trace 0 holds control characters"
      ),
    ])
  func refused(report: String, message: String) async throws {
    try await withTemporaryFolder { folder in
      try Data(report.utf8).write(to: folder.appendingPathComponent("r.json"))
      let run = try await GestureSimTool.run(["verify", "--merge-reports", "r.json"], in: folder)
      #expect(run.status == 65, "\(run)")
      #expect(run.errorLines.count == 1, "\(run)")
      #expect(run.standardError.hasPrefix("gesturesim: r.json: expected a report"), "\(run)")
      #expect(run.standardError.contains(message), "\(run)")
      #expect(run.standardOutput == "", "\(run)")
    }
  }

  @Test("A merge of a shard that could not check a trace fails with that trace's status")
  func failedShardFails() async throws {
    try await withTemporaryFolder { folder in
      let report = Self.report(
        traceCount: "1",
        results: Self.entry(0, "malformed", status: "65", message: #""t0.touches.yml:1: bad""#))
      try Data(report.utf8).write(to: folder.appendingPathComponent("r.json"))
      let run = try await GestureSimTool.run(["verify", "--merge-reports", "r.json"], in: folder)
      #expect(run.status == 65, "\(run)")
      #expect(run.standardError == "gesturesim: t0.touches.yml:1: bad\n", "\(run)")
    }
  }

  @Test("--report '' and an unwritable TEST_SHARD_STATUS_FILE are usage errors, not silence")
  func plumbing() async throws {
    let empty = try await GestureSimTool.run(["verify", "Traces", "--report", ""])
    #expect(empty.status == 64, "\(empty)")
    #expect(empty.standardError.contains("--report needs a file name"), "\(empty)")
    let status = try await GestureSimTool.run(
      shell:
        "TEST_TOTAL_SHARDS=2 TEST_SHARD_INDEX=0 TEST_SHARD_STATUS_FILE=/no/such/folder/status $GS verify Traces"
    )
    #expect(status.status == 64, "\(status)")
    #expect(
      status.standardError.contains(
        "TEST_SHARD_STATUS_FILE=/no/such/folder/status cannot be written"), "\(status)")
  }
}

/// verify's time limit per trace (issue 38, item 5).
@Suite("verify: a time limit per trace")
struct VerifyTimeLimitTests {
  @Test("A trace that never finishes is reported by name as timed out; the others are checked")
  func hangingTrace() async throws {
    try await withTemporaryFolder { folder in
      for name in ["a", "b", "c"] {
        try Data(HostileCase.tap.utf8).write(
          to: folder.appendingPathComponent("\(name).touches.yml"))
      }
      // A limit far above what a one-tap trace takes on a loaded machine (a worker started
      // again after the hang counts toward the next trace's time): only the hanging one meets it.
      let run = try await GestureSimTool.run(
        [
          "verify", "--update", "--timeout", "5", "--jobs", "1", "a.touches.yml",
          "b.touches.yml", "c.touches.yml",
        ], in: folder, environment: ["GESTURESIM_TEST_HANG_ON": "b.touches.yml"])
      #expect(run.status == 65, "\(run)")
      #expect(
        run.standardError
          == "gesturesim: b.touches.yml: the replay took longer than the time limit of 5 s (--timeout); nothing was checked\n"
      )
      #expect(
        run.standardOutput
          == "updated a.expected.jsonl\nupdated c.expected.jsonl\n"
          + "verify: 3 traces, 0 differ, 1 could not be checked — FAILED\n")
    }
  }

  @Test("--timeout takes seconds from 0 (no limit) to a day", arguments: ["-1", "nan", "1e9"])
  func badTimeout(_ value: String) async throws {
    let run = try await GestureSimTool.run(["verify", "Traces", "--timeout=\(value)"])
    #expect(run.status == 64, "\(run)")
    #expect(run.standardError.contains("--timeout must be between 0 and 86400 seconds"), "\(run)")
  }
}
