import Foundation
import GestureCore

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states, as SwiftUI's `Gesture` is.
///
/// Build gestures from the primitives (``TapGesture``, ``LongPressGesture``, ``DragGesture``,
/// ``MagnifyGesture``, ``RotateGesture``, …), the callbacks (``onChanged(_:)``, ``onEnded(_:)``,
/// ``updating(_:body:)``) and the combinators (``simultaneously(with:)``,
/// ``sequenced(before:)``, ``exclusively(before:)``), or write your own whose `body` composes
/// them:
///
///     struct PressThenDrag: Gesture {
///       var body: some Gesture {
///         LongPressGesture().sequenced(before: DragGesture())
///       }
///     }
///
/// GestureKit recognizes gestures from touches on the simulation's virtual clock: each gesture
/// attached to a view is one recognizer in the window's arbitration (see ``GestureMask``).
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// The type of value the gesture produces.
  associatedtype Value

  /// The type of gesture this gesture's body is.
  associatedtype Body: Gesture

  /// The content and behaviour of the gesture.
  var body: Body { get }

  /// Makes the state machine that recognizes this gesture. Implemented by the primitives and
  /// the combinators; a gesture with a `body` gets it from the body.
  func _makeNode() -> _GestureNode<Value>
}

extension Gesture where Value == Body.Value {
  /// A composed gesture is recognized as its body is, under its own name.
  public func _makeNode() -> _GestureNode<Value> {
    let node = body._makeNode()
    node.name = gestureTypeName(Self.self)
    return node
  }
}

extension Gesture where Body == Never {
  /// Primitive gestures have no body.
  public var body: Never {
    fatalError("\(Self.self) is a primitive gesture and has no body")
  }
}

extension Never: Gesture {
  public typealias Value = Never

  public func _makeNode() -> _GestureNode<Never> {
    fatalError("Never is not a gesture that can be recognized")
  }
}

/// A type's name without its module or generic arguments: `DragGesture`, `SequenceGesture`.
func gestureTypeName(_ type: Any.Type) -> String {
  let full = String(describing: type)
  return String(full.prefix { $0 != "<" })
}
