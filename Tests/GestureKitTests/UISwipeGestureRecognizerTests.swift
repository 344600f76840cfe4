import Foundation
import GestureKit
import GestureScripts
import Testing

/// A finger lands at (200, 300) and makes the given moves (time, offset from the start), then
/// lifts 10 ms after the last.
private func stroke(_ moves: [(TimeInterval, CGPoint)]) -> TouchScript {
  var inputs: [InputEvent] = [
    .touches(TouchFrame(time: 0, changes: [.init(id: 1, phase: .down, location: pt(200, 300))]))
  ]
  for (time, offset) in moves {
    let point = pt(200 + offset.x, 300 + offset.y)
    inputs.append(
      .touches(TouchFrame(time: time, changes: [.init(id: 1, phase: .move, location: point)])))
  }
  let last = moves.last.map { pt(200 + $0.1.x, 300 + $0.1.y) } ?? pt(200, 300)
  let end = (moves.last?.0 ?? 0) + 0.01
  inputs.append(
    .touches(TouchFrame(time: end, changes: [.init(id: 1, phase: .up, location: last)])))
  return TouchScript(inputs: inputs)
}

@Test(
  "A swipe needs 50 pt at its start, decaying by 0.94 × elapsed: 45.3 pt at 0.1 s",
  arguments: [(45.2, false), (45.4, true)])
func swipeDistance(distance: CGFloat, recognized: Bool) {
  let (simulation, _) = canvasScene(UISwipeGestureRecognizer())
  let entries = simulation.run(stroke([(0.1, pt(distance, 0))]))
  #expect(
    lines(entries) == [
      recognized
        ? "+0.100s  swipe  canvas  possible → ended  (200.0, 300.0)  direction right"
        : "+0.110s  swipe  canvas  possible → failed  (200.0, 300.0)"
    ])
}

@Test(
  "A swipe needs 200 pt/s between its last two moves when it qualifies",
  arguments: [(29 as CGFloat, false), (31, true)])
func swipeSpeed(step: CGFloat, recognized: Bool) {
  let (simulation, _) = canvasScene(UISwipeGestureRecognizer())
  // 10 pt at 0.1 s, then `step` more in 0.15 s: 193 or 207 pt/s, with distance to spare.
  let entries = simulation.run(stroke([(0.1, pt(10, 0)), (0.25, pt(10 + step, 0))]))
  #expect(entries.map(\.transition) == [recognized ? "possible → ended" : "possible → failed"])
  #expect(milliseconds(entries) == [recognized ? 250 : 260])
}

@Test(
  "A crooked swipe fails: 200 pt across at the start, decaying by 0.98 × elapsed",
  arguments: [(170 as CGFloat, "possible → ended"), (190, "possible → failed")])
func swipeCrooked(across: CGFloat, transition: String) {
  let (simulation, _) = canvasScene(UISwipeGestureRecognizer())
  // At 0.1 s the limit across is 200 × 0.902 = 180.4 pt.
  let entries = simulation.run(stroke([(0.1, pt(60, across))]))
  #expect(entries.map(\.transition) == [transition])
  #expect(milliseconds(entries) == [100])
}

@Test("A swipe slower than 0.5 s fails at its next move")
func swipeTooSlow() {
  let (simulation, _) = canvasScene(UISwipeGestureRecognizer())
  let entries = simulation.run(stroke([(0.2, pt(5, 0)), (0.51, pt(100, 0))]))
  #expect(lines(entries) == ["+0.510s  swipe  canvas  possible → failed  (200.0, 300.0)"])
}

@Test("A swipe reports the direction it recognized and where it began")
func swipeDirections() {
  let swipe = UISwipeGestureRecognizer()
  swipe.direction = [.left, .up]
  let (simulation, _) = canvasScene(swipe)
  let left = simulation.run(stroke([(0.05, pt(-30, 0)), (0.1, pt(-60, -5))]))
  #expect(
    lines(left) == ["+0.100s  swipe  canvas  possible → ended  (200.0, 300.0)  direction left"])
  let up = simulation.run(
    TouchScript(inputs: stroke([(0.1, pt(5, -80))]).inputs.map { shifted($0, by: 1) }))
  #expect(lines(up) == ["+1.100s  swipe  canvas  possible → ended  (200.0, 300.0)  direction up"])
}

@Test("Moving backwards more than 10 pt fails a one-direction swipe")
func swipeOpposite() {
  let (simulation, _) = canvasScene(UISwipeGestureRecognizer())
  let entries = simulation.run(stroke([(0.05, pt(-11, 0)), (0.1, pt(80, 0))]))
  #expect(lines(entries) == ["+0.050s  swipe  canvas  possible → failed  (200.0, 300.0)"])
}

@Test("A two-finger swipe waits for both fingers and fails on a third")
func swipeTwoFingers() {
  let swipe = UISwipeGestureRecognizer()
  swipe.numberOfTouchesRequired = 2
  swipe.direction = .down
  let (simulation, _) = canvasScene(swipe)
  let entries = simulation.run(
    TouchScript {
      down([1: pt(100, 100), 2: pt(150, 100)])
      wait(.milliseconds(50))
      move([1: pt(100, 130), 2: pt(150, 160)])
      wait(.milliseconds(50))
      move([1: pt(100, 160), 2: pt(150, 200)])
      wait(.milliseconds(10))
      up([1, 2])
    })
  #expect(
    lines(entries) == ["+0.100s  swipe  canvas  possible → ended  (125.0, 100.0)  direction down"])
}

/// `input` moved later by `seconds`.
private func shifted(_ input: InputEvent, by seconds: TimeInterval) -> InputEvent {
  switch input {
  case .touches(var frame):
    frame.time += seconds
    return .touches(frame)
  case .indirect(var event):
    event.time += seconds
    return .indirect(event)
  }
}
