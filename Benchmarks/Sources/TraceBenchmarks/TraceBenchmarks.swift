import Foundation
import GestureKit
import GestureReports
import TouchTraces

#if canImport(Glibc)
  import Glibc
#endif

/// Measures reading and decoding recordings: evdev rows per second, the comparison with
/// `libinput analyze per-slot-delta` on the largest real recording, and memory and time per row
/// replaying generated recordings from 1 MB to 1 GB.
///
///     swift run -c release --package-path Benchmarks TraceBenchmarks [--runs N] [--largest GB]
///
/// Two subcommands serve deterministic measurements with other tools:
/// `TraceBenchmarks generate MB PATH` writes a generated recording, and
/// `TraceBenchmarks replay PATH [simulation]` replays one, for example under
/// `valgrind --tool=callgrind`, whose instruction counts a busy machine does not disturb.
///
/// `TraceBenchmarks readers [MB] [runs]` reads one generated gesture stream in two formats, a
/// `libinput record` file and the `libinput debug-events` log of the same touches, and prints
/// each reader's megabytes per second side by side.
///
/// Every figure is the median of several runs, each in a fresh process where memory matters.
/// Generated files go to a temporary directory outside the repository and are deleted.
@main
struct TraceBenchmarks {
  @MainActor static func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "generate", arguments.count == 3, let megabytes = Int(arguments[1]) {
      try generate(bytes: megabytes << 20, to: arguments[2])
      return
    }
    if arguments.first == "replay" {
      try replayChild(
        path: arguments[1], throughSimulation: arguments.count > 2 && arguments[2] == "simulation")
      return
    }
    if arguments.first == "readers" {
      try compareReaders(
        megabytes: arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100,
        runs: arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5)
      return
    }
    var runs = 5
    var largest = 1.0
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--runs": runs = Int(arguments.removeFirst()) ?? runs
      case "--largest": largest = Double(arguments.removeFirst()) ?? largest
      default: fatalError("unknown argument \(argument); expected --runs N or --largest GB")
      }
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trace-benchmarks-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    try compareWithLibinput(scratch: scratch, runs: runs)
    try scaling(scratch: scratch, runs: runs, largest: largest)
  }

  // MARK: Measurements

  /// Reads and decodes a recording once; returns rows and seconds.
  static func readAndDecode(_ path: String) throws -> (rows: Int, seconds: Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let recording = try LibinputRecording(path: path)
    var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
    var rows = 0
    var changes = 0
    try recording.readFrames { frame in
      rows += frame.events.count
      try decoder.decode(frame) { changes += $0.changes.count }
    }
    precondition(changes > 0)
    return (rows, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }

  /// Runs in a child process: replays `path` twice and prints the rows, the seconds the second
  /// (warm) pass spent streaming, the process's peak resident memory over both, and the seconds
  /// the second pass spent opening the file (header and device YAML), a cost per file, not per
  /// row.
  ///
  /// The first pass pays one-time costs (loading code, the page cache, the header's YAML parse
  /// machinery) that would otherwise swamp the per-row time of the smallest file.
  @MainActor static func replayChild(path: String, throughSimulation: Bool) throws {
    var rows = 0
    var seconds = 0.0
    var opening = 0.0
    var cpu = 0.0
    for _ in 0..<2 {
      let open = DispatchTime.now().uptimeNanoseconds
      let recording = try LibinputRecording(path: path)
      var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
      let simulation = Simulation(windowSize: PointMapping().scale(for: recording.devices[0]).size)
      simulation.keepsTranscript = false
      let start = DispatchTime.now().uptimeNanoseconds
      let cpuStart = cpuSeconds()
      opening = Double(start - open) / 1e9
      rows = 0
      try recording.readFrames { frame in
        rows += frame.events.count
        try decoder.decode(frame) { touches in if throughSimulation { simulation.feed(touches) } }
      }
      seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      cpu = cpuSeconds() - cpuStart
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print(rows, seconds, usage.ru_maxrss, opening, cpu)
  }

  /// The process's user and system CPU time: steadier than wall time on a shared machine.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }

  static func child(_ arguments: [String]) throws -> [Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// Our reader against `libinput analyze per-slot-delta` on the largest real recording.
  static func compareWithLibinput(scratch: URL, runs: Int) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let real = root.deletingLastPathComponent().appendingPathComponent(
      "shared/traces/libinput/ts-wacom-dth2242-finger.multifinger.evemu")
    guard FileManager.default.fileExists(atPath: real.path) else {
      print(
        "largest real recording not found beside the repository; skipping the libinput comparison")
      return
    }
    let yaml = scratch.appendingPathComponent("wacom.yml").path
    try LibinputRecordWriter.write(EvemuRecording(path: real.path), to: yaml)
    var ours: [Double] = []
    var rows = 0
    for _ in 0..<(runs * 4) {
      let result = try readAndDecode(yaml)
      rows = result.rows
      ours.append(result.seconds)
    }
    var theirs: [Double] = []
    for _ in 0..<Swift.min(runs, 3) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/libinput")
      process.arguments = ["analyze", "per-slot-delta", yaml]
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = "/usr/bin:" + (environment["PATH"] ?? "")
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      let start = DispatchTime.now().uptimeNanoseconds
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        print("libinput analyze failed; skipping")
        return
      }
      theirs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let size = (try FileManager.default.attributesOfItem(atPath: yaml)[.size] as? Int) ?? 0
    print("Largest real recording as YAML: \(size) bytes, \(rows) evdev rows")
    print(
      "  ours (read + decode):            median \(ms(median(ours))) ms  [\(ms(ours.min()!))–\(ms(ours.max()!))], \(rate(rows, median(ours))) rows/s"
    )
    print(
      "  libinput analyze per-slot-delta: median \(ms(median(theirs))) ms  [\(ms(theirs.min()!))–\(ms(theirs.max()!))]"
    )
    print("  ratio: \(String(format: "%.0f", median(theirs) / median(ours)))× faster")
  }

  /// The recording reader and the debug-events reader over the same touches, in megabytes of
  /// input per second: each file opened, checked and streamed to its last frame.
  static func compareReaders(megabytes: Int, runs: Int) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trace-readers-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let recordingPath = scratch.appendingPathComponent("generated.yml").path
    let logPath = scratch.appendingPathComponent("generated.libinput-debug-events.txt").path
    try generate(bytes: megabytes << 20, to: recordingPath)
    // The log of the same touches, as `gesturesim touches` lists them, until it is as large.
    let recording = try LibinputRecording(path: recordingPath)
    let device = recording.devices[0]
    var decoder = MultitouchDecoder(device: device, file: recording.file)
    let mapping = PointMapping()
    var listing = LibinputListing(
      windowSize: mapping.scale(for: device).size, pointsPerMillimeter: mapping.pointsPerMillimeter)
    guard
      let log = FileHandle(forWritingAtPath: logPath)
        ?? {
          FileManager.default.createFile(atPath: logPath, contents: nil)
          return FileHandle(forWritingAtPath: logPath)
        }()
    else { fatalError("cannot write \(logPath)") }
    var buffer: [UInt8] = []
    try recording.readFrames { frame in
      try decoder.decode(frame) { decoded in
        for line in listing.lines(for: decoded) {
          buffer.append(contentsOf: line.utf8)
          buffer.append(0x0A)
        }
      }
      if buffer.count > 1 << 20 {
        log.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
      }
    }
    log.write(Data(buffer))
    try log.close()
    func size(_ path: String) -> Double {
      Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    }
    func measure(_ read: () throws -> Int) rethrows -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      let frames = try read()
      precondition(frames > 0)
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    var recordingRates: [Double] = []
    var logRates: [Double] = []
    for _ in 0..<runs {
      let a = try measure {
        let recording = try LibinputRecording(path: recordingPath)
        var decoder = MultitouchDecoder(device: recording.devices[0], file: recording.file)
        var frames = 0
        try recording.readFrames { frame in try decoder.decode(frame) { _ in frames += 1 } }
        return frames
      }
      recordingRates.append(size(recordingPath) / a / 1e6)
      let b = try measure {
        let log = try LibinputDebugLog(path: logPath)
        var frames = 0
        try log.forEachFrame(mapping: mapping) { _ in frames += 1 }
        return frames
      }
      logRates.append(size(logPath) / b / 1e6)
    }
    print("Readers over the same touches, MB of input per second (median of \(runs) runs):")
    print(
      "  libinput record    \(Self.megabytes(Int(size(recordingPath))))  "
        + String(format: "%.1f MB/s", median(recordingRates)))
    print(
      "  debug-events log   \(Self.megabytes(Int(size(logPath))))  "
        + String(format: "%.1f MB/s", median(logRates)))
  }

  /// Rows per second and peak memory from 1 MB to `largest` GB of generated recording.
  static func scaling(scratch: URL, runs: Int, largest: Double) throws {
    print(
      "Generated recordings (read + decode, and replay through a Simulation; warm pass), medians of \(runs) runs:"
    )
    print(
      "  ns per evdev row: decode = read + decode, replay = also fed to a Simulation; wall and CPU time"
    )
    print(
      "      size       rows  decode wall     decode cpu      replay wall     replay cpu      peak RSS  open"
    )
    var sizes: [Int] = [1 << 20, 10 << 20, 100 << 20]
    if largest >= 1 { sizes.append(Int(largest * Double(1 << 30))) }
    for target in sizes {
      let path = scratch.appendingPathComponent("generated-\(target).yml").path
      try generate(bytes: target, to: path)
      var decode: [Double] = []
      var replay: [Double] = []
      var peak = 0.0
      var rows = 0.0
      var opening: [Double] = []
      var decodeCPU: [Double] = []
      var replayCPU: [Double] = []
      for _ in 0..<runs {
        let a = try child(["replay", path])
        let b = try child(["replay", path, "simulation"])
        rows = a[0]
        decode.append(a[1] / rows * 1e9)
        replay.append(b[1] / rows * 1e9)
        decodeCPU.append(a[4] / rows * 1e9)
        replayCPU.append(b[4] / rows * 1e9)
        peak = Swift.max(peak, a[2], b[2])
        opening.append(a[3] * 1000)
      }
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      try FileManager.default.removeItem(atPath: path)
      func cell(_ values: [Double]) -> String {
        pad(String(format: "%.0f", median(values)), 5) + " ["
          + String(format: "%.0f–%.0f", values.min()!, values.max()!) + "]"
      }
      print(
        "  \(pad(megabytes(size), 8))  \(pad(String(Int(rows)), 9))  \(cell(decode))  \(cell(decodeCPU))  \(cell(replay))  \(cell(replayCPU))  \(String(format: "%.1f", peak / 1024)) MB  \(String(format: "%.2f", median(opening))) ms"
      )
    }
  }

  /// Writes at least `bytes` of recording: the corpus's touchscreen gestures over and over, each
  /// a quarter second after the last.
  static func generate(bytes: Int, to path: String) throws {
    let gestures = TraceGenerator.Gesture.allCases.map { $0.trace() }.filter {
      $0.device == TraceGenerator.touchscreen
    }
    let bytesPerGesture =
      40 * gestures.reduce(0) { $0 + $1.frames.reduce(0) { $0 + 4 * $1.changes.count + 4 } }
    let rounds = Swift.max(1, bytes / bytesPerGesture + 1)
    let frames = (0..<rounds).lazy.flatMap { round in
      gestures.indices.lazy.flatMap { index in
        let offset = Double(round * gestures.count + index)
        return gestures[index].frames.lazy.map { frame in
          var shifted = frame
          shifted.time = ((frame.time + offset) * 1_000_000).rounded() / 1_000_000
          return shifted
        }
      }
    }
    try LibinputRecordWriter.write(
      frames, encoder: EvdevEncoder(device: TraceGenerator.touchscreen), source: "TraceBenchmarks",
      to: path)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
  static func rate(_ rows: Int, _ seconds: Double) -> String {
    String(format: "%.2fM", Double(rows) / seconds / 1e6)
  }
  static func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1e6) }
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
