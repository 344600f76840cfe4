import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

// The gesture-level script helpers, each checked against the built-in recognizer that UIKit
// would recognize it as.

/// The states the recognizer reported for `step`, and its location, scale and rotation at its
/// last report (read in its action: they reset with it).
private func recognized<R: UIGestureRecognizer>(
  _ recognizer: R, by step: TouchScript.Step, configure: (R) -> Void = { _ in }
) -> (states: [UIGestureRecognizer.State], location: CGPoint, scale: CGFloat, rotation: CGFloat) {
  let simulation = Simulation()
  simulation.window.isMultipleTouchEnabled = true
  configure(recognizer)
  simulation.window.addGestureRecognizer(recognizer)
  var states: [UIGestureRecognizer.State] = []
  var location = CGPoint.zero
  var scale: CGFloat = 1
  var rotation: CGFloat = 0
  recognizer.addAction {
    states.append($0.state)
    location = $0.location(in: nil)
    scale = ($0 as? UIPinchGestureRecognizer)?.scale ?? 1
    rotation = ($0 as? UIRotationGestureRecognizer)?.rotation ?? 0
  }
  simulation.run(TouchScript { step })
  #expect(simulation.touchesDown.isEmpty)
  return (states, location, scale, rotation)
}

@Test("tap(at:fingers:taps:) is a tap with that many fingers and taps", arguments: [1, 2, 3])
func tapHelper(fingers: Int) {
  let result = recognized(
    UITapGestureRecognizer(), by: tap(at: CGPoint(x: 195, y: 400), fingers: fingers, taps: 2)
  ) {
    $0.numberOfTouchesRequired = fingers
    $0.numberOfTapsRequired = 2
  }
  #expect(result.states == [.ended])
  #expect(result.location == CGPoint(x: 195, y: 400))
}

@Test("longPress(at:duration:) is recognized past the minimum duration only")
func longPressHelper() {
  #expect(
    recognized(
      UILongPressGestureRecognizer(),
      by: longPress(at: CGPoint(x: 100, y: 100), duration: .milliseconds(600))
    ).states == [.began, .ended])
  #expect(
    recognized(
      UILongPressGestureRecognizer(),
      by: longPress(at: CGPoint(x: 100, y: 100), duration: .milliseconds(300))
    ).states.isEmpty)
}

@Test("swipe(_:from:) is a swipe in that direction and no other")
func swipeHelper() {
  let start = CGPoint(x: 195, y: 400)
  #expect(
    recognized(UISwipeGestureRecognizer(), by: swipe(.left, from: start)) { $0.direction = .left }
      .states == [.ended])
  #expect(
    recognized(UISwipeGestureRecognizer(), by: swipe(.up, from: start)) { $0.direction = .left }
      .states.isEmpty)
}

@Test("pan(along:duration:) ends with the translation from its first point to its last")
func panHelper() {
  let path = [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 120), CGPoint(x: 220, y: 180)]
  var translation = CGPoint.zero
  let result = recognized(
    UIPanGestureRecognizer(), by: pan(along: path, duration: .milliseconds(200))
  ) {
    $0.addAction { pan in translation = pan.translation(in: nil) }
  }
  #expect(result.states.first == .began && result.states.last == .ended)
  // Translation counts from where the pan began, past its 10 pt hysteresis: at most the path.
  #expect(translation.x > 60 && translation.x <= 120 && translation.y > 30 && translation.y <= 80)
}

@Test("pinch(at:toScale:) ends near the requested scale")
func pinchHelper() {
  let result = recognized(
    UIPinchGestureRecognizer(), by: pinch(at: CGPoint(x: 195, y: 400), toScale: 2))
  #expect(result.states.first == .began && result.states.last == .ended)
  #expect(result.scale > 1.7 && result.scale <= 2)
}

@Test("rotate(at:by:) ends near the requested angle")
func rotateHelper() {
  let result = recognized(
    UIRotationGestureRecognizer(), by: rotate(at: CGPoint(x: 195, y: 400), by: .pi / 2))
  #expect(result.states.first == .began && result.states.last == .ended)
  #expect(result.rotation > 1.2 && result.rotation <= .pi / 2 + 1e-9)
}

@Test("twoFingerPan(from:to:) is a two-finger pan")
func twoFingerPanHelper() {
  let result = recognized(
    UIPanGestureRecognizer(),
    by: twoFingerPan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500))
  ) { $0.minimumNumberOfTouches = 2 }
  #expect(result.states.first == .began && result.states.last == .ended)
}

@Test("drag lifts; dragWithoutLifting does not, and run says so")
func dragLiftsAndRunReports() {
  var messages: [String] = []
  let previous = Simulation.unfinishedScriptHandler
  Simulation.unfinishedScriptHandler = { messages.append($0) }
  defer { Simulation.unfinishedScriptHandler = previous }
  let simulation = Simulation()
  simulation.run(
    TouchScript {
      drag(1, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: .milliseconds(50))
    })
  #expect(simulation.touchesDown.isEmpty && messages.isEmpty)
  simulation.run(
    TouchScript(startingAt: 1) {
      dragWithoutLifting(
        2, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: .milliseconds(50))
    })
  #expect(simulation.touchesDown == [2])
  #expect(messages.count == 1 && messages[0].contains("finger 2 still down"))
  // Kept down on purpose: no report.
  simulation.run(TouchScript(startingAt: 2) { down(3, at: CGPoint(x: 100, y: 100)) }, settle: false)
  #expect(messages.count == 1)
}

// The DocC catalog's examples, as written there (GestureKit.md, GettingStarted.md).
@Test("The documentation's landing example: a double tap wins")
func landingPageExample() {
  let simulation = Simulation()
  let doubleTap = UITapGestureRecognizer()
  doubleTap.numberOfTapsRequired = 2
  simulation.window.addGestureRecognizer(doubleTap)
  simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 200), taps: 2) })
  #expect(simulation.transcript.last?.state == .ended)
}

@Test("The documentation's getting-started example: a single tap waits for the double tap")
func gettingStartedExample() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let doubleTap = UITapGestureRecognizer()
  doubleTap.numberOfTapsRequired = 2
  let singleTap = UITapGestureRecognizer()
  singleTap.require(toFail: doubleTap)
  simulation.window.addGestureRecognizer(doubleTap)
  simulation.window.addGestureRecognizer(singleTap)
  var states: [UIGestureRecognizer.State] = []
  singleTap.addAction { states.append($0.state) }

  simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 200)) })

  #expect(states == [.ended])
  #expect(abs(simulation.transcript.last!.time - 0.4) < 1e-9)  // 0.35 s after the lift
}
