import Foundation

/// An attachment that makes a recognizer on demand when input reaches its view and discards it
/// when the event sequence is over (``UIGestureRecognizerRepresentableHost``).
@MainActor package protocol GestureRecognizerHosting: AnyObject {
  /// Makes and attaches the recognizer unless one is alive, and registers with `environment`
  /// so that it is asked about discarding.
  func prepareRecognizer(in environment: GestureEnvironment)

  /// Discards the recognizer if its attempt is over.
  ///
  /// - Returns: whether the host no longer has a live recognizer.
  func discardRecognizerIfIdle() -> Bool
}

extension GestureEnvironment {
  /// Lets the representables attached to `view` make their recognizers before input is
  /// handed to the view's recognizers.
  func prepareHostedRecognizers(of view: UIView) {
    guard !view.representableHosts.isEmpty else { return }
    for case let host as any GestureRecognizerHosting in view.representableHosts {
      host.prepareRecognizer(in: self)
    }
  }

  /// Discards the representables' recognizers whose event sequence is over: no touch is down in
  /// the window and the recognizer has been reset.
  ///
  /// The test for fingers still down (most frames) is inlined where it runs; the work is not.
  @inline(__always)
  func discardIdleHostedRecognizers() {
    guard activeTouches.isEmpty else { return }
    discardIdleHostedRecognizersNow()
  }

  @inline(never)
  private func discardIdleHostedRecognizersNow() {
    guard !liveGestureHosts.isEmpty else { return }
    liveGestureHosts.removeAll { $0.discardRecognizerIfIdle() }
  }
}
