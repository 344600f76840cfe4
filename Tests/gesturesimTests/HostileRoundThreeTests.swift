import Foundation
import FoundationXML
import Testing

/// Classes of hostile input from issue 25 (round three), run through the built tool like
/// ``HostileInputTests``, with two more checks: nothing the tool prints holds a control
/// character (ESC, CR, C1…), and an SVG it writes parses as XML.
extension HostileCase {
  static let deepBehindCR =
    "events:\n  # a comment ended by a lone CR\r  " + String(repeating: "[", count: 6_000) + "\n"

  static let debugDown = " event4   TOUCH_DOWN   +0.000s\t0 (0) 50.00/50.00 (100.00/80.00mm)\n"

  static let roundThree: [HostileCase] = [
    // 1. The YAML guard at the parser's depth.
    HostileCase(
      name: "6,000 levels behind a comment ended by CR", files: ["s.touches.yml": deepBehindCR],
      command: "$GS replay s.touches.yml", status: 65,
      message: "s.touches.yml:3: expected YAML nested at most 64 levels deep"),
    HostileCase(
      name: "6,000 levels after a block scalar line starting with a quote",
      files: [
        "s.touches.yml": "note: |\n  \"\nevents: " + String(repeating: "[", count: 6_000) + "\n"
      ],
      command: "$GS replay s.touches.yml", status: 65,
      message: "s.touches.yml:3: expected YAML nested at most 64 levels deep"),
    HostileCase(
      name: "nesting behind NEL line ends",
      files: [
        "s.scene.yml": "a: 1\u{85}views: " + String(repeating: "[", count: 6_000) + "\n",
        "s.touches.yml": tap,
      ],
      command: "$GS replay --scene s.scene.yml s.touches.yml", status: 65,
      message: "s.scene.yml:2: expected YAML nested at most 64 levels deep"),
    HostileCase(
      name: "an alias bomb behind CR line ends",
      files: [
        "s.touches.yml": "a: &a [x, x]\r"
          + (1...40).map { "a\($0): &a\($0) [*a\($0 - 1 == 0 ? "" : "\($0 - 1)"), x]" }
          .joined(separator: "\r") + "\revents: []\n"
      ],
      command: "$GS replay s.touches.yml", status: 65,
      message: "s.touches.yml:2: aliases (`*name`) are not supported"),
    // 2. debug-events logs range-checked.
    HostileCase(
      name: "render of a debug-events log with an infinite time",
      files: ["d.txt": debugDown + " event4   TOUCH_FRAME  +infs\t\n"],
      command: "$GS render d.txt -o d.svg", status: 65,
      message: "d.txt:2: expected the time in seconds between 0 and 4294967295, found `+infs`",
      memoryLimitMB: 1_024),
    HostileCase(
      name: "render of a debug-events log with a time of 1e300 s",
      files: ["d.txt": debugDown + " event4   TOUCH_FRAME  +1e300s\t\n"],
      command: "$GS render d.txt -o d.svg", status: 65, message: "d.txt:2: expected the time",
      memoryLimitMB: 1_024),
    HostileCase(
      name: "a debug-events seat slot of Int.max",
      files: ["d.txt": " event4   TOUCH_DOWN   +0.000s\t0 (9223372036854775807) 1/1 (1/1mm)\n"],
      command: "$GS replay d.txt", status: 65, message: "d.txt:1: expected the seat slot"),
    HostileCase(
      name: "a debug-events position of inf",
      files: ["d.txt": " event4   TOUCH_DOWN   +0.000s\t0 (0) inf/1 (inf/1mm)\n"],
      command: "$GS replay d.txt", status: 65, message: "d.txt:1: expected positions"),
    // 3. Names escaped.
    HostileCase(
      name: "describe of a device whose name sets the window title",
      files: [
        "e.evemu": evemu("E: 0.000000 0000 0000 0000\n").replacingOccurrences(
          of: "N: Hostile touchscreen", with: "N: \u{1B}]0;owned\u{07}\u{9B}31mEvil")
      ],
      command: "$GS describe e.evemu", status: 0, message: nil),
    HostileCase(
      name: "verify's diff of an expected transcript holding ESC",
      files: ["t.touches.yml": tap, "t.expected.jsonl": "\u{1B}[2J\u{1B}]0;owned\u{07}\n"],
      command: "$GS verify t.touches.yml", status: 1, message: nil),
    HostileCase(
      name: "verify --update of a trace whose name holds ESC",
      files: ["\u{1B}[31mred.touches.yml": tap], command: "$GS verify --update *.touches.yml",
      status: 0, message: nil,
      folderAfter: ["\u{1B}[31mred.touches.yml", "\u{1B}[31mred.expected.jsonl"]),
    HostileCase(
      name: "trace names with ESC and C1 in a shared text transcript",
      files: ["a.touches.yml": tap, "b\u{1B}]0;x\u{07}\u{9B}2J.touches.yml": tap],
      command: "$GS replay *.touches.yml", status: 0, message: nil),
    HostileCase(
      name: "trace names with ESC and C1 in a shared JSON transcript",
      files: ["a.touches.yml": tap, "b\u{1B}]0;x\u{07}\u{9B}2J.touches.yml": tap],
      command: "$GS replay --format json *.touches.yml", status: 0, message: nil),
    HostileCase(
      name: "touches of traces whose names hold ESC",
      files: ["a.touches.yml": tap, "b\u{1B}[2J.touches.yml": tap],
      command: "$GS touches *.touches.yml", status: 0, message: nil),
    HostileCase(
      name: "a megabyte unknown value is quoted short",
      files: [
        "s.touches.yml": script(
          "{t: 0, id: 1, phase: \(String(repeating: "x", count: 1 << 20)), x: 1, y: 1}")
      ],
      command: "$GS replay s.touches.yml", status: 65,
      message: "(1048576 characters)"),
    HostileCase(
      name: "U+FFFE in a view name makes a well-formed SVG",
      files: [
        "s.scene.yml":
          "window: {width: 390, height: 844}\nviews:\n  - name: \"v\\uFFFE\\uFFFF\"\n    recognizers:\n      - {name: t, type: tap}\n",
        "s.touches.yml": tap,
      ],
      command: "$GS render --scene s.scene.yml s.touches.yml -o s.svg", status: 0, message: nil,
      folderAfter: ["s.scene.yml", "s.svg", "s.touches.yml"]),
    // 6. Nothing lost.
    HostileCase(
      name: "-o /dev/stdout appended to a log appends",
      files: ["s.touches.yml": tap, "log": "old\n"],
      command:
        "$GS replay s.touches.yml -o /dev/stdout >> log; s=$?; head -1 log | grep -qx old && test $(wc -l < log) -gt 2 || exit 99; exit $s",
      status: 0, message: nil),
    HostileCase(
      name: "render -o /dev/stdout into a pipe", files: ["s.touches.yml": tap],
      command: "$GS render s.touches.yml -o /dev/stdout | cat > got.svg; exit ${PIPESTATUS[0]}",
      status: 0, message: nil, folderAfter: ["got.svg", "s.touches.yml"]),
    HostileCase(
      name: "-o /dev/null is accepted", files: ["s.touches.yml": tap],
      command: "$GS render s.touches.yml -o /dev/null", status: 0, message: nil),
    HostileCase(
      name: "-o /dev/fd/3 writes the descriptor", files: ["s.touches.yml": tap],
      command:
        "$GS replay s.touches.yml -o /dev/fd/3 3> got; s=$?; test -s got || exit 99; exit $s",
      status: 0, message: nil, folderAfter: ["got", "s.touches.yml"]),
    HostileCase(
      name: "a closed standard input says so", files: [:], command: "$GS replay - <&-",
      status: 66, message: "<stdin>: standard input is closed"),
    HostileCase(
      name: "a partial file left by a killed process is swept", files: ["s.touches.yml": tap],
      command:
        "p=$(sh -c 'echo $$'); touch out.txt.partial-$p-0; $GS replay s.touches.yml -o out.txt",
      status: 0, message: nil, folderAfter: ["out.txt", "s.touches.yml"]),
  ]
}

@Suite("Hostile input, round three: escaped, range-checked, bounded")
struct HostileRoundThreeTests {
  @Test("Each class", arguments: HostileCase.roundThree)
  func hostile(_ hostile: HostileCase) async throws {
    try await withTemporaryFolder { folder in
      for (name, contents) in hostile.files {
        try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
      }
      let run = try await GestureSimTool.run(
        shell: "ulimit -v \(hostile.memoryLimitMB * 1024); \(hostile.command)", in: folder)
      #expect(run.status == hostile.status, "\(run)")
      if let message = hostile.message {
        #expect(run.errorLines.count == 1, "\(run)")
        #expect(run.standardError.contains(message), "\(run)")
        #expect(run.standardError.utf8.count < 2_000, "\(run.standardError.utf8.count) bytes")
      } else {
        #expect(run.standardError == "", "\(run)")
      }
      for text in [run.standardOutput, run.standardError] {
        // Tabs are part of libinput debug-events' columns, which `touches` prints.
        let controls = text.unicodeScalars.filter {
          $0 != "\n" && $0 != "\t" && $0.properties.generalCategory == .control
        }
        #expect(controls.isEmpty, "control characters \(controls.map(\.value)) in \(run)")
      }
      let expected = hostile.folderAfter ?? hostile.files.keys.sorted()
      #expect(folder.folderContents == expected.sorted(), "left \(folder.folderContents)")
      for name in folder.folderContents where name.hasSuffix(".svg") {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(name): \(String(describing: parser.parserError))")
      }
    }
  }
}
