import GestureKit
import Testing

/// The debounce idiom of UIKit code: each keystroke cancels the pending search and schedules a
/// new one 300 ms later with `DispatchQueue.main.asyncAfter(deadline:execute:)`.
@MainActor private final class WorkItemSearchController {
  private(set) var searches: [String] = []
  private var pendingSearch: DispatchWorkItem?

  func textDidChange(_ text: String) {
    pendingSearch?.cancel()
    let search = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated {
        let now = Simulation.current?.now ?? -1
        self?.searches.append("\(text)@\(now)")
      }
    }
    pendingSearch = search
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: search)
  }
}

@MainActor
@Suite("DispatchWorkItem on the simulation's clock")
struct DispatchWorkItemTests {
  @Test(
    "asyncAfter(deadline:execute:) with a work item runs at its virtual deadline; cancel stops it")
  func debouncedSearch() {
    let simulation = Simulation()
    let controller = WorkItemSearchController()
    controller.textDidChange("s")
    simulation.advance(to: 0.1)
    controller.textDidChange("sw")
    simulation.advance(to: 0.35)
    #expect(controller.searches == [])
    simulation.advance(to: 0.4)
    #expect(controller.searches == ["sw@0.4"])
    controller.textDidChange("swi")
    simulation.advance(to: 0.5)
    controller.textDidChange("swif")
    simulation.settle()
    #expect(controller.searches == ["sw@0.4", "swif@0.8"])
    #expect(simulation.now == 0.8)
  }

  @Test("A settle does not move the clock to an item cancelled before it")
  func cancelledItemIsNoDeadline() {
    let simulation = Simulation()
    var ran: [TimeInterval] = []
    let hint = DispatchWorkItem { MainActor.assumeIsolated { ran.append(simulation.now) } }
    DispatchQueue.main.asyncAfter(deadline: .now() + 3600, execute: hint)
    let done = DispatchWorkItem { MainActor.assumeIsolated { ran.append(simulation.now) } }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: done)
    hint.cancel()
    simulation.settle()
    #expect(ran == [0.5])
    #expect(simulation.now == 0.5)
  }

  @Test("A work item scheduled for .now() runs at the next deadline pass, not at once")
  func deadlineNow() {
    let simulation = Simulation()
    simulation.advance(to: 0.2)
    var ran: [TimeInterval] = []
    let item = DispatchWorkItem { MainActor.assumeIsolated { ran.append(simulation.now) } }
    DispatchQueue.main.asyncAfter(deadline: .now(), execute: item)
    #expect(ran == [])
    simulation.advance(to: 1)
    #expect(ran == [0.2])
  }

  @Test("async(execute:) with a work item runs in the next update pass, unless cancelled")
  func asyncWorkItem() {
    let host = SwiftUIHost(Text("Hello"))
    var log: [String] = []
    let first = DispatchWorkItem { MainActor.assumeIsolated { log.append("first") } }
    let second = DispatchWorkItem { MainActor.assumeIsolated { log.append("second") } }
    let third = DispatchWorkItem { MainActor.assumeIsolated { log.append("third") } }
    DispatchQueue.main.async(execute: first)
    DispatchQueue.main.async(execute: second)
    DispatchQueue.main.async { MainActor.assumeIsolated { log.append("block") } }
    DispatchQueue.main.async(execute: third)
    second.cancel()
    #expect(log == [])
    host.update()
    #expect(log == ["first", "block", "third"])
  }
}

@Suite("GestureKit's copies of Dispatch's DispatchTime spellings compute what Dispatch's do")
struct DispatchTimeCopyTests {
  @Test("Adding seconds and intervals, forever staying forever")
  func arithmetic() {
    let start = DispatchTime(uptimeNanoseconds: 1_000)
    #expect((start + 0.3).uptimeNanoseconds == 300_001_000)
    #expect((start + .milliseconds(5)).uptimeNanoseconds == 5_001_000)
    #expect((start + .seconds(2)).uptimeNanoseconds == 2_000_001_000)
    #expect((start + .microseconds(7)).uptimeNanoseconds == 8_000)
    #expect((start + .nanoseconds(-500)).uptimeNanoseconds == 500)
    #expect(start + .never == .distantFuture)
    #expect(start + Double.infinity == .distantFuture)
    #expect(DispatchTime.distantFuture + 1 == .distantFuture)
    #expect(DispatchTime.now() <= DispatchTime.now())
  }
}
