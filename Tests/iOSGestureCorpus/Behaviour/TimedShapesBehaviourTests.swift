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

  @Test(
    "A file that imports Foundation compiles every timing shape; asyncAfter and a timer block that ignores its timer still run on the virtual clock"
  )
  func foundationImportingFile() {
    let (simulation, view) = simulationWithView()
    let dwell = DwellPulseGestureRecognizer()
    view.addGestureRecognizer(dwell)
    var events: [String] = []
    dwell.addAction { recognizer in
      events.append("\(recognizer.state)@\(simulation.now) pulses \(recognizer.pulses)")
    }
    simulation.run(
      TouchScript {
        down(1, at: point(100, 100))
        wait(.seconds(1))
        up(1)
      })
    // asyncAfter with a closure is GestureKit's even here, and so is a scheduled timer whose
    // block ignores its timer (the long dwell, at 0.9). A block that uses its timer gets
    // Foundation's scheduledTimer, on the real clock: the pulses never come.
    #expect(events == ["began@0.4 pulses 0", "ended@1.0 pulses 0"])
    #expect(dwell.longDwells == 1)
    // Foundation's Timer in the common modes and the DispatchWorkItem are on the real clock,
    // an hour away, and the reset undid them.
    #expect(dwell.idleTimeouts == 0)
    // Foundation's Timer(timeInterval:repeats:block:) too, dated on the real clock (years after
    // the reference date), not on the simulation's (an hour after 0).
    #expect(dwell.idleDue > 365 * 86_400)
    #expect(dwell.hintsShown == 0)
    #expect(!simulation.clock.hasPendingDeadlines)
  }
}
