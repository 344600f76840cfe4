import GestureKit
import GestureKitTesting  // the script steps: down, wait, up, tap…
import Testing

// The README's examples, kept here verbatim (as swift format lays them out) so that they cannot
// drift from the code.

@Test("A single tap waits for the double tap to fail")
func singleTapWaits() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let doubleTap = UITapGestureRecognizer()
  doubleTap.numberOfTapsRequired = 2
  let tap = UITapGestureRecognizer()
  tap.require(toFail: doubleTap)
  simulation.window.addGestureRecognizer(doubleTap)
  simulation.window.addGestureRecognizer(tap)
  var actions: [UIGestureRecognizer.State] = []
  tap.addAction { actions.append($0.state) }  // or addTarget(self, action: Self.handleTap)

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.milliseconds(50))
      up(1)
    })

  #expect(actions == [.ended])
  let recognizedAt = simulation.transcript.last?.time ?? 0
  #expect(abs(recognizedAt - 0.4) < 1e-9)  // 0.35 s after the lift
}

final class CardCoordinator: UIGestureRecognizerDelegate {
  var offset = CGPoint.zero

  func handlePan(_ pan: UIPanGestureRecognizer) {
    if pan.state == .ended { offset = pan.translation(in: pan.view) }
  }
}

final class CardViewController: UIViewController {
  let coordinator = CardCoordinator()

  override func viewDidLoad() {
    super.viewDidLoad()
    let pan = UIPanGestureRecognizer(target: coordinator, action: CardCoordinator.handlePan)
    pan.delegate = coordinator
    view.addGestureRecognizer(pan)
  }
}

@Test("Dragging the card reports the pan's translation")
@MainActor
func dragCard() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let card = CardViewController()
  simulation.window.rootViewController = card

  simulation.run(
    TouchScript {
      drag(
        1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300),
        duration: .milliseconds(100), steps: 5)  // lifts at the end
    })

  #expect(card.coordinator.offset == CGPoint(x: 90, y: 0))  // less the pan's 10 pt hysteresis
}

@Test("The README's animator example: scrubbed half-way, then continued to the end")
func readmeAnimator() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let drawer = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 400))
  simulation.window.addSubview(drawer)
  let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { drawer.center.y = 400 }
  animator.pauseAnimation()
  animator.fractionComplete = 0.5  // a pan scrubs it
  #expect(drawer.presentationCenter.y == 600 && drawer.center.y == 400)
  var end: UIViewAnimatingPosition?
  animator.addCompletion { end = $0 }
  animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
  simulation.advance(by: 0.2)  // the completions run with .end
  #expect(end == .end)
}

// README, "Timers and delayed work".

/// Begins once a finger has stayed down for `holdDuration`, timed with Foundation's `Timer`
/// exactly as on iOS; here the simulation's clock fires it.
final class LongHoldGestureRecognizer: UIGestureRecognizer {
  var holdDuration: TimeInterval = 0.8
  private var timer: Timer?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    timer = Timer.scheduledTimer(withTimeInterval: holdDuration, repeats: false) {
      [weak self] _ in
      MainActor.assumeIsolated {
        if self?.state == .possible { self?.state = .began }
      }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .ended
  }

  override func reset() {
    timer?.invalidate()
  }
}

@Test("A hold timed with Timer begins 0.8 s after the finger lands")
func longHold() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let hold = LongHoldGestureRecognizer()
  simulation.window.addGestureRecognizer(hold)
  var began: [TimeInterval] = []
  hold.addAction { if $0.state == .began { began.append(simulation.now) } }

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 100, y: 200))
      wait(.seconds(1))
      up(1)
    })

  #expect(began == [0.8])
}
