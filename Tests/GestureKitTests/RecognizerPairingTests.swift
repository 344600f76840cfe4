import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

@Test("A single tap that requires a double tap to fail is recognized 0.35 s after its lift")
func singleTapWaitsForDoubleTap() {
  let singleTap = UITapGestureRecognizer()
  let doubleTap = UITapGestureRecognizer()
  doubleTap.name = "doubleTap"
  doubleTap.numberOfTapsRequired = 2
  singleTap.require(toFail: doubleTap)
  let (simulation, canvas) = canvasScene(singleTap, doubleTap)
  let single = simulation.run(
    TouchScript {
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
    })
  #expect(
    lines(single) == [
      // Cause before effect: the double tap's failure releases the tap.
      "+0.400s  doubleTap  canvas  possible → failed  (100.0, 200.0)",
      "+0.400s  tap  canvas  possible → ended  (100.0, 200.0)",
    ])
  // The lift was held back (delaysTouchesEnded) and became a cancel on recognition.
  #expect(canvas.log == ["began 1", "cancelled 1"])

  let double = simulation.run(
    TouchScript(startingAt: 1) {
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
      wait(.milliseconds(100))
      down(1, at: pt(100, 200))
      wait(.milliseconds(50))
      up(1)
    })
  #expect(
    lines(double) == [
      "+1.200s  doubleTap  canvas  possible → ended  (100.0, 200.0)",
      "+1.200s  tap  canvas  possible → failed  (100.0, 200.0)",
    ])
}

/// A fast right drag: 20 pt every 10 ms for 100 ms.
private let fastDrag = TouchScript {
  dragWithoutLifting(
    1, from: pt(100, 300), to: pt(300, 300), duration: .milliseconds(100), steps: 10)
  wait(.milliseconds(10))
  up(1)
}

@Test("Pan and swipe on one view: the pan begins first and the swipe never fires")
func panBeatsSwipe() {
  let (simulation, _) = canvasScene(UIPanGestureRecognizer(), UISwipeGestureRecognizer())
  let entries = simulation.run(fastDrag)
  #expect(
    Array(lines(entries).prefix(2)) == [
      "+0.010s  pan  canvas  possible → began  (120.0, 300.0)  translation (10.0, 0.0)"
        + "  velocity (2000.0, 0.0)",
      "+0.010s  swipe  canvas  possible → failed  (100.0, 300.0)",
    ])
  #expect(entries.filter { $0.type == "swipe" }.count == 1)
  #expect(entries.last?.transition == "changed → ended")
}

@Test(
  "A pan that requires a swipe to fail loses to a fast swipe and starts at zero after a slow one")
func panRequiresSwipeToFail() {
  let pan = UIPanGestureRecognizer()
  let swipe = UISwipeGestureRecognizer()
  pan.require(toFail: swipe)
  let (simulation, _) = canvasScene(pan, swipe)
  let fast = simulation.run(fastDrag)
  // 60 pt at 30 ms: past the 50 × (1 − 0.03 × 0.94) = 48.6 pt needed.
  #expect(
    lines(fast) == [
      "+0.030s  swipe  canvas  possible → ended  (100.0, 300.0)  direction right",
      "+0.030s  pan  canvas  possible → failed  (160.0, 300.0)  translation (50.0, 0.0)"
        + "  velocity (2000.0, 0.0)",
    ])

  // 100 pt/s is too slow for the swipe, which fails when its 0.5 s run out; the pan, which
  // passed its hysteresis long before, then reports from a translation of zero.
  let slow = simulation.run(
    TouchScript(startingAt: 1) {
      dragWithoutLifting(
        1, from: pt(100, 300), to: pt(160, 300), duration: .milliseconds(600), steps: 40)
      up(1)
    })
  #expect(
    Array(lines(slow).prefix(3)) == [
      "+1.510s  swipe  canvas  possible → failed  (100.0, 300.0)",
      "+1.510s  pan  canvas  possible → began  (151.0, 300.0)  translation (0.0, 0.0)"
        + "  velocity (100.0, 0.0)",
      "+1.510s  pan  canvas  began → changed  (151.0, 300.0)  translation (0.0, 0.0)"
        + "  velocity (100.0, 0.0)",
    ])
  let end = slow.last!
  #expect(end.transition == "changed → ended")
  #expect(close(end.pair("translation")!, pt(9, 0), 1e-9))
}

@Test("Pinch and rotation recognize together when a delegate allows it")
func pinchAndRotationTogether() {
  let pinch = UIPinchGestureRecognizer()
  let rotation = UIRotationGestureRecognizer()
  let delegate = SimultaneousDelegate()
  pinch.delegate = delegate
  let (simulation, _) = canvasScene(pinch, rotation)
  // Finger 2 swings a quarter turn clockwise around finger 1 while the spread doubles.
  let entries = simulation.run(
    TouchScript {
      down([1: pt(100, 300), 2: pt(200, 300)])
      wait(.milliseconds(10))
      move(2, to: pt(100 + 150 * cos(0.3), 300 + 150 * sin(0.3)))
      wait(.milliseconds(10))
      move(2, to: pt(100, 500))
      wait(.milliseconds(10))
      up([1, 2])
    })
  #expect(
    entries.map { "\($0.recognizer) \($0.transition)" } == [
      "pinch possible → began", "rotation possible → began", "pinch began → changed",
      "rotation began → changed", "pinch changed → ended", "rotation changed → ended",
    ])
  let final = entries.suffix(2)
  #expect(close(final.first!.number("scale")!, 200.0 / 108))
  #expect(close(final.last!.number("rotation")!, .pi / 2 - 0.07, 1e-9))

  // Without the delegate the first to begin excludes the other.
  pinch.delegate = nil
  let exclusive = simulation.run(
    TouchScript(startingAt: 1) {
      down([1: pt(100, 300), 2: pt(200, 300)])
      wait(.milliseconds(10))
      move(2, to: pt(100 + 150 * cos(0.3), 300 + 150 * sin(0.3)))
      wait(.milliseconds(10))
      up([1, 2])
    })
  #expect(
    exclusive.map { "\($0.recognizer) \($0.transition)" } == [
      "pinch possible → began", "rotation possible → failed", "pinch began → ended",
    ])
}

@Test("Long press and pan on one view: holding wins for the press, moving early for the pan")
func longPressVersusPan() {
  let press = UILongPressGestureRecognizer()
  let pan = UIPanGestureRecognizer()
  let (simulation, _) = canvasScene(press, pan)
  let held = simulation.run(
    TouchScript {
      down(1, at: pt(100, 300))
      wait(.milliseconds(600))
      for step in 1...5 {
        move(1, to: pt(100 + 20 * CGFloat(step), 300))
        wait(.milliseconds(10))
      }
      up(1)
    })
  #expect(
    held.map { "\($0.recognizer) \($0.transition)" } == [
      "longPress possible → began", "pan possible → failed", "longPress began → changed",
      "longPress changed → changed", "longPress changed → changed", "longPress changed → changed",
      "longPress changed → changed", "longPress changed → ended",
    ])
  #expect(milliseconds(Array(held.prefix(2))) == [500, 500])

  let moved = simulation.run(
    TouchScript(startingAt: 2) {
      dragWithoutLifting(
        1, from: pt(100, 300), to: pt(200, 300), duration: .milliseconds(50), steps: 5)
      up(1)
    })
  #expect(
    Array(moved.map { "\($0.recognizer) \($0.transition)" }.prefix(2)) == [
      "longPress possible → failed", "pan possible → began",
    ])
  #expect(milliseconds(Array(moved.prefix(2))) == [2010, 2010])
}

@Test("A child view's tap and its parent's pan: a tap goes to the child, a drag to the parent")
func childTapParentPan() {
  let pan = UIPanGestureRecognizer()
  let tap = UITapGestureRecognizer()
  let (simulation, canvas) = canvasScene(pan)
  let button = RecordingView(frame: CGRect(x: 50, y: 250, width: 200, height: 100))
  button.accessibilityIdentifier = "button"
  canvas.addSubview(button)
  button.addGestureRecognizer(tap)
  let tapped = simulation.run(
    TouchScript {
      down(1, at: pt(100, 300))
      wait(.milliseconds(60))
      up(1)
    })
  #expect(
    lines(tapped) == [
      "+0.060s  tap  button  possible → ended  (50.0, 50.0)",
      "+0.060s  pan  canvas  possible → failed  (100.0, 300.0)  translation (0.0, 0.0)"
        + "  velocity (0.0, 0.0)",
    ])
  #expect(button.log == ["began 1", "cancelled 1"])

  let dragged = simulation.run(
    TouchScript(startingAt: 1) {
      dragWithoutLifting(
        1, from: pt(100, 300), to: pt(160, 300), duration: .milliseconds(30), steps: 3)
      up(1)
    })
  #expect(
    lines(dragged) == [
      "+1.010s  pan  canvas  possible → began  (120.0, 300.0)  translation (10.0, 0.0)"
        + "  velocity (2000.0, 0.0)",
      "+1.010s  tap  button  possible → failed  (50.0, 50.0)",
      "+1.020s  pan  canvas  began → changed  (140.0, 300.0)  translation (30.0, 0.0)"
        + "  velocity (2000.0, 0.0)",
      "+1.030s  pan  canvas  changed → changed  (160.0, 300.0)  translation (50.0, 0.0)"
        + "  velocity (2000.0, 0.0)",
      "+1.030s  pan  canvas  changed → ended  (160.0, 300.0)  translation (50.0, 0.0)"
        + "  velocity (2000.0, 0.0)",
    ])
}

@Test("Every built-in can be created with init(), configured by property, and made simultaneous")
func everyBuiltInTogether() {
  let recognizers: [UIGestureRecognizer] = [
    UITapGestureRecognizer(), UILongPressGestureRecognizer(), UIPanGestureRecognizer(),
    UISwipeGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer(),
    UIScreenEdgePanGestureRecognizer(), UIHoverGestureRecognizer(),
  ]
  #expect(
    recognizers.map(\.transcriptType) == [
      "tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "hover",
    ])
  let delegate = SimultaneousDelegate()
  for recognizer in recognizers { recognizer.delegate = delegate }
  (recognizers[6] as? UIScreenEdgePanGestureRecognizer)?.edges = .left
  let (simulation, _) = canvasScene()
  for recognizer in recognizers { simulation.window.subviews[0].addGestureRecognizer(recognizer) }
  let entries = simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(5, 300), to: pt(205, 300), duration: .milliseconds(100), steps: 10)
      up(1)
    })
  let began = Set(entries.filter { $0.state == .began || $0.state == .ended }.map(\.type))
  #expect(began == ["pan", "swipe", "screenEdgePan"])
  #expect(recognizers.allSatisfy { $0.state == .possible })
}
