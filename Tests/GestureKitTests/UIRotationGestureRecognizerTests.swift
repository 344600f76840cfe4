import Foundation
import GestureKit
import GestureScripts
import Testing

/// Two fingers 100 pt apart around (195, 400), turned clockwise on screen through `angles`
/// (radians from the start), one frame every 10 ms, then lifted.
private func turn(through angles: [CGFloat]) -> TouchScript {
  func fingers(at angle: CGFloat) -> [Int: CGPoint] {
    let dx = 50 * cos(angle)
    let dy = 50 * sin(angle)
    return [1: pt(195 - dx, 400 - dy), 2: pt(195 + dx, 400 + dy)]
  }
  return TouchScript {
    down(fingers(at: 0))
    for angle in angles {
      wait(.milliseconds(10))
      move(fingers(at: angle))
    }
    wait(.milliseconds(10))
    up([1, 2])
  }
}

@Test(
  "A rotation begins past 0.07 rad with that angle removed",
  arguments: [(0.069 as CGFloat, false), (0.071, true), (-0.071, true)])
func rotationHysteresis(angle: CGFloat, began: Bool) {
  let (simulation, _) = canvasScene(UIRotationGestureRecognizer())
  let entries = simulation.run(turn(through: [angle]))
  #expect(
    entries.map(\.transition)
      == (began ? ["possible → began", "began → ended"] : ["possible → failed"]))
  if began {
    #expect(close(entries[0].number("rotation")!, angle > 0 ? 0.001 : -0.001, 1e-9))
  }
}

@Test("A quarter turn clockwise reads π/2 less the hysteresis, positive")
func rotationQuarterTurn() {
  let steps = (1...9).map { CGFloat($0) * .pi / 18 }
  let (simulation, _) = canvasScene(UIRotationGestureRecognizer())
  let entries = simulation.run(turn(through: steps))
  #expect(entries.count == 10)
  #expect(close(entries[0].number("rotation")!, .pi / 18 - 0.07, 1e-9))
  #expect(close(entries.last!.number("rotation")!, .pi / 2 - 0.07, 1e-9))
  // Constant angular speed: 10° per 10 ms, about 17.45 rad/s, once the smoothing has a history.
  #expect(close(entries[8].number("velocity")!, (.pi / 18) / 0.01, 1e-6))
  #expect(entries.allSatisfy { $0.location == pt(195, 400) })
}

@Test("Rotation unwraps past π: one and a quarter turns read 2.5π")
func rotationUnwraps() {
  let steps = (1...15).map { CGFloat($0) * .pi / 6 }
  let rotation = UIRotationGestureRecognizer()
  let (simulation, _) = canvasScene(rotation)
  let entries = simulation.run(turn(through: steps))
  #expect(close(entries.last!.number("rotation")!, 2.5 * .pi - 0.07, 1e-9))
  let back = simulation.run(
    TouchScript(inputs: turn(through: steps.map { -$0 }).inputs.map(shiftedByOneSecond)))
  #expect(close(back.last!.number("rotation")!, -2.5 * .pi + 0.07, 1e-9))
}

@Test("Setting the rotation re-bases it and restarts the velocity")
func rotationSetter() {
  let rotation = UIRotationGestureRecognizer()
  var seen: [CGFloat] = []
  rotation.addAction { rotation in
    seen.append(rotation.rotation)
    rotation.rotation = 0
  }
  let (simulation, _) = canvasScene(rotation)
  simulation.run(turn(through: [0.1, 0.2, 0.3]))
  #expect(seen.count == 4)
  #expect(close(seen[0], 0.03) && close(seen[1], 0.1) && close(seen[2], 0.1) && seen[3] == 0)
}

@Test("A touchpad pinch's angle deltas drive the rotation")
func rotationTouchpad() {
  let (simulation, _) = canvasScene(UIRotationGestureRecognizer())
  func event(_ phase: IndirectEvent.Phase, _ degrees: CGFloat) -> TouchScript.Step {
    indirect(
      IndirectEvent(
        time: 0, kind: .pinch, phase: phase, location: pt(100, 200), angleDelta: degrees))
  }
  let entries = simulation.run(
    TouchScript {
      event(.begin, 0)
      wait(.milliseconds(10))
      event(.update, 3)
      wait(.milliseconds(10))
      event(.update, 3)
      wait(.milliseconds(10))
      event(.end, 0)
    })
  #expect(entries.map(\.transition) == ["possible → began", "began → ended"])
  #expect(close(entries[0].number("rotation")!, 6 * .pi / 180 - 0.07, 1e-9))
  #expect(milliseconds(entries) == [20, 30])
}

private func shiftedByOneSecond(_ input: InputEvent) -> InputEvent {
  guard case .touches(var frame) = input else { return input }
  frame.time += 1
  return .touches(frame)
}
