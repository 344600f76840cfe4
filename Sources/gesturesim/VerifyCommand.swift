import ArgumentParser
import Foundation
import GestureKit
import GestureReports
import TouchTraces

struct Verify: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay traces and compare their transcripts with the expected ones.",
    discussion: """
      Each trace is replayed with the scene beside it (pan.yml with pan.scene.yml), or the \
      default scene, and its JSON Lines transcript is compared with pan.expected.jsonl. \
      Differences are shown as a unified diff; past \(UnifiedDiff.defaultMaximumDifferences) \
      differing lines, a summary says where the transcripts part and how long each is. Traces run in parallel on every core. Folders \
      are searched for traces.

      Exit status 1 when any transcript differs or is missing.

      Example:
        gesturesim verify Traces
        gesturesim verify Traces/recordings/pan.yml --update
      """)

  @Argument(help: "Traces, or folders of traces.")
  var traces: [String]

  @Flag(help: "Rewrite the expected transcripts with what the replays produce.")
  var update = false

  @Option(help: "How many traces to replay at once (default: every core).")
  var jobs: Int?

  @Option(help: "How many differing hunks to show per trace.")
  var maximumHunks = 3

  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if maximumHunks < 0 { throw ValidationError("--maximum-hunks must be at least 0") }
  }

  func run() throws {
    let logger = logging.bootstrap()
    try reportingFailures {
      let paths = try TraceFiles.expand(traces)
      guard !paths.isEmpty else {
        throw TraceError(file: traces.joined(separator: " "), message: "no traces found")
      }
      let pointMapping = try mapping.mapping()
      let results = ResultList(count: paths.count)
      let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, paths.count)
      let next = Counter()
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = next.take(below: paths.count) {
          results.set(index, Self.check(paths[index], mapping: pointMapping))
        }
      }

      let report = try OutputFile(path: nil)
      var mismatches = 0
      var malformed: TraceError?
      for (path, result) in zip(paths, results.values) {
        switch result {
        case .matched:
          logger.info("\(path): matches")
        case .failed(let error):
          malformed = malformed ?? error
          printError(error.description)
        case .differs(let expected, let actual, let expectedPath):
          if update {
            let out = try OutputFile(path: expectedPath)
            for line in actual { out.writeLine(line) }
            try out.commit()
            if !logging.quiet { report.writeLine("updated \(expectedPath)") }
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
              "\(path): no expected transcript at \(expectedPath); run with --update to create it")
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

  /// One trace's outcome.
  enum Result: Sendable {
    case matched
    case differs(expected: [String]?, actual: [String], expectedPath: String)
    case failed(TraceError)
  }

  /// Replays one trace and compares it with its expectation.
  static func check(_ path: String, mapping: PointMapping) -> Result {
    do {
      var lines: [String] = []
      let replayer = Replayer(
        tracePath: path, scenePath: TraceFiles.scene(beside: path), mapping: mapping)
      _ = try replayer.run { lines.append(JSONLines.line(for: $0)) }
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

/// Results filled in by parallel workers, each index written once.
private final class ResultList: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Verify.Result?]

  init(count: Int) {
    storage = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Verify.Result) {
    lock.lock()
    storage[index] = result
    lock.unlock()
  }

  var values: [Verify.Result] {
    lock.lock()
    defer { lock.unlock() }
    return storage.map { $0 ?? .failed(TraceError(file: "?", message: "not replayed")) }
  }
}

/// Hands out work indices to parallel workers.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  func take(below limit: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < limit else { return nil }
    next += 1
    return next - 1
  }
}
