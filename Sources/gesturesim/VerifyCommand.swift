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
      of jobs. Folders \
      are searched for traces.

      Exit status 1 when any transcript differs or is missing.

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
      let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, paths.count)
      let results =
        workers <= 1
        ? paths.map { Self.check($0, mapping: pointMapping) }
        : try VerifyWorkers(count: workers, mappingArguments: mapping.arguments).check(paths)

      let report = try OutputFile(path: nil)
      var mismatches = 0
      var malformed: TraceError?
      for (path, result) in zip(paths, results) {
        switch result {
        case .matched:
          logger.info("\(shown(path)): matches")
        case .failed(let error):
          malformed = malformed ?? error
          printError(error.description)
        case .differs(let expected, let actual, let expectedPath):
          if update {
            let out = try OutputFile(path: expectedPath)
            for line in actual { out.writeLine(line) }
            try out.commit()
            if !logging.quiet { report.writeLine("updated \(shown(expectedPath))") }
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
      if malformed != nil { throw ExitCode(65) }
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
      guard let data = FileManager.default.contents(atPath: expectedPath) else {
        return .differs(expected: nil, actual: lines, expectedPath: expectedPath)
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
