import ArgumentParser
import Foundation
import GestureCore
import GestureReports
import SwiftUIScenes
import TouchTraces

struct Verify: MainActorCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Replay traces and compare their transcripts with the expected ones.",
    discussion: """
      Each trace is replayed with the scene beside it (pan.yml with pan.scene.yml), or the \
      default scene, and its JSON Lines transcript is compared with pan.expected.jsonl. \
      Differences are shown as a unified diff; past \(UnifiedDiff.defaultMaximumDifferences) \
      differing lines, a summary says where the transcripts part and how long each is. Traces \
      run in parallel, in worker processes, one per core (see --jobs), each taking small \
      chunks of the list as it is ready for more; the report is the same whatever the number \
      of jobs; --jobs is capped at what the machine can hold (one worker per 256 MiB of \
      memory), with a warning. A trace whose replay crashes its worker is reported as failed, \
      with the signal named; the worker is restarted and every other result is kept. Folders \
      are searched for traces; scenes, expected transcripts, .desc and .md files named among \
      the arguments (as a shell glob names them) are not traces and are passed over.

      For CI: --report writes JSON or JUnit XML; --shard K/N checks one of N parts of the \
      corpus (Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX work too), --list prints which \
      traces that is, and --merge-reports joins every shard's JSON report into the report and \
      exit status of one whole run.

      Exit status 1 when any transcript differs or is missing; 65 when a trace is malformed or \
      its replay crashed, 66 when a trace or its expected transcript cannot be read (the first \
      such failure decides).

      Example:
        gesturesim verify Traces
        gesturesim verify Traces/recordings/pan.yml --update
        gesturesim verify Traces --shard 2/4 --report shard-2.json
        gesturesim verify --merge-reports shard-*.json --report verify.xml
      """)

  @Argument(
    help: "Traces, or folders of traces (with --merge-reports, the JSON reports to merge).",
    completion: TraceCompletion.kind)
  var traces: [String]

  @Flag(help: "Rewrite the expected transcripts with what the replays produce.")
  var update = false

  @Option(
    help:
      "direct (decoded here) or libinput (each device recording read by the real libinput on a mocked device, as `live` sees it, compared with NAME.libinput.expected.jsonl)."
  )
  var via: ReplayPath = .direct

  @Option(help: "How many worker processes replay traces at once (default: every core).")
  var jobs: Int?

  @Option(help: "How many differing hunks to show per trace.")
  var maximumHunks = 3

  @Option(
    help: ArgumentHelp(
      "The most seconds one trace may take to replay before it is reported as timed out (0: no limit).",
      valueName: "seconds"))
  var timeout: Double = Verify.defaultTimeout

  /// The default of `--timeout`: OUR CHOICE, 300 s; every shipped trace replays in under a
  /// second, so only a replay that never ends meets it.
  static let defaultTimeout: Double = 300

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if maximumHunks < 0 { throw ValidationError("--maximum-hunks must be at least 0") }
    if report == "" { throw ValidationError("--report needs a file name") }
    guard timeout.isFinite, timeout >= 0, timeout <= 86_400 else {
      throw ValidationError("--timeout must be between 0 and 86400 seconds")
    }
  }

  @Flag(help: .hidden)
  var worker = false

  @Flag(help: "Print the traces this run would check (this shard's, with --shard), one a line.")
  var list = false

  @Option(
    help: ArgumentHelp(
      "Check only shard K of N (K from 1): the Kth trace of the whole list and every Nth after it. Without it, Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX choose the shard.",
      valueName: "K/N"))
  var shard: String?

  @Option(
    help: ArgumentHelp(
      "Also write a report to this file, JSON or JUnit XML (see --report-format). Under Bazel, without --report, a JUnit report goes to XML_OUTPUT_FILE.",
      valueName: "file"))
  var report: String?

  @Option(help: "The report's format: json or junit (default: junit for a .xml file, else json).")
  var reportFormat: ReportFormat?

  @Flag(
    help:
      "Merge the JSON reports of every shard of one run, given as the arguments, into that run's verdict and report (--report)."
  )
  var mergeReports = false

  /// A report's format.
  enum ReportFormat: String, NamedArgument {
    case json, junit
  }

  @MainActor func runOnMainActor() throws {
    if worker {
      try runAsWorker()
      return
    }
    let logger = logging.bootstrap()
    try reportingFailures {
      let environment = ProcessInfo.processInfo.environment
      if mergeReports {
        let report = try VerifyReport.merged(
          traces.map { path in
            let bytes = try InputFile.contents(
              of: path, name: nil, limit: VerifyReport.maximumBytes, what: "a verify report")
            return (path, try VerifyReport.read(Data(bytes), path: path))
          })
        try finish(report, environment: environment)
        return
      }
      let everyTrace = try TraceFiles.expand(traces)
      guard !everyTrace.isEmpty else {
        throw TraceError(file: traces.joined(separator: " "), message: "no traces found")
      }
      let shard =
        try self.shard.map(VerifyShard.init(argument:))
        ?? VerifyShard.fromBazel(environment)
      try VerifyShard.acknowledgeBazel(environment)
      let positions = everyTrace.indices.filter { shard?.contains(position: $0) ?? true }
      let paths = positions.map { everyTrace[$0] }
      if list {
        let out = try OutputFile(path: nil)
        for path in paths { out.writeLine(path) }
        try out.commit()
        return
      }
      let pointMapping = try mapping.mapping()
      let requested = jobs ?? ProcessInfo.processInfo.activeProcessorCount
      let limit = VerifyWorkers.machineLimit
      if requested > limit {
        logger.warning(
          "--jobs \(requested) is more than this machine can hold; running \(limit) workers")
      }
      // Always in workers, even one: a trace that crashes its replay then costs only itself.
      let workers = max(1, min(requested, limit, paths.count))
      let verdicts =
        paths.isEmpty
        ? []
        : try VerifyWorkers(
          count: workers,
          configuration: .init(
            mapping: pointMapping, via: via, traceTimeLimit: timeout, update: update,
            maximumHunks: maximumHunks)
        ).check(paths)

      if !paths.isEmpty, OwnExecutable.changedOnDisk() {
        logger.warning(
          "the gesturesim executable changed on disk during this run; every trace was checked by this run's own build"
        )
      }
      var entries: [VerifyReport.Entry] = []
      for (position, verdict) in zip(positions, verdicts) {
        let path = everyTrace[position]
        if verdict.outcome == .matched { logger.info("\(shown(path)): matches") }
        entries.append(
          VerifyReport.Entry(
            index: position, trace: path, expected: Self.expected(for: path, via: via),
            outcome: verdict.outcome, message: verdict.message, exitStatus: verdict.exitStatus))
      }
      try finish(
        VerifyReport(shard: shard?.reportShard, traceCount: everyTrace.count, results: entries),
        environment: environment)
    }
  }

  /// Prints the verdict on each trace and the summary, writes the report file, and ends with
  /// the run's exit status: the same for one run and for the merged reports of its shards.
  @MainActor private func finish(_ result: VerifyReport, environment: [String: String]) throws {
    let out = try OutputFile(path: nil)
    var mismatches = 0
    var unchecked = 0
    // The first trace that could not be checked decides the exit status.
    var failure: Int32?
    for entry in result.results {
      switch entry.outcome {
      case .matched: break
      case .updated:
        if !logging.quiet { out.writeLine("updated \(shown(entry.expected))") }
      case .malformed:
        failure = failure ?? entry.exitStatus ?? 65
        unchecked += 1
        try? out.flush()
        printError(entry.message ?? shown(entry.trace))
      case .differs:
        mismatches += 1
        out.write(entry.message ?? "")
      case .missing:
        mismatches += 1
        out.writeLine(
          "\(shown(entry.trace)): no expected transcript at \(shown(entry.expected)); run with --update to create it"
        )
      }
    }
    if !logging.quiet {
      let verdict = mismatches == 0 && failure == nil ? "ok" : "FAILED"
      let count = result.results.count
      let noun = count == 1 ? "trace" : "traces"
      let part = result.shard.map { " (shard \($0.index) of \($0.count))" } ?? ""
      // A trace that could not be checked is counted too, so that the counts add up.
      let errors = unchecked == 0 ? "" : ", \(unchecked) could not be checked"
      out.writeLine(
        "verify: \(count) \(noun)\(part), \(mismatches) differ\(errors) — \(verdict)")
    }
    try out.commit()
    let reportPath = report ?? environment["XML_OUTPUT_FILE"]
    if let reportPath, !reportPath.isEmpty {
      let format =
        reportFormat ?? (reportPath.hasSuffix(".xml") || report == nil ? .junit : .json)
      let file = try OutputFile(path: reportPath)
      let bytes = format == .junit ? result.junit() : try result.json()
      file.write(String(decoding: bytes, as: UTF8.self))
      try file.commit()
    }
    if let failure { throw ExitCode(failure) }
    if mismatches > 0 { throw ExitCode.failure }
  }

  /// Worker mode: checks the chunks of traces the parent sends (see ``VerifyWorkers``).
  @MainActor private func runAsWorker() throws {
    try VerifyWorkers.serve()
  }

  /// One trace's outcome.
  enum Result: Sendable {
    case matched
    case differs(expected: [String]?, actual: [String], expectedPath: String)
    case failed(TraceError)
  }

  /// What one trace's check comes to in the report: its outcome, with the diff or the error
  /// and its exit status.
  ///
  /// Workers settle their own traces (``verdict(of:path:update:maximumHunks:)``): they write
  /// `--update`'s transcripts and make the diff where both transcripts are, so that only this
  /// small answer crosses the channel to the parent, never a transcript.
  struct Verdict: Codable, Sendable, Equatable {
    var outcome: VerifyReport.Outcome
    var message: String?
    var exitStatus: Int32?

    /// The verdict on a trace that could not be checked, or whose transcript could not be
    /// written.
    init(failure error: any ReportedError) {
      outcome = .malformed
      message = error.description
      exitStatus = error.exitStatus
    }

    init(_ outcome: VerifyReport.Outcome, message: String? = nil) {
      self.outcome = outcome
      self.message = message
    }
  }

  /// Settles `result`, the check of the trace at `path`: with `update`, a transcript that
  /// differs or is missing is written as the trace's expectation (one that cannot be written is
  /// reported, and the other traces still are); otherwise a difference becomes its unified
  /// diff, at most `maximumHunks` hunks.
  static func verdict(of result: Result, path: String, update: Bool, maximumHunks: Int)
    -> Verdict
  {
    switch result {
    case .matched:
      return Verdict(.matched)
    case .failed(let error):
      return Verdict(failure: error)
    case .differs(let expected, let actual, let expectedPath):
      if update {
        do {
          let out = try OutputFile(path: expectedPath)
          for line in actual { out.writeLine(line) }
          try out.commit()
          return Verdict(.updated)
        } catch let error as any ReportedError {
          return Verdict(failure: error)
        } catch {
          return Verdict(failure: OutputFileError(expectedPath, "\(error)"))
        }
      }
      guard let expected else { return Verdict(.missing) }
      let diff = UnifiedDiff(old: expected, new: actual)
      return Verdict(
        .differs,
        message: diff.text(
          oldName: expectedPath, newName: "\(path) (replayed)", maximumHunks: maximumHunks))
    }
  }

  /// The largest expected transcript verify reads: OUR CHOICE, 64 MiB, hundreds of times the
  /// largest shipped one, so that no real expected file comes near it and a stray 100 MB file
  /// is refused at once instead of read and split whole.
  static let maximumExpectedBytes: Int = 64 << 20

  /// The expected transcript of `path`: `pan.expected.jsonl`, and through libinput, which sees
  /// a touchpad as a desktop does, `pan.libinput.expected.jsonl`.
  static func expected(for path: String, via: ReplayPath) -> String {
    via == .libinput
      ? TraceFiles.stem(of: path) + ".libinput.expected.jsonl" : TraceFiles.expected(for: path)
  }

  /// Replays one trace and compares it with its expectation.
  @MainActor static func check(
    _ path: String, mapping: PointMapping, via: ReplayPath = .direct
  ) -> Result {
    do {
      let lines: [String]
      if via == .libinput {
        let replay = try MockedReplay.of(
          recording: path, mapping: mapping,
          live: LiveConfiguration(
            scene: TraceFiles.scene(beside: path), format: .json, geometry: mapping.geometry,
            quiet: true))
        lines = String(decoding: try replay.run(), as: UTF8.self).split(separator: "\n").map(
          String.init)
      } else {
        let writer = TranscriptWriter(format: .json)
        let replayer = try Replayer(
          tracePath: path, scenePath: TraceFiles.scene(beside: path), mapping: mapping,
          registry: .withSwiftUI)
        try replayer.run(onEntry: writer.write)
        lines = writer.lines
      }
      let expectedPath = expected(for: path, via: via)
      var status = stat()
      if stat(expectedPath, &status) != 0 {
        return .differs(expected: nil, actual: lines, expectedPath: expectedPath)
      }
      // A pipe or device there cannot be compared with, nor replaced by --update.
      guard status.st_mode & S_IFMT == S_IFREG else {
        return .failed(
          TraceError(
            file: expectedPath,
            message: "is not a regular file; expected the trace's expected transcript",
            kind: .unavailable))
      }
      // The expected transcript is input too: one far larger than any trace's transcript is
      // refused before it is read, rather than read and split whole.
      guard status.st_size <= Self.maximumExpectedBytes else {
        return .failed(
          TraceError(
            file: expectedPath,
            message:
              "expected an expected transcript of at most \(Self.maximumExpectedBytes >> 20) MiB, found \(status.st_size) bytes"
          ))
      }
      guard let data = FileManager.default.contents(atPath: expectedPath) else {
        return .failed(
          TraceError(
            file: expectedPath, message: "cannot read the expected transcript", kind: .unavailable))
      }
      let expected = String(decoding: data, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: true
      ).map(String.init)
      return expected == lines
        ? .matched : .differs(expected: expected, actual: lines, expectedPath: expectedPath)
    } catch let error as TraceError {
      return .failed(error)
    } catch {
      return .failed(TraceError(file: path, message: "\(error)"))
    }
  }
}
