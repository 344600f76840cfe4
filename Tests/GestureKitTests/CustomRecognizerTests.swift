import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// A two-finger check mark, written the way an iOS developer writes a custom recognizer:
/// subclass, override the touch methods, set `state`, override `reset()`.
///
/// The two fingers' centroid must go down and to the right by at least 20 points, then up and
/// to the right by at least 40 points; lifting both fingers then recognizes it. Anything else
/// fails it.
final class CheckMarkGestureRecognizer: UIGestureRecognizer {
  private enum Stroke { case down, up }

  private var stroke = Stroke.down
  private var start: CGPoint = .zero
  private var previous: CGPoint = .zero
  private var lowest: CGPoint = .zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if numberOfTouches > 2 {
      state = .failed
      return
    }
    start = location(in: view)
    previous = start
    lowest = start
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard numberOfTouches == 2 else {
      state = .failed
      return
    }
    let point = location(in: view)
    defer { previous = point }
    if point.x < previous.x - 2 {
      state = .failed
      return
    }
    switch stroke {
    case .down:
      if point.y >= previous.y {
        lowest = point
      } else if lowest.y - start.y >= 20 {
        stroke = .up
      } else {
        state = .failed
      }
    case .up:
      if point.y > previous.y + 2 { state = .failed }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard numberOfTouches == touches.count else { return }
    let rise = lowest.y - location(in: view).y
    state = stroke == .up && rise >= 40 ? .recognized : .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    stroke = .down
  }
}

/// Two fingers 40 points apart tracing the given centroid path, 16 ms per step.
private func twoFingerPath(_ path: [CGPoint]) -> TouchScript {
  TouchScript {
    down([
      1: path[0].offset(by: CGVector(dx: -20, dy: 0)),
      2: path[0].offset(by: CGVector(dx: 20, dy: 0)),
    ])
    for point in path.dropFirst() {
      wait(.milliseconds(16))
      move([
        1: point.offset(by: CGVector(dx: -20, dy: 0)), 2: point.offset(by: CGVector(dx: 20, dy: 0)),
      ])
    }
    wait(.milliseconds(16))
    up([1, 2])
  }
}

@Suite("A custom recognizer written as on iOS")
struct CustomRecognizerTests {
  private func simulate(_ script: TouchScript) -> [String] {
    let (simulation, canvas) = Simulation.withCanvas()
    let checkMark = CheckMarkGestureRecognizer()
    checkMark.name = "checkMark"
    canvas.addGestureRecognizer(checkMark)
    return simulation.run(script).lines
  }

  @Test("A two-finger check mark is recognized when the fingers lift")
  func recognized() {
    let path = [
      CGPoint(x: 100, y: 300), CGPoint(x: 110, y: 315), CGPoint(x: 120, y: 330),
      CGPoint(x: 135, y: 310), CGPoint(x: 150, y: 285), CGPoint(x: 170, y: 260),
    ]
    #expect(
      simulate(twoFingerPath(path)) == [
        "+0.096s  checkMark  canvas  possible → ended  (170.0, 260.0)"
      ])
  }

  @Test("A check mark that does not rise far enough fails at the lift")
  func tooShallow() {
    let path = [
      CGPoint(x: 100, y: 300), CGPoint(x: 110, y: 315), CGPoint(x: 120, y: 330),
      CGPoint(x: 135, y: 320),
    ]
    #expect(
      simulate(twoFingerPath(path)) == [
        "+0.064s  checkMark  canvas  possible → failed  (135.0, 320.0)"
      ])
  }

  @Test("Moving left fails the check mark at once")
  func leftward() {
    let path = [CGPoint(x: 100, y: 300), CGPoint(x: 90, y: 310)]
    #expect(
      simulate(twoFingerPath(path)) == [
        "+0.016s  checkMark  canvas  possible → failed  (90.0, 310.0)"
      ])
  }

  @Test("One finger is not a check mark")
  func oneFinger() {
    let script = TouchScript {
      dragWithoutLifting(
        1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 120, y: 330), duration: .milliseconds(32),
        steps: 2)
      up(1)
    }
    #expect(simulate(script) == ["+0.016s  checkMark  canvas  possible → failed  (110.0, 315.0)"])
  }
}
