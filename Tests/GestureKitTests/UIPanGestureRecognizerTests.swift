import Foundation
import GestureKit
import GestureScripts
import Testing

/// One finger lands at (100, 200), moves by `offset` after 10 ms and lifts 10 ms later.
private func nudge(_ offset: CGPoint) -> TouchScript {
  TouchScript {
    down(1, at: pt(100, 200))
    wait(.milliseconds(10))
    move(1, to: pt(100 + offset.x, 200 + offset.y))
    wait(.milliseconds(10))
    up(1)
  }
}

@Test(
  "A pan begins at 10 pt along either axis alone, with the 10 pt removed from its translation",
  arguments: [
    (pt(10.1, 0), pt(0.1, 0)), (pt(0, -10.1), pt(0, -0.1)), (pt(-12, 3), pt(-2, 0)),
    (pt(10, 0), pt(0, 0)),
  ])
func panHysteresisPasses(offset: CGPoint, translation: CGPoint) {
  let (simulation, _) = canvasScene(UIPanGestureRecognizer())
  let entries = simulation.run(nudge(offset))
  #expect(entries.map(\.transition) == ["possible → began", "began → ended"])
  #expect(milliseconds(entries) == [10, 20])
  let began = entries[0]
  #expect(close(began.pair("translation")!, translation, 1e-9))
  // One sample: the move over 10 ms.
  #expect(close(began.pair("velocity")!, pt(offset.x * 100, offset.y * 100), 1e-6))
}

@Test(
  "A pan does not begin below 10 pt on both axes, even when the distance is larger",
  arguments: [pt(9.9, 0), pt(0, 9.9), pt(8, 8), pt(-9.99, -9.99)])
func panHysteresisHolds(offset: CGPoint) {
  let (simulation, _) = canvasScene(UIPanGestureRecognizer())
  let entries = simulation.run(nudge(offset))
  #expect(entries.map(\.transition) == ["possible → failed"])
  #expect(milliseconds(entries) == [20])
}

@Test("Translation is continuous when a second finger lands and the first lifts mid-pan")
func panTranslationContinuity() {
  let pan = UIPanGestureRecognizer()
  let (simulation, _) = canvasScene(pan)
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      for step in 1...3 {
        wait(.milliseconds(10))
        move(1, to: pt(100 + 10 * CGFloat(step), 200))
      }
      wait(.milliseconds(10))
      down(2, at: pt(300, 400))
      wait(.milliseconds(10))
      move([1: pt(140, 200), 2: pt(310, 400)])
      wait(.milliseconds(10))
      up(1)
      wait(.milliseconds(10))
      move(2, to: pt(320, 410))
      wait(.milliseconds(10))
      up(2)
    })
  #expect(
    lines(entries) == [
      "+0.010s  pan  canvas  possible → began  (110.0, 200.0)  translation (0.0, 0.0)"
        + "  velocity (1000.0, 0.0)",
      "+0.020s  pan  canvas  began → changed  (120.0, 200.0)  translation (10.0, 0.0)"
        + "  velocity (1000.0, 0.0)",
      "+0.030s  pan  canvas  changed → changed  (130.0, 200.0)  translation (20.0, 0.0)"
        + "  velocity (1000.0, 0.0)",
      // The landing moves the centroid by 85 pt, the translation not at all.
      // Landing adds no velocity sample: the next spans 20 ms (500 pt/s), blended 0.8 / 0.2.
      "+0.050s  pan  canvas  changed → changed  (225.0, 300.0)  translation (30.0, 0.0)"
        + "  velocity (900.0, 0.0)",
      "+0.070s  pan  canvas  changed → changed  (320.0, 410.0)  translation (40.0, 10.0)"
        + "  velocity (500.0, 100.0)",
      "+0.080s  pan  canvas  changed → ended  (320.0, 410.0)  translation (40.0, 10.0)"
        + "  velocity (500.0, 100.0)",
    ])
}

@Test("A constant-speed drag reports its exact velocity; UIKit's estimate keeps it after a rest")
func panVelocityConstantSpeed() {
  let pan = UIPanGestureRecognizer()
  let (simulation, _) = canvasScene(pan)
  let entries = simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(100, 200), to: pt(200, 250), duration: .milliseconds(100), steps: 10)
      wait(.milliseconds(200))
      up(1)
    })
  // Began at the first move (10 pt in x), then nine changes and the end.
  #expect(entries.count == 11)
  for entry in entries {
    #expect(close(entry.pair("velocity")!, pt(1000, 500), 1e-6))
  }
  // UIKit adds no sample for a resting finger or a lift (reference §6.1).
  #expect(entries.last!.transition == "changed → ended")
  #expect(close(entries.last!.pair("velocity")!, pt(1000, 500), 1e-6))
}

@Test("The least-squares velocity is within 1% during a steady drag and zero after a rest")
func panLeastSquaresVelocity() {
  let pan = UIPanGestureRecognizer()
  pan.velocityEstimation = .leastSquares
  let (simulation, _) = canvasScene(pan)
  let entries = simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(100, 200), to: pt(200, 200), duration: .milliseconds(100), steps: 10)
      wait(.milliseconds(50))
      up(1)
    })
  for entry in entries.dropLast() {
    let velocity = entry.pair("velocity")!
    #expect(abs(velocity.x - 1000) <= 10 && abs(velocity.y) <= 1e-6)
  }
  #expect(entries.last!.pair("velocity") == pt(0, 0))
}

@Test(
  "setTranslation re-bases the translation and keeps the velocity unless told to clear it",
  arguments: [false, true])
func panSetTranslation(clears: Bool) {
  let pan = UIPanGestureRecognizer()
  pan.setTranslationClearsVelocity = clears
  var seen: [CGPoint] = []
  var velocities: [CGPoint] = []
  // The fling pattern of many iOS apps: re-base on every call, read the velocity at the end.
  pan.addAction { pan in
    seen.append(pan.translation(in: pan.view))
    pan.setTranslation(.zero, in: pan.view)
    velocities.append(pan.velocity(in: pan.view))
  }
  let (simulation, _) = canvasScene(pan)
  simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(100, 200), to: pt(150, 200), duration: .milliseconds(50), steps: 5)
      up(1)
    })
  // Began at 10 pt with 0 after the dead zone, then 10 pt per move, each re-based to zero.
  #expect(seen == [pt(0, 0), pt(10, 0), pt(10, 0), pt(10, 0), pt(10, 0), pt(0, 0)])
  // 10 pt every 10 ms; cleared, every reading comes right after a clear.
  #expect(velocities.count == 6)
  for velocity in velocities {
    if clears {
      #expect(velocity == .zero)
    } else {
      #expect(abs(velocity.x - 1000) <= 1e-6 && velocity.y == 0)
    }
  }
}

@Test("A pan needing two fingers ignores a one-finger drag and follows at most its maximum")
func panTouchCounts() {
  let pan = UIPanGestureRecognizer()
  pan.minimumNumberOfTouches = 2
  pan.maximumNumberOfTouches = 2
  let (simulation, _) = canvasScene(pan)
  let single = simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(100, 200), to: pt(200, 200), duration: .milliseconds(50), steps: 5)
      up(1)
    })
  #expect(
    lines(single) == [
      "+0.050s  pan  canvas  possible → failed  (200.0, 200.0)"
        + "  translation (100.0, 0.0)  velocity (2000.0, 0.0)"
    ])

  let triple = simulation.run(
    TouchScript(startingAt: 1) {
      down([1: pt(100, 200), 2: pt(200, 200), 3: pt(300, 200)])
      wait(.milliseconds(10))
      move([1: pt(100, 220), 2: pt(200, 220), 3: pt(300, 500)])
      wait(.milliseconds(10))
      up([1, 2, 3])
    })
  // The third finger is not followed: its 300 pt move does not count.
  #expect(
    lines(triple) == [
      "+1.010s  pan  canvas  possible → began  (150.0, 220.0)  translation (0.0, 10.0)"
        + "  velocity (0.0, 2000.0)",
      "+1.020s  pan  canvas  began → ended  (150.0, 220.0)  translation (0.0, 10.0)"
        + "  velocity (0.0, 2000.0)",
    ])
}

@Test("Touchpad scrolls drive a pan only when allowedScrollTypesMask allows them")
func panScrolls() {
  let script = TouchScript {
    indirect(IndirectEvent(time: 0, kind: .scroll, phase: .begin, location: pt(100, 200)))
    for _ in 1...3 {
      wait(.milliseconds(10))
      indirect(
        IndirectEvent(
          time: 0, kind: .scroll, phase: .update, location: pt(100, 200),
          delta: CGVector(dx: 0, dy: 6)))
    }
    wait(.milliseconds(10))
    indirect(IndirectEvent(time: 0, kind: .scroll, phase: .end, location: pt(100, 200)))
  }
  let (plain, _) = canvasScene(UIPanGestureRecognizer())
  #expect(plain.run(script).isEmpty)

  let pan = UIPanGestureRecognizer()
  pan.allowedScrollTypesMask = .continuous
  let (simulation, _) = canvasScene(pan)
  #expect(
    lines(simulation.run(script)) == [
      "+0.020s  pan  canvas  possible → began  (100.0, 200.0)  translation (0.0, 2.0)"
        + "  velocity (0.0, 600.0)",
      "+0.030s  pan  canvas  began → changed  (100.0, 200.0)  translation (0.0, 8.0)"
        + "  velocity (0.0, 600.0)",
      "+0.040s  pan  canvas  changed → ended  (100.0, 200.0)  translation (0.0, 8.0)"
        + "  velocity (0.0, 600.0)",
    ])
}

@Test("A three-finger touchpad swipe drives a pan whose finger limits admit it")
func panTouchpadSwipe() {
  let pan = UIPanGestureRecognizer()
  let (simulation, _) = canvasScene(pan)
  let entries = simulation.run(
    TouchScript {
      indirect(
        IndirectEvent(time: 0, kind: .swipe, phase: .begin, fingers: 3, location: pt(100, 200)))
      wait(.milliseconds(10))
      indirect(
        IndirectEvent(
          time: 0, kind: .swipe, phase: .update, fingers: 3, location: pt(100, 200),
          delta: CGVector(dx: -30, dy: 0)))
      wait(.milliseconds(10))
      indirect(
        IndirectEvent(time: 0, kind: .swipe, phase: .end, fingers: 3, location: pt(100, 200)))
    })
  #expect(
    lines(entries) == [
      "+0.010s  pan  canvas  possible → began  (100.0, 200.0)  translation (-20.0, 0.0)"
        + "  velocity (-3000.0, 0.0)",
      "+0.020s  pan  canvas  began → ended  (100.0, 200.0)  translation (-20.0, 0.0)"
        + "  velocity (-3000.0, 0.0)",
    ])
  #expect(entries.map(\.touches) == [3, 3])
}
