import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// Pinch and rotation share one two-finger lifecycle: the same fingers and the same events give
/// the same transitions, whichever value each measures.
@Suite("The two-finger lifecycle pinch and rotation share")
@MainActor struct TwoFingerTransformTests {
  /// Both recognizers on one canvas, recognizing together.
  static func both() -> (
    Simulation, pinch: UIPinchGestureRecognizer, rotation: UIRotationGestureRecognizer,
    delegate: SimultaneousDelegate
  ) {
    let pinch = UIPinchGestureRecognizer()
    pinch.name = "pinch"
    let rotation = UIRotationGestureRecognizer()
    rotation.name = "rotation"
    let (simulation, _) = canvasScene(pinch, rotation)
    let delegate = SimultaneousDelegate()
    pinch.delegate = delegate
    rotation.delegate = delegate
    return (simulation, pinch, rotation, delegate)
  }

  func transitions(_ entries: [TranscriptEntry], _ name: String) -> [String] {
    entries.filter { $0.recognizer == name }.map(\.transition)
  }

  @Test("Fingers that spread and turn: both begin, change, and end when the last finger lifts")
  func spreadAndTurn() {
    let (simulation, pinch, rotation, delegate) = Self.both()
    defer { withExtendedLifetime(delegate) {} }
    let entries = simulation.run(
      TouchScript {
        down([1: pt(145, 400), 2: pt(245, 400)])
        wait(.milliseconds(10))
        move([1: pt(125, 390), 2: pt(265, 410)])
        wait(.milliseconds(10))
        move([1: pt(115, 380), 2: pt(275, 420)])
        wait(.milliseconds(10))
        up([2])
        wait(.milliseconds(10))
        up([1])
      })
    let expected = ["possible → began", "began → changed", "changed → ended"]
    #expect(transitions(entries, "pinch") == expected)
    #expect(transitions(entries, "rotation") == expected)
    #expect(pinch.state == .possible && rotation.state == .possible)
    #expect(pinch.numberOfTouches == 0 && rotation.numberOfTouches == 0)
  }

  @Test("Fingers that stay still fail both when they lift; cancelled touches cancel both")
  func failAndCancel() {
    let (simulation, _, _, delegate) = Self.both()
    defer { withExtendedLifetime(delegate) {} }
    let still = simulation.run(
      TouchScript {
        down([1: pt(145, 400), 2: pt(245, 400)])
        wait(.milliseconds(10))
        up([1, 2])
      })
    #expect(transitions(still, "pinch") == ["possible → failed"])
    #expect(transitions(still, "rotation") == ["possible → failed"])
    let cancelled = simulation.run(
      TouchScript {
        wait(.seconds(1))
        down([3: pt(145, 400), 4: pt(245, 400)])
        wait(.milliseconds(10))
        move([3: pt(115, 380), 4: pt(275, 420)])
        wait(.milliseconds(10))
        cancel(3)
        cancel(4)
      })
    #expect(transitions(cancelled, "pinch") == ["possible → began", "began → cancelled"])
    #expect(transitions(cancelled, "rotation") == ["possible → began", "began → cancelled"])
  }

  @Test("A touchpad pinch counts its fingers, and its cancellation cancels both")
  func touchpad() {
    let (simulation, pinch, rotation, delegate) = Self.both()
    defer { withExtendedLifetime(delegate) {} }
    func event(_ phase: IndirectEvent.Phase, _ scale: CGFloat, _ angle: CGFloat) -> TouchScript.Step
    {
      indirect(
        IndirectEvent(
          time: 0, kind: .pinch, phase: phase, fingers: 3, location: pt(100, 200), scale: scale,
          angleDelta: angle, isCancelled: phase == .end))
    }
    var counts: [Int] = []
    pinch.addAction { counts.append($0.numberOfTouches) }
    rotation.addAction { counts.append($0.numberOfTouches) }
    let entries = simulation.run(
      TouchScript {
        event(.begin, 1, 0)
        wait(.milliseconds(10))
        event(.update, 1.5, 10)
        wait(.milliseconds(10))
        event(.end, 1.5, 0)
      })
    #expect(transitions(entries, "pinch") == ["possible → began", "began → cancelled"])
    #expect(transitions(entries, "rotation") == ["possible → began", "began → cancelled"])
    #expect(counts.allSatisfy { $0 == 3 } && counts.count == 4)
  }
}
