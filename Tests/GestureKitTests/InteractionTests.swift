import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

private let spot = CGPoint(x: 100, y: 200)

/// One tap of 50 ms starting at `start`.
private func tap(at start: TimeInterval = 0) -> TouchScript {
  TouchScript(startingAt: start) {
    down(1, at: spot)
    wait(.milliseconds(50))
    up(1)
  }
}

/// A drag of 40 points to the right in four 16 ms steps, then a lift.
private let drag40 = TouchScript {
  dragWithoutLifting(
    1, from: spot, to: spot.offset(by: CGVector(dx: 40, dy: 0)), duration: .milliseconds(64),
    steps: 4)
  wait(.milliseconds(16))
  up(1)
}

@Suite("Failure requirements")
struct FailureRequirementTests {
  private func singleAndDouble() -> (Simulation, TestTapRecognizer, TestTapRecognizer) {
    let (simulation, canvas) = Simulation.withCanvas()
    let double = TestTapRecognizer(taps: 2)
    double.name = "doubleTap"
    let single = TestTapRecognizer()
    single.name = "tap"
    single.require(toFail: double)
    canvas.addGestureRecognizer(double)
    canvas.addGestureRecognizer(single)
    return (simulation, single, double)
  }

  @Test("A tap that requires a double tap to fail is recognized when the double tap's wait ends")
  func requiredFails() {
    let (simulation, _, _) = singleAndDouble()
    let entries = simulation.run(tap())
    #expect(
      entries.lines == [
        "+0.400s  doubleTap  canvas  possible → failed  (100.0, 200.0)",
        "+0.400s  tap  canvas  possible → ended  (100.0, 200.0)",
      ])
  }

  @Test("When the double tap is recognized, the tap that waits for it fails")
  func requiredRecognizes() {
    let (simulation, _, _) = singleAndDouble()
    let script = TouchScript {
      down(1, at: spot)
      wait(.milliseconds(50))
      up(1)
      wait(.milliseconds(150))
      down(1, at: spot)
      wait(.milliseconds(50))
      up(1)
    }
    #expect(
      simulation.run(script).lines == [
        "+0.250s  doubleTap  canvas  possible → ended  (100.0, 200.0)",
        "+0.250s  tap  canvas  possible → failed  (100.0, 200.0)",
      ])
  }

  @Test("A requirement on a recognizer that takes no part in the gesture is met at once")
  func requirementNotTakingPart() {
    let (simulation, canvas) = Simulation.withCanvas()
    let other = UIView(frame: CGRect(x: 300, y: 700, width: 50, height: 50))
    canvas.addSubview(other)
    let elsewhere = TestTapRecognizer(taps: 2)
    other.addGestureRecognizer(elsewhere)
    let single = TestTapRecognizer()
    single.require(toFail: elsewhere)
    canvas.addGestureRecognizer(single)
    #expect(
      simulation.run(tap()).lines == ["+0.050s  testTap  canvas  possible → ended  (100.0, 200.0)"])
  }

  @Test("A delegate's shouldRequireFailureOf creates the requirement for one attempt")
  func delegateRequirement() {
    final class Waiter: UIGestureRecognizerDelegate {
      var asked: [String] = []
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        asked.append("\(gestureRecognizer.name!)→\(otherGestureRecognizer.name!)")
        return otherGestureRecognizer.name == "doubleTap"
      }
    }
    let (simulation, canvas) = Simulation.withCanvas()
    let double = TestTapRecognizer(taps: 2)
    double.name = "doubleTap"
    let single = TestTapRecognizer()
    single.name = "tap"
    let waiter = Waiter()
    single.delegate = waiter
    canvas.addGestureRecognizer(double)
    canvas.addGestureRecognizer(single)
    #expect(
      simulation.run(tap()).transitions == ["doubleTap possible → failed", "tap possible → ended"])
    #expect(waiter.asked == ["tap→doubleTap"], "asked once per attempt")
  }

  @Test("A drag that waited for a tap to fail begins when the tap fails, began first")
  // The drag passes its threshold at 16 ms but the tap fails only at 64 ms (40 pt > 30 pt).
  func waitingContinuous() {
    let (simulation, canvas) = Simulation.withCanvas()
    let hold = TestTapRecognizer()
    hold.slop = 30
    hold.name = "tap"
    let drag = TestDragRecognizer()
    drag.name = "drag"
    drag.require(toFail: hold)
    canvas.addGestureRecognizer(hold)
    canvas.addGestureRecognizer(drag)
    let log = ActionLog()
    log.watch(drag)
    let entries = simulation.run(drag40)
    #expect(
      entries.transitions == [
        "tap possible → failed", "drag possible → began", "drag began → changed",
        "drag changed → ended",
      ])
    #expect(entries.map(\.time) == [0.064, 0.064, 0.064, 0.080])
    #expect(log.entries == ["drag began", "drag changed", "drag ended"])
  }
}

@Suite("Exclusivity and simultaneous recognition")
struct ExclusivityTests {
  @Test("A parent's drag recognizing fails the child's undecided tap")
  func parentWins() {
    let (simulation, canvas) = Simulation.withCanvas()
    let child = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 200))
    child.accessibilityIdentifier = "child"
    canvas.addSubview(child)
    let tapRecognizer = TestTapRecognizer()
    tapRecognizer.slop = 100
    child.addGestureRecognizer(tapRecognizer)
    canvas.addGestureRecognizer(TestDragRecognizer())
    let entries = simulation.run(drag40)
    #expect(
      entries.transitions == [
        "testDrag possible → began", "testTap possible → failed", "testDrag began → changed",
        "testDrag changed → changed", "testDrag changed → changed", "testDrag changed → ended",
      ])
  }

  @Test("When a child's and a parent's tap both finish in one event, the child's wins")
  func childWins() {
    let (simulation, canvas) = Simulation.withCanvas()
    let child = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 200))
    child.accessibilityIdentifier = "child"
    canvas.addSubview(child)
    child.addGestureRecognizer(TestTapRecognizer())
    canvas.addGestureRecognizer(TestTapRecognizer())
    let entries = simulation.run(tap())
    #expect(
      entries.lines == [
        "+0.050s  testTap  child  possible → ended  (50.0, 50.0)",
        "+0.050s  testTap  canvas  possible → failed  (100.0, 200.0)",
      ])
  }

  @Test("Recognizers on sibling views never exclude each other")
  func siblings() {
    let (simulation, canvas) = Simulation.withCanvas()
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
    let right = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
    left.accessibilityIdentifier = "left"
    right.accessibilityIdentifier = "right"
    canvas.addSubview(left)
    canvas.addSubview(right)
    left.addGestureRecognizer(TestDragRecognizer())
    right.addGestureRecognizer(TestDragRecognizer())
    let script = TouchScript {
      down([1: CGPoint(x: 50, y: 100), 2: CGPoint(x: 250, y: 100)])
      wait(.milliseconds(16))
      move([1: CGPoint(x: 50, y: 130), 2: CGPoint(x: 250, y: 130)])
      wait(.milliseconds(16))
      up([1, 2])
    }
    let entries = simulation.run(script)
    #expect(
      entries.map { "\($0.view) \($0.transition)" } == [
        "left possible → began", "right possible → began", "left began → ended",
        "right began → ended",
      ])
  }

  @Test(
    "Two drags on one view: one wins unless a delegate allows both",
    arguments: [(false, false), (true, false), (false, true)])
  func simultaneous(firstAllows: Bool, secondAllows: Bool) {
    let (simulation, canvas) = Simulation.withCanvas()
    let first = TestDragRecognizer()
    first.name = "first"
    let second = TestDragRecognizer(threshold: 20)
    second.name = "second"
    let firstDelegate = SimultaneousDelegate(allows: firstAllows)
    let secondDelegate = SimultaneousDelegate(allows: secondAllows)
    first.delegate = firstDelegate
    second.delegate = secondDelegate
    canvas.addGestureRecognizer(first)
    canvas.addGestureRecognizer(second)
    let began = simulation.run(drag40).filter { $0.state == .began || $0.state == .failed }
    if firstAllows || secondAllows {
      #expect(began.transitions == ["first possible → began", "second possible → began"])
    } else {
      #expect(began.transitions == ["first possible → began", "second possible → failed"])
    }
  }
}

@Suite("What views receive under recognizers")
struct ViewDeliveryTests {
  private func dragSetup(_ configure: (TestDragRecognizer) -> Void) -> (Simulation, RecordingView) {
    let (simulation, canvas) = Simulation.withCanvas()
    let drag = TestDragRecognizer(threshold: 15)
    configure(drag)
    canvas.addGestureRecognizer(drag)
    return (simulation, canvas)
  }

  @Test("With cancelsTouchesInView the view's touch is cancelled when the drag begins")
  func cancels() {
    let (simulation, canvas) = dragSetup { _ in }
    simulation.run(drag40)
    #expect(canvas.log == ["began 1", "moved 1", "cancelled 1"])
  }

  @Test("Without cancelsTouchesInView the view gets every phase")
  func doesNotCancel() {
    let (simulation, canvas) = dragSetup { $0.cancelsTouchesInView = false }
    simulation.run(drag40)
    #expect(canvas.log == ["began 1", "moved 1", "moved 1", "moved 1", "moved 1", "ended 1"])
  }

  @Test("delaysTouchesBegan hides the touch from the view when the drag recognizes")
  func delaysBeganRecognized() {
    let (simulation, canvas) = dragSetup { $0.delaysTouchesBegan = true }
    simulation.run(drag40)
    #expect(canvas.log == [])
  }

  @Test("delaysTouchesBegan replays the touch to the view when the drag fails")
  func delaysBeganFailed() {
    let (simulation, canvas) = dragSetup { $0.delaysTouchesBegan = true }
    let script = TouchScript {
      down(1, at: spot)
      wait(.milliseconds(16))
      move(1, to: spot.offset(by: CGVector(dx: 5, dy: 0)))
      wait(.milliseconds(16))
      up(1)
    }
    for input in script.inputs.dropLast() { simulation.feed(input) }
    #expect(canvas.log == [])
    simulation.feed(script.inputs.last!)
    #expect(canvas.log == ["began 1", "ended 1"])
  }

  @Test("delaysTouchesEnded holds the lift until a waiting double tap fails")
  func delaysEnded() {
    let (simulation, canvas) = Simulation.withCanvas()
    canvas.addGestureRecognizer(TestTapRecognizer(taps: 2))
    let script = tap()
    for input in script.inputs { simulation.feed(input) }
    #expect(canvas.log == ["began 1"])
    simulation.advance(to: 0.399)
    #expect(canvas.log == ["began 1"])
    simulation.advance(to: 0.4)
    #expect(canvas.log == ["began 1", "ended 1"])
  }

  @Test("Without delaysTouchesEnded the lift reaches the view at once")
  func noDelayEnded() {
    let (simulation, canvas) = Simulation.withCanvas()
    let double = TestTapRecognizer(taps: 2)
    double.delaysTouchesEnded = false
    canvas.addGestureRecognizer(double)
    for input in tap().inputs { simulation.feed(input) }
    #expect(canvas.log == ["began 1", "ended 1"])
  }

  @Test("A view without multiple touch enabled receives only its first touch")
  func multipleTouch() {
    let (simulation, canvas) = Simulation.withCanvas()
    let script = TouchScript {
      down(1, at: spot)
      wait(.milliseconds(10))
      down(2, at: CGPoint(x: 200, y: 200))
      wait(.milliseconds(10))
      up([1, 2])
    }
    simulation.run(script)
    #expect(canvas.log == ["began 1", "ended 1"])
    let (second, multi) = Simulation.withCanvas()
    multi.isMultipleTouchEnabled = true
    second.run(script)
    #expect(multi.log == ["began 1", "began 2", "ended 1 2"])
  }
}

@Suite("Enabling, detaching and hit-testing")
struct EnablementTests {
  @Test("Disabling a drag mid-gesture cancels it with a final action; undecided ones fail")
  func disableMidGesture() {
    let (simulation, canvas) = Simulation.withCanvas()
    let drag = TestDragRecognizer()
    drag.name = "drag"
    let tapRecognizer = TestTapRecognizer()
    tapRecognizer.name = "tap"
    tapRecognizer.slop = 1000
    let log = ActionLog()
    log.watch(drag)
    canvas.addGestureRecognizer(drag)
    canvas.addGestureRecognizer(tapRecognizer)
    let delegate = SimultaneousDelegate()
    drag.delegate = delegate
    let script = drag40
    for input in script.inputs.prefix(3) { simulation.feed(input) }
    drag.isEnabled = false
    tapRecognizer.isEnabled = false
    for input in script.inputs.dropFirst(3) { simulation.feed(input) }
    simulation.settle()
    #expect(
      simulation.transcript.transitions == [
        "drag possible → began", "drag began → changed", "drag changed → cancelled",
        "tap possible → failed",
      ])
    #expect(log.entries == ["drag began", "drag changed", "drag cancelled"])
    #expect(drag.state == .possible && tapRecognizer.state == .possible)
  }

  @Test("Hidden, nearly transparent and non-interactive views are not hit; their parent is")
  func hitTesting() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(parent)
    let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    parent.addSubview(child)
    let point = CGPoint(x: 150, y: 150)
    #expect(window.hitTest(point, with: nil) === child)
    child.isHidden = true
    #expect(window.hitTest(point, with: nil) === parent)
    child.isHidden = false
    child.alpha = 0.009
    #expect(window.hitTest(point, with: nil) === parent)
    child.alpha = 0.01
    #expect(window.hitTest(point, with: nil) === child)
    child.isUserInteractionEnabled = false
    #expect(window.hitTest(point, with: nil) === parent)
  }

  @Test("A subview sticking out of its parent is not hit outside the parent's bounds")
  func outsideParent() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(parent)
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    parent.addSubview(child)
    #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === child)
    #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
  }

  @Test("Recognizers of a removed view are cancelled mid-gesture")
  func removedView() {
    let (simulation, canvas) = Simulation.withCanvas()
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    child.accessibilityIdentifier = "child"
    canvas.addSubview(child)
    let drag = TestDragRecognizer()
    child.addGestureRecognizer(drag)
    for input in drag40.inputs.prefix(3) { simulation.feed(input) }
    child.removeFromSuperview()
    for input in drag40.inputs.dropFirst(3) { simulation.feed(input) }
    #expect(simulation.transcript.transitions.last == "testDrag changed → cancelled")
    #expect(drag.state == .possible)
  }
}
