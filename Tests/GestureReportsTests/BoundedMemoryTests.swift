import Foundation
import GestureKit
import Testing

@testable import GestureReports

/// `verify`'s diff and `render`'s picture stay bounded on inputs of any length (issue 15: the
/// diff took 12 GB for 28,000 differing lines; render held 9 bytes per byte of input).
@Suite("Diffs and pictures in bounded memory")
struct BoundedMemoryTests {
  @Test("Texts differing in more lines than asked for give a summary, not hunks")
  func diffSummary() throws {
    let old = (0..<100_000).map { "{\"line\":\($0)}" }
    let new = ["same"] + (0..<100_000).map { "{\"other\":\($0)}" }
    let diff = UnifiedDiff(old: ["same"] + old, new: new, maximumDifferences: 1_000)
    #expect(diff.hunks.isEmpty)
    let summary = try #require(diff.summary as UnifiedDiff.Summary?)
    #expect(summary.firstDifference == 2)
    #expect(summary.oldCount == 100_001)
    #expect(
      diff.text(oldName: "a", newName: "b")
        == "--- a\n+++ b\n@@ more than 1000 lines differ, from line 2 on; 100001 lines expected, "
        + "100001 replayed @@\n-{\"line\":0}\n+{\"other\":0}\n")
  }

  @Test("A small difference in long texts still gives hunks, found past the shared lines")
  func longButClose() {
    let old = (0..<50_000).map(String.init)
    var new = old
    new[25_000] = "changed"
    let diff = UnifiedDiff(old: old, new: new, context: 1, maximumDifferences: 10)
    #expect(diff.summary == nil)
    #expect(diff.hunks.count == 1)
    #expect(diff.hunks[0].oldStart == 25_000)
    #expect(
      diff.hunks[0].lines == [.same("24999"), .removed("25000"), .added("changed"), .same("25001")])
  }

  @Test("A picture keeps at most so many `changed` ticks per recognizer, evenly spread")
  func transcriptBound() {
    var recorder = TracePicture.TranscriptRecorder()
    for index in 0..<100_000 {
      recorder.add(
        TranscriptEntry(
          time: Double(index) / 100, recognizer: "pan", type: "pan", view: "v",
          previousState: index == 0 ? .possible : .changed, state: index == 0 ? .began : .changed,
          touches: 1, location: .zero, values: []))
    }
    let changed = recorder.entries.filter { $0.state == .changed }
    #expect(changed.count <= TracePicture.TranscriptRecorder.maximumChanges)
    #expect(changed.count >= TracePicture.TranscriptRecorder.maximumChanges / 2)
    #expect(recorder.entries.first?.state == .began)
    // Evenly spread: the gaps between kept ticks are all the same.
    let gaps = Set(
      zip(changed, changed.dropFirst()).map { Int((($1.time - $0.time) * 100).rounded()) })
    #expect(gaps.count == 1, "\(gaps.sorted())")
  }

  @Test("A picture keeps at most so many path samples, and every landing and lift")
  func pathBound() {
    var recorder = TracePicture.PathRecorder(windowSize: CGSize(width: 390, height: 844))
    for index in 0..<600_000 {
      let point = CGPoint(x: Double(index % 300), y: Double(index % 700))
      let phase: TouchFrame.Change.Phase =
        index % 1_000 == 0 ? .down : (index % 1_000 == 999 ? .up : .move)
      recorder.add(
        .touches(
          TouchFrame(
            time: Double(index) / 100, changes: [.init(id: 1, phase: phase, location: point)])))
    }
    #expect(recorder.sampleCount <= TracePicture.PathRecorder.maximumSamples + 1_200)
    #expect(recorder.paths.count == 600)
    #expect(recorder.paths.allSatisfy { $0.end == .lifted })
  }

  @Test(
    "100,000 touches draw at most so many paths, spread evenly over the input, numbered as they landed"
  )
  func manyTouches() {
    var recorder = TracePicture.PathRecorder(windowSize: CGSize(width: 390, height: 844))
    for index in 0..<100_000 {
      let point = CGPoint(x: Double(index % 390), y: Double(index % 844))
      let time = Double(index) / 10
      recorder.add(
        .touches(TouchFrame(time: time, changes: [.init(id: 1, phase: .down, location: point)])))
      recorder.add(
        .touches(
          TouchFrame(time: time + 0.05, changes: [.init(id: 1, phase: .up, location: point)])))
    }
    let maximum = TracePicture.PathRecorder.maximumPaths
    #expect(recorder.touchCount == 100_000)
    #expect(recorder.paths.count <= maximum && recorder.paths.count > maximum / 2)
    // 100,000 / 64 = 1,562.5: every 64th touch, from the first.
    #expect(recorder.pathStride == 64)
    #expect(recorder.paths.map(\.number) == Array(stride(from: 1, through: 100_000, by: 64)))
    #expect(recorder.paths.allSatisfy { $0.end == .lifted && $0.samples.count == 2 })
  }

  @Test("A recognizer's 100,000 attempts keep at most so many, whole and evenly spread")
  func manyAttempts() {
    var recorder = TracePicture.TranscriptRecorder()
    for index in 0..<100_000 {
      let time = Double(index) / 10
      for (previous, state, at) in [
        (UIGestureRecognizer.State.possible, UIGestureRecognizer.State.began, time),
        (.began, .changed, time + 0.01), (.changed, .ended, time + 0.02),
      ] {
        recorder.add(
          TranscriptEntry(
            time: at, recognizer: "pan", type: "pan", view: "v", previousState: previous,
            state: state, touches: 1, location: .zero, values: []))
      }
      recorder.add(
        TranscriptEntry(
          time: time, recognizer: "swipe", type: "swipe", view: "v", previousState: .possible,
          state: .failed, touches: 1, location: .zero, values: []))
    }
    let maximum = TracePicture.TranscriptRecorder.maximumAttempts
    #expect(recorder.attemptStride == 64)
    let pan = recorder.entries.filter { $0.recognizer == "pan" }
    let swipe = recorder.entries.filter { $0.recognizer == "swipe" }
    #expect(pan.count % 3 == 0 && pan.count / 3 <= maximum && pan.count / 3 > maximum / 2)
    // Each attempt kept whole: began, changed, ended, every 64th attempt from the first.
    let whole =
      pan.map(\.state)
      == Array(repeating: [.began, .changed, .ended], count: pan.count / 3).flatMap { $0 }
    #expect(whole)
    let spread = pan.enumerated().allSatisfy {
      abs($1.time - Double($0 / 3) * 6.4 - Double($0 % 3) * 0.01) < 1e-6
    }
    #expect(spread)
    #expect(swipe.count == pan.count / 3)
  }
}
