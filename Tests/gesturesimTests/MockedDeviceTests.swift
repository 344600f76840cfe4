import Foundation
import Testing

/// End to end with the real libinput: recordings presented as mocked devices by
/// `scripts/mock-device`, read by `gesturesim live` (path and udev backends) and
/// `gesturesim replay --via libinput`, and compared with the direct replay. These run in real
/// time, so the recordings are short.
@Suite(
  "End to end through the real libinput on mocked devices",
  .enabled(if: MockDevice.isUsable, MockDevice.skipNote),
  .timeLimit(.minutes(3)))
struct MockedDeviceTests {
  /// How `live` reaches the mocked device.
  enum Backend: String, CaseIterable, CustomTestStringConvertible {
    case device
    case udev

    var arguments: [String] {
      switch self {
      case .device: ["--device", "/dev/input/event0"]
      case .udev: ["--udev", "seat0"]
      }
    }

    var testDescription: String { self == .device ? "--device" : "--udev seat0" }
  }

  /// The window every path fits the touchscreen onto.
  static let window = ["--screen", "390x844"]

  /// The project's own touchscreen recordings.
  static let ownTouchscreens = [
    "single-tap", "double-tap", "long-press", "pan", "swipe-left", "swipe-right", "swipe-up",
    "swipe-down", "pinch-in", "pinch-out", "rotation",
  ].map { "Traces/recordings/\($0).yml" }

  /// The shared touchscreen recordings whose events libinput passes on unchanged. Two others
  /// are left out on purpose: the Wacom DTH2242 reports a fuzz of 4, so libinput smooths its
  /// touches (hysteresis), and the N-Trig speaks multitouch protocol A, which libinput reads
  /// through mtdev; both give live transcripts that differ from the raw replay.
  static let sharedTouchscreens = [
    "ts-atmel-maxtouch.1-finger-fast-taps.evemu", "ts-dell-canvas-touch.multifinger.evemu",
    "ts-ep0430m09.2-finger-scroll-down.evemu", "ts-ep0430m09.4-finger-drag-down.evemu",
    "ts-quanta-optical.touch-hover.events", "ts-wacom-isdv4-e6.two-finger-circle.events",
    "ts-wacom-isdv4-e6.two-finger-double-tap.events",
  ]

  static func shared(_ name: String) -> String {
    MockDevice.sharedTraces.appendingPathComponent(name).path
  }

  /// The direct replay's JSON transcript.
  static func direct(_ recording: String, _ extra: [String] = []) async throws -> String {
    let run = try await GestureSimTool.run(
      ["replay", recording, "--format", "json", "--quiet"] + window + extra)
    #expect(run.status == 0, "\(run)")
    return run.standardOutput
  }

  /// `live`'s JSON transcript with `recording` mocked.
  static func live(_ recording: String, _ backend: Backend) async throws -> String {
    let run = try await MockDevice.run(
      [recording], ["live", "--format", "json", "--quiet"] + backend.arguments + window)
    #expect(run.status == 0, "\(run)")
    return run.standardOutput
  }

  /// Expects `live` on the mocked recording to print the direct replay's transcript exactly.
  static func expectLiveEqualsDirect(_ recording: String, _ backend: Backend) async throws {
    let expected = try await direct(recording)
    #expect(!expected.isEmpty)
    #expect(try await live(recording, backend) == expected)
  }

  @Test(
    "The project's touchscreen recordings give the direct replay's transcript live",
    arguments: ownTouchscreens, Backend.allCases)
  func ownRecordings(recording: String, backend: Backend) async throws {
    try await Self.expectLiveEqualsDirect(recording, backend)
  }

  @Test(
    "Real touchscreen recordings give the direct replay's transcript live",
    .enabled(if: MockDevice.hasSharedTraces, MockDevice.missingShared),
    arguments: sharedTouchscreens, Backend.allCases)
  func sharedRecordings(name: String, backend: Backend) async throws {
    try await Self.expectLiveEqualsDirect(Self.shared(name), backend)
  }

  @Test(
    "A touchpad's two-finger tap, BTN_RIGHT with libinput's tapping, is reported as reaching no recognizer",
    .enabled(if: MockDevice.hasSharedTraces, "../shared/traces/libinput is absent"))
  func twoFingerTap() async throws {
    let recording = Self.shared("tp-cypress.two-finger-tap.evemu")
    func replay(_ options: [String]) async throws -> ToolRun {
      try await MockDevice.limited {
        try await GestureSimTool.run(["replay", recording, "--via", "libinput"] + options)
      }
    }
    let tapping = try await replay([])
    #expect(tapping.status == 0, "\(tapping)")
    let warnings = tapping.standardError.split(separator: "\n").filter { $0.contains("BTN_") }
    #expect(warnings.count == 1, "\(tapping)")
    #expect(
      warnings.first?.hasPrefix("gesturesim: warning: BTN_RIGHT pressed at 0.000 s at (") == true)
    #expect(warnings.first?.contains("reached no recognizer") == true)
    // `touches --via libinput` lists it as libinput does.
    let listed = try await MockDevice.limited {
      try await GestureSimTool.run(["touches", recording, "--via", "libinput"])
    }
    #expect(listed.status == 0, "\(listed)")
    let buttons = listed.standardOutput.split(separator: "\n").filter {
      $0.contains("POINTER_BUTTON")
    }.map { $0.split(separator: "\t").last ?? "" }
    #expect(
      buttons == [
        "BTN_RIGHT (273) pressed, seat count: 1", "BTN_RIGHT (273) released, seat count: 0",
      ])
    // Without tapping libinput sends no button at all: the fingers scroll a little.
    let noTapping = try await replay(["--disable-tap"])
    #expect(noTapping.status == 0, "\(noTapping)")
    #expect(!noTapping.standardError.contains("BTN_"), "\(noTapping)")
  }

  @Test(
    "Without --screen, live gives a recording the window replay gives it: the same transcript")
  func sameDefaultWindow() async throws {
    try await withTemporaryFolder { folder in
      // A touchscreen of 97.5 × 211 mm: 625.6 × 1353.7 points at 163 dpi, not the 390 × 844
      // window live used to take.
      let recording = folder.appendingPathComponent("drag.yml").path
      let converted = try await GestureSimTool.run(
        "convert", "Traces/scripts/double-tap-then-drag.touches.yml", "-o", recording,
        "--points-per-mm", "4")
      #expect(converted.status == 0, "\(converted)")
      let replayed = try await GestureSimTool.run(
        "replay", recording, "--format", "json", "--quiet")
      #expect(replayed.status == 0, "\(replayed)")
      let live = try await MockDevice.run(
        [recording], ["live", "--format", "json", "--quiet"] + Backend.device.arguments)
      #expect(live.status == 0, "\(live)")
      #expect(!replayed.standardOutput.isEmpty)
      #expect(live.standardOutput == replayed.standardOutput)
      // The window matters: fitted onto 390 × 844 the same touches land elsewhere.
      let fitted = try await GestureSimTool.run(
        ["replay", recording, "--format", "json", "--quiet"] + Self.window)
      #expect(fitted.standardOutput != replayed.standardOutput)
    }
  }

  @Test(
    "replay --via libinput and --via direct give the same transcript on a touchscreen",
    .enabled(if: MockDevice.hasSharedTraces, MockDevice.missingShared),
    arguments: [
      ("ts-atmel-maxtouch.1-finger-fast-taps.evemu", []),
      ("ts-dell-canvas-touch.multifinger.evemu", []),
      ("ts-wacom-isdv4-e6.two-finger-circle.events", []),
      ("ts-atmel-maxtouch.1-finger-fast-taps.evemu", ["--real-time"]),
    ])
  func viaLibinput(name: String, clock: [String]) async throws {
    let recording = Self.shared(name)
    let expected = try await Self.direct(recording)
    let through = try await MockDevice.limited {
      try await GestureSimTool.run(
        ["replay", recording, "--via", "libinput", "--format", "json", "--quiet"] + Self.window
          + clock)
    }
    #expect(through.status == 0, "\(through)")
    #expect(through.standardOutput == expected)
  }

  @Test("replay --via libinput names each line's trace when several share one output, as direct")
  func severalTracesThroughLibinput() async throws {
    let recordings = ["Traces/recordings/single-tap.yml", "Traces/recordings/double-tap.yml"]
    let expected = try await Self.direct(recordings[0], [recordings[1]])
    #expect(expected.contains(#"{"trace":"Traces/recordings/double-tap.yml","#))
    #expect(try await Self.throughLibinput(recordings[0], [recordings[1]]) == expected)
  }

  @Test("replay --explain gives the same causes through libinput as direct")
  func explainThroughLibinput() async throws {
    let recording = "Traces/recordings/double-tap.yml"
    let expected = try await Self.direct(recording, ["--explain"])
    #expect(expected.contains(#""cause":{"rule":"tap.numberOfTapsRequired""#), "\(expected)")
    #expect(try await Self.throughLibinput(recording, ["--explain"]) == expected)
  }

  /// `replay --via libinput`'s JSON transcript.
  static func throughLibinput(_ recording: String, _ extra: [String]) async throws -> String {
    let run = try await MockDevice.limited {
      try await GestureSimTool.run(
        ["replay", recording, "--via", "libinput", "--format", "json", "--quiet"] + Self.window
          + extra)
    }
    #expect(run.status == 0, "\(run)")
    return run.standardOutput
  }

  @Test(
    "Rotation, flips and a calibration matrix give the same transcript direct and through libinput",
    arguments: [
      ["--rotate", "90"], ["--flip-x", "--rotate", "270"],
      ["--calibration", "1.02 0.01 -0.01 0.02 0.97 0.015"],
    ])
  func geometry(options: [String]) async throws {
    let recording = "Traces/recordings/pinch-in.yml"
    let expected = try await Self.direct(recording, options)
    #expect(expected != (try await Self.direct(recording)), "the options change the transcript")
    #expect(try await Self.throughLibinput(recording, options) == expected)
  }

  @Test(
    "touches --via libinput lists the direct path's touches, times, millimetres and points, with and without a rotation",
    arguments: [[], ["--rotate", "90"]])
  func touchesThroughLibinput(options: [String]) async throws {
    let recording = "Traces/recordings/pinch-in.yml"
    let listing = ["touches", recording, "--format", "json"] + Self.window + options
    let direct = try await GestureSimTool.run(listing)
    #expect(direct.status == 0, "\(direct)")
    // libinput's path has no slots or device units to give; the rest, millimetres included, is
    // the same.
    let expected = direct.standardOutput.replacingOccurrences(
      of: #",\"slot\":[0-9]+|,\"units\":\[[^\]]*\]"#, with: "", options: .regularExpression)
    #expect(expected.contains(#""mm":["#))
    let through = try await MockDevice.limited {
      try await GestureSimTool.run(listing + ["--via", "libinput"])
    }
    #expect(through.status == 0, "\(through)")
    #expect(!expected.isEmpty && expected != direct.standardOutput)
    #expect(through.standardOutput == expected)
  }

  @Test(
    "--size and --resolution fit a device without a resolution alike direct and through libinput",
    arguments: [["--size", "61x132"], ["--resolution", "20", "--rotate", "90"]])
  func sizeWithoutResolution(options: [String]) async throws {
    // pinch-in.yml with its axes' resolutions set to 0 and udev's size hints left out.
    let original = try String(contentsOfFile: "Traces/recordings/pinch-in.yml", encoding: .utf8)
    let stripped = original.replacingOccurrences(
      of: #"(?m)^(      (0|1|53|54): \[\d+, \d+, \d+, \d+, )\d+\]"#, with: "$10]",
      options: .regularExpression
    )
    .replacingOccurrences(
      of: #"(?m)^    - ID_INPUT_(WIDTH|HEIGHT)_MM=\d+\n"#, with: "", options: .regularExpression)
    #expect(stripped != original)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("unsized-\(UUID().uuidString).yml").path
    try stripped.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected = try await Self.direct(path, options)
    #expect(expected != (try await Self.direct(path)), "the options change the transcript")
    #expect(try await Self.throughLibinput(path, options) == expected)
  }

  @Test("A recording's LIBINPUT_CALIBRATION_MATRIX is applied alike direct and through libinput")
  func udevCalibration() async throws {
    let original = try String(contentsOfFile: "Traces/recordings/pinch-in.yml", encoding: .utf8)
    let property = "    - ID_INPUT_TOUCHSCREEN=1\n"
    #expect(original.contains(property))
    let calibrated = original.replacingOccurrences(
      of: property,
      with: property + "    - LIBINPUT_CALIBRATION_MATRIX=0.95 0.02 0.01 -0.03 1.05 0.02\n")
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("calibrated-\(UUID().uuidString).yml").path
    try calibrated.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected = try await Self.direct(path)
    #expect(expected != (try await Self.direct("Traces/recordings/pinch-in.yml")))
    #expect(try await Self.throughLibinput(path, []) == expected)
  }

  @Test("devices lists a mocked touchscreen and a mocked touchpad")
  func devices() async throws {
    let run = try await MockDevice.run(
      [
        "Traces/recordings/single-tap.yml",
        "Tests/gesturesimTests/Captures/touchpad-six-taps.libinput-record.yml",
      ], ["devices"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.standardOutput
        == """
        /dev/input/event0  Goodix Capacitive TouchScreen  touch  size 60.7 × 131.4 mm  10 touch slots
        /dev/input/event1  SYNA2393:00 06CB:7A13 Touchpad  pointer,gesture  size 99.9 × 59.9 mm

        """)
  }

  @Test("Two touchscreens at once put their fingers on one window with their own ids")
  func twoDevices() async throws {
    let run = try await MockDevice.run(
      ["Traces/recordings/pan.yml", "Traces/recordings/pinch-out.yml"],
      ["live", "--udev", "seat0", "--format", "json", "--quiet"] + Self.window)
    #expect(run.status == 0, "\(run)")
    let entries = try MockDevice.entries(run.standardOutput)
    // One finger from the first device and two from the second, down together.
    #expect(entries.contains { $0["touches"] as? Int == 3 })
    #expect(entries.contains { $0["recognizer"] as? String == "pinch" })
  }

  @Test(
    "A device removed in the middle of a pan cancels it, and the session goes on",
    arguments: Backend.allCases)
  func removal(backend: Backend) async throws {
    let arguments: [String] =
      backend == .udev
      ? ["--udev", "seat0"] : ["--device", "/dev/input/event0", "--device", "/dev/input/event1"]
    let run = try await MockDevice.run(
      ["Traces/recordings/pan.yml", "Traces/recordings/single-tap.yml"],
      options: ["--remove-at", "0:0.3", "--start-at", "1:0.8"],
      ["live", "--format", "json", "--quiet"] + arguments + Self.window)
    #expect(run.status == 0, "\(run)")
    let entries = try MockDevice.entries(run.standardOutput)
    let cancel = try #require(
      entries.first {
        $0["recognizer"] as? String == "pan" && $0["state"] as? String == "cancelled"
      })
    let tap = try #require(
      entries.first { $0["recognizer"] as? String == "tap" && $0["state"] as? String == "ended" })
    // The device goes at 0.3 s of real time and the second starts at 0.8 s; on a loaded machine
    // the removal can reach libinput late, so only the order is asserted, not a tight bound.
    let cancelledAt = try #require(cancel["t"] as? Double)
    let tappedAt = try #require(tap["t"] as? Double)
    #expect(cancelledAt < tappedAt)
    #expect(tappedAt > 0.8)
  }
}

/// Touchpads through libinput: its tapping, scrolling and gestures reach the recognizers.
@Suite(
  "Touchpad captures through the real libinput",
  .enabled(if: MockDevice.isUsable, MockDevice.skipNote),
  .timeLimit(.minutes(3)))
struct MockedTouchpadTests {
  static let scene = ["--scene", "Traces/scenes/trackpad.scene.yml"]

  static func capture(_ name: String) -> String {
    "Tests/gesturesimTests/Captures/\(name).libinput-record.yml"
  }

  /// `replay --via libinput` of a capture on the trackpad scene.
  static func throughLibinput(_ name: String) async throws -> [[String: Any]] {
    let run = try await MockDevice.limited {
      try await GestureSimTool.run(
        ["replay", capture(name), "--via", "libinput", "--format", "json", "--quiet"] + scene)
    }
    #expect(run.status == 0, "\(run)")
    return try MockDevice.entries(run.standardOutput)
  }

  static func states(_ entries: [[String: Any]], of recognizer: String) -> [String] {
    entries.filter { $0["recognizer"] as? String == recognizer }.compactMap {
      $0["state"] as? String
    }
  }

  @Test("A libinput capture of six one-finger taps gives six taps (tap-to-click)")
  func sixTaps() async throws {
    let entries = try await Self.throughLibinput("touchpad-six-taps")
    #expect(Self.states(entries, of: "tap").filter { $0 == "ended" }.count == 6)
    #expect(!Self.states(entries, of: "zoom").contains("began"))
  }

  @Test(
    "Two-finger scrolling and a three-finger swipe pan; a pinch zooms",
    arguments: [
      ("touchpad-two-finger-scroll", "scroll"), ("touchpad-three-finger-swipe", "scroll"),
      ("touchpad-pinch", "zoom"),
    ])
  func gestures(name: String, recognizer: String) async throws {
    let states = Self.states(try await Self.throughLibinput(name), of: recognizer)
    #expect(states.first == "began")
    #expect(states.last == "ended")
    #expect(states.filter { $0 == "changed" }.count > 5)
  }

  @Test("With the default scene, the touchpad's two-finger scroll pans: libinput's scrolls show")
  func scrollInDefaultScene() async throws {
    let run = try await MockDevice.limited {
      try await GestureSimTool.run([
        "replay", Self.capture("touchpad-two-finger-scroll"), "--via", "libinput", "--format",
        "json", "--quiet",
      ])
    }
    #expect(run.status == 0, "\(run)")
    let states = Self.states(try MockDevice.entries(run.standardOutput), of: "pan")
    #expect(states.first == "began")
    #expect(states.last == "ended")
    #expect(states.filter { $0 == "changed" }.count > 5)
  }

  @Test(
    "libinput's kernel-bug notices: one line each, at libinput's priority, warnings that --quiet hides",
    .enabled(if: MockDevice.hasSharedTraces, MockDevice.missingShared))
  func kernelBugNotices() async throws {
    try await RecordingCommandChecks.expectKernelBugNotices(
      MockDevice.sharedTraces.appendingPathComponent("tp-bcm5974.three-finger-click.evemu").path)
  }

  @Test("libinput's switches by libinput's names: no tapping, no scrolling, natural scrolling")
  func libinputSwitches() async throws {
    func run(_ name: String, _ switches: [String]) async throws -> [[String: Any]] {
      let run = try await MockDevice.limited {
        try await GestureSimTool.run(
          ["replay", Self.capture(name), "--via", "libinput", "--format", "json", "--quiet"]
            + Self.scene + switches)
      }
      #expect(run.status == 0, "\(run)")
      return try MockDevice.entries(run.standardOutput)
    }
    let noTaps = try await run("touchpad-six-taps", ["--disable-tap"])
    #expect(!Self.states(noTaps, of: "tap").contains("ended"))
    let noScroll = try await run("touchpad-two-finger-scroll", ["--set-scroll-method", "none"])
    #expect(!Self.states(noScroll, of: "scroll").contains("began"))
    func lastTranslation(_ entries: [[String: Any]]) -> Double? {
      let scroll = entries.filter { $0["recognizer"] as? String == "scroll" }
      return (scroll.last?["translation"] as? [Double])?.last
    }
    let plain = try await run("touchpad-two-finger-scroll", [])
    let natural = try await run("touchpad-two-finger-scroll", ["--enable-natural-scrolling"])
    let plainY = try #require(lastTranslation(plain))
    let naturalY = try #require(lastTranslation(natural))
    #expect(plainY != 0)
    #expect(naturalY == -plainY)
  }

  @Test("render --via libinput draws what libinput delivered: the scroll, not the raw fingers")
  func renderThroughLibinput() async throws {
    try await withTemporaryFolder { folder in
      let picture = folder.appendingPathComponent("scroll.svg").path
      let run = try await MockDevice.limited {
        try await GestureSimTool.run([
          "render", Self.capture("touchpad-two-finger-scroll"), "--via", "libinput", "-o", picture,
        ])
      }
      #expect(run.status == 0, "\(run)")
      let svg = try String(contentsOfFile: picture, encoding: .utf8)
      #expect(svg.contains(">scroll (deltas added up)<"))
      #expect(!svg.contains(">finger 1<"))
      #expect(svg.contains(">pan · window<"))
      #expect(folder.folderContents == ["scroll.svg"])
    }
  }

  @Test("verify --via libinput keeps a golden file of what a desktop sees, beside the direct one")
  func verifyThroughLibinput() async throws {
    try await withTemporaryFolder { folder in
      try FileManager.default.copyItem(
        at: GestureSimTool.packageRoot.appendingPathComponent(
          Self.capture("touchpad-two-finger-scroll")),
        to: folder.appendingPathComponent("scroll.yml"))
      func verify(_ extra: [String]) async throws -> ToolRun {
        try await MockDevice.limited {
          try await GestureSimTool.run(["verify", "."] + extra, in: folder)
        }
      }
      let missing = try await verify(["--via", "libinput"])
      #expect(missing.status == 1, "\(missing)")
      #expect(missing.standardOutput.contains("./scroll.libinput.expected.jsonl"))
      let update = try await verify(["--via", "libinput", "--update"])
      #expect(update.status == 0, "\(update)")
      let checked = try await verify(["--via", "libinput", "--jobs", "2"])
      #expect(checked.status == 0, "\(checked)")
      #expect(checked.standardOutput == "verify: 1 trace, 0 differ — ok\n")
      let golden = try String(
        contentsOf: folder.appendingPathComponent("scroll.libinput.expected.jsonl"),
        encoding: .utf8)
      let replay = try await MockDevice.limited {
        try await GestureSimTool.run(
          ["replay", "scroll.yml", "--via", "libinput", "--format", "json", "--quiet"], in: folder)
      }
      #expect(golden == replay.standardOutput)
      #expect(golden.contains("\"recognizer\":\"pan\""))
      // The direct golden file is another one.
      let direct = try await verify([])
      #expect(direct.status == 1)
      #expect(direct.standardOutput.contains("./scroll.expected.jsonl"))
    }
  }

  @Test("touches --via libinput on a touchpad lists what libinput delivered by libinput's types")
  func touchesThroughLibinput() async throws {
    let run = try await MockDevice.limited {
      try await GestureSimTool.run(
        ["touches", Self.capture("touchpad-two-finger-scroll"), "--via", "libinput"])
    }
    #expect(run.status == 0, "\(run)")
    let types = run.standardOutput.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true)[1]
    }
    #expect(types.first == "GESTURE_HOLD_BEGIN")
    #expect(types.filter { $0 == "POINTER_SCROLL_FINGER" }.count > 5)
    #expect(!types.contains("TOUCH_DOWN"))
    let json = try await MockDevice.limited {
      try await GestureSimTool.run(
        ["touches", Self.capture("touchpad-pinch"), "--via", "libinput", "--format", "json"])
    }
    let events = try MockDevice.entries(json.standardOutput).compactMap { $0["event"] as? String }
    #expect(events.contains("GESTURE_PINCH_BEGIN") && events.contains("GESTURE_PINCH_END"))
    #expect(events.filter { $0 == "GESTURE_PINCH_UPDATE" }.count > 5)
  }

  @Test("replay --via libinput on its virtual clock gives the same transcript every time")
  func deterministic() async throws {
    var transcripts: [String] = []
    for _ in 0..<3 {
      let run = try await MockDevice.limited {
        try await GestureSimTool.run(
          ["replay", Self.capture("touchpad-two-finger-scroll"), "--via", "libinput"] + Self.scene)
      }
      #expect(run.status == 0, "\(run)")
      transcripts.append(run.standardOutput)
    }
    #expect(!transcripts[0].isEmpty)
    #expect(Set(transcripts).count == 1)
  }

  @Test(
    "live on a touchpad equals replay --via libinput, spaced within 5 ms, and --save replays exactly"
  )
  func liveAndSaved() async throws {
    try await withTemporaryFolder { folder in
      let saved = folder.appendingPathComponent("pinch.touches.yml").path
      let live = try await MockDevice.run(
        [Self.capture("touchpad-pinch")],
        ["live", "--device", "/dev/input/event0", "--format", "json", "--quiet", "--save", saved]
          + Self.scene)
      #expect(live.status == 0, "\(live)")
      let through = try await Self.throughLibinput("touchpad-pinch")
      let entries = try MockDevice.entries(live.standardOutput)
      #expect(entries.count == through.count)
      // Real time decides when the live session's clock starts (the first event's delivery),
      // so the two transcripts may be shifted as a whole, by a few milliseconds on a busy
      // machine; what real time cannot change is the order, the states and the spacing.
      var shift = 0.0
      if let mine = entries.first?["t"] as? Double, let theirs = through.first?["t"] as? Double {
        shift = mine - theirs
      }
      #expect(abs(shift) <= 0.05)
      for (mine, theirs) in zip(entries, through) {
        let time = try #require(mine["t"] as? Double)
        let otherTime = try #require(theirs["t"] as? Double)
        #expect(abs(time - otherTime - shift) <= 0.005)
        #expect(mine["recognizer"] as? String == theirs["recognizer"] as? String)
        #expect(mine["state"] as? String == theirs["state"] as? String)
      }
      let replayed = try await GestureSimTool.run(
        ["replay", saved, "--format", "json", "--quiet"] + Self.scene)
      #expect(replayed.status == 0, "\(replayed)")
      #expect(replayed.standardOutput == live.standardOutput)
    }
  }
}

@Test("replay --via libinput says in one line what to install when the harness cannot run")
func viaLibinputUnavailable() async throws {
  try await withTemporaryFolder { folder in
    // A stand-in for scripts/mock-device on a machine without umockdev: its --check line, 77.
    let harness = folder.appendingPathComponent("mock-device")
    try """
    #!/bin/sh
    echo "mock-device: needs umockdev's GObject API (Debian: apt-get install umockdev \
    gir1.2-umockdev-1.0 python3-gi)" >&2
    exit 77

    """.write(to: harness, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: harness.path)
    let run = try await GestureSimTool.run(
      ["replay", "Traces/recordings/touchpad-pinch.yml", "--via", "libinput"],
      environment: ["GESTURESIM_MOCK_DEVICE": harness.path])
    #expect(run.status == 1, "\(run)")
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "gesturesim: --via libinput cannot run on this machine: mock-device: needs umockdev's "
        + "GObject API (Debian: apt-get install umockdev gir1.2-umockdev-1.0 python3-gi)\n")
  }
}

@Test("replay --via libinput refuses a touch script, which is no device recording")
func viaLibinputNeedsARecording() async throws {
  let run = try await GestureSimTool.run(
    ["replay", "Traces/scripts/tap.touches.yml", "--via", "libinput"])
  #expect(run.status == 64, "\(run)")
  #expect(run.standardError.contains("--via libinput replays device recordings"))
}

@Test("touches --via libinput refuses a touch script, which is no device recording")
func touchesViaLibinputNeedsARecording() async throws {
  let run = try await GestureSimTool.run(
    ["touches", "Traces/scripts/tap.touches.yml", "--via", "libinput"])
  #expect(run.status != 0)
  #expect(run.standardError.contains("--via libinput replays device recordings"))
}
