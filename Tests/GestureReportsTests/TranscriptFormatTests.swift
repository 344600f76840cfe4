import Foundation
import GestureKit
import GestureReports
import GestureTestSupport
import Testing

@Suite("Transcript formats")
struct TranscriptFormatTests {
  @Test(
    "Numbers are rounded to 6 decimals in their shortest form",
    arguments: [
      (0.431, "0.431"), (100, "100"), (-2.5, "-2.5"), (1e-7, "0"), (-1e-7, "0"),
      (0.1 + 0.2, "0.3"), (310.5000004, "310.5"), (1.0000005, "1.000001"), (-0.000001, "-0.000001"),
      (Double.nan, "null"),
    ])
  func numbers(value: Double, text: String) {
    #expect(JSONLines.number(value) == text)
  }

  @Test("An entry is one JSON object with the schema's keys in order")
  func line() {
    let entry = TranscriptEntry(
      time: 0.52, recognizer: "pan", type: "pan", view: "canvas", previousState: .began,
      state: .changed, touches: 1, location: CGPoint(x: 140, y: 200),
      values: [
        .pair("translation", CGPoint(x: 30, y: 0)), .pair("velocity", CGPoint(x: 310.5, y: 0)),
      ]
    )
    #expect(
      JSONLines.line(for: entry)
        == #"{"t":0.52,"recognizer":"pan","type":"pan","view":"canvas","state":"changed","touches":1,"location":[140,200],"translation":[30,0],"velocity":[310.5,0]}"#
    )
    #expect(
      TranscriptFormat.text.line(for: entry)
        == "+0.520s  pan  canvas  began → changed  (140.0, 200.0)  translation (30.0, 0.0)  velocity (310.5, 0.0)"
    )
  }

  @Test("Strings are escaped")
  func escaping() {
    #expect(JSONLines.string("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
  }
}

@Suite("Unified diffs")
struct UnifiedDiffTests {
  @Test("Equal texts have no diff")
  func equal() {
    #expect(UnifiedDiff(old: ["a", "b"], new: ["a", "b"]).isEmpty)
  }

  @Test("A changed line shows with its context and line numbers")
  func changedLine() {
    let old = (1...10).map { "line \($0)" }
    var new = old
    new[6] = "line seven"
    let diff = UnifiedDiff(old: old, new: new, context: 2)
    #expect(
      diff.text(oldName: "expected", newName: "actual") == """
        --- expected
        +++ actual
        @@ -5,5 +5,5 @@
         line 5
         line 6
        -line 7
        +line seven
         line 8
         line 9

        """)
  }

  @Test("Insertions, deletions and distant changes make separate hunks, and can be capped")
  func hunks() {
    let old = (1...30).map(String.init)
    var new = old
    new.remove(at: 2)
    new.insert("x", at: 20)
    let diff = UnifiedDiff(old: old, new: new, context: 1)
    #expect(diff.hunks.count == 2)
    #expect(diff.hunks[0].lines == [.same("2"), .removed("3"), .same("4")])
    #expect(diff.hunks[0].oldStart == 2 && diff.hunks[0].oldCount == 3)
    #expect(diff.hunks[0].newStart == 2 && diff.hunks[0].newCount == 2)
    #expect(diff.hunks[1].lines == [.same("21"), .added("x"), .same("22")])
    #expect(
      diff.text(oldName: "a", newName: "b", maximumHunks: 1).hasSuffix(
        "… 1 more differing hunk(s)\n"))
  }

  @Test("Diffs of empty sides")
  func emptySides() {
    #expect(UnifiedDiff(old: [], new: ["a"]).hunks.first?.lines == [.added("a")])
    #expect(UnifiedDiff(old: ["a"], new: []).hunks.first?.lines == [.removed("a")])
    let added = UnifiedDiff(old: [], new: ["a"]).hunks[0]
    #expect(added.oldStart == 0 && added.oldCount == 0 && added.newStart == 1)
  }
}

@Suite("Unified diff properties")
struct UnifiedDiffPropertyTests {
  @Test("With full context, the lines reproduce both sides exactly", arguments: 0..<200)
  func reproduces(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let old = (0..<Int(generator.next() % 25)).map { _ in String(generator.next() % 4) }
    let new = (0..<Int(generator.next() % 25)).map { _ in String(generator.next() % 4) }
    let diff = UnifiedDiff(old: old, new: new, context: 1000)
    let lines = diff.hunks.flatMap(\.lines)
    if old == new {
      #expect(diff.isEmpty)
      return
    }
    #expect(diff.hunks.count == 1)
    let kept = lines.compactMap { line -> String? in
      if case .added = line { return nil }
      if case .same(let text) = line { return text }
      if case .removed(let text) = line { return text }
      return nil
    }
    let made = lines.compactMap { line -> String? in
      switch line {
      case .same(let text), .added(let text): text
      case .removed: nil
      }
    }
    #expect(kept == old)
    #expect(made == new)
  }
}
