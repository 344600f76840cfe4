import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// UIKit's rewriting table (reference §1.3), written out independently of the code: for each
/// current state, the result of requesting possible, began, changed, ended, cancelled, failed
/// (`nil` = ignored).
nonisolated private let table: [(UIGestureRecognizer.State, [UIGestureRecognizer.State?])] = [
  (.possible, [.possible, .began, .began, .ended, .failed, .failed]),
  (.began, [.began, .changed, .changed, .ended, .cancelled, .cancelled]),
  (.changed, [.changed, .changed, .changed, .ended, .cancelled, .cancelled]),
  (.ended, [nil, nil, nil, nil, nil, nil]),
  (.cancelled, [nil, nil, nil, nil, nil, nil]),
  (.failed, [nil, nil, nil, nil, nil, nil]),
]

private let requests: [UIGestureRecognizer.State] = [
  .possible, .began, .changed, .ended, .cancelled, .failed,
]

/// Puts a detached recognizer into `state` through legal requests only.
private func recognizer(in state: UIGestureRecognizer.State) -> UIGestureRecognizer {
  let recognizer = UIGestureRecognizer()
  switch state {
  case .possible: break
  case .began: recognizer.state = .began
  case .changed:
    recognizer.state = .began
    recognizer.state = .changed
  case .ended: recognizer.state = .ended
  case .cancelled:
    recognizer.state = .began
    recognizer.state = .cancelled
  case .failed: recognizer.state = .failed
  }
  return recognizer
}

@Suite("The state setter rewrites illegal requests as UIKit does")
struct StateTransitionTests {
  @Test("One row of the table: every request from one state", arguments: table)
  func row(current: UIGestureRecognizer.State, expected: [UIGestureRecognizer.State?]) {
    for (requested, result) in zip(requests, expected) {
      #expect(current.resolving(requested) == result, "\(current) ← \(requested)")
      let subject = recognizer(in: current)
      #expect(subject.state == current)
      subject.state = requested
      #expect(subject.state == (result ?? current), "\(current) ← \(requested)")
    }
  }

  @Test("`recognized` is `ended`, and raw values are UIKit's")
  func rawValues() {
    #expect(UIGestureRecognizer.State.recognized == .ended)
    #expect(requests.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  }

  @Test("A delegate's no to should-begin turns began and ended into failed")
  func shouldBeginVeto() {
    final class Refuser: UIGestureRecognizerDelegate {
      var asked = 0
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
      }
    }
    let refuser = Refuser()
    for requested in [UIGestureRecognizer.State.began, .changed, .ended] {
      let subject = UIGestureRecognizer()
      subject.delegate = refuser
      subject.state = requested
      #expect(subject.state == .failed)
    }
    #expect(refuser.asked == 3)
    let subject = UIGestureRecognizer()
    subject.delegate = refuser
    subject.state = .cancelled
    #expect(subject.state == .failed)
    #expect(refuser.asked == 3, "a request that already fails does not ask")
  }

  @Test("A view's gestureRecognizerShouldBegin can veto a recognizer over its touches")
  func viewVeto() {
    final class Grumpy: UIView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
      { false }
    }
    let simulation = Simulation(windowSize: CGSize(width: 200, height: 200))
    let view = Grumpy(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.accessibilityIdentifier = "grumpy"
    simulation.window.addSubview(view)
    let tap = TestTapRecognizer()
    view.addGestureRecognizer(tap)
    let entries = simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 50, y: 50))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(entries.transitions == ["testTap possible → failed"])
    tap.cancelsTouchesInView = false
    let again = simulation.run(
      TouchScript(startingAt: 1) {
        down(1, at: CGPoint(x: 50, y: 50))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(
      again.transitions == ["testTap possible → ended"], "views are asked only when cancelling")
  }
}
