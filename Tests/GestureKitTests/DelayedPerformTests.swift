import Foundation
import GestureKit
import Testing

/// Notes when its methods are sent, on the simulation's clock.
private final class Alarm: NSObject {
  var rings: [String] = []
  var clock: () -> TimeInterval = { 0 }

  func ring(_ label: Any?) {
    rings.append("\(label ?? "nil") at \(clock())")
  }

  func chime() {
    rings.append("chime at \(clock())")
  }
}

@Suite("perform(_:with:afterDelay:) on the simulation's clock")
struct DelayedPerformTests {
  @Test("Delayed sends fire in time order as the simulation's time passes them")
  func firesOnTheClock() {
    let simulation = Simulation(windowSize: CGSize(width: 100, height: 100))
    simulation.advance(to: 1)
    let alarm = Alarm()
    alarm.clock = { simulation.now }
    alarm.perform(Selector(Alarm.ring), with: "late", afterDelay: 0.5)
    alarm.perform(Selector(Alarm.ring), with: "early", afterDelay: 0.25)
    alarm.perform(Selector(Alarm.chime), with: nil, afterDelay: 0)
    #expect(alarm.rings.isEmpty)
    simulation.advance(by: 0.3)
    #expect(alarm.rings == ["chime at 1.0", "early at 1.25"])
    simulation.settle()
    #expect(alarm.rings == ["chime at 1.0", "early at 1.25", "late at 1.5"])
  }

  @Test("Cancelling drops a target's pending sends, all or those of one selector and argument")
  func cancelling() {
    let simulation = Simulation(windowSize: CGSize(width: 100, height: 100))
    let alarm = Alarm()
    let ring = Selector(Alarm.ring)
    alarm.perform(ring, with: "a", afterDelay: 1)
    alarm.perform(ring, with: "b", afterDelay: 1)
    alarm.perform(Selector(Alarm.chime), with: nil, afterDelay: 1)
    NSObject.cancelPreviousPerformRequests(withTarget: alarm, selector: ring, object: "a")
    simulation.settle()
    #expect(alarm.rings == ["b at 0.0", "chime at 0.0"])

    alarm.rings.removeAll()
    alarm.perform(ring, with: "c", afterDelay: 1)
    alarm.perform(Selector(Alarm.chime), with: nil, afterDelay: 2)
    NSObject.cancelPreviousPerformRequests(withTarget: alarm)
    simulation.settle()
    #expect(alarm.rings.isEmpty)
  }
}
