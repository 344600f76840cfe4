import GestureKit
import GestureScripts
import Testing

// The corpus's recognizers timed with Foundation's Timer and with DispatchQueue.main.asyncAfter,
// fired by the simulation's clock at exact virtual times.

@MainActor
@Suite("iOS gesture corpus: recognizers timed with Timer and asyncAfter")
struct TimedShapesBehaviourTests {
  @Test("A hold begins at its duration, ticks on a repeating Timer, and stops when lifted")
  func holdToConfirm() {
    let (simulation, view) = simulationWithView()
    let hold = HoldToConfirmGestureRecognizer()
    view.addGestureRecognizer(hold)
    var events: [String] = []
    hold.addAction { recognizer in
      events.append("\(recognizer.state)@\(simulation.now) held \(recognizer.heldSinceBegan)")
    }
    simulation.run(
      TouchScript {
        down(1, at: point(100, 100))
        wait(.milliseconds(750))
        up(1)
      })
    #expect(
      events == [
        "began@0.5 held 0.0", "changed@0.6 held 0.1", "changed@0.7 held 0.2",
        "ended@0.75 held 0.2",
      ])

    // Lifted before the hold: it fails, and no timer is left to fire.
    events.removeAll()
    simulation.run(
      TouchScript(startingAt: 2) {
        down(1, at: point(100, 100))
        wait(.milliseconds(300))
        up(1)
      })
    simulation.advance(by: 2)
    #expect(events.isEmpty)
    #expect(!simulation.clock.hasPendingDeadlines)
  }

  @Test("A single tap recognizes when its asyncAfter window passes; a double tap fails it")
  func confirmedSingleTap() {
    let (simulation, view) = simulationWithView()
    let single = ConfirmedSingleTapGestureRecognizer()
    view.addGestureRecognizer(single)
    var times: [TimeInterval] = []
    single.addAction { _ in times.append(simulation.now) }
    simulation.run(
      TouchScript {
        down(1, at: point(100, 100))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(times == [0.3])

    simulation.run(
      TouchScript(startingAt: 1) {
        tap(at: point(100, 100), taps: 2, duration: .milliseconds(50), interval: .milliseconds(100))
      })
    #expect(times == [0.3])
    #expect(single.state == .possible)
  }
}
