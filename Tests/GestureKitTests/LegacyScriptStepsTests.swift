import GestureKit
import Testing

// Test code written before the script steps moved to GestureScripts: it imports GestureKit and
// Testing only, and its scripts call the global steps. They still compile (with deprecation
// warnings that name `import GestureKitTesting`) and build the same steps as before.

@Suite("Script steps from GestureKit alone, as earlier releases had them")
struct LegacyScriptStepsTests {
  @Test("The global steps compile with import GestureKit alone and drive a simulation")
  func oldSpellingsStillRun() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(view)
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    var log: [String] = []
    doubleTap.addAction { log.append("tap \($0.state)@\(simulation.now)") }
    pan.addAction { log.append("pan \($0.state)") }
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 100, y: 100))
        wait(.milliseconds(50))
        up(1)
        wait(seconds: 0.1)
        tap(at: CGPoint(x: 100, y: 100))
        wait(.seconds(1))
        drag(
          1, from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 300),
          duration: .milliseconds(100), steps: 2)
      })
    #expect(
      log == ["tap ended@0.2", "pan began", "pan changed", "pan ended"])
  }
}
