// Only GestureKit, as an app's file imports it: with `import Foundation` here too, Foundation's
// Timer and RunLoop spellings would be the ones called, on the real clock (see
// Time/FoundationTimers.swift and the corpus's FoundationImportingRecognizers.swift).
import GestureKit
import GestureScripts
import Testing

/// A press that must be held: it begins once a finger has stayed down for `duration`, timed with
/// `Timer.scheduledTimer` as on iOS, and fails when the finger lifts sooner.
final class TimerHoldRecognizer: UIGestureRecognizer {
  var duration: TimeInterval = 0.5
  private var timer: Timer?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    timer?.invalidate()
    timer = Timer.scheduledTimer(withTimeInterval: duration, repeats: false) { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, self.state == .possible else { return }
        self.state = .began
      }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    timer?.invalidate()
    state = state == .possible ? .failed : .ended
  }

  override func reset() {
    timer?.invalidate()
    timer = nil
  }
}

/// A tap that waits `interval` with `DispatchQueue.main.asyncAfter` for a second tap before it
/// counts as single, cancelling the wait through a `DispatchWorkItem` when the second tap comes.
@MainActor final class AsyncAfterTapCounter {
  var interval: TimeInterval = 0.3
  private(set) var log: [String] = []
  private var pending: DispatchWorkItem?

  func tapped(at time: TimeInterval) {
    if let pending, !pending.isCancelled {
      pending.cancel()
      self.pending = nil
      log.append("double@\(time)")
      return
    }
    let item = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.pending = nil
        self.log.append("single@\(Simulation.current?.now ?? -1)")
      }
    }
    pending = item
    DispatchQueue.main.asyncAfter(deadline: .now() + interval) { item.perform() }
  }
}

@MainActor final class FiringLog {
  var entries: [String] = []
  func add(_ what: String) { entries.append("\(what)@\(Simulation.current?.now ?? -1)") }
}

@Suite("Foundation timers and delayed main-queue work run on the simulation's clock")
struct FoundationTimerTests {
  @Test("A recognizer timed with Timer.scheduledTimer begins at exactly its duration")
  func scheduledTimerRecognizer() {
    let simulation = Simulation()
    let hold = TimerHoldRecognizer()
    hold.name = "hold"
    simulation.window.addGestureRecognizer(hold)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 50, y: 50))
        wait(.milliseconds(700))
        up(1)
      })
    #expect(
      simulation.transcript.map(\.description) == [
        "+0.500s  hold  UIWindow  possible → began  (50.0, 50.0)",
        "+0.700s  hold  UIWindow  began → ended  (50.0, 50.0)",
      ])
    // Lifted before the duration: the timer is invalidated and never fires.
    simulation.clearTranscript()
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 50, y: 50))
        wait(.milliseconds(300))
        up(1)
      })
    #expect(simulation.transcript.map(\.description).last?.contains("possible → failed") == true)
    #expect(!simulation.transcript.contains { $0.description.contains("began") })
  }

  @Test("Timers, asyncAfter and RunLoop.main.perform fire in time order as the clock moves")
  func firingOrder() {
    let simulation = Simulation()
    let log = FiringLog()
    let ticker = Timer(timeInterval: 0.1, repeats: true) { _ in
      MainActor.assumeIsolated { log.add("tick") }
    }
    RunLoop.main.add(ticker, forMode: .common)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
      MainActor.assumeIsolated { log.add("after") }
    }
    DispatchQueue.main.asyncAfter(wallDeadline: .now() + .milliseconds(150)) {
      MainActor.assumeIsolated { log.add("wall") }
    }
    RunLoop.main.perform { MainActor.assumeIsolated { log.add("perform") } }
    let once = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
      MainActor.assumeIsolated { log.add("once") }
    }
    #expect(once.isValid && ticker.isValid)
    #expect(log.entries.isEmpty)  // nothing runs before the clock moves
    simulation.advance(to: 0.35)
    #expect(
      log.entries == [
        // `once` was scheduled before the ticker's second firing was (at its first), so at the
        // same instant it fires first.
        "perform@0.0", "tick@0.1", "wall@0.15", "once@0.2", "tick@0.2", "after@0.25",
        "tick@0.30000000000000004",
      ])
    #expect(!once.isValid)
    #expect(ticker.fireDate.timeIntervalSinceReferenceDate == 0.4)
    ticker.invalidate()
    simulation.advance(to: 1)
    #expect(log.entries.count == 7)
  }

  @Test("A scheduled timer whose block uses its timer fires on the clock until it stops itself")
  func blockUsingItsTimer() {
    let simulation = Simulation()
    let log = FiringLog()
    var count = 0
    let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
      MainActor.assumeIsolated {
        count += 1
        log.add("fire \(count)")
      }
      // The next fire date is set before the block runs: stop after the firing at 0.75.
      if timer.fireDate.timeIntervalSinceReferenceDate > 0.9 { timer.invalidate() }
    }
    simulation.advance(to: 2)
    #expect(log.entries == ["fire 1@0.25", "fire 2@0.5", "fire 3@0.75"])
    #expect(!timer.isValid)
  }

  @Test("A DispatchWorkItem cancelled before its asyncAfter deadline never runs")
  func workItemCancel() {
    let simulation = Simulation()
    let counter = AsyncAfterTapCounter()
    counter.tapped(at: simulation.now)
    simulation.advance(to: 0.5)
    counter.tapped(at: simulation.now)
    simulation.advance(to: 0.6)
    counter.tapped(at: simulation.now)
    simulation.settle()
    #expect(counter.log == ["single@0.3", "double@0.6"])
  }

  @Test("Settling fires one-shot timers and stops at a repeating one, which it reports")
  func pendingRepeatingTimer() {
    let simulation = Simulation()
    let log = FiringLog()
    let ticker = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { _ in
      MainActor.assumeIsolated { log.add("tick") }
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      MainActor.assumeIsolated { log.add("after") }
    }
    withKnownIssue {
      simulation.run(TouchScript { tap(at: CGPoint(x: 10, y: 10)) })
    } matching: { issue in
      issue.severity == .warning
        && issue.comments.contains {
          $0.rawValue.contains("1 repeating Timer still scheduled (every 0.400s, next at 1.200s)")
        }
    }
    #expect(log.entries == ["tick@0.4", "tick@0.8", "after@1.0"])
    ticker.invalidate()
    simulation.run(TouchScript { tap(at: CGPoint(x: 10, y: 10)) })  // nothing pending now
  }

  @Test("A timer in a mode the simulation never runs is reported as one that can never fire")
  func timerInUnrunMode() {
    let simulation = Simulation()
    let log = FiringLog()
    let timer = Timer(timeInterval: 0.1, repeats: false) { _ in
      MainActor.assumeIsolated { log.add("fired") }
    }
    withKnownIssue {
      RunLoop.main.add(timer, forMode: RunLoop.Mode("SomeOtherMode"))
    } matching: { issue in
      issue.severity == .error
        && issue.comments.contains { $0.rawValue.contains("mode 'SomeOtherMode'") }
    }
    withKnownIssue {
      RunLoop.main.perform(inModes: [RunLoop.Mode("SomeOtherMode")]) {}
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("can never run") }
    }
    // A fire date on the real clock: the simulation's clock would reach it only after decades.
    let dated = Timer(fire: Date(timeIntervalSinceNow: 1), interval: 0, repeats: false) { _ in
      MainActor.assumeIsolated { log.add("dated") }
    }
    withKnownIssue {
      RunLoop.main.add(dated, forMode: .default)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Timer(fire:…)") }
    }
    simulation.settle()
    #expect(log.entries.isEmpty)
    #expect(simulation.now == 0)
  }

  @Test("Work that schedules itself again stops a settle with a warning instead of hanging it")
  func runawaySettle() {
    let simulation = Simulation()
    let log = FiringLog()
    @MainActor func poll() {
      log.entries.append("")
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { MainActor.assumeIsolated { poll() } }
    }
    poll()
    withKnownIssue {
      simulation.settle()
    } matching: { issue in
      issue.severity == .warning
        && issue.comments.contains { $0.rawValue.contains("settling stopped after 100000") }
    }
    #expect(log.entries.count == 100_001)
    #expect(simulation.now == 100_000)
  }
}
