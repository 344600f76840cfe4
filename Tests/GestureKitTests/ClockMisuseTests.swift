// Only GestureKit, as an app's file imports it, so that its Timer and Dispatch spellings are the
// ones called (see FoundationTimerTests.swift).
import GestureKit
import GestureScripts
import Testing

/// Times that are not finite numbers, and intervals of 0, given to Foundation's and Dispatch's
/// spellings: what Dispatch and Foundation do with them, on the simulation's clock (#38, item 10).
@Suite("Non-finite and zero times on the simulation's clock")
@MainActor
struct ClockMisuseTests {
  @Test("Work due at .now() + .infinity never runs, and a settle leaves the clock where it was")
  func infiniteDelay() {
    let simulation = Simulation()
    let log = FiringLog()
    DispatchQueue.main.asyncAfter(deadline: .now() + .infinity) {
      MainActor.assumeIsolated { log.add("never") }
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      MainActor.assumeIsolated { log.add("soon") }
    }
    simulation.settle()
    #expect(log.entries == ["soon@0.5"])
    #expect(simulation.now == 0.5)
    simulation.advance(by: 1)
    #expect(simulation.now == 1.5)
  }

  @Test("Work due at a NaN time is reported and never runs; the clock stays finite")
  func notANumberDelay() {
    let simulation = Simulation()
    let log = FiringLog()
    withKnownIssue {
      DispatchQueue.main.asyncAfter(deadline: .now() + .nan) {
        MainActor.assumeIsolated { log.add("never") }
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("not a number (NaN)") }
    }
    simulation.settle()
    #expect(log.entries.isEmpty)
    #expect(simulation.now == 0)
  }

  @Test("A repeating Timer of 0 s fires every 0.1 ms, Foundation's shortest interval")
  func zeroIntervalRepeats() {
    let simulation = Simulation()
    var firings: [Double] = []
    let timer = Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in
      MainActor.assumeIsolated { firings.append(simulation.now) }
    }
    simulation.advance(to: 0.00035)
    timer.invalidate()
    #expect(firings.count == 3, "\(firings)")
    for (index, time) in firings.enumerated() {
      #expect(abs(time - Double(index + 1) * 0.0001) < 1e-12, "\(firings)")
    }
  }

  @Test("A one-shot Timer of NaN seconds is reported and fires as one of 0 s")
  func notANumberInterval() {
    let simulation = Simulation()
    var firings: [Double] = []
    withKnownIssue {
      _ = Timer.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in
        MainActor.assumeIsolated { firings.append(simulation.now) }
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("interval that is not a number") }
    }
    simulation.settle()
    #expect(firings.count == 1)
    #expect(simulation.now.isFinite)
  }
}
