import Foundation
import Subprocess
import SystemPackage
import TouchTraces

/// Runs `verify` over several processes: the tool starts itself in its hidden worker mode and
/// hands each worker small chunks of the trace list as it finishes the last, gathering the
/// results back into the list's order.
///
/// Simulations run on the main actor, as UIKit's recognizers do, so a process checks one trace
/// at a time; processes are how verify uses more than one core. Chunks are pulled rather than
/// dealt out in advance, so a worker that meets slow traces does not hold up the others, and
/// they go through the worker's standard input rather than its arguments, which would cost
/// argument parsing time quadratic in their number and could exceed the system's limit. The
/// report does not depend on the number of workers or on which worker checked what.
struct VerifyWorkers {
  /// How many worker processes to start.
  var count: Int
  /// How every worker checks its traces.
  var configuration: Configuration

  /// How a worker checks traces: what its parent resolved from the command line, sent whole
  /// as the first line of the worker's standard input rather than rebuilt into its arguments.
  struct Configuration: Codable, Hashable {
    /// Device units to points: window, points per millimetre, the surface's geometry.
    var mapping: PointMapping
    /// Decoded here, or through libinput on a mocked device.
    var via: ReplayPath
    /// The most seconds of real time one trace may take, or 0 for no limit (`--timeout`).
    var traceTimeLimit: Double = 0
    /// Whether a transcript that differs or is missing is written as the expectation
    /// (`--update`), by the worker that replayed it.
    var update = false
    /// The most hunks of a difference's diff (`--maximum-hunks`).
    var maximumHunks = 3
  }

  /// The most traces a chunk holds: enough that a chunk's round trip (a few microseconds)
  /// is small beside its replays, few enough that the last chunks finish together.
  static let largestChunk = 32

  /// The arguments that start a worker; it reads its configuration, then its chunks, from
  /// standard input.
  static let workerArguments = ["verify", "--worker", "--", "-"]

  /// Checks `paths` in `count` workers; the results are in the order of `paths`.
  ///
  /// A worker that dies (a trace that crashes the replay, or a signal from outside) costs only
  /// the traces it died on: its chunk is checked again one trace at a time in a fresh worker,
  /// and a trace that kills that one too is reported as failed, with the signal named. Every
  /// other result is kept.
  ///
  /// - Throws: `WorkerError` when a worker cannot start, or answers with something unreadable.
  func check(_ paths: [String]) throws -> [Verify.Verdict] {
    // Workers run this process's own file, whatever happens on disk meanwhile: a worker
    // restarted after a rebuild replaced the binary would otherwise speak another version's
    // protocol, and its answer would throw away every result.
    let executable = try OwnExecutable.runningCopy()
    // A worker that dies must make writing to it fail, not end this process.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var firstLine = try JSONEncoder().encode(configuration)
    firstLine.append(0x0A)
    let shared = SharedResults(count: paths.count, workers: count)
    let slot = WorkerSlot(
      executable: executable, timeLimit: configuration.traceTimeLimit,
      configuration: Array(firstLine), paths: paths)
    let finished = DispatchSemaphore(value: 0)
    // Workers are driven from the concurrency pool while this (main) thread waits: a slot's
    // round trips suspend rather than block, so any number of them share the cores.
    Task.detached { [count] in
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<count {
          group.addTask {
            do {
              try await slot.serve(shared)
            } catch {
              shared.fail(error)
            }
          }
        }
      }
      finished.signal()
    }
    finished.wait()
    return try shared.orderedResults()
  }

  /// The most workers this machine can hold: OUR CHOICE of one per 256 MiB of memory (a worker
  /// replaying a large trace holds tens of megabytes; 150 took 4 GB), and never more than 256.
  static var machineLimit: Int {
    let memory = ProcessInfo.processInfo.physicalMemory / (256 << 20)
    return max(1, min(256, Int(clamping: memory)))
  }

  /// Worker mode: reads its ``Configuration`` from the first line of standard input, then
  /// chunks of trace paths, one JSON array a line, and answers each with one line, the JSON
  /// array of their results, until standard input ends.
  @MainActor static func serve() throws {
    let input = LineChannel(descriptor: STDIN_FILENO)
    guard let first = try input.nextLine() else { return }
    let configuration = try JSONDecoder().decode(Configuration.self, from: first)
    let (mapping, via) = (configuration.mapping, configuration.via)
    // A test hook: a worker asked to check a trace whose name ends with this crashes, as a
    // replay that hit a bug would (see VerifyCommandTests).
    let crashOn = ProcessInfo.processInfo.environment["GESTURESIM_TEST_CRASH_ON"]
    // Another: a trace whose name ends with this never finishes, as a replay caught in a loop
    // would (see the time-limit tests).
    let hangOn = ProcessInfo.processInfo.environment["GESTURESIM_TEST_HANG_ON"]
    while let line = try input.nextLine() {
      let paths = try JSONDecoder().decode([String].self, from: line)
      if let crashOn, !crashOn.isEmpty, paths.contains(where: { $0.hasSuffix(crashOn) }) {
        // And one more: the crash first moves this file over the executable, as a rebuild
        // during a run would (see VerifySurvivalTests).
        if let replacement = ProcessInfo.processInfo.environment[
          "GESTURESIM_TEST_REPLACE_EXECUTABLE_WITH"], let path = try? OwnExecutable.path()
        {
          rename(replacement, path)
        }
        raise(SIGSEGV)
      }
      var answer = try JSONEncoder().encode(
        paths.map { path in
          // A trace past its time limit ends this worker by SIGALRM's default action: the
          // parent checks the chunk again one trace at a time and names the one that overran.
          Self.limitTime(to: configuration.traceTimeLimit)
          defer { Self.limitTime(to: 0) }
          if let hangOn, !hangOn.isEmpty, path.hasSuffix(hangOn) {
            while true { pause() }
          }
          return Verify.verdict(
            of: Verify.check(path, mapping: mapping, via: via), path: path,
            update: configuration.update, maximumHunks: configuration.maximumHunks)
        })
      answer.append(0x0A)
      try LineChannel.write(answer, to: STDOUT_FILENO)
    }
  }
}

extension VerifyWorkers {
  /// Arms this process's real-time timer to deliver SIGALRM after `seconds` (0 disarms it).
  static func limitTime(to seconds: Double) {
    var limit = itimerval()
    if seconds > 0 {
      let whole = seconds.rounded(.down)
      limit.it_value.tv_sec = Int(whole)
      limit.it_value.tv_usec = max(1, Int((seconds - whole) * 1_000_000))
    }
    setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &limit, nil)
  }
}

/// The trace list's progress across worker threads: which chunk comes next, and the results.
private final class SharedResults: @unchecked Sendable {
  private let lock = NSLock()
  private let workers: Int
  private var next = 0
  private var results: [Verify.Verdict?]
  private var failure: (any Error)?

  init(count: Int, workers: Int) {
    results = Array(repeating: nil, count: count)
    self.workers = workers
  }

  /// The indices of the next chunk, or nil when all are taken or a worker failed. Chunks
  /// shrink as the list runs out (a quarter of each worker's share of what is left, at most
  /// ``VerifyWorkers/largestChunk``), so that the workers end at about the same time.
  func nextChunk() -> Range<Int>? {
    lock.withLock {
      guard failure == nil, next < results.count else { return nil }
      let left = results.count - next
      let size = max(1, min(VerifyWorkers.largestChunk, left / (4 * workers)))
      defer { next += size }
      return next..<(next + size)
    }
  }

  func store(_ answers: [Verify.Verdict], at range: Range<Int>) {
    lock.withLock {
      for (index, answer) in zip(range, answers) { results[index] = answer }
    }
  }

  func fail(_ error: any Error) {
    lock.withLock { failure = failure ?? error }
  }

  /// Every result in order, or the first failure.
  func orderedResults() throws -> [Verify.Verdict] {
    lock.lock()
    defer { lock.unlock() }
    if let failure { throw failure }
    return try results.map {
      guard let result = $0 else { throw WorkerError(message: "a verify worker left traces") }
      return result
    }
  }
}

/// A verify worker that failed or could not be started.
struct WorkerError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// A verify worker that ended while it had traces to answer for: killed by a signal (a crash,
/// or one sent from outside) or exited.
struct WorkerDeath: Error {
  /// The signal that ended it, or nil when it exited.
  var signal: Int32?
  /// The exit status, when it exited.
  var status: Int32

  init(_ status: TerminationStatus) {
    switch status {
    case .signaled(let signal): self = WorkerDeath(signal: signal, status: signal)
    case .exited(let code): self = WorkerDeath(signal: nil, status: code)
    }
  }

  init(signal: Int32?, status: Int32) {
    self.signal = signal
    self.status = status
  }

  /// The failure reported for `trace`, the one the worker died on; SIGALRM is the worker's own
  /// time limit of `timeLimit` seconds.
  func error(for trace: String, timeLimit: Double) -> TraceError {
    if signal == SIGALRM, timeLimit > 0 {
      return TraceError(
        file: trace,
        message:
          "the replay took longer than the time limit of \(Self.seconds(timeLimit)) s (--timeout); nothing was checked"
      )
    }
    let how =
      if let signal {
        "killed by signal \(signal) (\(Self.name(of: signal)))"
      } else {
        "ended with status \(status)"
      }
    return TraceError(file: trace, message: "the replay's worker was \(how); nothing was checked")
  }

  /// `seconds` as the message prints it: whole numbers without a decimal point.
  static func seconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
  }

  /// `SIGSEGV` and the like, for the signals a crash or a person sends.
  static func name(of signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
      SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
      SIGXFSZ: "SIGXFSZ", SIGALRM: "SIGALRM",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}

/// One of verify's worker places: a worker process (started with swift-subprocess) that takes
/// chunks until none are left, replaced by a fresh one whenever it dies.
private struct WorkerSlot: Sendable {
  let executable: String
  /// The time limit of one trace, in seconds (0: none).
  let timeLimit: Double
  /// The worker's ``VerifyWorkers/Configuration``, as its first line of input.
  let configuration: [UInt8]
  let paths: [String]

  /// Runs workers in this place until every chunk is taken and answered.
  func serve(_ shared: SharedResults) async throws {
    // Traces to check one at a time: the chunk a worker died on.
    var singles: [Int] = []
    while true {
      let run = try await runWorker(shared, singles: singles)
      singles.removeFirst(run.closureResult.answeredSingles)
      guard let lost = run.closureResult.lost else { return }
      if lost.count > 1 {
        singles = Array(lost) + singles
        continue
      }
      // A chunk of one, or the single it died on.
      if singles.first == lost.lowerBound { singles.removeFirst() }
      let death = WorkerDeath(run.terminationStatus)
      shared.store(
        [Verify.Verdict(failure: death.error(for: paths[lost.lowerBound], timeLimit: timeLimit))],
        at: lost)
    }
  }

  /// How a worker ended: how many of its singles it answered, and the range it died on (nil
  /// when every chunk was taken and answered).
  private struct Outcome {
    var answeredSingles = 0
    var lost: Range<Int>?
  }

  /// Starts one worker and hands it `singles`, one at a time, then chunks.
  private func runWorker(_ shared: SharedResults, singles: [Int]) async throws
    -> ExecutionResult<Outcome, SequenceOutput, DiscardedOutput>
  {
    do {
      return try await Subprocess.run(
        .path(FilePath(executable)), arguments: Arguments(VerifyWorkers.workerArguments),
        // A worker's answers are its results; a crash's report would only garble the parent's
        // one line per failure, and Swift's backtracer takes seconds to write one.
        environment: .inherit.updating(["SWIFT_BACKTRACE": "enable=no"]),
        input: .inputWriter, output: .sequence, error: .discarded
      ) { execution -> Outcome in
        let writer = execution.standardInputWriter
        var answers = execution.standardOutput.strings(
          separatedBy: .unicodeScalarSequence(["\n"]), bufferingPolicy: .unbounded
        ).makeAsyncIterator()
        var outcome = Outcome()
        var sentConfiguration = false
        while let range =
          outcome.answeredSingles < singles.count
          ? singles[outcome.answeredSingles]..<singles[outcome.answeredSingles] + 1
          : shared.nextChunk()
        {
          var request = sentConfiguration ? [] : configuration
          sentConfiguration = true
          request += try JSONEncoder().encode(Array(paths[range]))
          request.append(0x0A)
          outcome.lost = range
          do {
            _ = try await writer.write(request)
          } catch {
            return outcome
          }
          guard let line = try await answers.next() else { return outcome }
          shared.store(try Self.decode(line, count: range.count), at: range)
          outcome.lost = nil
          if outcome.answeredSingles < singles.count { outcome.answeredSingles += 1 }
        }
        try? await writer.finish()
        return outcome
      }
    } catch let error as WorkerError {
      throw error
    } catch {
      throw WorkerError(message: "cannot run a verify worker (\(executable)): \(error)")
    }
  }

  /// A worker's answer for `count` traces.
  private static func decode(_ line: String, count: Int) throws -> [Verify.Verdict] {
    let decoded: [Verify.Verdict]
    do {
      decoded = try JSONDecoder().decode([Verify.Verdict].self, from: Data(line.utf8))
    } catch {
      throw WorkerError(message: "a verify worker answered with something unreadable: \(error)")
    }
    guard decoded.count == count else {
      throw WorkerError(message: "a verify worker answered for \(decoded.count) of \(count) traces")
    }
    return decoded
  }
}

/// Lines over a pipe, read and written unbuffered through swift-system's `FileDescriptor`
/// (which retries what a signal interrupts), so that neither side holds back a chunk it should
/// already have passed on.
private final class LineChannel: @unchecked Sendable {
  private let descriptor: FileDescriptor
  private var buffer: [UInt8] = []
  private var start = 0

  init(descriptor: Int32) {
    self.descriptor = FileDescriptor(rawValue: descriptor)
  }

  /// The next line without its newline, or nil at the end of the input.
  func nextLine() throws -> Data? {
    var searched = start
    while true {
      if let end = buffer[searched...].firstIndex(of: 0x0A) {
        let line = Data(buffer[start..<end])
        start = end + 1
        if start == buffer.count {
          buffer.removeAll(keepingCapacity: true)
          start = 0
        }
        return line
      }
      searched = buffer.count
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count: Int
      do {
        count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
      } catch {
        throw WorkerError(message: "cannot read from a verify worker (\(error))")
      }
      guard count > 0 else { return start < buffer.count ? Data(buffer[start...]) : nil }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  /// Writes all of `data` to `descriptor`.
  static func write(_ data: Data, to descriptor: Int32) throws {
    do {
      try FileDescriptor(rawValue: descriptor).writeAll(data)
    } catch {
      throw WorkerError(message: "cannot write to a verify worker (\(error))")
    }
  }
}
