import Foundation
import GestureKit
import GestureScripts
import Testing

private func edgePan(_ edges: UIRectEdge) -> UIScreenEdgePanGestureRecognizer {
  let pan = UIScreenEdgePanGestureRecognizer()
  pan.edges = edges
  return pan
}

@Test("A screen-edge pan from the left edge begins after moving 10 pt away from it")
func screenEdgePanBegins() {
  let (simulation, canvas) = canvasScene(edgePan(.left))
  let entries = simulation.run(
    TouchScript {
      down(1, at: pt(5, 400))
      wait(.milliseconds(10))
      move(1, to: pt(25, 403))
      wait(.milliseconds(10))
      up(1)
    })
  #expect(
    lines(entries) == [
      "+0.010s  screenEdgePan  canvas  possible → began  (25.0, 403.0)  translation (10.0, 3.0)"
        + "  velocity (2000.0, 300.0)",
      "+0.020s  screenEdgePan  canvas  began → ended  (25.0, 403.0)  translation (10.0, 3.0)"
        + "  velocity (2000.0, 300.0)",
    ])
  // Touches began are held back, and dropped on recognition.
  #expect(canvas.log.isEmpty)
}

@Test(
  "A screen-edge pan fails away from its edges, along the edge, or with no edges",
  arguments: [
    (UIRectEdge.left, pt(21, 400), pt(60, 400), 0),
    (.left, pt(5, 400), pt(8, 412), 10),
    (.right, pt(5, 400), pt(60, 400), 0),
    (UIRectEdge(), pt(5, 400), pt(60, 400), 0),
    (.bottom, pt(200, 830), pt(200, 700), -1),
  ])
func screenEdgePanFails(edges: UIRectEdge, start: CGPoint, end: CGPoint, failsAt: Int) {
  let (simulation, canvas) = canvasScene(edgePan(edges))
  let entries = simulation.run(
    TouchScript {
      down(1, at: start)
      wait(.milliseconds(10))
      move(1, to: end)
      wait(.milliseconds(10))
      up(1)
    })
  if failsAt < 0 {
    #expect(entries.first?.transition == "possible → began")
  } else {
    #expect(entries.map(\.transition) == ["possible → failed"])
    #expect(milliseconds(entries) == [failsAt])
    // On failure the held touches reach the view.
    #expect(canvas.log.first == "began 1")
  }
}

@Test("A screen-edge pan follows one finger only")
func screenEdgePanOneFinger() {
  let pan = edgePan(.left)
  #expect(pan.maximumNumberOfTouches == 1)
  #expect(pan.delaysTouchesBegan)
  #expect(!pan.allowedTouchTypes.contains(NSNumber(value: UITouch.TouchType.pencil.rawValue)))
  let (simulation, _) = canvasScene(pan)
  let entries = simulation.run(
    TouchScript {
      down([1: pt(5, 400), 2: pt(200, 400)])
      wait(.milliseconds(10))
      move([1: pt(40, 400), 2: pt(300, 400)])
      wait(.milliseconds(10))
      up([1, 2])
    })
  #expect(entries.first?.touches == 1)
  #expect(entries.first?.pair("translation") == pt(25, 0))
}
