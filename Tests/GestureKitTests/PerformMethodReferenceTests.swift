import Foundation
import GestureKit
import Testing

/// Counts its delayed sends, as a recognizer's time limit does.
private final class BurstCounter: NSObject {
  var log: [String] = []

  func finish() { log.append("finish") }
  func finish(with count: NSNumber) { log.append("finish \(count)") }

  func schedule() {
    perform(BurstCounter.finish as (BurstCounter) -> () -> Void, with: nil, afterDelay: 0.3)
    perform(BurstCounter.finish(with:), with: NSNumber(value: 2), afterDelay: 0.2)
  }
}

@Test(
  "perform(_:with:afterDelay:) takes a method reference; cancelPreviousPerformRequests cancels it")
func performWithMethodReference() {
  let simulation = Simulation(windowSize: CGSize(width: 100, height: 100))
  let counter = BurstCounter()
  counter.schedule()
  simulation.advance(by: 0.25)
  #expect(counter.log == ["finish 2"])
  simulation.settle()
  #expect(counter.log == ["finish 2", "finish"])
  counter.schedule()
  NSObject.cancelPreviousPerformRequests(withTarget: counter)
  simulation.settle()
  #expect(counter.log == ["finish 2", "finish"])
}
