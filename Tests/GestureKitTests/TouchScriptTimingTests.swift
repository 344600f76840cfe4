import Foundation
import GestureKit
import GestureScripts
import Testing

@Suite("TouchScript timing across runs")
struct TouchScriptTimingTests {
  @Test("A second script without startingAt: keeps its waits, starting where the clock is")
  func secondScriptKeepsItsWaits() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let pan = UIPanGestureRecognizer()
    var samples: [String] = []
    var velocities: [CGFloat] = []
    pan.addAction { pan in
      samples.append("\(pan.state) t=\(simulation.now)")
      velocities.append(pan.velocity(in: nil).x)
    }
    simulation.window.addGestureRecognizer(pan)
    simulation.run(TouchScript { tap(at: CGPoint(x: 50, y: 50)) })
    let start = simulation.now
    #expect(start > 0)
    samples.removeAll()
    velocities.removeAll()

    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300),
          duration: .milliseconds(100), steps: 5)
      })
    // Five moves 20 ms apart, the first starting the pan, then the lift: each at its own
    // time after the script's start, at 1000 pt/s.
    let milliseconds = samples.map { sample in
      let time = Double(sample.split(separator: " ")[1].dropFirst(2))!
      return ((time - start) * 1000).rounded()
    }
    #expect(milliseconds == [20, 40, 60, 80, 100, 100])
    #expect(velocities.allSatisfy { abs($0 - 1000) < 1e-6 }, "\(velocities)")
  }

  @Test("A script with startingAt: keeps its absolute times")
  func absoluteScript() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    simulation.advance(to: 0.5)
    let script = TouchScript(startingAt: 1) {
      down(1, at: CGPoint(x: 10, y: 10))
      wait(.milliseconds(50))
      up(1)
    }
    #expect(script.frames.map(\.time) == [1, 1.05])
    simulation.run(script)
    #expect(simulation.now >= 1.05)
  }
}
