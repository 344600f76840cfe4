import Foundation
import Testing

/// One class of hostile input from issues 12 and 15, and what gesturesim must do with it.
struct HostileCase: Sendable, CustomTestStringConvertible {
  /// What the class is.
  var name: String
  /// Files to write into a fresh folder (name → contents).
  var files: [String: String]
  /// The command line, run by bash in that folder with `$GS` the binary and an address-space
  /// limit of ``memoryLimitMB`` (so a memory bomb fails the test rather than the machine).
  var command: String
  var status: Int32
  /// Text the one line on standard error must contain (nil: standard error must be empty).
  var message: String?
  /// Names that must be in the folder afterwards, and nothing else.
  var folderAfter: [String]? = nil
  var memoryLimitMB = 1_536

  var testDescription: String { name }

  static let tap = """
    window: {width: 390, height: 844}
    events:
      - {t: 0.0, id: 1, phase: down, x: 195.0, y: 422.0}
      - {t: 0.08, id: 1, phase: up, x: 195.0, y: 422.0}

    """

  static let evemuHead = """
    N: Hostile touchscreen
    I: 0018 0000 0000 0000
    P: 02 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 03 03 00 00 00 00 80 60 06
    A: 00 0 1000 0 0 10
    A: 01 0 1000 0 0 10
    A: 2f 0 1 0 0 0
    A: 35 0 1000 0 0 10
    A: 36 0 1000 0 0 10
    A: 39 0 65535 0 0 0
    A: 3a -1 255 0 0 0

    """

  static func evemu(_ events: String) -> String { evemuHead + events }

  static func script(_ row: String) -> String { "events:\n  - \(row)\n" }

  static func scene(_ recognizer: String) -> String {
    "window: {width: 390, height: 844}\nviews:\n  - name: v\n    recognizers:\n      - \(recognizer)\n"
  }

  static let all: [HostileCase] = [
    // Numbers that trapped.
    HostileCase(
      name: "evemu time 9223372036855 s",
      files: ["e.evemu": evemu("E: 9223372036855.000000 0003 0039 0001\n")],
      command: "$GS describe e.evemu", status: 65,
      message: "e.evemu:14: expected the event time's seconds between 0 and 4294967295"),
    HostileCase(
      name: "evemu first event at -9223372036855 s",
      files: ["e.evemu": evemu("E: -9223372036855.000000 0003 0039 0001\n")],
      command: "$GS replay e.evemu", status: 65,
      message: "e.evemu:14: expected the event time's seconds between 0 and 4294967295"),
    HostileCase(
      name: "evemu negative first time, silently a 5 s gap before",
      files: ["e.evemu": evemu("E: -5.000000 0000 0000 0000\nE: 0.000000 0000 0000 0000\n")],
      command: "$GS describe e.evemu", status: 65, message: "found -5"),
    HostileCase(
      name: "pressure 2147483647 on an axis whose minimum is -1",
      files: [
        "e.evemu": evemu(
          "E: 0.000000 0003 0039 0001\nE: 0.000000 0003 0035 0100\nE: 0.000000 0003 0036 0100\n"
            + "E: 0.000000 0003 003a 2147483647\nE: 0.000000 0000 0000 0000\n"
            + "E: 0.010000 0003 0039 -001\nE: 0.010000 0000 0000 0000\n")
      ],
      command: "$GS replay e.evemu > out.txt", status: 0, message: nil),
    HostileCase(
      name: "pressure below the axis's minimum",
      files: [
        "e.evemu": evemu(
          "E: 0.000000 0003 0039 0001\nE: 0.000000 0003 003a -2147483648\n"
            + "E: 0.000000 0000 0000 0000\nE: 0.010000 0003 0039 -001\nE: 0.010000 0000 0000 0000\n"
        )
      ],
      command: "$GS render e.evemu -o out.svg", status: 0, message: nil,
      folderAfter: ["e.evemu", "out.svg"]),
    HostileCase(
      name: "x: 1e300 in a touch script (convert)",
      files: ["s.touches.yml": script("{t: 0, id: 1, phase: down, x: 1e300, y: 1}")],
      command: "$GS convert s.touches.yml -o out.yml", status: 65,
      message: "s.touches.yml:2: expected x between -1000000 and 1000000, found `1e300`",
      folderAfter: ["s.touches.yml"]),
    HostileCase(
      name: "t: 1e300 in a touch script (render)",
      files: ["s.touches.yml": script("{t: 1e300, id: 1, phase: down, x: 1, y: 1}")],
      command: "$GS render s.touches.yml -o out.svg", status: 65,
      message: "expected the time t between 0 and 4294967295", folderAfter: ["s.touches.yml"]),
    HostileCase(
      name: "a window width of 1e12 (convert)",
      files: [
        "s.touches.yml": "window: {width: 1e12, height: 844}\n"
          + script("{t: 0, id: 1, phase: down, x: 1, y: 1}")
      ],
      command: "$GS convert s.touches.yml -o out.yml", status: 65,
      message: "s.touches.yml:1: expected the window width between 0 and 1000000",
      folderAfter: ["s.touches.yml"]),
    HostileCase(
      name: "minimumPressDuration: 1e300 in a scene",
      files: [
        "s.scene.yml": scene("{name: p, type: longPress, minimumPressDuration: 1e300}"),
        "s.touches.yml": tap,
      ],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "s.scene.yml:5: expected `minimumPressDuration` between 0 and 86400"),
    HostileCase(
      name: "a scene window of width 0",
      files: ["s.scene.yml": "window: {width: 0, height: 844}\nviews: []\n", "s.touches.yml": tap],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "s.scene.yml:1: expected the window width greater than 0"),
    HostileCase(
      name: "convert --points-per-mm 1e-300",
      files: ["s.touches.yml": tap],
      command: "$GS convert s.touches.yml -o o.yml --points-per-mm 1e-300",
      status: 64, message: "--points-per-mm must be between 0.01 and 1000",
      folderAfter: ["s.touches.yml"]),
    // Stack overflows.
    HostileCase(
      name: "100,000 nested flow sequences in a touch script",
      files: [
        "s.touches.yml": "events: " + String(repeating: "[", count: 100_000)
          + String(repeating: "]", count: 100_000) + "\n"
      ],
      command: "$GS replay s.touches.yml", status: 65,
      message: "s.touches.yml:1: expected YAML nested at most 64 levels deep"),
    HostileCase(
      name: "100,000 nested block sequences in a scene",
      files: [
        "s.scene.yml": "views:\n  " + String(repeating: "- ", count: 100_000) + "x\n",
        "s.touches.yml": tap,
      ],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "s.scene.yml:2: expected YAML nested at most 64 levels deep"),
    HostileCase(
      name: "100,000 nested mappings in a recording's header",
      files: [
        "r.yml": "version: 1\nx: " + String(repeating: "{a: ", count: 100_000) + "\ndevices:\n"
      ],
      command: "$GS replay r.yml", status: 65,
      message: "r.yml:2: expected YAML nested at most 64 levels deep"),
    HostileCase(
      name: "views nested 40 deep (the YAML depth bound comes first)",
      files: [
        "s.scene.yml": "views:\n"
          + (0..<40).map { level in
            let indent = String(repeating: " ", count: 2 + 4 * level)
            return "\(indent)- name: v\(level)\n\(indent)  subviews:\n"
          }.joined(),
        "s.touches.yml": tap,
      ],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "expected YAML nested at most 64 levels deep"),
    HostileCase(
      name: "a requireToFail chain of 300 recognizers",
      files: [
        "s.scene.yml": "views:\n  - name: v\n    recognizers:\n      - {name: r0, type: tap}\n"
          + (1..<300).map { "      - {name: r\($0), type: tap, requireToFail: [r\($0 - 1)]}\n" }
          .joined(),
        "s.touches.yml": tap,
      ],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "expected chains of `requireToFail` at most 256 recognizers long"),
    // Memory bombs.
    HostileCase(
      name: "a YAML alias bomb through a scene's subviews",
      files: [
        "s.scene.yml": "a0: &a0 [{name: x}]\n"
          + (1..<30).map { "a\($0): &a\($0) [*a\($0 - 1), *a\($0 - 1)]\n" }.joined()
          + "views:\n  - name: v\n    subviews: *a29\n",
        "s.touches.yml": tap,
      ],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "s.scene.yml:2: aliases (`*name`) are not supported"),
    HostileCase(
      name: "100,000 fingers in one recording",
      files: [
        "e.evemu": evemuHead.replacingOccurrences(
          of: "A: 2f 0 1 0 0 0", with: "A: 2f 0 99999 0 0 0")
          + (0..<1000).map {
            "E: 0.000000 0003 002f \(String($0, radix: 16))\nE: 0.000000 0003 0039 \($0 + 1)\n"
          }
          .joined() + "E: 0.000000 0000 0000 0000\n"
      ],
      command: "$GS replay e.evemu", status: 65,
      message: "expected ABS_MT_SLOT to range from 0 to at most 255"),
    HostileCase(
      name: "5 MB of header lines before devices:",
      files: [
        "r.yml": "version: 1\n"
          + String(repeating: "x: " + String(repeating: "y", count: 1000) + "\n", count: 5_000)
          + "devices:\n"
      ],
      command: "$GS replay r.yml", status: 65,
      message: "expected the header and device descriptions to take at most 4 MiB"),
    // Output errors.
    HostileCase(
      name: "standard output on /dev/full", files: ["s.touches.yml": tap],
      command: "$GS replay s.touches.yml > /dev/full", status: 1,
      message: "standard output: cannot write (No space left on device)"),
    HostileCase(
      name: "standard output closed", files: ["s.touches.yml": tap],
      command: "$GS replay s.touches.yml >&-", status: 1,
      message: "standard output: cannot write (Bad file descriptor)"),
    HostileCase(
      name: "help on a full standard output", files: [:], command: "$GS --help > /dev/full",
      status: 1, message: "standard output: cannot write (No space left on device)"),
    HostileCase(
      name: "a broken pipe into head stays quiet", files: ["s.touches.yml": tap],
      command: "$GS diagram pan | head -c 1 > /dev/null; echo ${PIPESTATUS[0]} > status",
      status: 0, message: nil, folderAfter: ["s.touches.yml", "status"]),
    // Output paths.
    // A named pipe stands for device nodes (such as /dev/null), which only root can make: a
    // binary with the old bug would replace the real /dev/null when run as root. Since #25 a
    // stream is written in place, as Unix tools write it.
    HostileCase(
      name: "-o to a pipe is written in place, not replaced", files: ["s.touches.yml": tap],
      command:
        "mkfifo node && { cat node > got & } && $GS replay s.touches.yml -o node; s=$?; wait; test -p node && test -s got || exit 99; exit $s",
      status: 0, message: nil, folderAfter: ["got", "node", "s.touches.yml"]),
    HostileCase(
      name: "-o to a folder is refused", files: ["s.touches.yml": tap],
      command: "mkdir out && $GS replay s.touches.yml -o out", status: 1,
      message: "out: is a folder; expected a regular file or a new path",
      folderAfter: ["out", "s.touches.yml"]),
    HostileCase(
      name: "-o through a symlink writes its target and keeps the link",
      files: ["s.touches.yml": tap, "target.txt": "old\n"],
      command:
        "ln -s target.txt link.txt && $GS replay s.touches.yml -o link.txt && test -L link.txt "
        + "&& grep -q 'tap' target.txt",
      status: 0, message: nil, folderAfter: ["link.txt", "s.touches.yml", "target.txt"]),
    HostileCase(
      name: "an existing output survives bad input unchanged",
      files: [
        "s.touches.yml": script("{t: 0, id: 1, phase: down, x: 1e300, y: 1}"), "old.yml": "kept\n",
      ],
      command:
        "$GS convert s.touches.yml -o old.yml; s=$?; grep -qx kept old.yml || exit 99; exit $s",
      status: 65, message: "expected x between", folderAfter: ["old.yml", "s.touches.yml"]),
    // Inputs that are not files, and pipes.
    HostileCase(
      name: "a FIFO nobody writes to is refused at once", files: [:],
      command: "mkfifo f.yml && $GS replay f.yml", status: 66,
      message: "f.yml: is a named pipe, which could wait forever for a writer",
      folderAfter: ["f.yml"]),
    HostileCase(
      name: "a character device as a scene", files: ["s.touches.yml": tap],
      command: "$GS replay --scene /dev/zero s.touches.yml", status: 66,
      message: "/dev/zero: is a device or socket; expected a file"),
    HostileCase(
      name: "a folder as a trace", files: [:], command: "mkdir d.yml && $GS replay d.yml",
      status: 66, message: "d.yml: is a folder; expected a file", folderAfter: ["d.yml"]),
    HostileCase(
      name: "a missing touch script keeps the system's reason", files: [:],
      command: "$GS replay nope.touches.yml", status: 66,
      message: "nope.touches.yml: cannot open the file (No such file or directory)"),
    HostileCase(
      name: "a missing scene exits 66", files: ["s.touches.yml": tap],
      command: "$GS replay --scene nope.scene.yml s.touches.yml", status: 66,
      message: "nope.scene.yml: cannot open the file (No such file or directory)"),
    HostileCase(
      name: "a recording through process substitution keeps its start",
      files: ["e.evemu": evemu("E: 0.000000 0000 0000 0000\n")],
      command: "$GS describe <(cat e.evemu) | grep -q 'evemu'", status: 0, message: nil),
    HostileCase(
      name: "a touch script on standard input (-)", files: ["s.touches.yml": tap],
      command: "$GS replay - < s.touches.yml | grep -q 'tap'", status: 0, message: nil),
    HostileCase(
      name: "a scene on standard input (-)", files: ["s.touches.yml": tap],
      command:
        "echo 'views: [{name: v, recognizers: [{type: tap}]}]' | $GS replay --scene - s.touches.yml | grep -q ended",
      status: 0, message: nil),
    HostileCase(
      name: "a malformed trace on standard input is named <stdin>", files: [:],
      command: "echo 'events: [' | $GS replay -", status: 65, message: "<stdin>:"),
    // Silently accepted before.
    HostileCase(
      name: "a duplicate key is invalid YAML",
      files: ["s.touches.yml": "events: []\nevents: []\n"], command: "$GS replay s.touches.yml",
      status: 65, message: "s.touches.yml:2: duplicate key `events` (first at line 1)"),
    HostileCase(
      name: "a recognizer name with a newline",
      files: ["s.scene.yml": scene("{name: \"a\\nb\", type: tap}"), "s.touches.yml": tap],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "expected the recognizer name as one line of text without control characters"),
    HostileCase(
      name: "a value with a newline stays on one message line",
      files: ["s.touches.yml": script("{t: 0, id: 1, phase: \"do\\nwn\", x: 1, y: 1}")],
      command: "$GS replay s.touches.yml", status: 65, message: "unknown phase `do\\nwn`"),
    HostileCase(
      name: "no touch device names a line",
      files: [
        "e.evemu": "N: Keyboard\nI: 0003 0001 0001 0001\nB: 01 ff\nE: 0.000000 0000 0000 0000\n"
      ],
      command: "$GS replay e.evemu", status: 65,
      message: "e.evemu:1: expected a touchscreen or touchpad among the recorded devices"),
    HostileCase(
      name: "evemu with a UTF-8 byte order mark",
      files: ["e.evemu": "\u{FEFF}" + evemu("E: 0.000000 0000 0000 0000\n")],
      command: "$GS describe e.evemu > /dev/null", status: 0, message: nil),
    // The quadratic diff.
    HostileCase(
      name: "verify against a 100,000-line differing expectation, in bounded memory",
      files: [
        "t.touches.yml": tap,
        "t.expected.jsonl": (0..<100_000).map { "{\"line\":\($0)}\n" }.joined(),
      ],
      command:
        "$GS verify t.touches.yml > out.txt; s=$?; grep -q 'more than 1000 lines differ' out.txt || exit 99; exit $s",
      status: 1, message: nil, memoryLimitMB: 1_024),
  ]
}

@Suite("Hostile input: one line, the documented status, bounded memory and time, no litter")
struct HostileInputTests {
  @Test("Each class", arguments: HostileCase.all)
  func hostile(_ hostile: HostileCase) async throws {
    try await withTemporaryFolder { folder in
      for (name, contents) in hostile.files {
        try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
      }
      let clock = ContinuousClock()
      let started = clock.now
      let run = try await GestureSimTool.run(
        shell: "ulimit -v \(hostile.memoryLimitMB * 1024); \(hostile.command)", in: folder)
      let elapsed = clock.now - started
      #expect(run.status == hostile.status, "\(run)")
      if let message = hostile.message, hostile.status == 64 {
        // The argument parser adds its usage lines after the error.
        #expect(run.errorLines.first?.contains(message) == true, "\(run)")
      } else if let message = hostile.message {
        #expect(run.errorLines.count == 1, "\(run)")
        #expect(run.standardError.hasPrefix("gesturesim: "), "\(run)")
        #expect(run.standardError.contains(message), "\(run)")
      } else {
        #expect(run.standardError == "", "\(run)")
      }
      #expect(elapsed < .seconds(60), "took \(elapsed)")
      let expected = hostile.folderAfter ?? hostile.files.keys.sorted()
      let after = folder.folderContents.filter {
        $0 != "out.txt" && $0 != "status" || expected.contains($0)
      }
      #expect(after == expected.sorted(), "left \(folder.folderContents)")
      if hostile.command.contains("PIPESTATUS") {
        let status = try String(
          contentsOf: folder.appendingPathComponent("status"), encoding: .utf8)
        #expect(["0\n", "141\n"].contains(status), "diagram into head exited \(status)")
      }
    }
  }
}
