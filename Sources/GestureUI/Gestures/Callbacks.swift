import Foundation
import GestureCore

extension Gesture where Value: Equatable {
  /// Adds an action to perform when the gesture's value changes, as SwiftUI's
  /// `onChanged(_:)` does (available when `Value` is `Equatable`).
  ///
  /// A long press's value changes to `true` at touch-down, while it is pressing; a drag's
  /// changes with every move once it has started.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(_gesture: self, action: action)
  }
}

extension Gesture {
  /// Adds an action to perform when the gesture ends successfully, as SwiftUI's `onEnded(_:)`
  /// does: a failed or cancelled gesture does not call it.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(_gesture: self, action: action)
  }

  /// Updates `state` as the gesture's value changes, as SwiftUI's `updating(_:body:)` does. The
  /// state resets to its initial value when the gesture ends, fails or is cancelled.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Returns a gesture that produces `body`'s transform of this gesture's values.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(_gesture: self, body: body)
  }
}

/// A gesture with an action for changed values (``Gesture/onChanged(_:)``).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var _gesture: Content
  let action: (Value) -> Void

  public func _makeNode() -> _GestureNode<Value> {
    CallbackNode(child: _gesture._makeNode(), changed: action)
  }
}

/// A gesture with an action for its successful end (``Gesture/onEnded(_:)``).
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var _gesture: Content
  let action: (Value) -> Void

  public func _makeNode() -> _GestureNode<Value> {
    CallbackNode(child: _gesture._makeNode(), ended: action)
  }
}

/// A gesture that updates a `@GestureState` as it changes (``Gesture/updating(_:body:)``).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  /// The gesture whose values update the state.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  /// The update.
  public var body: (Value, inout State, inout Transaction) -> Void

  /// Creates the gesture.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  public func _makeNode() -> _GestureNode<Value> {
    let location = state.location
    let update = body
    return CallbackNode(
      child: base._makeNode(),
      updating: { value in
        var state = location.value
        var transaction = Transaction()
        transaction.isContinuous = true
        update(value, &state, &transaction)
        location.update(state, transaction: transaction)
      }, reset: { location.resetToInitial() })
  }
}

/// A gesture whose values are transformed (``Gesture/map(_:)``).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  public typealias Body = Never
  public var _gesture: Content
  let body: (Content.Value) -> Value

  public func _makeNode() -> _GestureNode<Value> {
    MapNode(child: _gesture._makeNode(), transform: body)
  }
}

/// The machine of the callbacks: passes its child's phases through and queues the callbacks
/// they call for.
final class CallbackNode<Value>: WrappingNode<Value, Value> {
  private let changed: ((Value) -> Void)?
  private let ended: ((Value) -> Void)?
  private let updating: ((Value) -> Void)?
  private let reset: (() -> Void)?
  private let equal: ((Value, Value) -> Bool)?
  /// The last value a callback was called with.
  private var lastValue: Value?
  private var didUpdate = false
  private var finished = false
  private var lastPhaseKind = -1

  init(child: _GestureNode<Value>, changed: @escaping (Value) -> Void) where Value: Equatable {
    self.changed = changed
    self.ended = nil
    self.updating = nil
    self.reset = nil
    self.equal = { $0 == $1 }
    super.init(child: child)
  }

  init(child: _GestureNode<Value>, ended: @escaping (Value) -> Void) {
    self.changed = nil
    self.ended = ended
    self.updating = nil
    self.reset = nil
    self.equal = nil
    super.init(child: child)
  }

  init(child: _GestureNode<Value>, updating: @escaping (Value) -> Void, reset: @escaping () -> Void)
  {
    self.changed = nil
    self.ended = nil
    self.updating = updating
    self.reset = reset
    self.equal = nil
    super.init(child: child)
  }

  override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    let phase = child.update(input, gate: gate)
    guard gate, !finished else { return phase }
    let runner = input.runner
    let kind: Int
    switch phase {
    case .possible(nil):
      kind = 0
    case .possible(let value?):
      kind = 0
      changing(to: value, input, kind: kind)
    case .active(let value):
      kind = 1
      changing(to: value, input, kind: kind)
    case .ended(let value):
      kind = 2
      finished = true
      if let ended { runner.enqueue { ended(value) } }
      if didUpdate, let reset { runner.enqueueReset(reset) }
    case .failed:
      kind = 3
      finished = true
      if didUpdate, let reset { runner.enqueueReset(reset) }
    }
    lastPhaseKind = kind
    return phase
  }

  /// Queues `onChanged` when the value changed, and `updating` when the gesture is first seen
  /// with a value and on every event after (a deadline that changes nothing does not call it).
  private func changing(to value: Value, _ input: GestureInput, kind: Int) {
    if let changed, let equal, lastValue.map({ !equal($0, value) }) ?? true {
      lastValue = value
      input.runner.enqueue { changed(value) }
    }
    if let updating, !input.isTimer || kind != lastPhaseKind {
      didUpdate = true
      input.runner.enqueue { updating(value) }
    }
  }

  override func cancel(_ runner: any GestureRunning) {
    child.cancel(runner)
    guard !finished else { return }
    finished = true
    if didUpdate, let reset { runner.enqueueReset(reset) }
  }
}

/// The machine of ``Gesture/map(_:)``.
final class MapNode<Input, Value>: WrappingNode<Input, Value> {
  private let transform: (Input) -> Value

  init(child: _GestureNode<Input>, transform: @escaping (Input) -> Value) {
    self.transform = transform
    super.init(child: child)
  }

  override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    child.update(input, gate: gate).map(transform)
  }

  override func cancel(_ runner: any GestureRunning) {
    child.cancel(runner)
  }
}
