import Foundation
import GestureCore

/// A type-erased gesture, as SwiftUI's `AnyGesture` is.
///
///     var gesture: AnyGesture<Void> = editing ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
public struct AnyGesture<Value>: Gesture {
  public typealias Body = Never
  private let makeNode: @MainActor () -> _GestureNode<Value>

  /// Wraps `gesture`.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    makeNode = { gesture._makeNode() }
  }

  public func _makeNode() -> _GestureNode<Value> { makeNode() }
}

extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public typealias Body = Never

  /// `nil` is a gesture that never begins, as in SwiftUI, where `.gesture(done ? nil : press)`
  /// removes a gesture.
  public func _makeNode() -> _GestureNode<Wrapped.Value> {
    switch self {
    case .some(let gesture): gesture._makeNode()
    case .none: EmptyGestureNode()
    }
  }
}

/// The machine of a gesture that never begins: it fails at the first event, so that it holds
/// nobody up.
final class EmptyGestureNode<Value>: _GestureNode<Value> {
  init() { super.init(name: "EmptyGesture") }

  override var isContinuous: Bool { false }

  override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> { .failed }
}
