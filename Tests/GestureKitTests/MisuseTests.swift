import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// Records where each touch ended.
private final class LiftRecorder: UIGestureRecognizer {
  var lifts: [CGPoint] = []

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    lifts += touches.map { $0.location(in: nil) }
  }
}

/// Misuse of the library that used to crash, loop or give wrong answers silently (#25, item 10).
@Suite("Misuse")
struct MisuseTests {
  @Test("A finger held down in one script and lifted in the next lifts where it was, not at (0, 0)")
  func liftAcrossScripts() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(view)
    let recorder = LiftRecorder()
    view.addGestureRecognizer(recorder)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 100, y: 200))
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 120, y: 210))
      }, settle: false)
    simulation.run(TouchScript(startingAt: 0.1) { up(1) })
    #expect(recorder.lifts == [CGPoint(x: 120, y: 210)])
  }

  @Test("20,000 nested views are torn down without overflowing the stack")
  func deepTeardown() {
    weak var deepest: UIView?
    do {
      // Built from the deepest view up, so that each addSubview is quick.
      var root = UIView(frame: .zero)
      deepest = root
      for _ in 0..<20_000 {
        let parent = UIView(frame: .zero)
        parent.addSubview(root)
        root = parent
      }
      #expect(deepest?.superview != nil)
    }
    #expect(deepest == nil)
  }

  @Test("Adding an ancestor as a subview stops with a message, not a loop")
  func ancestorAsSubview() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let outer = UIView(frame: .zero)
        let inner = UIView(frame: .zero)
        outer.addSubview(inner)
        inner.addSubview(outer)
      }
    }
  }

  @Test("A NaN time stops with a message rather than stopping the clock for good")
  func nanTime() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Simulation().advance(to: .nan) }
    }
  }

  @Test("A NaN window size stops with a message rather than trapping inside Foundation")
  func nanWindow() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = Simulation(windowSize: CGSize(width: CGFloat.nan, height: 1)) }
    }
  }
}
