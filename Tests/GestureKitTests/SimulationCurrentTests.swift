import GestureCore
import Testing

/// `Simulation.current` is GestureCore's one global: the simulation that last received input or
/// was last created. Code that UIKit lets read the time or the screen without a simulation at
/// hand (`CACurrentMediaTime()`, `UIScreen.main`, `UIView.animate`) reads it, so two simulations
/// driven in turn must each see their own clock.
@Suite("Simulation.current, the one global")
@MainActor struct SimulationCurrentTests {
  /// Notes the media time and the current simulation whenever a touch begins.
  final class Clocked: UIGestureRecognizer {
    var readings: [(media: CFTimeInterval, current: Simulation?)] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      readings.append((CACurrentMediaTime(), Simulation.current))
      state = .failed
    }
  }

  /// A simulation whose full-window view carries a `Clocked` recognizer.
  func scene() -> (Simulation, Clocked) {
    let simulation = Simulation()
    let view = UIView(frame: simulation.window.bounds)
    simulation.window.addSubview(view)
    let recognizer = Clocked()
    view.addGestureRecognizer(recognizer)
    return (simulation, recognizer)
  }

  func tap(_ simulation: Simulation, id: Int, at time: Double) {
    let point = CGPoint(x: 100, y: 100)
    simulation.feed(TouchFrame(time: time, changes: [.init(id: id, phase: .down, location: point)]))
    simulation.feed(
      TouchFrame(time: time + 0.01, changes: [.init(id: id, phase: .up, location: point)]))
  }

  @Test("Two simulations fed in turn each read their own clock, and each is current in its turn")
  func interleaved() {
    let (first, firstRecognizer) = scene()
    let (second, secondRecognizer) = scene()
    tap(first, id: 1, at: 5)
    tap(second, id: 1, at: 100)
    tap(first, id: 2, at: 6)
    tap(second, id: 2, at: 200)
    #expect(firstRecognizer.readings.map(\.media) == [5, 6])
    #expect(secondRecognizer.readings.map(\.media) == [100, 200])
    #expect(firstRecognizer.readings.allSatisfy { $0.current === first })
    #expect(secondRecognizer.readings.allSatisfy { $0.current === second })
    #expect(first.clock.now == 6.01 && second.clock.now == 200.01)
    #expect(Simulation.current === second)
  }
}
