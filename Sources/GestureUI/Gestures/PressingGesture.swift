import Foundation
import GestureCore

/// A gesture that reports whether it is pressing: `true` when its value first appears before
/// recognition (a long press at touch-down), `false` when it ends, fails or is cancelled.
/// `onLongPressGesture`'s `onPressingChanged` is made of it.
public struct _PressingGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var _gesture: Content
  let pressingChanged: ((Bool) -> Void)?

  public func _makeNode() -> _GestureNode<Value> {
    PressingNode(child: _gesture._makeNode(), pressingChanged: pressingChanged)
  }
}

/// The machine of ``_PressingGesture``.
final class PressingNode<Value>: WrappingNode<Value, Value> {
  private let pressingChanged: ((Bool) -> Void)?
  private var pressing = false
  private var finished = false

  init(child: _GestureNode<Value>, pressingChanged: ((Bool) -> Void)?) {
    self.pressingChanged = pressingChanged
    super.init(child: child)
  }

  override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    let phase = child.update(input, gate: gate)
    guard gate, !finished, let pressingChanged else { return phase }
    switch phase {
    case .possible(nil):
      break
    case .possible(.some), .active:
      if !pressing {
        pressing = true
        input.runner.enqueue { pressingChanged(true) }
      }
    case .ended:
      finished = true
      if pressing { input.runner.enqueue { pressingChanged(false) } }
    case .failed:
      finish(input.runner)
    }
    return phase
  }

  /// A press that stops without succeeding still reports `false`, even though the failed
  /// gesture's callbacks are dropped: it goes with the resets, which always run.
  private func finish(_ runner: any GestureRunning) {
    guard !finished else { return }
    finished = true
    if pressing, let pressingChanged { runner.enqueueReset { pressingChanged(false) } }
  }

  override func cancel(_ runner: any GestureRunning) {
    child.cancel(runner)
    finish(runner)
  }
}
