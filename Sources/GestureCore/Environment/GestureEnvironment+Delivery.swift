import Foundation

/// The one door every input reaches a recognizer through.
///
/// Touches, touchpad and pointer events and presses find their recipients differently (each
/// `handle`), but every delivery to a recognizer does the same three things, here and nowhere
/// else:
/// 1. joins the recognizer to the current attempt if it takes no part yet (`join(_:)` asks the
///    failure-requirement questions of the pairs it forms);
/// 2. flags that it received the event, so that the update pass promotes a `began` it left;
/// 3. tags the callback that runs, so that a state the subclass sets in it names the method.
///
/// What differs between the three, on purpose:
/// - **Recipients.** A touch fixes its recognizers when it begins (the hit view and its
///   ancestors, through UIKit's filters, `shouldDeliver`), and a frame hands each recognizer
///   the touches of each phase it receives, began → moved → ended → cancelled
///   (``TouchCallback``). An indirect event is hit-tested at every event, and recognizers
///   already handling one keep receiving it when the pointer leaves their view. A press picks
///   its recognizers when it goes down (view and ancestors, allowed press types, the delegate).
/// - **Joining.** Touches and indirect events join on delivery. A press does not: its
///   recognizer joins when its state first changes (`recognizerStateDidChange`), so a press
///   that changes nothing asks no failure-requirement question. It was so before this door and
///   is kept, since no transcript tells the two apart; OUR CHOICE either way, as UIKit documents
///   neither.
/// - **Idle hosts.** Representables' recognizers are discarded when a touch or indirect event
///   sequence ends and after each timer (`discardIdleHostedRecognizers()`); a press starts no
///   sequence, so it discards nothing.
extension GestureEnvironment {
  /// Delivers one callback to `recognizer` through the door: joins it (when `joining`), flags
  /// the event, tags `callback` while `call` runs.
  @inline(__always)
  func deliver(
    to recognizer: UIGestureRecognizer, joining: Bool, in callback: TransitionCause.Callback,
    _ call: () -> Void
  ) {
    if joining, !recognizer.isParticipating { join(recognizer) }
    recognizer.attempt.receivedCurrentEvent = true
    currentCallback = callback
    call()
  }
}

/// The four touch callbacks, in the order UIKit makes them within one event: the one place
/// that turns a phase into a method, for recognizers and for views.
enum TouchCallback: Int, CaseIterable {
  case began, moved, ended, cancelled

  /// The four, in UIKit's order, built once.
  static let order: [TouchCallback] = [.began, .moved, .ended, .cancelled]

  /// The callback of a touch's phase this frame, or `nil` for a stationary touch.
  init?(_ phase: UITouch.Phase) {
    switch phase {
    case .began: self = .began
    case .moved: self = .moved
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    case .stationary: return nil
    }
  }

  /// The method, as a cause names it.
  var cause: TransitionCause.Callback {
    switch self {
    case .began: .touchesBegan
    case .moved: .touchesMoved
    case .ended: .touchesEnded
    case .cancelled: .touchesCancelled
    }
  }

  /// Calls the recognizer's method for this callback.
  @inline(__always)
  @MainActor func send(
    _ touches: Set<UITouch>, to recognizer: UIGestureRecognizer, with event: UIEvent
  ) {
    switch self {
    case .began: recognizer.touchesBegan(touches, with: event)
    case .moved: recognizer.touchesMoved(touches, with: event)
    case .ended: recognizer.touchesEnded(touches, with: event)
    case .cancelled: recognizer.touchesCancelled(touches, with: event)
    }
  }

  /// Calls the responder's method for this callback.
  @MainActor func send(_ touches: Set<UITouch>, to responder: UIResponder, with event: UIEvent) {
    switch self {
    case .began: responder.touchesBegan(touches, with: event)
    case .moved: responder.touchesMoved(touches, with: event)
    case .ended: responder.touchesEnded(touches, with: event)
    case .cancelled: responder.touchesCancelled(touches, with: event)
    }
  }
}

/// The four press callbacks: the one place that turns a press's phase into a method, for
/// recognizers and for responders.
enum PressCallback {
  case began, changed, ended, cancelled

  /// The callback for a press in `phase` (a stationary press is reported as changed).
  init(_ phase: UIPress.Phase) {
    switch phase {
    case .began: self = .began
    case .changed, .stationary: self = .changed
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    }
  }

  /// The method, as a cause names it.
  var cause: TransitionCause.Callback {
    switch self {
    case .began: .pressesBegan
    case .changed: .pressesChanged
    case .ended: .pressesEnded
    case .cancelled: .pressesCancelled
    }
  }

  /// Calls the recognizer's method for this callback.
  @MainActor func send(
    _ presses: Set<UIPress>, to recognizer: UIGestureRecognizer, with event: UIPressesEvent
  ) {
    switch self {
    case .began: recognizer.pressesBegan(presses, with: event)
    case .changed: recognizer.pressesChanged(presses, with: event)
    case .ended: recognizer.pressesEnded(presses, with: event)
    case .cancelled: recognizer.pressesCancelled(presses, with: event)
    }
  }

  /// Calls the responder's method for this callback.
  @MainActor func send(
    _ presses: Set<UIPress>, to responder: UIResponder, with event: UIPressesEvent
  ) {
    switch self {
    case .began: responder.pressesBegan(presses, with: event)
    case .changed: responder.pressesChanged(presses, with: event)
    case .ended: responder.pressesEnded(presses, with: event)
    case .cancelled: responder.pressesCancelled(presses, with: event)
    }
  }
}

/// One value for each touch callback, in fields rather than an array: the frame's touches of
/// each phase, their shared sets, how many of them a recognizer receives.
struct PerCallback<Value> {
  var began: Value
  var moved: Value
  var ended: Value
  var cancelled: Value

  /// One value for each callback.
  @inline(__always)
  init(began: Value, moved: Value, ended: Value, cancelled: Value) {
    self.began = began
    self.moved = moved
    self.ended = ended
    self.cancelled = cancelled
  }

  /// The same value for each callback.
  init(repeating value: Value) {
    began = value
    moved = value
    ended = value
    cancelled = value
  }

  subscript(callback: TouchCallback) -> Value {
    @inline(__always) get {
      switch callback {
      case .began: began
      case .moved: moved
      case .ended: ended
      case .cancelled: cancelled
      }
    }
    @inline(__always) set {
      switch callback {
      case .began: began = newValue
      case .moved: moved = newValue
      case .ended: ended = newValue
      case .cancelled: cancelled = newValue
      }
    }
  }

  /// Changes one value in place, so that an array is not copied (a `_modify` accessor would be
  /// a coroutine the optimizer does not inline on the per-frame paths).
  @inline(__always)
  mutating func modify<Result>(_ callback: TouchCallback, _ body: (inout Value) -> Result)
    -> Result
  {
    switch callback {
    case .began: body(&began)
    case .moved: body(&moved)
    case .ended: body(&ended)
    case .cancelled: body(&cancelled)
    }
  }
}
