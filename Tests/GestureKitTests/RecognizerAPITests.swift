import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

private let spot = CGPoint(x: 100, y: 200)

private let quickTap = TouchScript {
  down(1, at: spot)
  wait(.milliseconds(40))
  up(1)
}

/// A target with methods of both shapes UIKit accepts.
private final class Handler {
  var calls: [String] = []
  func handle(_ recognizer: TestTapRecognizer) { calls.append("with \(recognizer.state)") }
  func ping() { calls.append("ping") }
}

@Suite("Target-action")
struct TargetActionTests {
  @Test(
    "Methods with and without the recognizer, closures, and init(target:action:) are all called")
  func forms() {
    let (simulation, canvas) = Simulation.withCanvas()
    let handler = Handler()
    let recognizer = TestTapRecognizer(target: handler, action: Handler.handle)
    recognizer.addTarget(handler, action: Handler.ping)
    var closure: [UIGestureRecognizer.State] = []
    let token = recognizer.addAction { tap in closure.append(tap.state) }
    canvas.addGestureRecognizer(recognizer)
    simulation.run(quickTap)
    #expect(handler.calls == ["with ended", "ping"])
    #expect(closure == [.ended])
    recognizer.removeAction(token)
    recognizer.removeTarget(handler)
    simulation.run(
      TouchScript(startingAt: 2) {
        down(1, at: spot)
        wait(.milliseconds(40))
        up(1)
      })
    #expect(handler.calls.count == 2 && closure.count == 1, "removed actions are not called")
  }

  @Test("Targets are held weakly")
  func weakTarget() {
    let (simulation, canvas) = Simulation.withCanvas()
    let recognizer = TestTapRecognizer()
    weak var released: Handler?
    do {
      let handler = Handler()
      released = handler
      recognizer.addTarget(handler, action: Handler.ping)
    }
    #expect(released == nil)
    canvas.addGestureRecognizer(recognizer)
    #expect(simulation.run(quickTap).transitions == ["testTap possible → ended"])
  }
}

@Suite("Which touches a recognizer receives")
struct TouchFilterTests {
  final class Filter: UIGestureRecognizerDelegate {
    var refuseTouch: (UITouch) -> Bool = { _ in false }
    var refuseEvents = false
    var eventQuestions = 0
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    { !refuseTouch(touch) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
      -> Bool
    {
      eventQuestions += 1
      return !refuseEvents
    }
  }

  @Test("A delegate refusing a touch hides it from the recognizer; the view still gets it")
  func refuseTouch() {
    let (simulation, canvas) = Simulation.withCanvas()
    let recognizer = TestTapRecognizer()
    let filter = Filter()
    filter.refuseTouch = { $0.identifier == 1 }
    recognizer.delegate = filter
    canvas.addGestureRecognizer(recognizer)
    #expect(simulation.run(quickTap).isEmpty)
    #expect(canvas.log == ["began 1", "ended 1"])
    #expect(filter.eventQuestions == 1)
  }

  @Test("The event filter is asked once per sequence, however many touches it has")
  func eventOncePerSequence() {
    let (simulation, canvas) = Simulation.withCanvas()
    let recognizer = TestDragRecognizer()
    let filter = Filter()
    recognizer.delegate = filter
    canvas.addGestureRecognizer(recognizer)
    simulation.run(
      TouchScript {
        down(1, at: spot)
        wait(.milliseconds(10))
        down(2, at: CGPoint(x: 150, y: 200))
        wait(.milliseconds(10))
        up([1, 2])
      })
    #expect(filter.eventQuestions == 1)
    filter.refuseEvents = true
    let refused = simulation.run(
      TouchScript(startingAt: 1) {
        down(1, at: spot)
        wait(.milliseconds(40))
        move(1, to: CGPoint(x: 100, y: 300))
        wait(.milliseconds(40))
        up(1)
      })
    #expect(refused.isEmpty)
    #expect(filter.eventQuestions == 2)
  }

  /// Hands its recognizer to `next` while it filters the event.
  final class Handover: UIGestureRecognizerDelegate {
    var next: (any UIGestureRecognizerDelegate)?
    var touchQuestions = 0
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
      -> Bool
    {
      gestureRecognizer.delegate = next
      return true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      touchQuestions += 1
      return true
    }
  }

  @Test("A delegate replaced in the event filter: the touch question goes to the new one, or none")
  func delegateReplacedInEventFilter() {
    let (simulation, canvas) = Simulation.withCanvas()
    let recognizer = TestTapRecognizer()
    let refusing = Filter()
    refusing.refuseTouch = { _ in true }
    let handover = Handover()
    handover.next = refusing
    recognizer.delegate = handover
    canvas.addGestureRecognizer(recognizer)
    #expect(simulation.run(quickTap).isEmpty)
    #expect(handover.touchQuestions == 0)
    #expect(refusing.eventQuestions == 0)
    let toNone = Handover()
    recognizer.delegate = toNone
    #expect(simulation.run(quickTap).transitions == ["testTap possible → ended"])
    #expect(toNone.touchQuestions == 0)
    #expect(recognizer.delegate == nil)
  }

  @Test("allowedTouchTypes and requiresExclusiveTouchType filter by touch type")
  func touchTypes() {
    let (simulation, canvas) = Simulation.withCanvas()
    let recognizer = TestTapRecognizer()
    recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
    canvas.addGestureRecognizer(recognizer)
    let indirect = TouchScript(touchType: .indirect) {
      down(1, at: spot)
      wait(.milliseconds(40))
      up(1)
    }
    #expect(simulation.run(indirect).isEmpty)
    let direct = TouchScript(startingAt: 1) {
      down(1, at: spot)
      wait(.milliseconds(40))
      up(1)
    }
    #expect(simulation.run(direct).transitions == ["testTap possible → ended"])

    let mixed = TestDragRecognizer()
    canvas.addGestureRecognizer(mixed)
    let frames = [
      TouchFrame(time: 2, changes: [.init(id: 1, phase: .down, location: spot)]),
      TouchFrame(time: 2.01, changes: [.init(id: 2, phase: .down, location: spot, type: .pencil)]),
    ]
    for frame in frames { simulation.feed(frame) }
    #expect(mixed.numberOfTouches == 1, "the first touch fixed the type to direct")
  }

  @Test("An ignored touch is never cancelled in the view on the recognizer's behalf")
  func ignoredTouch() {
    final class IgnoreSecond: UIGestureRecognizer {
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch.identifier == 2 { ignore(touch, for: event) }
      }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .began : .changed
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count { state = .ended }
      }
    }
    let (simulation, canvas) = Simulation.withCanvas()
    canvas.isMultipleTouchEnabled = true
    let recognizer = IgnoreSecond()
    canvas.addGestureRecognizer(recognizer)
    simulation.run(
      TouchScript {
        down([1: spot, 2: CGPoint(x: 200, y: 200)])
        wait(.milliseconds(10))
        move([1: CGPoint(x: 110, y: 200), 2: CGPoint(x: 210, y: 200)])
        wait(.milliseconds(10))
        up([1, 2])
      })
    #expect(canvas.log == ["began 1 2", "cancelled 1", "moved 2", "ended 2"])
  }

  @Test("While an exclusive-touch view has a touch, other views get no new touches")
  func exclusiveTouch() {
    let (simulation, canvas) = Simulation.withCanvas()
    let exclusive = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    exclusive.isExclusiveTouch = true
    canvas.addSubview(exclusive)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 50, y: 50))
        wait(.milliseconds(10))
        down(2, at: CGPoint(x: 300, y: 300))
        wait(.milliseconds(10))
        up([1, 2])
      })
    #expect(exclusive.log == ["began 1", "ended 1"])
    #expect(canvas.log == [])
  }
}

@Suite("Touches, events and locations")
struct TouchEventTests {
  @Test("UITouch reports locations, previous locations, tap counts and its view")
  func touchProperties() {
    let (simulation, canvas) = Simulation.withCanvas()
    let child = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    canvas.addSubview(child)
    final class Spy: UIGestureRecognizer {
      var seen: [String] = []
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let touch = touches.first!
        let now = touch.location(in: view)
        let before = touch.previousLocation(in: view)
        seen.append(
          "(\(now.x), \(now.y)) (\(before.x), \(before.y)) \(touch.phase) "
            + "\(event.allTouches!.count) \(event.touches(for: self)!.count)")
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        seen.append("tapCount \(touches.first!.tapCount) view \(touches.first!.view === view)")
      }
    }
    let spy = Spy()
    child.addGestureRecognizer(spy)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 60, y: 110))
        wait(.milliseconds(10))
        move(1, to: CGPoint(x: 70, y: 130))
        wait(.milliseconds(10))
        up(1)
        wait(.milliseconds(100))
        down(1, at: CGPoint(x: 62, y: 112))
        wait(.milliseconds(10))
        up(1)
      })
    #expect(
      spy.seen == [
        "(20.0, 30.0) (10.0, 10.0) moved 1 1", "tapCount 1 view true", "tapCount 2 view true",
      ])
  }

  @Test("location(ofTouch:in:) follows touch order; numberOfTouches counts the current touches")
  func locationOfTouch() {
    let (simulation, canvas) = Simulation.withCanvas()
    let recognizer = TestDragRecognizer(threshold: 1000)
    canvas.addGestureRecognizer(recognizer)
    simulation.feed(
      TouchFrame(time: 0, changes: [.init(id: 7, phase: .down, location: CGPoint(x: 10, y: 10))]))
    simulation.feed(
      TouchFrame(time: 0.01, changes: [.init(id: 3, phase: .down, location: CGPoint(x: 30, y: 50))])
    )
    #expect(recognizer.numberOfTouches == 2)
    #expect(recognizer.location(ofTouch: 0, in: nil) == CGPoint(x: 10, y: 10))
    #expect(recognizer.location(ofTouch: 1, in: nil) == CGPoint(x: 30, y: 50))
    #expect(recognizer.location(in: nil) == CGPoint(x: 20, y: 30))
    #expect(
      recognizer.location(ofTouch: 5, in: nil) == CGPoint(x: 20, y: 30), "out of range: no trap")
    simulation.feed(
      TouchFrame(time: 0.02, changes: [.init(id: 7, phase: .up, location: CGPoint(x: 10, y: 10))]))
    #expect(recognizer.numberOfTouches == 1)
  }
}
