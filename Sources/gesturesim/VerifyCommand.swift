import ArgumentParser
import Foundation
import GestureCore
import GestureReports
import TouchTraces

struct Verify: MainActorCommand {
  static let configuration = CommandConfiguration(
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
      are searched for traces.

      Exit status 1 when any transcript differs or is missing; 65 when a trace is malformed or \
      its replay crashed, 66 when a trace or its expected transcript cannot be read (the first \
      such failure decides).

      Example:
        gesturesim verify Traces
        gesturesim verify Traces/recordings/pan.yml --update
      """)

  @Argument(help: "Traces, or folders of traces.", completion: .file())
  var traces: [String]

  @Flag(help: "Rewrite the expected transcripts with what the replays produce.")
  var update = false

  @Option(help: "How many worker processes replay traces at once (default: every core).")
  var jobs: Int?

  @Option(help: "How many differing hunks to show per trace.")
  var maximumHunks = 3

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if maximumHunks < 0 { throw ValidationError("--maximum-hunks must be at least 0") }
  }

  @Flag(help: .hidden)
  var worker = false

  @MainActor func runOnMainActor() throws {
    if worker {
      try runAsWorker()
      return
    }
    let logger = logging.bootstrap()
    try reportingFailures {
      let paths = try TraceFiles.expand(traces)
      guard !paths.isEmpty else {
        throw TraceError(file: traces.joined(separator: " "), message: "no traces found")
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
      let results = try VerifyWorkers(count: workers, mappingArguments: mapping.arguments)
        .check(paths)

      let report = try OutputFile(path: nil)
      var mismatches = 0
      var malformed: (any ReportedError)?
      for (path, result) in zip(paths, results) {
        switch result {
        case .matched:
          logger.info("\(shown(path)): matches")
        case .failed(let error):
          malformed = malformed ?? error
          try? report.flush()
          printError(error.description)
        case .differs(let expected, let actual, let expectedPath):
          if update {
            // Each transcript written is said at once; one that cannot be written is reported
            // and the others are still written.
            do {
              let out = try OutputFile(path: expectedPath)
              for line in actual { out.writeLine(line) }
              try out.commit()
              if !logging.quiet { report.writeLine("updated \(shown(expectedPath))") }
              try report.flush()
            } catch let error as any ReportedError {
              malformed = malformed ?? error
              try? report.flush()
              printError(error.description)
            }
            continue
          }
          mismatches += 1
          if let expected {
            let diff = UnifiedDiff(old: expected, new: actual)
            report.write(
              diff.text(
                oldName: expectedPath, newName: "\(path) (replayed)", maximumHunks: maximumHunks))
          } else {
            report.writeLine(
              "\(shown(path)): no expected transcript at \(shown(expectedPath)); run with --update to create it"
            )
          }
        }
      }
      if !logging.quiet {
        let verdict = mismatches == 0 && malformed == nil ? "ok" : "FAILED"
        let noun = paths.count == 1 ? "trace" : "traces"
        report.writeLine("verify: \(paths.count) \(noun), \(mismatches) differ — \(verdict)")
      }
      try report.commit()
      if let malformed { throw ExitCode(malformed.exitStatus) }
      if mismatches > 0 { throw ExitCode.failure }
    }
  }

  /// Worker mode: checks the chunks of traces the parent sends (see ``VerifyWorkers``).
  @MainActor private func runAsWorker() throws {
    try VerifyWorkers.serve(mapping: try mapping.mapping())
  }

  /// One trace's outcome.
  enum Result: Sendable {
    case matched
    case differs(expected: [String]?, actual: [String], expectedPath: String)
    case failed(TraceError)
  }

  /// Replays one trace and compares it with its expectation.
  @MainActor static func check(_ path: String, mapping: PointMapping) -> Result {
    do {
      let writer = TranscriptWriter(format: .json)
      let replayer = try Replayer(
        tracePath: path, scenePath: TraceFiles.scene(beside: path), mapping: mapping)
      try replayer.run(onEntry: writer.write)
      let lines = writer.lines
      let expectedPath = TraceFiles.expected(for: path)
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
