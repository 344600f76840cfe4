import Foundation

/// Identifies an action added with `addAction(_:)`, for removing it later.
public struct GestureActionToken: Hashable, Sendable {
  let id: Int
}

extension UIGestureRecognizer {
  /// One target-action pair. A method action holds its target weakly, as UIKit does.
  struct Action {
    let id: Int
    weak var target: AnyObject?
    let hasTarget: Bool
    /// The selector it was added with, for `removeTarget(_:action:)`.
    let selector: Selector?
    let invoke: (UIGestureRecognizer) -> Void
  }

  /// Creates a recognizer that calls `action` on `target` for each report.
  ///
  /// This is the spelling of `init(target: self, action: #selector(handlePan(_:)))` without the
  /// Objective-C runtime: the method reference becomes a ``Selector`` that can be sent, and goes
  /// through ``init(target:action:)`` so that subclasses overriding it see it.
  ///
  ///     let pan = UIPanGestureRecognizer(target: self, action: Canvas.handlePan)
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// Creates a recognizer that calls `action`, a method without arguments, on `target`.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(target: target, action: Selector(action))
  }

  /// Adds a target and a method taking the recognizer, as UIKit's `addTarget(_:action:)` does
  /// with a selector. The target is held weakly.
  ///
  ///     pan.addTarget(self, action: Canvas.handlePan)   // func handlePan(_ pan: UIPanGestureRecognizer)
  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    addTarget(target, action: Selector(action))
  }

  /// Adds a target and a method without arguments. The target is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    addTarget(target, action: Selector(action))
  }

  /// Removes the action of `target` added with the method `action`, as
  /// `removeTarget(self, action: #selector(handleTap(_:)))` does on iOS (see
  /// ``Selector`` for how a method reference is matched).
  public func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    removeTarget(target, action: Selector(action))
  }

  /// Removes the action of `target` added with `action`, a method without arguments.
  public func removeTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    removeTarget(target, action: Selector(action))
  }

  /// Removes every action of `target`, or every action when `target` is `nil`.
  public func removeTarget(_ target: AnyObject?) {
    removeTarget(target, action: nil)
  }

  /// Removes an action added with `addAction(_:)`.
  public func removeAction(_ token: GestureActionToken) {
    actions.removeAll { $0.id == token.id }
  }

  @discardableResult
  func appendAction(
    target: AnyObject?, selector: Selector? = nil, invoke: @escaping (UIGestureRecognizer) -> Void
  ) -> GestureActionToken {
    nextActionID += 1
    actions.append(
      Action(
        id: nextActionID, target: target, hasTarget: target != nil, selector: selector,
        invoke: invoke))
    return GestureActionToken(id: nextActionID)
  }

  /// Sends the current state to every target, in the order they were added.
  func sendActions() {
    guard !actions.isEmpty else { return }
    if actions.contains(where: { $0.hasTarget && $0.target == nil }) {
      actions.removeAll { $0.hasTarget && $0.target == nil }
    }
    for action in actions { action.invoke(self) }
  }
}

/// Lets `addAction(_:)` hand the closure the recognizer's own type.
@MainActor public protocol GestureRecognizerActions: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions {
  /// Adds a closure called for each report, with the recognizer as its own type.
  ///
  ///     pan.addAction { pan in print(pan.state, pan.translation(in: nil)) }
  ///
  /// - Returns: a token for ``UIGestureRecognizer/removeAction(_:)``.
  @discardableResult
  public func addAction(_ handler: @escaping (Self) -> Void) -> GestureActionToken {
    appendAction(target: nil) { recognizer in
      if let recognizer = recognizer as? Self { handler(recognizer) }
    }
  }
}
