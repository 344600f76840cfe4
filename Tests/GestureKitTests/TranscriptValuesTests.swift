import Foundation
import GestureKit
import Testing

@testable import GestureCore

/// A pan whose transcript values are its own.
private final class TaggedPan: UIPanGestureRecognizer {
  override var transcriptValues: [TranscriptValue] { [.text("tag", "mine")] }
}

/// A pinch that reports its scale doubled, without touching `transcriptValues`.
private final class DoublingPinch: UIPinchGestureRecognizer {
  override var scale: CGFloat {
    get { super.scale * 2 }
    set { super.scale = newValue / 2 }
  }
}

/// Lets every recognizer recognize alongside every other.
private final class Together: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

@MainActor
@Suite("Transcript values: a built-in's as plain bits, anything else as an array, alike to users")
struct TranscriptValuesTests {
  /// Two fingers that land 100 pt apart, spread, turn and move right in five frames, and lift.
  private func spread(
    _ recognizers: [UIGestureRecognizer], prepare: (Simulation) -> Void = { _ in }
  ) -> Simulation {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let canvas = UIView(frame: CGRect(x: 20, y: 40, width: 350, height: 700))
    canvas.accessibilityIdentifier = "canvas"
    simulation.window.addSubview(canvas)
    let delegate = Together()
    for recognizer in recognizers {
      recognizer.delegate = delegate
      canvas.addGestureRecognizer(recognizer)
    }
    prepare(simulation)
    func change(
      _ id: Int, _ phase: TouchFrame.Change.Phase, _ x: CGFloat, _ y: CGFloat = 400
    ) -> TouchFrame.Change {
      TouchFrame.Change(id: id, phase: phase, location: CGPoint(x: x, y: y))
    }
    simulation.feed(TouchFrame(time: 0, changes: [change(1, .down, 100), change(2, .down, 200)]))
    for step in 1...5 {
      let d = CGFloat(step) * 10
      simulation.feed(
        TouchFrame(
          time: Double(step) * 0.016,
          changes: [change(1, .move, 100 + d), change(2, .move, 200 + d * 3, 400 + d * 4)]))
    }
    simulation.feed(
      TouchFrame(time: 0.1, changes: [change(1, .up, 150), change(2, .up, 350, 600)]))
    simulation.settle()
    withExtendedLifetime(delegate) {}
    return simulation
  }

  @Test("Each report of a pan, pinch and rotation records what transcriptValues gives then")
  func builtInsRecordTheirOwnValues() {
    let recognizers: [UIGestureRecognizer] = [
      UIPanGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer(),
    ]
    var checked: [String] = []
    let simulation = spread(recognizers) { simulation in
      simulation.onTranscriptEntry = { entry in
        guard let recognizer = recognizers.first(where: { $0.transcriptType == entry.type })
        else { return }
        #expect(entry.values == recognizer.transcriptValues, "\(entry)")
        #expect(entry.values.count == 2)
        checked.append(entry.type)
      }
    }
    for type in ["pan", "pinch", "rotation"] {
      #expect(checked.filter { $0 == type }.count > 2, "\(type)")
    }
    // Every entry, stored either way, equals, hashes and prints as one built from its array.
    for entry in simulation.transcript {
      var rebuilt = entry
      rebuilt.values = Array(entry.values)
      #expect(rebuilt == entry)
      #expect(rebuilt.hashValue == entry.hashValue)
      #expect(rebuilt.description == entry.description)
      for value in entry.values { #expect(entry.value(value.key) == value.value) }
    }
  }

  @Test("A subclass that overrides transcriptValues, or what they read, is asked for them")
  func subclassesAreAsked() {
    let tagged = TaggedPan()
    let doubling = DoublingPinch()
    let simulation = spread([tagged, doubling])
    let pans = simulation.transcript.filter { $0.type == "pan" }
    let pinches = simulation.transcript.filter { $0.type == "pinch" }
    #expect(pans.count > 2)
    #expect(pinches.count > 2)
    for entry in pans { #expect(entry.values == [.text("tag", "mine")]) }
    let plain = spread([UIPinchGestureRecognizer()]).transcript.filter { $0.type == "pinch" }
    #expect(plain.map(\.state) == pinches.map(\.state))
    for (doubled, single) in zip(pinches, plain) {
      guard case .number(let twice)? = doubled.value("scale"),
        case .number(let once)? = single.value("scale")
      else {
        Issue.record("no scale in \(doubled) or \(single)")
        continue
      }
      #expect(twice == once * 2)
    }
  }

  @Test("Values written through the array read back, in either storage")
  func valuesWriteThrough() {
    var entry = TranscriptEntry(
      time: 0, recognizer: "pan", type: "pan", view: "canvas", previousState: .possible,
      state: .began, touches: 1, location: .zero,
      valueList: TranscriptValues(
        .pair(.translation, CGPoint(x: 1, y: 2)), .pair(.velocity, CGPoint(x: 3, y: 4))),
      cause: nil)
    #expect(
      entry.values == [
        .pair("translation", CGPoint(x: 1, y: 2)), .pair("velocity", CGPoint(x: 3, y: 4)),
      ])
    entry.values.append(.number("scale", 1.5))
    #expect(entry.values.count == 3)
    #expect(entry.value("scale") == .number(1.5))
    entry.values = []
    #expect(entry.values.isEmpty)
    #expect(entry.value("translation") == nil)
    #expect(entry.valueList == TranscriptValues())
  }
}
