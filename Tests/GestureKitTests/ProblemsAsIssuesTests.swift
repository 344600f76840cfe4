import GestureKit
import Testing

/// GestureKitTesting is linked into this test binary, so GestureKit's problems are issues of the
/// running test: each test here expects its issue, and fails if the problem were only printed.
@Suite("GestureKit's problems are test issues where GestureKitTesting is linked")
struct ProblemsAsIssuesTests {
  final class Target: NSObject {
    var calls = 0
    func handle(_ sender: UITapGestureRecognizer) { calls += 1 }
  }

  @Test("A script that ends with a finger down records an issue naming the finger")
  func fingerLeftDown() {
    let simulation = Simulation()
    withKnownIssue {
      simulation.run(TouchScript { down(7, at: CGPoint(x: 10, y: 10)) })
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("finger 7 still down") }
    }
    #expect(simulation.touchesDown == [7])
  }

  @Test("An action that cannot be sent records an issue naming it")
  func unsendableAction() {
    let simulation = Simulation()
    let target = Target()
    let tap = UITapGestureRecognizer(
      target: target, action: Selector("problemsAsIssuesTap:"))
    simulation.window.addGestureRecognizer(tap)
    withKnownIssue {
      simulation.run(
        TouchScript {
          down(1, at: CGPoint(x: 10, y: 10))
          wait(.milliseconds(50))
          up(1)
        })
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("cannot send action 'problemsAsIssuesTap:'") }
    }
    #expect(target.calls == 0)
  }

  @Test("A run without problems records nothing, and the hook is GestureKitTesting's")
  func noProblem() {
    #expect(GestureProblems.testHook != nil)
    let simulation = Simulation()
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 10, y: 10))
        up(1)
      })
    #expect(simulation.touchesDown.isEmpty)
  }
}
