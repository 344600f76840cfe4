#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

// Two recognizers timed the way iOS code times them, with Foundation's `Timer` and with
// `DispatchQueue.main.asyncAfter`: no `#if`, no GestureKit-only call. On iOS the main run loop
// fires them; under GestureKit the simulation's clock does.

/// A press-and-hold that confirms: it begins once the finger has stayed down for `holdDuration`,
/// then reports `progress` every `tickInterval` (a repeating timer, `.changed` each tick) until
/// the finger lifts, and fails if the finger lifts before the hold or strays.
final class HoldToConfirmGestureRecognizer: UIGestureRecognizer {
  var holdDuration: TimeInterval = 0.5
  var tickInterval: TimeInterval = 0.1
  var allowableMovement: CGFloat = 10
  /// Seconds held since the press began, in whole ticks.
  private(set) var heldSinceBegan: TimeInterval = 0
  private var holdTimer: Timer?
  private var tickTimer: Timer?
  private var start: CGPoint = .zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    start = touch.location(in: view)
    holdTimer = Timer.scheduledTimer(withTimeInterval: holdDuration, repeats: false) {
      [weak self] _ in
      MainActor.assumeIsolated { self?.holdElapsed() }
    }
  }

  private func holdElapsed() {
    guard state == .possible else { return }
    state = .began
    let ticker = Timer(timeInterval: tickInterval, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
    RunLoop.main.add(ticker, forMode: .common)
    tickTimer = ticker
  }

  private func tick() {
    heldSinceBegan += tickInterval
    state = .changed
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let location = touches.first?.location(in: view) else { return }
    if hypot(location.x - start.x, location.y - start.y) > allowableMovement {
      state = state == .possible ? .failed : .cancelled
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    holdTimer?.invalidate()
    tickTimer?.invalidate()
    holdTimer = nil
    tickTimer = nil
    heldSinceBegan = 0
  }
}

/// A single tap that is sure not to be the first of a double tap: it recognizes only once
/// `doubleTapWindow` has passed after the lift with no second finger down, waiting with
/// `DispatchQueue.main.asyncAfter`. A second tap inside the window fails it; a generation number
/// makes the stale callback of an earlier tap do nothing.
final class ConfirmedSingleTapGestureRecognizer: UIGestureRecognizer {
  var doubleTapWindow: TimeInterval = 0.25
  private var generation = 0
  private var lifted = false

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if lifted || touches.count > 1 { state = .failed }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    lifted = true
    generation += 1
    let expected = generation
    DispatchQueue.main.asyncAfter(deadline: .now() + doubleTapWindow) { [weak self] in
      guard let self, self.generation == expected, self.state == .possible else { return }
      self.state = .ended
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .failed
  }

  override func reset() {
    super.reset()
    generation += 1
    lifted = false
  }
}
