import Foundation

/// The methods a recognizer's delegate can implement to fine-tune its behaviour.
///
/// Every method is optional, as in UIKit; the defaults below are UIKit's.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Asked when the recognizer tries to leave `possible`; return false to make it fail.
  /// Default: true.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Asked when one of the two recognizers would block the other; either side's true lets both
  /// recognize at once. Default: false.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Asked once per attempt: return true to make `gestureRecognizer` wait for `other` to fail.
  /// Default: false.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Asked once per attempt: return true to make `other` wait for `gestureRecognizer` to fail.
  /// Default: false.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Asked before the recognizer sees a new touch; false hides the whole touch from it (the view
  /// still gets it). Default: true.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool

  /// Asked before the recognizer sees a new press; false hides the press from it. Default: true.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress)
    -> Bool

  /// Asked once per event sequence, before the per-touch question. Default: true.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
  ) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool {
    true
  }
}
