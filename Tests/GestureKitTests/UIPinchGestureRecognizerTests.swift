import Foundation
import GestureKit
import GestureScripts
import Testing

@Test(
  "A pinch begins when the finger distance changes by more than 8 pt",
  arguments: [(8 as CGFloat, false), (8.1, true), (-8.1, true)])
func pinchHysteresis(change: CGFloat, began: Bool) {
  let (simulation, _) = canvasScene(UIPinchGestureRecognizer())
  let entries = simulation.run(
    TouchScript {
      down([1: pt(145, 400), 2: pt(245, 400)])
      wait(.milliseconds(10))
      move(2, to: pt(245 + change, 400))
      wait(.milliseconds(10))
      up([1, 2])
    })
  #expect(
    entries.map(\.transition)
      == (began ? ["possible → began", "began → ended"] : ["possible → failed"]))
  if began {
    // The dead zone: the scale counts from 108 (or 92) pt, so it starts at 108.1 / 108.
    let expected = (100 + change) / (100 + (change > 0 ? 8 : -8))
    #expect(close(entries[0].number("scale")!, expected))
  }
}

@Test("Doubling the finger distance gives 200 / 108 with the hysteresis removed")
func pinchDoubling() {
  let pinch = UIPinchGestureRecognizer()
  let (simulation, _) = canvasScene(pinch)
  let entries = simulation.run(
    TouchScript {
      down([1: pt(145, 400), 2: pt(245, 400)])
      wait(.milliseconds(10))
      move([1: pt(140, 400), 2: pt(250, 400)])
      wait(.milliseconds(10))
      move([1: pt(95, 400), 2: pt(295, 400)])
      wait(.milliseconds(10))
      up([1, 2])
    })
  #expect(entries.map(\.transition) == ["possible → began", "began → changed", "changed → ended"])
  #expect(close(entries[0].number("scale")!, 110.0 / 108))
  #expect(entries[0].number("velocity") == 0)
  #expect(close(entries[1].number("scale")!, 200.0 / 108))
  #expect(close(entries[1].number("velocity")!, (200.0 / 108 - 110.0 / 108) / 0.01))
  #expect(close(entries[2].number("scale")!, 200.0 / 108))
  #expect(entries[1].location == pt(195, 400))
}

@Test("A pinch pauses while one finger is up and carries on from its scale with a new finger")
func pinchFingerChange() {
  let pinch = UIPinchGestureRecognizer()
  let (simulation, _) = canvasScene(pinch)
  let entries = simulation.run(
    TouchScript {
      down([1: pt(100, 400), 2: pt(200, 400)])
      wait(.milliseconds(10))
      move(2, to: pt(308, 400))
      wait(.milliseconds(10))
      up(2)
      wait(.milliseconds(10))
      move(1, to: pt(90, 400))
      wait(.milliseconds(10))
      down(3, at: pt(240, 400))
      wait(.milliseconds(10))
      move(3, to: pt(390, 400))
      wait(.milliseconds(10))
      up([1, 3])
    })
  // Began at 208 / 108; the lift only promotes began to changed; the lone finger's move and the
  // new finger's landing report nothing; the new pair (150 pt apart) continues from that scale
  // and doubles it.
  let began = 208.0 / 108
  #expect(
    entries.map(\.transition) == [
      "possible → began", "began → changed", "changed → changed", "changed → ended",
    ])
  #expect(milliseconds(entries) == [10, 20, 50, 60])
  let scales = entries.map { $0.number("scale")! }
  #expect(close(scales[0], began) && close(scales[1], began))
  #expect(close(scales[2], began * 2) && close(scales[3], began * 2))
}

@Test("A third finger freezes the pinch until only two remain")
func pinchThirdFinger() {
  let pinch = UIPinchGestureRecognizer()
  let (simulation, _) = canvasScene(pinch)
  simulation.run(
    TouchScript {
      down([1: pt(100, 400), 2: pt(200, 400)])
      wait(.milliseconds(10))
      move(2, to: pt(220, 400))
      wait(.milliseconds(10))
      down(3, at: pt(300, 300))
      wait(.milliseconds(10))
      move(2, to: pt(400, 400))
    }, settle: false)
  #expect(pinch.state == .changed)
  #expect(close(pinch.scale, 120.0 / 108))
}

@Test("A touchpad pinch drives the scale and its velocity")
func pinchTouchpad() {
  let pinch = UIPinchGestureRecognizer()
  let (simulation, _) = canvasScene(pinch)
  func event(_ phase: IndirectEvent.Phase, _ scale: CGFloat) -> TouchScript.Step {
    indirect(
      IndirectEvent(time: 0, kind: .pinch, phase: phase, location: pt(100, 200), scale: scale))
  }
  let entries = simulation.run(
    TouchScript {
      event(.begin, 1)
      wait(.milliseconds(10))
      event(.update, 1.5)
      wait(.milliseconds(10))
      event(.update, 2)
      wait(.milliseconds(10))
      event(.update, 2.2)
      wait(.milliseconds(10))
      event(.end, 2.2)
    })
  #expect(
    lines(entries) == [
      "+0.010s  pinch  canvas  possible → began  (100.0, 200.0)  scale 1.500  velocity 0.000",
      "+0.020s  pinch  canvas  began → changed  (100.0, 200.0)  scale 2.000  velocity 50.000",
      // 0.75 × 50 + 0.25 × 20
      "+0.030s  pinch  canvas  changed → changed  (100.0, 200.0)  scale 2.200  velocity 42.500",
      "+0.040s  pinch  canvas  changed → ended  (100.0, 200.0)  scale 2.200  velocity 42.500",
    ])
  #expect(entries.map(\.touches) == [2, 2, 2, 2])
}
