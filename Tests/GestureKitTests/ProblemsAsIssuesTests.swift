import GestureKit
import GestureScripts
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

  @Test("A cycle of failure requirements is named when it closes, and its taps never recognize")
  func requirementCycle() {
    let simulation = Simulation()
    let view = UIView(frame: simulation.window.bounds)
    simulation.window.addSubview(view)
    let (first, second, third) = (
      UITapGestureRecognizer(), UITapGestureRecognizer(),
      UITapGestureRecognizer()
    )
    first.name = "first"
    second.name = "second"
    third.name = "third"
    for recognizer in [first, second, third] { view.addGestureRecognizer(recognizer) }
    first.require(toFail: second)
    second.require(toFail: third)
    withKnownIssue {
      third.require(toFail: first)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "third requires to fail first requires to fail second requires to fail third")
      }
    }
    var recognized: [String] = []
    for recognizer in [first, second, third] {
      recognizer.addAction { recognized.append($0.name ?? "") }
    }
    simulation.run(TouchScript { tap(at: CGPoint(x: 10, y: 10)) })
    simulation.run(TouchScript { tap(at: CGPoint(x: 10, y: 10)) })
    // Each waits for the next to fail, which waits in turn: nothing is ever reported.
    #expect(recognized == [])
    #expect(simulation.transcript.isEmpty)
    #expect([first.state, second.state, third.state] == [.ended, .ended, .ended])
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
