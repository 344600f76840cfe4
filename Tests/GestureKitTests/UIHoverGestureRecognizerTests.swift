import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

@Test("Hover begins when the pointer enters the view, changes over it and ends when it leaves")
func hoverLifecycle() {
  let hover = UIHoverGestureRecognizer()
  let (simulation, canvas) = canvasScene()
  let button = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
  button.accessibilityIdentifier = "button"
  canvas.addSubview(button)
  button.addGestureRecognizer(hover)
  let entries = simulation.run(
    TouchScript {
      for (index, x) in [50, 150, 160, 250, 170].enumerated() {
        if index > 0 { wait(.milliseconds(10)) }
        indirect(
          IndirectEvent(
            time: 0, kind: .pointer, phase: .update, fingers: 0, location: pt(CGFloat(x), 120)))
      }
    })
  #expect(
    lines(entries) == [
      "+0.010s  hover  button  possible → began  (50.0, 20.0)",
      "+0.020s  hover  button  began → changed  (60.0, 20.0)",
      "+0.030s  hover  button  changed → ended  (150.0, 20.0)",
      "+0.040s  hover  button  possible → began  (70.0, 20.0)",
    ])
}

@Test("Hover takes no touches")
func hoverIgnoresTouches() {
  let hover = UIHoverGestureRecognizer()
  let (simulation, canvas) = canvasScene(hover)
  let entries = simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(100, 100), to: pt(200, 100), duration: .milliseconds(50), steps: 5)
      up(1)
    })
  #expect(entries.isEmpty)
  #expect(
    canvas.log == ["began 1", "moved 1", "moved 1", "moved 1", "moved 1", "moved 1", "ended 1"])
}
