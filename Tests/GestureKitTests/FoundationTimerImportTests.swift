// This file imports Foundation next to GestureKit, as many iOS files do. Swift then sees
// Foundation's Timer API as well as GestureKit's, and still resolves these spellings to
// GestureKit's (Time/FoundationTimers.swift says why); `RunLoop.main.add` and a timer block that
// uses its timer would be ambiguous here, so they are not written.
import Foundation
import GestureKit
import Testing

@Suite("Foundation timers fire on the simulation's clock in a file that imports Foundation")
struct FoundationTimerImportTests {
  @Test("Timer.scheduledTimer and asyncAfter with blocks that ignore the timer fire on time")
  func firesNextToImportFoundation() {
    let simulation = Simulation()
    let log = FiringLog()
    _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
      MainActor.assumeIsolated { log.add("timer") }
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
      MainActor.assumeIsolated { log.add("after") }
    }
    simulation.advance(to: 0.5)
    #expect(log.entries == ["after@0.1", "timer@0.2"])
  }
}
