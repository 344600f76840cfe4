import Foundation

/// The base of the responder chain: an object that can receive touches.
///
/// As in UIKit, the default implementations of the four touch methods pass the touches on to
/// ``next``, so a superview sees the touches of a subview that does not handle them. Override
/// them in a `UIView` subclass to observe what a view receives.
@preconcurrency @MainActor open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain: a view's superview, or `nil` at the top.
  open var next: UIResponder? { nil }

  // MARK: First responder (see UIResponder+FirstResponder.swift)

  /// Whether the responder can become the first responder; false by default, as Apple's
  /// `canBecomeFirstResponder` documents. Text inputs answer true.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder is willing to give up the first responder status; true by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is its window's first responder.
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Makes the responder its window's first responder, as Apple's `becomeFirstResponder()`
  /// documents: false unless ``canBecomeFirstResponder`` and the responder is in a window,
  /// and false when the current first responder refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool { takeFirstResponder() }

  /// Gives up the first responder status; true by default, as Apple documents.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    releaseFirstResponder()
    return true
  }

  /// Tells the responder that one or more touches began in its view.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that one or more of its touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that one or more of its touches lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that one or more of its touches were cancelled, for example because a
  /// gesture recognizer recognized them.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Tells the responder that physical buttons went down; passes them to ``next`` by default.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Tells the responder that the force of pressed buttons changed.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Tells the responder that buttons were released.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Tells the responder that presses were cancelled.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }
}
