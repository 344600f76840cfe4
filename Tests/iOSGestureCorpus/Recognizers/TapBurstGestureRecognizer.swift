#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// Counts a burst of taps and recognizes once no further tap comes within `burstTimeout`,
/// reporting how many there were: one recognizer for single, double and triple taps.
final class TapBurstGestureRecognizer: UIGestureRecognizer {
  var burstTimeout: TimeInterval = 0.3
  var maximumTapMovement: CGFloat = 20
  /// The taps so far; the action reads the burst's count here before the reset clears it.
  private(set) var tapsInBurst = 0
  private var firstLocation: CGPoint?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    NSObject.cancelPreviousPerformRequests(withTarget: self)
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    let location = touch.location(in: view)
    if let first = firstLocation,
      hypot(location.x - first.x, location.y - first.y) > maximumTapMovement
    {
      state = .failed
      return
    }
    firstLocation = firstLocation ?? location
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first, let first = firstLocation else { return }
    let location = touch.location(in: view)
    if hypot(location.x - first.x, location.y - first.y) > maximumTapMovement {
      state = .failed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    tapsInBurst += 1
    perform(
      Selector(TapBurstGestureRecognizer.finishBurst), with: nil, afterDelay: burstTimeout)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .failed
  }

  override func reset() {
    super.reset()
    NSObject.cancelPreviousPerformRequests(withTarget: self)
    firstLocation = nil
    tapsInBurst = 0
  }

  func finishBurst() {
    if state == .possible {
      state = .ended
    }
  }
}
