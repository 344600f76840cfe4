import Foundation
import GestureKit
import TouchTraces

/// Directions for the option-set property of the test recognizer.
struct TestDirection: OptionSet, Hashable {
  let rawValue: Int
  static let left = TestDirection(rawValue: 1)
  static let right = TestDirection(rawValue: 2)
}

/// Recognizes when `numberOfTouchesRequired` fingers lift without moving further than
/// `allowableMovement`; fails otherwise.
final class StillTapRecognizer: UIGestureRecognizer {
  var numberOfTouchesRequired = 1
  var allowableMovement: CGFloat = 10
  var maximumDuration: TimeInterval = 0.5
  var direction: TestDirection = []
  private var start: CGPoint?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if numberOfTouches > numberOfTouchesRequired { state = .failed }
    start = start ?? location(in: nil)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start else { return }
    if location(in: nil).distance(to: start) > allowableMovement { state = .failed }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = numberOfTouches == numberOfTouchesRequired ? .ended : .failed
  }

  override func reset() {
    start = nil
  }

  override var transcriptType: String { "stillTap" }
}

/// A recognizer whose only job is to carry properties of every setter kind.
final class PropertyProbeRecognizer: UIGestureRecognizer {
  var mode = "idle"
  override var transcriptType: String { "probe" }
}

/// The test-only registry the scene tests use.
@MainActor var testRegistry: RecognizerRegistry {
  RecognizerRegistry([
    RecognizerType(
      "stillTap", StillTapRecognizer.init,
      properties: [
        .integer("numberOfTouchesRequired", \.numberOfTouchesRequired, in: 1...10),
        .number("allowableMovement", \.allowableMovement),
        .seconds("maximumDuration", \.maximumDuration),
        .options("direction", \.direction, ["left": .left, "right": .right]),
      ]),
    RecognizerType(
      "probe", PropertyProbeRecognizer.init,
      properties: [.choice("mode", \.mode, ["idle": "idle", "busy": "busy"])]),
  ])
}
