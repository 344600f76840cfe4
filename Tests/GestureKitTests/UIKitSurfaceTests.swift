import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

// The parts of UIKit's surface that iOS gesture code uses besides recognizers: selectors,
// NSObject identity, presses, screens and coordinate spaces, scroll views and media time.

private final class Handler {
  var calls: [UIGestureRecognizer.State] = []
  func handle(_ recognizer: UITapGestureRecognizer) { calls.append(recognizer.state) }
}

@Test("A method reference arrives in init(target:action:) as a Selector that can be sent")
func methodReferenceSelector() {
  final class RecordingTap: UITapGestureRecognizer {
    var received: (target: Any?, action: Selector?)?
    override init(target: Any?, action: Selector?) {
      received = (target, action)
      super.init(target: target, action: action)
    }
  }
  let simulation = Simulation()
  let handler = Handler()
  let tap = RecordingTap(target: handler, action: Handler.handle)
  simulation.window.addGestureRecognizer(tap)
  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 10, y: 10))
      wait(.milliseconds(50))
      up(1)
    })
  #expect(handler.calls == [.ended])
  #expect(tap.received?.action?.canBeSent == true)
  #expect((tap.received?.target as AnyObject?) === handler)
}

@Test("A selector made from a name cannot be sent and says so once, never silently")
func nameSelectorReportsOnce() {
  var messages: [String] = []
  let previous = UIGestureRecognizer.undispatchableSelectorHandler
  UIGestureRecognizer.undispatchableSelectorHandler = { messages.append($0) }
  defer { UIGestureRecognizer.undispatchableSelectorHandler = previous }
  let simulation = Simulation()
  let handler = Handler()
  let tap = UITapGestureRecognizer(target: handler, action: Selector("handleTapNamed:"))
  simulation.window.addGestureRecognizer(tap)
  for start in [0.0, 1.0] {
    simulation.run(
      TouchScript(startingAt: start) {
        down(1, at: CGPoint(x: 10, y: 10))
        wait(.milliseconds(50))
        up(1)
      })
  }
  #expect(handler.calls.isEmpty)
  #expect(messages.count == 1)
  #expect(messages.first?.contains("handleTapNamed:") == true)
  #expect(messages.first?.contains("method reference") == true)
}

@Test("performSelector(onMainThread:with:waitUntilDone:) sends a method-reference selector")
func performSelectorSends() {
  let handler = Handler()
  let tap = UITapGestureRecognizer()
  let selector = Selector(Handler.handle)
  final class Target: NSObject {
    var seen: [UIGestureRecognizer] = []
    func fire(_ recognizer: UITapGestureRecognizer) { seen.append(recognizer) }
  }
  let target = Target()
  target.performSelector(onMainThread: Selector(Target.fire), with: tap, waitUntilDone: true)
  #expect(target.seen.count == 1 && target.seen[0] === tap)
  _ = (handler, selector)
}

@Test("Recognizers, views and touches compare and hash by identity, as NSObjects")
func identityEquality() {
  let a = UITapGestureRecognizer()
  let b = UITapGestureRecognizer()
  #expect(a != b && a == a)
  #expect(Set([a, b, a]).count == 2)
  let views: Set<UIView> = [UIView(), UIView()]
  #expect(views.count == 2)
  #expect((a as NSObject).isEqual(a) && !(a as NSObject).isEqual(b))
}

/// Recognizes a held select button, as a remote-control gesture would.
private final class SelectHoldRecognizer: UIGestureRecognizer {
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
    if presses.contains(where: { $0.type == .select }) { state = .began }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
    state = .ended
  }
}

private final class PressFilter: UIGestureRecognizerDelegate {
  var allowed: UIPress.PressType = .select
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress)
    -> Bool
  {
    press.type == allowed
  }
}

@Test("Presses reach recognizers that allow their type and whose delegate agrees")
func pressesReachRecognizers() {
  let simulation = Simulation()
  let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  simulation.window.addSubview(button)
  let hold = SelectHoldRecognizer()
  let filter = PressFilter()
  hold.delegate = filter
  button.addGestureRecognizer(hold)
  var states: [UIGestureRecognizer.State] = []
  hold.addAction { states.append($0.state) }

  simulation.feed(PressInput(time: 0, type: .menu, phase: .began), to: button)
  simulation.feed(PressInput(time: 0.1, type: .menu, phase: .ended), to: button)
  #expect(states.isEmpty)
  simulation.feed(PressInput(time: 1, type: .select, phase: .began), to: button)
  simulation.feed(PressInput(time: 1.5, type: .select, phase: .ended), to: button)
  #expect(states == [.began, .ended])

  hold.allowedPressTypes = [NSNumber(value: UIPress.PressType.menu.rawValue)]
  filter.allowed = .menu
  simulation.feed(PressInput(time: 2, type: .select, phase: .began), to: button)
  simulation.feed(PressInput(time: 2.1, type: .select, phase: .ended), to: button)
  #expect(states == [.began, .ended])
}

@Test("UIScreen.main is the simulation's screen; views convert to and from it")
func screenAndCoordinateSpaces() {
  let simulation = Simulation(windowSize: CGSize(width: 320, height: 480))
  #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
  #expect(simulation.window.screen === UIScreen.main)
  let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
  card.transform = CGAffineTransform(scaleX: 2, y: 2)
  simulation.window.addSubview(card)
  let space: any UICoordinateSpace = UIScreen.main.coordinateSpace
  let onScreen = card.convert(CGPoint(x: 50, y: 50), to: space)
  #expect(onScreen == CGPoint(x: 70, y: 90))
  #expect(card.convert(onScreen, from: space) == CGPoint(x: 50, y: 50))
  #expect(UIScreen.main.convert(onScreen, to: card) == CGPoint(x: 50, y: 50))
  // The UIView-to-UIView conversion still answers the same as through the protocol.
  let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  simulation.window.addSubview(other)
  #expect(
    card.convert(CGPoint(x: 0, y: 0), to: other)
      == card.convert(.zero, to: other as any UICoordinateSpace))
}

@Test("A scroll view's pan scrolls its content, and a pan that requires it to fail waits")
func scrollViewPanArbitrates() {
  let simulation = Simulation()
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  scrollView.contentSize = CGSize(width: 390, height: 2000)
  simulation.window.addSubview(scrollView)
  let swipeCatcher = UIPanGestureRecognizer()
  swipeCatcher.require(toFail: scrollView.panGestureRecognizer)
  scrollView.addGestureRecognizer(swipeCatcher)
  var catcherStates: [UIGestureRecognizer.State] = []
  swipeCatcher.addAction { catcherStates.append($0.state) }

  simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: .milliseconds(200))
      up(1)
    })
  #expect(scrollView.contentOffset.x == 0)
  #expect(scrollView.contentOffset.y > 250 && scrollView.contentOffset.y <= 300)
  #expect(catcherStates.isEmpty)

  // Content that cannot scroll: the scroll view's pan fails, so the other pan proceeds.
  scrollView.contentSize = scrollView.bounds.size
  scrollView.contentOffset = .zero
  simulation.run(
    TouchScript(startingAt: 1) {
      dragWithoutLifting(
        2, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: .milliseconds(200))
      up(2)
    })
  #expect(scrollView.contentOffset == .zero)
  #expect(catcherStates.first == .began && catcherStates.last == .ended)
}

@Test("A scroll view's pinch exists while zooming is allowed and scales within the limits")
func scrollViewPinchZooms() {
  let simulation = Simulation()
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  simulation.window.addSubview(scrollView)
  #expect(scrollView.pinchGestureRecognizer == nil)
  scrollView.maximumZoomScale = 1.5
  #expect(scrollView.pinchGestureRecognizer?.view === scrollView)
  simulation.run(
    TouchScript {
      down([1: CGPoint(x: 150, y: 400), 2: CGPoint(x: 250, y: 400)])
      wait(.milliseconds(20))
      move([1: CGPoint(x: 100, y: 400), 2: CGPoint(x: 300, y: 400)])
      wait(.milliseconds(20))
      move([1: CGPoint(x: 50, y: 400), 2: CGPoint(x: 350, y: 400)])
      wait(.milliseconds(20))
      up([1, 2])
    })
  #expect(scrollView.zoomScale == 1.5)
}

/// Computes its own velocity from `CACurrentMediaTime()`, as many iOS recognizers do.
private final class MediaTimedRecognizer: UIGestureRecognizer {
  var startTime: CFTimeInterval = 0
  var elapsed: [CFTimeInterval] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    startTime = CACurrentMediaTime()
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    elapsed.append(CACurrentMediaTime() - startTime)
    #expect(CFAbsoluteTimeGetCurrent() == CACurrentMediaTime())
    #expect(CACurrentMediaTime() == event.timestamp)
    state = .ended
  }
}

@Test("CACurrentMediaTime() reads the simulation's virtual clock, in the touches' timebase")
func mediaTimeIsVirtual() {
  let simulation = Simulation()
  let recognizer = MediaTimedRecognizer()
  simulation.window.addGestureRecognizer(recognizer)
  simulation.run(
    TouchScript(startingAt: 5) {
      down(1, at: CGPoint(x: 10, y: 10))
      wait(.milliseconds(250))
      up(1)
    })
  #expect(recognizer.elapsed.count == 1)
  #expect(abs(recognizer.elapsed[0] - 0.25) < 1e-12)
}

@Test("A test double can subclass UITouch and override where it is")
func touchTestDouble() {
  final class FakeTouch: UITouch {
    var fakeLocation = CGPoint(x: 12, y: 34)
    override func location(in view: UIView?) -> CGPoint { fakeLocation }
  }
  let touch: UITouch = FakeTouch()
  #expect(touch.location(in: nil) == CGPoint(x: 12, y: 34))
  #expect(touch.phase == .began && touch.view == nil)
}

@Test("UIView.animate applies the changes at once and completes after the simulated duration")
func animateOnTheVirtualClock() {
  let simulation = Simulation()
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  simulation.window.addSubview(card)
  var completedAt: TimeInterval?
  UIView.animate(
    withDuration: 0.3, delay: 0.1, options: [.curveEaseOut],
    animations: { card.center = CGPoint(x: 200, y: 300) },
    completion: { finished in if finished { completedAt = simulation.now } })
  #expect(card.center == CGPoint(x: 200, y: 300))
  #expect(completedAt == nil)
  simulation.advance(to: 0.39)
  #expect(completedAt == nil)
  simulation.settle()
  #expect(completedAt.map { abs($0 - 0.4) < 1e-12 } == true)
}
