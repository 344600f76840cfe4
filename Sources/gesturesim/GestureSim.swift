import ArgumentParser
import Foundation
import TouchTraces

@main
struct GestureSim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gesturesim",
    abstract: "Run UIKit's gesture recognizers over recorded, scripted or live touches.",
    discussion: """
      Replays `libinput record` YAML, evemu recordings and touch scripts through a view tree of \
      UIKit gesture recognizers on a virtual clock, and reports every recognizer state change.

      Exit status: 0 success, 1 verify mismatch or runtime failure (output errors \
      included), 64 usage error, 65 malformed input (reported as file:line: what was \
      expected), 66 input missing, unreadable or not a file. A trace or scene given as - is \
      read from standard input. `gesturesim thresholds` lists every recognizer's default \
      thresholds with their units and sources; a scene can change any of them.

      Examples:
        gesturesim replay Traces/recordings/pan.yml
        gesturesim replay capture.yml --scene app.scene.yml
      """,
    version: "0.1.0",
    // Every subcommand spells out its `commandName`: without one, ArgumentParser derives the
    // name from `String(describing:)` of the type, for every subcommand on every run, and each
    // first description of a metatype asks the runtime for three or four protocol conformances,
    // a scan of every conformance record in the binary (over 6,000 in a static build with
    // Foundation): about 13 M instructions, a tenth of a whole replay of a 1.4 MB recording.
    subcommands: [
      Replay.self, Verify.self, Render.self, Describe.self, Touches.self, Convert.self,
      Diagram.self, Thresholds.self, Devices.self, Live.self,
    ]
  )

  /// Runs the command line after making sure descriptors 0–2 are open: when one was closed
  /// (`>&-`), the first file opened would take its number and receive standard output. A
  /// closed standard output is opened read-only on /dev/null, so every write to it fails and
  /// is reported; a closed standard input write-only, so that reading `-` fails and is reported
  /// (exit 66) rather than read as an empty file.
  static func main() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) < 0 {
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
    // A file size limit (`ulimit -f`) would otherwise end the process by SIGXFSZ mid-write, with
    // no message and a half-written file: ignored, the write fails with EFBIG instead, which the
    // output files report and clean up as they do a full disk.
    signal(SIGXFSZ, SIG_IGN)
    do {
      if let replay = ReplayRun(plainCommandLine: CommandLine.arguments.dropFirst()) {
        // As `MainActorCommand.run()`: on the main thread, which it never leaves.
        try MainActor.assumeIsolated { try replay.run() }
      } else {
        var command = try parseAsRoot()
        try command.run()
      }
    } catch {
      // As ArgumentParser's own `main`, but help, the version and completion scripts go out
      // through ``StandardOutput`` so that a failed write is reported (exit 1), not ignored.
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success && !message.isEmpty {
        do {
          try StandardOutput.line(message)
        } catch {
          printError("\(error)")
          Foundation.exit(1)
        }
      } else if !message.isEmpty {
        let bytes = Array((shownLines(message) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      }
      Foundation.exit(code.rawValue)
    }
    Foundation.exit(0)
  }
}
