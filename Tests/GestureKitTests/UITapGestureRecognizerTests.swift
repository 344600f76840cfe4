import Foundation
import GestureKit
import GestureScripts
import Testing

@Test("A single tap is recognized at the lift, located where it landed")
func singleTap() {
  let tap = UITapGestureRecognizer()
  let (simulation, canvas) = canvasScene(tap)
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(80))
      up(1)
    })
  #expect(lines(entries) == ["+0.080s  tap  canvas  possible → ended  (100.0, 200.0)"])
  #expect(canvas.log == ["began 1", "cancelled 1"])
}

@Test(
  "A tap tolerates 45 pt of drift and no more",
  arguments: [
    (44.9, "+0.032s  tap  canvas  possible → ended  (100.0, 200.0)"),
    (45.1, "+0.016s  tap  canvas  possible → failed  (100.0, 200.0)"),
  ])
func tapMovementTolerance(drift: CGFloat, expected: String) {
  let (simulation, _) = canvasScene(UITapGestureRecognizer())
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(16))
      move(1, to: pt(100 + drift, 200))
      wait(.milliseconds(16))
      up(1)
    })
  #expect(lines(entries) == [expected])
}

@Test(
  "A double tap needs its second tap within 0.35 s of the first lift",
  arguments: [
    (0.349, ["+0.449s  doubleTap  canvas  possible → ended  (100.0, 200.0)"]),
    // Too late: the first attempt fails at 0.05 + 0.35 s, and the late tap starts a second one
    // that fails in turn.
    (
      0.351,
      [
        "+0.400s  doubleTap  canvas  possible → failed  (100.0, 200.0)",
        "+0.801s  doubleTap  canvas  possible → failed  (110.0, 205.0)",
      ]
    ),
  ])
func doubleTapInterval(gap: Double, expected: [String]) {
  let doubleTap = UITapGestureRecognizer()
  doubleTap.name = "doubleTap"
  doubleTap.numberOfTapsRequired = 2
  let (simulation, _) = canvasScene(doubleTap)
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
      wait(seconds: gap)
      down(1, at: pt(110, 205))
      wait(.milliseconds(50))
      up(1)
    })
  #expect(lines(entries) == expected)
}

@Test(
  "A tap held past 0.75 s fails when the time runs out",
  arguments: [
    (0.749, "+0.749s  tap  canvas  possible → ended  (100.0, 200.0)"),
    (0.751, "+0.750s  tap  canvas  possible → failed  (100.0, 200.0)"),
  ])
func tapDuration(hold: Double, expected: String) {
  let (simulation, _) = canvasScene(UITapGestureRecognizer())
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(seconds: hold)
      up(1)
    })
  #expect(lines(entries) == [expected])
}

@Test("A second tap landing more than 45 pt from the first fails a double tap")
func doubleTapDistance() {
  let doubleTap = UITapGestureRecognizer()
  doubleTap.numberOfTapsRequired = 2
  let (simulation, _) = canvasScene(doubleTap)
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
      wait(.milliseconds(100))
      down(1, at: pt(146, 200))
      wait(.milliseconds(50))
      up(1)
    })
  #expect(lines(entries) == ["+0.150s  tap  canvas  possible → failed  (100.0, 200.0)"])
}

@Test("A two-finger tap is located at its fingers' centroid; a third finger fails it")
func twoFingerTap() {
  let tap = UITapGestureRecognizer()
  tap.numberOfTouchesRequired = 2
  let (simulation, _) = canvasScene(tap)
  let recognized = simulation.run(
    TouchScript {
      down([1: pt(100, 200), 2: pt(140, 210)])
      wait(.milliseconds(60))
      up([1, 2])
    })
  #expect(lines(recognized) == ["+0.060s  tap  canvas  possible → ended  (120.0, 205.0)"])

  let failed = simulation.run(
    TouchScript(startingAt: 1) {
      down([1: pt(100, 200), 2: pt(140, 210)])
      wait(.milliseconds(10))
      down(3, at: pt(180, 200))
      wait(.milliseconds(10))
      up([1, 2, 3])
    })
  #expect(lines(failed) == ["+1.010s  tap  canvas  possible → failed  (120.0, 205.0)"])
}

@Test("A finger lifting before the second lands fails a two-finger tap")
func twoFingerTapStaggered() {
  let tap = UITapGestureRecognizer()
  tap.numberOfTouchesRequired = 2
  let (simulation, _) = canvasScene(tap)
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(30))
      up(1)
      wait(.milliseconds(10))
      down(2, at: pt(100, 200))
      wait(.milliseconds(30))
      up(2)
    })
  // The second finger starts a new attempt, which fails for the same reason.
  #expect(
    lines(entries) == [
      "+0.030s  tap  canvas  possible → failed  (100.0, 200.0)",
      "+0.070s  tap  canvas  possible → failed  (100.0, 200.0)",
    ])
}

@Test("Without a failure requirement a single tap does not prevent a double tap (X6)")
func singleTapDoesNotPreventDoubleTap() {
  let singleTap = UITapGestureRecognizer()
  let doubleTap = UITapGestureRecognizer()
  doubleTap.name = "doubleTap"
  doubleTap.numberOfTapsRequired = 2
  #expect(!singleTap.canPrevent(doubleTap))
  #expect(doubleTap.canPrevent(singleTap))
  let (simulation, _) = canvasScene(singleTap, doubleTap)
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
      wait(.milliseconds(100))
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
    })
  #expect(
    lines(entries) == [
      "+0.050s  tap  canvas  possible → ended  (100.0, 200.0)",
      // The double tap can prevent the single tap, so the second tap is the double tap's.
      "+0.200s  doubleTap  canvas  possible → ended  (100.0, 200.0)",
      "+0.200s  tap  canvas  possible → failed  (100.0, 200.0)",
    ])
}
