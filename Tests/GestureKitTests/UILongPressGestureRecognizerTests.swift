import Foundation
import GestureKit
import GestureScripts
import Testing

@Test("A long press begins after 0.5 s, follows any movement and ends at the lift")
func longPressLifecycle() {
  let (simulation, canvas) = canvasScene(UILongPressGestureRecognizer())
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(600))
      move(1, to: pt(250, 200))
      wait(.milliseconds(100))
      up(1)
    })
  #expect(
    lines(entries) == [
      "+0.500s  longPress  canvas  possible → began  (100.0, 200.0)",
      "+0.600s  longPress  canvas  began → changed  (250.0, 200.0)",
      "+0.700s  longPress  canvas  changed → ended  (250.0, 200.0)",
    ])
  #expect(canvas.log == ["began 1", "cancelled 1"])
}

@Test(
  "A long press lifted before 0.5 s fails",
  arguments: [
    (0.499, "+0.499s  longPress  canvas  possible → failed  (100.0, 200.0)"),
    (0.501, "+0.500s  longPress  canvas  possible → began  (100.0, 200.0)"),
  ])
func longPressDuration(hold: Double, expected: String) {
  let (simulation, _) = canvasScene(UILongPressGestureRecognizer())
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(seconds: hold)
      up(1)
    })
  #expect(entries.first?.description == expected)
}

@Test(
  "A long press allows 10 pt of movement before it is recognized",
  arguments: [
    (9.9, "+0.500s  longPress  canvas  possible → began  (109.9, 200.0)"),
    (10.1, "+0.100s  longPress  canvas  possible → failed  (110.1, 200.0)"),
  ])
func longPressMovement(distance: CGFloat, expected: String) {
  let (simulation, _) = canvasScene(UILongPressGestureRecognizer())
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(100))
      move(1, to: pt(100 + distance, 200))
      wait(.milliseconds(600))
      up(1)
    })
  #expect(entries.first?.description == expected)
}

@Test("A long press with one required tap needs a tap, then a press within 0.35 s")
func longPressAfterTap() {
  let press = UILongPressGestureRecognizer()
  press.numberOfTapsRequired = 1
  let (simulation, _) = canvasScene(press)
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
      wait(.milliseconds(150))
      down(1, at: pt(102, 200))
      wait(.milliseconds(600))
      up(1)
    })
  #expect(
    lines(entries) == [
      "+0.700s  longPress  canvas  possible → began  (102.0, 200.0)",
      "+0.800s  longPress  canvas  began → ended  (102.0, 200.0)",
    ])

  let late = simulation.run(
    TouchScript(startingAt: 2) {
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
      wait(.milliseconds(360))
      down(1, at: pt(100, 200))
      wait(.milliseconds(600))
      up(1)
    })
  #expect(lines(late).first == "+2.400s  longPress  canvas  possible → failed  (100.0, 200.0)")
}

@Test("A two-finger long press fails when a third finger lands and ignores one after it began")
func twoFingerLongPress() {
  let press = UILongPressGestureRecognizer()
  press.numberOfTouchesRequired = 2
  let (simulation, _) = canvasScene(press)
  let entries = simulation.run(
    TouchScript {
      down([1: pt(100, 200), 2: pt(140, 200)])
      wait(.milliseconds(600))
      down(3, at: pt(300, 300))
      wait(.milliseconds(100))
      up(3)
      wait(.milliseconds(100))
      up([1, 2])
    })
  #expect(
    lines(entries) == [
      "+0.500s  longPress  canvas  possible → began  (120.0, 200.0)",
      "+0.600s  longPress  canvas  began → changed  (120.0, 200.0)",
      "+0.800s  longPress  canvas  changed → ended  (120.0, 200.0)",
    ])
}
