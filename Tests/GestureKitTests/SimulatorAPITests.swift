import Foundation
@_spi(Simulator) import GestureCore
import GestureScripts
import Testing

/// The simulator's own API, apart from UIKit's surface: SPI for GestureSim's tools and tests,
/// and `Simulation` as the one driver of time.
@Suite("The simulator's API beside UIKit's")
@MainActor struct SimulatorAPITests {
  @Test("Tracked touches and window conversion are there for the simulator's own code")
  func spi() {
    let recognizer = UIPanGestureRecognizer()
    let (simulation, canvas) = canvasScene(recognizer)
    canvas.bounds.origin = CGPoint(x: 10, y: 20)
    var tracked: [Int] = []
    recognizer.addAction { tracked.append($0.trackedTouches.count) }
    _ = simulation.run(
      TouchScript { pan(along: [pt(100, 100), pt(200, 100)], duration: .milliseconds(100)) })
    #expect(!tracked.isEmpty && tracked.allSatisfy { $0 == 1 })
    #expect(recognizer.convertFromWindow(pt(100, 100), to: canvas) == pt(110, 120))
    #expect(recognizer.convertFromWindow(pt(100, 100), to: nil) == pt(100, 100))
  }

  @Test("Simulation drives time: feeding, advancing and settling move the environment's clock")
  func oneDriver() {
    let press = UILongPressGestureRecognizer()
    let (simulation, _) = canvasScene(press)
    simulation.feed(
      TouchFrame(time: 1, changes: [.init(id: 1, phase: .down, location: pt(50, 50))]))
    #expect(simulation.environment.clock.now == 1)
    #expect(simulation.environment.clock.hasPendingDeadlines)
    simulation.advance(to: 1.2)
    #expect(simulation.environment.clock.now == 1.2 && press.state == .possible)
    simulation.settle()
    #expect(press.state == .began && !simulation.environment.clock.hasPendingDeadlines)
  }

  @Test("pause is wait under the name an XCTestCase can write, in both its forms")
  func pauseIsWait() {
    let point = CGPoint(x: 10, y: 10)
    let waiting = TouchScript {
      tap(at: point)
      wait(seconds: 0.25)
      tap(at: point)
      wait(.milliseconds(100))
      tap(at: point)
    }
    let pausing = TouchScript {
      tap(at: point)
      pause(seconds: 0.25)
      tap(at: point)
      pause(.milliseconds(100))
      tap(at: point)
    }
    #expect(pausing.inputs == waiting.inputs)
    #expect(pausing.inputs.count == 6)
  }
}
