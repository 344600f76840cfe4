import Foundation

#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

// A file that writes `import Foundation` next to UIKit, as much iOS code does, with the common
// timing shapes: a scheduled Timer whose block uses its timer, a Timer added to the main run
// loop in the common modes, RunLoop.main.perform, asyncAfter with a closure and with a
// DispatchWorkItem. Under GestureKit every one of them must compile here. Where both modules are
// imported by name, Foundation's own Timer, RunLoop and DispatchWorkItem spellings are the ones
// called, on the real clock, which a simulation never advances; asyncAfter with a closure, and a
// scheduled Timer whose block ignores its timer (`{ [weak self] _ in … }`), still run on the
// simulation's clock (see the behaviour test).

/// A press that begins once the finger has dwelt for `dwell` seconds (asyncAfter with a closure),
/// then counts `pulses` on a repeating scheduled timer that stops itself after `maximumPulses`.
/// An idle timeout (a Timer in the common modes) and a hint (a DispatchWorkItem) are armed on
/// the touch and undone when the gesture resets.
final class DwellPulseGestureRecognizer: UIGestureRecognizer {
  var dwell: TimeInterval = 0.4
  var pulseInterval: TimeInterval = 0.1
  var maximumPulses = 3
  private(set) var pulses = 0
  private(set) var hintsShown = 0
  private(set) var idleTimeouts = 0
  /// Presses held past `longDwell` (a one-shot scheduled timer whose block ignores its timer).
  private(set) var longDwells = 0
  var longDwell: TimeInterval = 0.9
  private var generation = 0
  private var pulseTimer: Timer?
  private var idleTimer: Timer?
  private var longDwellTimer: Timer?
  /// When the last idle timeout was due, in seconds since the reference date.
  private(set) var idleDue: TimeInterval = 0
  private var hint: DispatchWorkItem?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1 else {
      state = .failed
      return
    }
    generation += 1
    pulses = 0
    let expected = generation
    DispatchQueue.main.asyncAfter(deadline: .now() + dwell) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == expected, self.state == .possible else { return }
        self.state = .began
        self.startPulsing()
      }
    }
    longDwellTimer = Timer.scheduledTimer(withTimeInterval: longDwell, repeats: false) {
      [weak self] _ in
      MainActor.assumeIsolated { self?.longDwells += 1 }
    }
    // An idle timeout an hour away, on whichever clock this file's RunLoop reaches.
    let idle = Timer(timeInterval: 3600, repeats: false) { [weak self] _ in
      MainActor.assumeIsolated { self?.idleTimeouts += 1 }
    }
    RunLoop.main.add(idle, forMode: .common)
    idleTimer = idle
    idleDue = idle.fireDate.timeIntervalSinceReferenceDate
    let item = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.hintsShown += 1 }
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 3600, execute: item)
    hint = item
    RunLoop.main.perform {}
  }

  private func startPulsing() {
    pulseTimer = Timer.scheduledTimer(withTimeInterval: pulseInterval, repeats: true) {
      [weak self] timer in
      let done = MainActor.assumeIsolated { () -> Bool in
        guard let self, self.state == .began || self.state == .changed else { return true }
        self.pulses += 1
        self.state = .changed
        return self.pulses == self.maximumPulses
      }
      if done { timer.invalidate() }
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
    generation += 1
    pulseTimer?.invalidate()
    idleTimer?.invalidate()
    longDwellTimer?.invalidate()
    hint?.cancel()
    pulseTimer = nil
    idleTimer = nil
    longDwellTimer = nil
    hint = nil
  }
}
