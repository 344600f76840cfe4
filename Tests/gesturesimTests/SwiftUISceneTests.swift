import Foundation
import Testing

/// Scenes whose views host SwiftUI views with SwiftUI's gestures (the `swiftUI` view key).
@Suite("gesturesim: SwiftUI scenes")
struct SwiftUISceneTests {
  static let scene = "Traces/scripts/swiftui-card.scene.yml"
  static let script = "Traces/scripts/swiftui-card.touches.yml"

  @Test("A SwiftUI screen replayed twice gives the same transcript and causes, its golden file")
  func replayTwice() async throws {
    let arguments = ["replay", "--scene", Self.scene, Self.script, "--explain"]
    let first = try await GestureSimTool.run(arguments)
    let second = try await GestureSimTool.run(arguments)
    #expect(first.status == 0, "\(first)")
    #expect(first.standardError == "")
    #expect(second.standardOutput == first.standardOutput)
    try Golden.expect(first.standardOutput, equals: "replay-swiftui-card-explain.txt")
  }

  @Test("Its JSON transcript, twice, is the expected transcript that verify checks")
  func jsonTwice() async throws {
    let arguments = ["replay", "--scene", Self.scene, Self.script, "--format", "json"]
    let first = try await GestureSimTool.run(arguments)
    let second = try await GestureSimTool.run(arguments)
    #expect(first.status == 0, "\(first)")
    #expect(second.standardOutput == first.standardOutput)
    let expected = try String(
      contentsOf: GestureSimTool.packageRoot.appendingPathComponent(
        "Traces/scripts/swiftui-card.expected.jsonl"), encoding: .utf8)
    #expect(first.standardOutput == expected)
  }

  @Test("render draws a lane for each SwiftUI gesture, named by the scene, outer gestures first")
  func renderLanes() async throws {
    try await withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("card.svg")
      let run = try await GestureSimTool.run([
        "render", "--scene", Self.scene, Self.script, "-o", out.path,
      ])
      #expect(run.status == 0, "\(run)")
      let svg = try String(contentsOf: out, encoding: .utf8)
      let labels = svg.components(separatedBy: ">").compactMap { part -> String? in
        guard let end = part.firstIndex(of: "<"), part[..<end].contains(" · ") else { return nil }
        return String(part[..<end])
      }
      #expect(
        labels == [
          "starTap · star", "starDoubleTap · star",
          "SimultaneousGesture&lt;MagnifyGesture, RotateGesture&gt; · card", "cardPress · card",
          "cardDrag · card",
        ])
    }
  }

  @Test("A UIKit recognizer in the scene requires a named SwiftUI gesture to fail, or runs with it")
  func uikitRequiresSwiftUIGesture() async throws {
    let scene = """
        - name: backdrop
          recognizers:
            - {name: backdropTap, type: tap, requireToFail: [cardTap]}
          swiftUI:
            view: color
            color: red
            frame: [100, 100]
            name: card
            gestures:
              - {name: cardTap, gesture: {type: tap}}

      """
    let run = try await Self.replay(scene, ["--explain"])
    #expect(
      run.standardOutput
        == """
        +0.080s  cardTap  card  possible → ended  (50.0, 50.0)  because 1 tap done, count 1
        +0.080s  backdropTap  backdrop  possible → failed  (100.0, 100.0)  because cardTap on card recognized, required to fail

        """, "\(run)")
    // simultaneousWith: both recognize; the SwiftUI gesture keeps its own delegate.
    let together = try await Self.replay(
      scene.replacingOccurrences(of: "requireToFail", with: "simultaneousWith"))
    #expect(
      together.standardOutput
        == """
        +0.080s  cardTap  card  possible → ended  (50.0, 50.0)
        +0.080s  backdropTap  backdrop  possible → ended  (100.0, 100.0)

        """, "\(together)")
    // The scene knows the SwiftUI gestures by name, for --only.
    let only = try await Self.replay(scene, ["--only", "cardTap"])
    #expect(only.standardOutput.split(separator: "\n").count == 1, "\(only)")
  }

  static let tap = """
    window: {width: 200, height: 200}
    events:
      - {t: 0.0, id: 1, phase: down, x: 100.0, y: 100.0}
      - {t: 0.08, id: 1, phase: up, x: 100.0, y: 100.0}

    """

  /// Replays a tap in the middle of a 200 × 200 window through `scene`.
  static func replay(_ scene: String, _ extra: [String] = []) async throws -> ToolRun {
    try await withTemporaryFolder { folder in
      try Data(("window: {width: 200, height: 200}\nviews:\n" + scene).utf8).write(
        to: folder.appendingPathComponent("s.scene.yml"))
      try Data(tap.utf8).write(to: folder.appendingPathComponent("t.touches.yml"))
      return try await GestureSimTool.run(
        ["replay", "--scene", "s.scene.yml", "t.touches.yml"] + extra, in: folder)
    }
  }

  @Test("A child's gesture beats its parent's, a high-priority one beats the child's, masks")
  func precedence() async throws {
    func scene(_ parent: String) -> String {
      """
        - swiftUI:
            view: zstack
            name: parent
            gestures: [\(parent)]
            content:
              - {view: color, color: red, frame: [100, 100], name: child, gestures: [{name: childTap, gesture: {type: tap}}]}

      """
    }
    // Who ends and who fails, for each modifier on the parent.
    let cases = [
      (
        "gesture", "+0.080s  childTap  child  possible → ended",
        "parentTap  parent  possible → failed"
      ),
      (
        "highPriorityGesture", "+0.080s  parentTap  parent  possible → ended",
        "childTap  child  possible → failed"
      ),
      (
        "simultaneousGesture", "+0.080s  childTap  child  possible → ended",
        "parentTap  parent  possible → ended"
      ),
    ]
    for (modifier, first, second) in cases {
      let run = try await Self.replay(
        scene("{modifier: \(modifier), name: parentTap, gesture: {type: tap}}"))
      #expect(
        run.standardOutput == "\(first)  (50.0, 50.0)\n+0.080s  \(second)  (50.0, 50.0)\n",
        "\(modifier): \(run)")
    }
    let masked = try await Self.replay(
      scene(
        "{including: gesture, gesture: {type: sequenced, gestures: [{type: tap}, {type: tap}]}}"))
    #expect(masked.status == 0, "\(masked)")
    #expect(!masked.standardOutput.contains("childTap"), "\(masked)")
    #expect(masked.standardOutput.contains("SequenceGesture"), "\(masked)")
  }

  @Test(
    "Bad SwiftUI declarations name the file and line, exit 65",
    arguments: [
      ("  - swiftUI: {view: button}\n", "s.scene.yml:3: unknown SwiftUI view `button`; expected"),
      (
        "  - swiftUI: {view: color, gestures: [{gesture: {type: swipe}}]}\n",
        "s.scene.yml:3: unknown gesture type `swipe`; expected"
      ),
      (
        "  - swiftUI: {view: color, gestures: [{including: none, name: n, gesture: {type: tap}}]}\n",
        "s.scene.yml:3: expected either `including:` or `name:`/`isEnabled:`"
      ),
      (
        "  - swiftUI:\n      view: vstack\n      content:\n        - {view: color, radius: 3}\n",
        "s.scene.yml:6: unknown key `radius` for a SwiftUI color; expected view, allowsHitTesting"
      ),
      (
        "  - swiftUI: {view: color, gestures: [{gesture: {type: simultaneously, gestures: [{type: tap}]}}]}\n",
        "s.scene.yml:3: expected `gestures: [first, second]` in a simultaneously gesture"
      ),
      (
        "  - swiftUI: {view: color, gestures: [{gesture: {type: tap, count: 0}}]}\n",
        "s.scene.yml:3: expected `count` in 1...100"
      ),
      (
        "  - swiftUI: {view: color, gestures: [{gesture: {type: tap, count: -0x-8000000000000000}}]}\n",
        "s.scene.yml:3: expected `count` as an integer, found `-0x-8000000000000000`"
      ),
      (
        "  - swiftUI: {view: color, gestures: [{gesture: {type: tap, count: 0x+5}}]}\n",
        "s.scene.yml:3: expected `count` as an integer, found `0x+5`"
      ),
      (
        "  - swiftUI: {view: color, name: \"a\\e[2Jb\"}\n",
        "s.scene.yml:3: expected `name` as one line of text without control characters"
      ),
      (
        "  - swiftUI: {view: color, gestures: [{name: \"t\\rforged\", gesture: {type: tap}}]}\n",
        "s.scene.yml:3: expected `name` as one line of text without control characters"
      ),
      (
        "  - swiftUI:\n      view: vstack\n      content:\n        - {view: color, gestures: [{name: t, gesture: {type: tap}}]}\n        - {view: color, gestures: [{name: t, gesture: {type: tap}}]}\n",
        "s.scene.yml:7: duplicate gesture name `t` (first used at line 6)"
      ),
      (
        "  - name: a\n    recognizers: [{type: tap, name: t}]\n  - name: b\n    swiftUI: {view: color, gestures: [{name: t, gesture: {type: tap}}]}\n",
        "s.scene.yml:6: hosted gesture `t` has the name of the recognizer at line 4"
      ),
      (
        "  - name: b\n    swiftUI: {view: color, gestures: [{name: t, gesture: {type: tap}}]}\n  - name: a\n    recognizers: [{type: tap, name: t}]\n",
        "s.scene.yml:6: duplicate recognizer name `t` (first used at line 4)"
      ),
      (
        "  - swiftUI:\n      view: color\n      gestures:\n"
          + String(repeating: "        - {gesture: {type: tap}}\n", count: 501),
        "s.scene.yml:506: expected at most 500 SwiftUI gestures in a scene"
      ),
    ])
  func badInput(_ scene: String, _ message: String) async throws {
    let run = try await Self.replay(scene)
    #expect(run.status == 65, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.standardError.contains(message), "\(run)")
    #expect(run.standardOutput == "")
  }
}
