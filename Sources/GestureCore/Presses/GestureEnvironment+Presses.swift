import Foundation

extension GestureEnvironment {
  /// Delivers one press change to `view` (the window for `nil`), its ancestors' recognizers and
  /// its responder chain, at the current clock time.
  ///
  /// A press picks its recognizers when it begins: those of the view and its ancestors that are
  /// enabled, allow its type and whose delegate agrees. A change for a button that is not down
  /// is ignored, except `began`.
  func handle(_ input: PressInput, to view: UIView? = nil) {
    let target = view ?? window
    pressEvent.timestamp = clock.now
    let press: UIPress
    if let existing = activePresses.first(where: { $0.type == input.type }) {
      guard input.phase != .began else { return }
      press = existing
      press.phase = input.phase
      press.force = input.force
      press.timestamp = clock.now
    } else {
      guard input.phase == .began else { return }
      press = UIPress(type: input.type, phase: .began, force: input.force, timestamp: clock.now)
      press.window = window
      press.responder = target
      press.recognizers = pressRecognizers(for: press, from: target)
      activePresses.append(press)
    }
    for other in activePresses where other !== press { other.phase = .stationary }
    pressEvent.pressList = activePresses
    let presses: Set<UIPress> = [press]

    isDelivering = true
    let callback = PressCallback(press.phase)
    for recognizer in press.recognizers
    where recognizer.isEnabled && !recognizer.storedState.isTerminal {
      // Presses join when their state first changes, not here (see `deliver(to:joining:in:_:)`).
      deliver(to: recognizer, joining: false, in: callback.cause) {
        callback.send(presses, to: recognizer, with: pressEvent)
      }
    }
    currentCallback = .outside
    isDelivering = false
    update(afterEvent: true)

    callback.send(presses, to: target, with: pressEvent)
    if press.phase == .ended || press.phase == .cancelled {
      activePresses.removeAll { $0 === press }
    }
  }

  private func pressRecognizers(for press: UIPress, from view: UIView) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var current: UIView? = view
    while let candidate = current {
      for recognizer in candidate.gestureRecognizers ?? []
      where recognizer.isEnabled
        && recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue })
        && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: press) ?? true)
      {
        found.append(recognizer)
      }
      current = candidate.superview
    }
    return found
  }
}
