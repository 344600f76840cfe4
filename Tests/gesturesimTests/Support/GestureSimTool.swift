import Foundation
import Testing

/// What one run of the built `gesturesim` produced.
struct ToolRun: CustomStringConvertible {
  /// The exit status; a process killed by a signal reports 128 + the signal, as shells do, so
  /// that a crash never passes for an expected status.
  var status: Int32
  /// Everything written to standard output.
  var standardOutput: String
  /// Everything written to standard error.
  var standardError: String

  /// The standard error's lines, without the final newline's empty line.
  var errorLines: [Substring] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  /// The whole run, for failure messages.
  var description: String {
    "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
  }
}

/// The `gesturesim` executable that SwiftPM built for these tests, and a way to run it.
enum GestureSimTool {
  /// The package's root folder (where `Package.swift` and `Traces/` are).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // gesturesimTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The built binary: beside the running test executable (SwiftPM's products folder, which
  /// holds the executable the test target depends on), else a debug or release build in
  /// `.build`.
  static let executable: URL? = {
    var candidates: [URL] = []
    if let running = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      candidates.append(running.deletingLastPathComponent().appendingPathComponent("gesturesim"))
    }
    for configuration in ["debug", "release"] {
      candidates.append(
        packageRoot.appendingPathComponent(".build/\(configuration)/gesturesim"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs `gesturesim` with `arguments` in `directory` (the package root by default, so that
  /// `Traces/…` paths and the paths printed in outputs are the same on every machine).
  ///
  /// Standard output and standard error go to files rather than pipes: a child that fills one
  /// pipe while the test drains the other cannot dead-lock, and nothing has to be read
  /// concurrently. The run waits for the child's termination handler, never by polling.
  ///
  /// - Throws: when the binary is missing or cannot be started.
  static func run(
    _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]
  ) async throws -> ToolRun {
    let executable = try #require(
      executable, "gesturesim was not built; `swift build` builds it before the tests")
    return try await run(program: executable, arguments, in: directory, environment: environment)
  }

  /// Runs `gesturesim` through `bash -c` with the command line `shell`, in which `$GS` is the
  /// binary — for redirections, pipes, closed descriptors and resource limits (`ulimit -v`).
  static func run(shell: String, in directory: URL = packageRoot) async throws -> ToolRun {
    let executable = try #require(
      executable, "gesturesim was not built; `swift build` builds it before the tests")
    return try await run(
      program: URL(fileURLWithPath: "/bin/bash"), ["-c", shell], in: directory,
      environment: ["GS": executable.path])
  }

  /// Runs `program` with `arguments` in `directory`, as ``run(_:in:environment:)`` runs
  /// `gesturesim`, with `environment` added to this process's.
  static func run(
    program executable: URL, _ arguments: [String], in directory: URL = packageRoot,
    environment: [String: String] = [:]
  ) async throws -> ToolRun {
    let captures = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturesim-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: captures) }
    let outputURL = captures.appendingPathComponent("stdout")
    let errorURL = captures.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? error.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        let code = finished.terminationStatus
        continuation.resume(returning: finished.terminationReason == .exit ? code : 128 + code)
      }
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
      }
    }
    return ToolRun(
      status: status,
      standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
      standardError: try String(contentsOf: errorURL, encoding: .utf8))
  }

  /// Runs `gesturesim` with `arguments` in the package root.
  static func run(_ arguments: String...) async throws -> ToolRun {
    try await run(arguments)
  }
}
