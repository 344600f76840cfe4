import GestureKit
import GestureScripts
import Testing

// Drives each file of the corpus the way its iOS project uses it. The same tests run in Swift 5
// mode, Swift 6 mode and Swift 6 with MainActor default isolation.

@MainActor
@Suite("iOS gesture corpus")
struct CorpusBehaviourTests {
  @Test("One-finger rotation follows a quarter turn around the view's center, then resets")
  func oneFingerRotation() {
    let (simulation, dial) = simulationWithView(CGRect(x: 95, y: 322, width: 200, height: 200))
    let log = StateLog()
    let rotation = OneFingerRotationGestureRecognizer(target: log, action: StateLog.record)
    dial.addGestureRecognizer(rotation)
    var final: CGFloat = 0
    rotation.addAction { if $0.state == .ended { final = $0.rotation } }
    // Center (195, 422); from the right of it to below it: +π/2 (y points down).
    simulation.run(quarterTurn(around: point(195, 422), radius: 90))
    #expect(log.states.first == .began && log.states.last == .ended)
    #expect(abs(final - .pi / 2) < 1e-9)
    #expect(rotation.rotation == 0)
  }

  @Test("An immediate pan begins at touch-down; init(target:action:) sets one finger")
  func immediatePan() {
    let (simulation, view) = simulationWithView()
    let log = StateLog()
    let pan = ImmediatePanGestureRecognizer(target: log, action: StateLog.record)
    view.addGestureRecognizer(pan)
    #expect(pan.maximumNumberOfTouches == 1)
    simulation.run(TouchScript { down(1, at: point(100, 100)) }, settle: false)
    #expect(log.states == [.began])
    simulation.run(TouchScript(startingAt: 0.1) { up(1) })
    #expect(log.states == [.began, .ended])
  }

  @Test("Force touch begins past three quarters of the maximum force")
  func forceTouch() {
    let (simulation, view) = simulationWithView()
    let log = StateLog()
    let force = ForceTouchGestureRecognizer(target: log, action: StateLog.record)
    view.addGestureRecognizer(force)
    #expect(!force.cancelsTouchesInView)
    // A touch with force reports a maximum possible force of 1.
    let maximum: CGFloat = 1
    simulation.run(
      TouchScript {
        down(1, at: point(100, 100), force: 0.1 * maximum)
        wait(.milliseconds(16))
        move(1, to: point(100, 100), force: 0.5 * maximum)
        wait(.milliseconds(16))
        move(1, to: point(100, 100), force: 0.8 * maximum)
        wait(.milliseconds(16))
        up(1)
      })
    #expect(log.states == [.began, .ended])
    simulation.run(
      TouchScript(startingAt: 1) {
        down(2, at: point(100, 100), force: 0.1 * maximum)
        wait(.milliseconds(16))
        move(2, to: point(100, 100), force: 0.5 * maximum)
        wait(.milliseconds(16))
        up(2)
      })
    #expect(log.states == [.began, .ended])
  }

  private func circle(startingAt start: TimeInterval, stepMilliseconds: Int) -> TouchScript {
    TouchScript(startingAt: start) {
      down(1, at: point(295, 422))
      for step in 1...24 {
        wait(.milliseconds(stepMilliseconds))
        move(
          1,
          to: point(
            195 + 100 * cos(CGFloat(step) * .pi / 12), 422 + 100 * sin(CGFloat(step) * .pi / 12)))
      }
      up(1)
    }
  }

  @Test("A circle drawn in time is recognized; the same circle drawn too slowly is not")
  func circleGesture() {
    let (simulation, view) = simulationWithView()
    let log = StateLog()
    let circleRecognizer = CircleGestureRecognizer(target: log, action: StateLog.record)
    view.addGestureRecognizer(circleRecognizer)
    simulation.run(circle(startingAt: 0, stepMilliseconds: 40))
    #expect(log.states == [.ended])
    #expect(abs(circleRecognizer.center.x - 195) < 5 && abs(circleRecognizer.center.y - 422) < 5)
    // 24 × 100 ms = 2.4 s, past the 2 s limit measured with CACurrentMediaTime().
    simulation.run(circle(startingAt: 5, stepMilliseconds: 100))
    #expect(log.states == [.ended])
  }

  @Test("A three-finger touch begins with the third finger and fails with a fourth")
  func touchCount() {
    let (simulation, view) = simulationWithView()
    view.isMultipleTouchEnabled = true
    let log = StateLog()
    let three = TouchCountGestureRecognizer(target: log, action: StateLog.record)
    view.addGestureRecognizer(three)
    simulation.run(
      TouchScript {
        down([1: point(100, 100), 2: point(150, 100)])
        wait(.milliseconds(30))
        down(3, at: point(200, 100))
        wait(.milliseconds(30))
        up([1, 2, 3])
      })
    #expect(log.states == [.began, .ended])
    simulation.run(
      TouchScript(startingAt: 1) {
        down([1: point(100, 100), 2: point(150, 100), 3: point(200, 100), 4: point(250, 100)])
        wait(.milliseconds(30))
        up([1, 2, 3, 4])
      })
    #expect(log.states == [.began, .ended])
  }

  @Test("The photo coordinator's delegate answers shape what recognizes")
  func photoCoordinator() {
    let (simulation, photo) = simulationWithView()
    photo.isMultipleTouchEnabled = true
    let close = UIView(frame: CGRect(x: 340, y: 0, width: 50, height: 50))
    photo.addSubview(close)
    let coordinator = PhotoGestureCoordinator(photoView: photo, closeButton: close)

    // A single tap waits for the double tap to fail.
    simulation.run(
      TouchScript {
        down(1, at: point(100, 400))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(coordinator.events == ["single tap"])
    // A double tap: the single tap fails.
    simulation.run(
      TouchScript(startingAt: 2) {
        down(1, at: point(100, 400))
        wait(.milliseconds(50))
        up(1)
        wait(.milliseconds(100))
        down(1, at: point(100, 400))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(coordinator.events == ["single tap", "double tap"])
    // Taps on the close button never reach the photo's recognizers.
    simulation.run(
      TouchScript(startingAt: 4) {
        down(1, at: point(360, 20))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(coordinator.events == ["single tap", "double tap"])
    // A vertical drag: the horizontal-only pan does not begin.
    simulation.run(
      TouchScript(startingAt: 6) {
        dragWithoutLifting(
          1, from: point(200, 300), to: point(200, 600), duration: .milliseconds(200))
        up(1)
      })
    #expect(!coordinator.events.contains("pan"))
    // A horizontal drag does.
    simulation.run(
      TouchScript(startingAt: 8) {
        dragWithoutLifting(
          1, from: point(50, 300), to: point(300, 300), duration: .milliseconds(200))
        up(1)
      })
    #expect(coordinator.events.last == "pan")
    // Pinch and rotation recognize together.
    simulation.run(
      TouchScript(startingAt: 10) {
        down([1: point(150, 400), 2: point(250, 400)])
        for step in 1...10 {
          wait(.milliseconds(16))
          let angle = CGFloat(step) * 0.05
          let radius = 50 + CGFloat(step) * 8
          move([
            1: point(200 - radius * cos(angle), 400 - radius * sin(angle)),
            2: point(200 + radius * cos(angle), 400 + radius * sin(angle)),
          ])
        }
        up([1, 2])
      })
    #expect(coordinator.events.contains("pinch") && coordinator.events.contains("rotation"))
    // Only the select press reaches the recognizers.
    #expect(
      coordinator.gestureRecognizer(
        coordinator.singleTap, shouldReceive: pressOf(.menu, in: simulation))
        == false)
  }

  private func pressOf(_ type: UIPress.PressType, in simulation: Simulation) -> UIPress {
    var received: UIPress?
    final class Catcher: UIGestureRecognizer {
      var onPress: (UIPress) -> Void = { _ in }
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        presses.forEach(onPress)
      }
    }
    let catcher = Catcher()
    catcher.onPress = { received = $0 }
    simulation.window.addGestureRecognizer(catcher)
    simulation.feed(PressInput(time: simulation.now, type: type, phase: .began))
    simulation.feed(PressInput(time: simulation.now, type: type, phase: .ended))
    simulation.window.removeGestureRecognizer(catcher)
    return received!
  }

  @Test("Swipe to dismiss waits for the sheet's scroll view to fail")
  func swipeToDismiss() {
    let (simulation, container) = simulationWithView()
    let scrollView = UIScrollView(frame: container.bounds)
    container.addSubview(scrollView)
    let controller = SwipeToDismissController(scrollView: scrollView)
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(200, 200), to: point(200, 600), duration: .milliseconds(200))
        up(1)
      })
    #expect(!controller.isDismissed)
    #expect(scrollView.contentOffset.y < 0)
    scrollView.contentSize = scrollView.bounds.size
    scrollView.contentOffset = .zero
    simulation.run(
      TouchScript(startingAt: 2) {
        dragWithoutLifting(
          1, from: point(200, 200), to: point(200, 600), duration: .milliseconds(200))
        up(1)
      })
    #expect(controller.isDismissed)
  }

  @Test("A mock pan drives a card through performSelector, with faked translation and velocity")
  func mockPan() {
    let card = DraggableCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    container.addSubview(card)
    var mock: MockPanGestureRecognizer!
    card.installPan { card in
      mock = MockPanGestureRecognizer(target: card, action: DraggableCardView.handlePan)
      return mock
    }
    mock.perform(.began, translation: point(30, 0))
    #expect(card.offset == point(30, 0))
    mock.mockVelocity = point(900, 0)
    mock.perform(.ended, translation: point(60, 0))
    #expect(card.flungAway)
    #expect(mock.state == .ended)
  }

  @Test("Velocity measured with CACurrentMediaTime matches the script's timing")
  func mediaTimeVelocity() {
    let (simulation, view) = simulationWithView()
    let tracker = VelocityTrackingGestureRecognizer()
    view.addGestureRecognizer(tracker)
    var velocities: [CGPoint] = []
    tracker.addAction { velocities.append($0.velocity) }
    simulation.run(
      TouchScript {
        down(1, at: point(100, 100))
        wait(.milliseconds(20))
        move(1, to: point(110, 100))
        wait(.milliseconds(20))
        move(1, to: point(130, 100))
        wait(.milliseconds(20))
        up(1)
      })
    #expect(velocities.count == 3)
    #expect(abs(velocities[0].x - 500) < 1e-6 && abs(velocities[1].x - 1000) < 1e-6)
  }

  @Test("The pan representable reports local translations; the tap catcher calls back")
  func representables() {
    let (simulation, board) = simulationWithView()
    board.transform = CGAffineTransform(scaleX: 2, y: 2)
    var changes: [CGPoint] = []
    var end: CGPoint?
    board.gesture(PanGesture(onChange: { changes.append($0) }, onEnd: { end = $0 }))
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(100, 400), to: point(300, 400), duration: .milliseconds(200))
        up(1)
      })
    #expect(!changes.isEmpty)
    #expect(end.map { $0.x > 50 && $0.y == 0 } == true)

    let (tapSimulation, host) = simulationWithView()
    var taps: [CGPoint] = []
    host.addRepresentable(TapCatcher(onTap: { taps.append($0) }))
    tapSimulation.run(
      TouchScript {
        down(1, at: point(50, 60))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(taps == [point(50, 60)])
  }
}
