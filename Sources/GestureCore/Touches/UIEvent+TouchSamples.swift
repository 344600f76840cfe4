import Foundation

/// Coalesced and predicted touches, as drawing code reads them.
///
/// A simulation delivers each input frame as one event, so no samples are ever held back
/// between two events: the coalesced touches of a touch are just a copy of it, and there is
/// no predictor, so the predicted touches are an empty array. Code written for 120 Hz or
/// 240 Hz input (loop over the coalesced samples, extend the stroke with the predicted ones)
/// runs unchanged and draws the frames it was given.
extension UIEvent {
  /// The touches reported for `touch` since the last event, oldest first; the last is a copy
  /// of `touch` as it is now. `nil` when `touch` is not part of this event.
  ///
  /// GestureKit reports every sample as its own event, so the array holds one copy.
  public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
    guard touchList.containsUnretained(where: { $0 === touch }) else { return nil }
    return [touch.sample()]
  }

  /// Where `touch` is expected to go next, oldest first. `nil` when `touch` is not part of this
  /// event.
  ///
  /// GestureKit makes no predictions: the array is empty, as UIKit's is when it has none.
  public func predictedTouches(for touch: UITouch) -> [UITouch]? {
    guard touchList.containsUnretained(where: { $0 === touch }) else { return nil }
    return []
  }
}

extension UITouch {
  /// A copy of the touch as it is now, which later events do not change.
  fileprivate func sample() -> UITouch {
    let copy = UITouch(
      identifier: identifier, type: type, location: locationInWindow, timestamp: timestamp,
      force: maximumPossibleForce > 0 ? force : nil, order: order)
    copy.phase = phase
    copy.tapCount = tapCount
    copy.view = view
    copy.window = window
    copy.previousLocationInWindow = previousLocationInWindow
    copy.viewDelivery.isFinished = true
    return copy
  }
}
