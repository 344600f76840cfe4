import Foundation
import GestureCore

/// The reuse queues of a table or collection view: how to make a view for each registered
/// identifier, and the views that left the screen, by identifier, the most recent last.
@MainActor
struct ReuseQueues<View: UIView> {
  private var makers: [String: (String) -> View] = [:]
  private var queues: [String: [View]] = [:]

  /// Registers `make` for `identifier`; `nil` forgets it.
  mutating func register(_ identifier: String, make: ((String) -> View)?) {
    makers[identifier] = make
  }

  /// A queued view with `identifier`, after `prepare`, or a new one of the registered kind;
  /// `nil` when neither exists.
  mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
    if let view = queues[identifier]?.popLast() {
      prepare(view)
      return view
    }
    return makers[identifier]?(identifier)
  }

  /// Queues `view` under `identifier` when it has one.
  mutating func enqueue(_ view: View, identifier: String?) {
    if let identifier { queues[identifier, default: []].append(view) }
  }
}

extension UIScrollView {
  /// Puts a list's background view behind everything, in place of `old`.
  func replaceBackground(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { insertSubview(new, at: 0) }
    setNeedsLayout()
  }
}

/// The touch pressing a row (or item) of a table (or collection view), and that row: the view
/// highlights the row while the touch stays on it and selects it if the touch lifts there.
struct ListPress {
  private weak var touch: UITouch?
  private var path: IndexPath?

  /// Whether no touch is pressing a row.
  var isFree: Bool { touch == nil }

  /// `touch` now presses the row at `path`.
  mutating func begin(_ touch: UITouch, on path: IndexPath) {
    self.touch = touch
    self.path = path
  }

  /// The pressing touch and its row, when `touches` holds the touch.
  func pressing(in touches: Set<UITouch>) -> (touch: UITouch, path: IndexPath)? {
    guard let touch, touches.contains(touch), let path else { return nil }
    return (touch, path)
  }

  /// Ends the press: the row it pressed, `nil` when there was none.
  mutating func end() -> IndexPath? {
    guard let pressed = path else { return nil }
    touch = nil
    path = nil
    return pressed
  }
}
