import Foundation
import Testing

@Suite("gesturesim help and completions")
struct HelpTests {
  static let subcommands = [
    "replay", "verify", "render", "describe", "convert", "diagram", "devices", "live",
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
}
