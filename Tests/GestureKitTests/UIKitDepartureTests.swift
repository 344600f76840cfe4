import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

// Departures from UIKit's documented behaviour that iOS gesture code ran into; each test
// reproduces the report before the fix.

/// A representable around a plain `UIPanGestureRecognizer`, as in the README.
private struct PanProbe: UIGestureRecognizerRepresentable {
  var onAction: (UIGestureRecognizerRepresentableCoordinateSpaceConverter) -> Void
  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
    UIPanGestureRecognizer()
  }
  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    onAction(context.converter)
  }
}

@Test("A representable's converter answers translation and velocity for UIKit's own pan")
func converterAnswersForPlainPan() throws {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let board = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
  board.transform = CGAffineTransform(scaleX: 2, y: 2)
  simulation.window.addSubview(board)
  var translations: [CGPoint?] = []
  var velocities: [CGPoint?] = []
  var globalTranslations: [CGPoint?] = []
  board.gesture(
    PanProbe { converter in
      translations.append(converter.localTranslation)
      globalTranslations.append(converter.translation(in: .global))
      velocities.append(converter.localVelocity)
    })
  simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100))
      up(1)
    })
  #expect(!translations.isEmpty)
  #expect(translations.allSatisfy { $0 != nil })
  #expect(velocities.allSatisfy { $0 != nil })
  // The board is scaled by 2: its translation is half the window's.
  let local = try #require(translations.compactMap { $0 }.last)
  let global = try #require(globalTranslations.compactMap { $0 }.last)
  #expect(global.x > 80 && abs(local.x * 2 - global.x) < 1e-9 && local.y == 0)
}

@Test("A screen-edge pan reports translation and velocity to representables too")
func screenEdgePanReports() {
  let edge = UIScreenEdgePanGestureRecognizer()
  #expect((edge as UIGestureRecognizer) is any GestureTranslationReporting)
  #expect((edge as UIGestureRecognizer) is any GestureVelocityReporting)
}

/// Disables, or removes, its pan from inside the pan's own action at the first change.
private final class PanCanceller {
  let pan = UIPanGestureRecognizer()
  var states: [UIGestureRecognizer.State] = []
  var removes = false

  init() { pan.addTarget(self, action: PanCanceller.handlePan) }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    states.append(pan.state)
    guard pan.state == .changed, states.filter({ $0 == .changed }).count == 1 else { return }
    if removes {
      pan.view?.removeGestureRecognizer(pan)
    } else {
      pan.isEnabled = false
      pan.isEnabled = true
    }
  }
}

private func twoPans() -> TouchScript {
  TouchScript {
    dragWithoutLifting(
      1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100))
    up(1)
    wait(.milliseconds(500))
    dragWithoutLifting(
      2, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100))
    up(2)
  }
}

@Test("Toggling isEnabled inside the action cancels the pan, and the next pan is recognized")
func disablingInsideActionCancels() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let canceller = PanCanceller()
  simulation.window.addGestureRecognizer(canceller.pan)
  simulation.run(twoPans())
  #expect(Array(canceller.states.prefix(3)) == [.began, .changed, .cancelled])
  #expect(canceller.states.dropFirst(3).first == .began)
  #expect(canceller.states.last == .ended)
  #expect(canceller.pan.state == .possible)
}

@Test("Removing a recognizer inside its action cancels it; added again it recognizes")
func removingInsideActionCancels() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let canceller = PanCanceller()
  canceller.removes = true
  simulation.window.addGestureRecognizer(canceller.pan)
  simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100))
      up(1)
    })
  #expect(canceller.states == [.began, .changed, .cancelled])
  #expect(canceller.pan.state == .possible)
  simulation.window.addGestureRecognizer(canceller.pan)
  simulation.run(
    TouchScript(startingAt: 1) {
      dragWithoutLifting(
        2, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100))
      up(2)
    })
  #expect(canceller.states.dropFirst(3).first == .began)
  #expect(canceller.states.last == .ended)
}

/// Two fingers 100 pt apart; the first lifts, then the second moves 2 pt and lifts.
private func staggeredTap(fingers: Int = 2) -> TouchScript.Step {
  .group([
    down((1...fingers).reduce(into: [:]) { $0[$1] = CGPoint(x: CGFloat($1) * 100, y: 200) }),
    wait(.milliseconds(40)),
    up(1),
    wait(.milliseconds(20)),
    move(fingers, to: CGPoint(x: CGFloat(fingers) * 100 + 2, y: 200)),
    wait(.milliseconds(20)),
    up(Array(2...fingers)),
  ])
}

@Test("A multi-finger tap whose fingers lift at different moments", arguments: [2, 3])
func staggeredMultiFingerTap(fingers: Int) throws {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let tap = UITapGestureRecognizer()
  tap.numberOfTouchesRequired = fingers
  simulation.window.addGestureRecognizer(tap)
  var touches: [Int] = []
  var locations: [CGPoint] = []
  tap.addAction { tap in
    touches.append(tap.numberOfTouches)
    locations.append(tap.location(in: nil))
  }
  simulation.run(TouchScript { staggeredTap(fingers: fingers) })
  #expect(touches == [fingers])
  // A tap's location is its first tap's starting centroid (reference §5.1).
  let expectedX = CGFloat((1...fingers).reduce(0, +)) * 100 / CGFloat(fingers)
  let location = try #require(locations.first)
  #expect(abs(location.x - expectedX) < 1e-9 && location.y == 200)
}

@Test("A two-finger long press's preliminary tap survives fingers lifting apart")
func longPressPreliminaryTap() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let press = UILongPressGestureRecognizer()
  press.numberOfTouchesRequired = 2
  press.numberOfTapsRequired = 1
  simulation.window.addGestureRecognizer(press)
  var states: [UIGestureRecognizer.State] = []
  press.addAction { states.append($0.state) }
  simulation.run(
    TouchScript {
      staggeredTap()
      wait(.milliseconds(100))
      down([1: CGPoint(x: 100, y: 200), 2: CGPoint(x: 200, y: 200)])
      wait(.milliseconds(700))
      up([1, 2])
    })
  #expect(states == [.began, .ended])
}

@Test("A recognizer left disabled by its own action is reset when its touches end")
func disabledInsideActionIsReset() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let pan = UIPanGestureRecognizer()
  var states: [UIGestureRecognizer.State] = []
  pan.addAction { pan in
    states.append(pan.state)
    if pan.state == .began, states.count == 1 { pan.isEnabled = false }
  }
  simulation.window.addGestureRecognizer(pan)
  simulation.run(
    TouchScript {
      drag(
        1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100))
    })
  #expect(states == [.began, .cancelled])
  #expect(pan.state == .possible)
  pan.isEnabled = true
  simulation.run(
    TouchScript {
      drag(
        2, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100))
    })
  #expect(states.dropFirst(2).first == .began)
  #expect(states.last == .ended)
  #expect(pan.state == .possible)
}

@Test("A tap that disables itself in its action is reset, and recognizes again once enabled")
func tapDisabledInsideActionIsReset() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let recognizer = UITapGestureRecognizer()
  var count = 0
  recognizer.addAction { tap in
    count += 1
    tap.isEnabled = false
  }
  simulation.window.addGestureRecognizer(recognizer)
  simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 300)) })
  #expect(count == 1)
  #expect(recognizer.state == .possible)
  recognizer.isEnabled = true
  simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 300)) })
  #expect(count == 2)
  #expect(recognizer.state == .possible)
}
