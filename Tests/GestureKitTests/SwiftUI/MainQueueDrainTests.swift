import GestureKit
import GestureKitTesting
import Testing

// Work that a gesture's action defers with `DispatchQueue.main.async` has run by the next input
// (issue #20: the main queue's work drains in the update pass), with no `await` in the test.

private final class DeferredWorkLog {
  var deferred: [String] = []
}

private struct DeferringButton: View {
  let log: DeferredWorkLog

  var body: some View {
    Color.blue
      .frame(width: 100, height: 100)
      .onTapGesture {
        DispatchQueue.main.async { MainActor.assumeIsolated { log.deferred.append("tap") } }
      }
  }
}

@Suite("The main queue drains in the update pass")
struct MainQueueDrainTests {
  @Test("An action's DispatchQueue.main.async work has run when its script settles")
  func actionWorkRunsBySettle() {
    let log = DeferredWorkLog()
    let host = SwiftUIHost(DeferringButton(log: log))
    let frame = host.frame(ofFirst: DeferringButton.self)
    host.simulation.run(TouchScript { tap(at: CGPoint(x: frame.midX, y: frame.midY)) })
    #expect(log.deferred == ["tap"])
  }

  @Test("Work queued at one input, without settling, has run when the next input arrives")
  func actionWorkRunsBeforeNextInput() {
    let log = DeferredWorkLog()
    let host = SwiftUIHost(DeferringButton(log: log))
    let frame = host.frame(ofFirst: DeferringButton.self)
    let center = CGPoint(x: frame.midX, y: frame.midY)
    host.simulation.run(
      TouchScript {
        down(1, at: center)
        wait(.milliseconds(50))
        up(1)
      }, settle: false)
    #expect(log.deferred.isEmpty)  // queued by the action at the lift, not run inside it
    host.simulation.run(
      TouchScript(startingAt: 1) { down(2, at: CGPoint(x: 300, y: 700)) }, settle: false)
    #expect(log.deferred == ["tap"])
    host.simulation.run(TouchScript(startingAt: 2) { up(2) })
  }
}
