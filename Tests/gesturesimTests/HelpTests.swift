import Foundation
import Testing

@Suite("gesturesim help and completions")
struct HelpTests {
  static let subcommands = [
    "replay", "verify", "render", "describe", "touches", "convert", "diagram", "thresholds",
    "devices", "live",
  ]

  @Test("Every subcommand's help has an example", arguments: subcommands)
  func subcommandHelp(_ subcommand: String) async throws {
    let run = try await GestureSimTool.run(subcommand, "--help")
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput.contains("USAGE: gesturesim \(subcommand)"))
    #expect(run.standardOutput.contains("Example:\n  gesturesim \(subcommand)"))
  }

  @Test("The tool's help lists every subcommand, the exit statuses and an example")
  func toolHelp() async throws {
    let run = try await GestureSimTool.run("--help")
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput.contains("Exit status: 0 success, 1 verify mismatch"))
    #expect(run.standardOutput.contains("Examples:\n  gesturesim replay"))
    for subcommand in Self.subcommands {
      #expect(run.standardOutput.contains("  \(subcommand) "), "\(subcommand)")
    }
  }

  @Test("Shell completion scripts know the subcommands", arguments: ["bash", "zsh", "fish"])
  func completions(_ shell: String) async throws {
    let run = try await GestureSimTool.run("--generate-completion-script", shell)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError == "")
    for subcommand in Self.subcommands {
      #expect(run.standardOutput.contains(subcommand), "\(subcommand)")
    }
  }

  @Test("Examples in help fit an 80-column terminal, so no command wraps", arguments: subcommands)
  func examplesDoNotWrap(_ subcommand: String) async throws {
    let run = try await GestureSimTool.run(subcommand, "--help")
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    for (line, next) in zip(lines, lines.dropFirst()) where line.hasPrefix("  gesturesim ") {
      // ArgumentParser wraps a long line onto a line of its own at column 0.
      #expect(next.isEmpty || next.hasPrefix("  "), "\(line) wraps onto \(next)")
    }
  }

  @Test("bash and zsh completion complete trace paths (through gesturesim) and diagram types")
  func completionValues() async throws {
    let run = try await GestureSimTool.run("--generate-completion-script", "bash")
    #expect(run.standardOutput.contains("__gesturesim_add_completions -f"))
    #expect(run.standardOutput.contains("'screenEdgePan'"))
    // --rotate offers the four angles it takes.
    let rotate = try #require(run.standardOutput.range(of: "'--rotate')"))
    #expect(
      run.standardOutput[rotate.upperBound...].prefix(200).contains(
        #"-W '0'$'\n''90'$'\n''180'$'\n''270'"#))
    let zsh = try await GestureSimTool.run("--generate-completion-script", "zsh")
    #expect(
      zsh.standardOutput.contains(
        "'*:traces:{__gesturesim_custom_complete ---completion replay -- positional@0"))
  }

  @Test("devices and live both take --seat, and --udev as libinput's tools spell it")
  func seatOption() async throws {
    for subcommand in ["devices", "live"] {
      let run = try await GestureSimTool.run(subcommand, "--help")
      #expect(run.standardOutput.contains("--seat, --udev <seat>"), "\(subcommand)")
    }
  }
}

@Test("Shell completion offers folders and traces, never scenes, expected transcripts or notes")
func traceCompletion() async throws {
  let prefix = "Traces/recordings/p"
  for command in ["replay", "verify", "render", "touches", "describe"] {
    let run = try await GestureSimTool.run(
      "---completion", command, "--", "positional@0", "2", "\(prefix.count)", "gesturesim",
      command, prefix)
    #expect(run.status == 0, "\(command): \(run)")
    #expect(
      run.standardOutput
        == "Traces/recordings/pan.yml\nTraces/recordings/pinch-in.yml\nTraces/recordings/pinch-out.yml\n",
      "\(command)")
  }
  let folders = try await GestureSimTool.run(
    "---completion", "replay", "--", "positional@0", "2", "4", "gesturesim", "replay", "Trac")
  #expect(folders.standardOutput == "Traces/\n")
  let scenes = try await GestureSimTool.run(
    "---completion", "replay", "--", "positional@0", "2", "15", "gesturesim", "replay",
    "Traces/scenes/")
  #expect(scenes.standardOutput == "")
}
