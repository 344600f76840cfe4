import Foundation
import TouchTraces

/// Runs `verify` over several processes: the tool starts itself in its hidden worker mode on
/// shards of the trace list and gathers their results back into the list's order.
///
/// Simulations run on the main actor, as UIKit's recognizers do, so a process checks one trace
/// at a time; processes are how verify uses more than one core.
struct VerifyWorkers {
  /// How many worker processes to start.
  var count: Int
  /// `--screen` and `--points-per-mm` as the user gave them.
  var mappingArguments: [String]

  /// Checks `paths` in `count` workers; the results are in the order of `paths`.
  ///
  /// - Throws: `WorkerError` when a worker cannot start, fails, or answers with something
  ///   unreadable.
  func check(_ paths: [String]) throws -> [Verify.Result] {
    let executable = try Self.executablePath()
    // Interleaved shards: traces next to each other in a folder are often alike in size.
    let shards = (0..<count).map { shard in Array(stride(from: shard, to: paths.count, by: count)) }
    let runs = try shards.map { indices in
      try WorkerRun(
        executable: executable,
        arguments: ["verify", "--worker"] + mappingArguments + ["--"] + indices.map { paths[$0] })
    }
    var results = [Verify.Result?](repeating: nil, count: paths.count)
    for (indices, run) in zip(shards, runs) {
      let answers = try run.results()
      guard answers.count == indices.count else {
        throw WorkerError(
          message: "a verify worker answered for \(answers.count) of \(indices.count) traces")
      }
      for (index, answer) in zip(indices, answers) { results[index] = answer.result }
    }
    return results.map { $0! }
  }

  /// The running tool's own executable.
  static func executablePath() throws -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    if let path = Bundle.main.executablePath { return path }
    throw WorkerError(message: "cannot find the gesturesim executable to start verify workers")
  }
}

/// A verify worker that failed or could not be started.
struct WorkerError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// One worker process, its output read while it runs so that a full pipe never stalls it.
private final class WorkerRun: @unchecked Sendable {
  private let process = Process()
  private let output = Pipe()
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(executable: String, arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw WorkerError(message: "cannot start a verify worker (\(executable)): \(error)")
    }
    let handle = output.fileHandleForReading
    DispatchQueue.global().async {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }
  }

  /// Waits for the worker and decodes its answers.
  func results() throws -> [WorkerResult] {
    done.wait()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw WorkerError(
        message: "a verify worker failed (status \(process.terminationStatus))")
    }
    do {
      return try JSONDecoder().decode([WorkerResult].self, from: data)
    } catch {
      throw WorkerError(message: "a verify worker answered with something unreadable: \(error)")
    }
  }
}

/// A ``Verify/Result`` as a worker writes it.
struct WorkerResult: Codable {
  var expected: [String]?
  var actual: [String]?
  var expectedPath: String?
  var errorFile: String?
  var errorLine: Int?
  var errorMessage: String?

  init(_ result: Verify.Result) {
    switch result {
    case .matched:
      break
    case .differs(let expected, let actual, let expectedPath):
      self.expected = expected
      self.actual = actual
      self.expectedPath = expectedPath
    case .failed(let error):
      errorFile = error.file
      errorLine = error.line
      errorMessage = error.message
    }
  }

  var result: Verify.Result {
    if let errorFile, let errorMessage {
      return .failed(TraceError(file: errorFile, line: errorLine, message: errorMessage))
    }
    if let actual, let expectedPath {
      return .differs(expected: expected, actual: actual, expectedPath: expectedPath)
    }
    return .matched
  }
}
