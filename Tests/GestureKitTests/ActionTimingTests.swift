import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// A continuous recognizer driven by a list of states to request per event, for timing tests.
private final class Puppet: UIGestureRecognizer {
  var plan: [[UIGestureRecognizer.State]]
  var log: ActionLog?
  private var event = 0
  var resets = 0

  init(plan: [[UIGestureRecognizer.State]]) {
    self.plan = plan
    super.init(target: nil, action: nil)
  }

  override var transcriptType: String { "puppet" }

  private func step() {
    guard event < plan.count else { return }
    for state in plan[event] {
      log?.note("set \(state)")
      self.state = state
    }
    event += 1
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { step() }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { step() }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { step() }

  override func reset() {
    super.reset()
    resets += 1
    event = 0
  }
}

/// Down, two moves, up: four events, 10 ms apart.
private let fourEvents = TouchScript {
  down(1, at: CGPoint(x: 10, y: 10))
  wait(.milliseconds(10))
  move(1, to: CGPoint(x: 20, y: 10))
  wait(.milliseconds(10))
  move(1, to: CGPoint(x: 30, y: 10))
  wait(.milliseconds(10))
  up(1)
}

private func run(_ plan: [[UIGestureRecognizer.State]]) -> (
  log: [String], transcript: [String], puppet: Puppet
) {
  let (simulation, canvas) = Simulation.withCanvas()
  let puppet = Puppet(plan: plan)
  puppet.name = "p"
  let log = ActionLog()
  log.watch(puppet)
  puppet.log = log
  canvas.addGestureRecognizer(puppet)
  let entries = simulation.run(fourEvents)
  return (log.entries, entries.transitions, puppet)
}

@Suite("Actions are sent in an update pass after each event")
struct ActionTimingTests {
  @Test("Setting a state records it; the action follows after delivery, not inside the setter")
  func deferred() {
    let result = run([[.began], [.changed], [], [.ended]])
    #expect(
      result.log == ["set began", "p began", "set changed", "p changed", "set ended", "p ended"])
  }

  @Test("A recognizer left in began is promoted to changed by the next event, and only from began")
  func promotion() {
    let result = run([[.began], [], [], [.ended]])
    #expect(
      result.transcript == ["p possible → began", "p began → changed", "p changed → ended"])
  }

  @Test("Began and changed in one event still report began first, then changed")
  func beganFirst() {
    let result = run([[.began, .changed], [.ended]])
    #expect(
      result.log == ["set began", "set changed", "p began", "p changed", "set ended", "p ended"])
    #expect(result.transcript == ["p possible → began", "p began → changed", "p changed → ended"])
  }

  @Test("Began and ended in one event report both, began first")
  func beganAndEnded() {
    let result = run([[.began, .ended]])
    #expect(result.transcript == ["p possible → began", "p began → ended"])
  }

  @Test("A discrete recognition reports ended alone")
  func discrete() {
    let result = run([[], [], [], [.ended]])
    #expect(result.transcript == ["p possible → ended"])
    #expect(result.log.filter { $0.hasPrefix("p ") } == ["p ended"])
  }

  @Test("No action is sent on failed, but the transcript records it")
  func failedSendsNothing() {
    let result = run([[], [.failed]])
    #expect(result.log == ["set failed"])
    #expect(result.transcript == ["p possible → failed"])
  }

  @Test("Cancelling after began sends a final action; cancelling before began fails quietly")
  func cancel() {
    let began = run([[.began], [.cancelled]])
    #expect(began.log == ["set began", "p began", "set cancelled", "p cancelled"])
    let early = run([[.cancelled]])
    #expect(early.log == ["set cancelled"])
    #expect(early.transcript == ["p possible → failed"])
  }

  @Test("Reset runs once after each terminal state and the recognizer is possible again")
  func reset() {
    for plan in [[[.ended]], [[], [.failed]], [[.began], [.cancelled]]]
      as [[[UIGestureRecognizer.State]]]
    {
      let result = run(plan)
      #expect(result.puppet.resets == 1, "\(plan)")
      #expect(result.puppet.state == .possible)
      #expect(result.puppet.numberOfTouches == 0)
    }
  }

  @Test("After a reset the recognizer never sees the touches of its finished attempt again")
  func noTouchesAfterReset() {
    let result = run([[.ended], [.began], [.began], [.began]])
    #expect(result.transcript == ["p possible → ended"])
    #expect(result.puppet.resets == 1)
  }
}
