import Foundation
import GestureCore

/// A property wrapper that updates a property while the user performs a gesture and resets it
/// back to its initial value when the gesture ends, as SwiftUI's `@GestureState` is.
///
/// Pass its projected value (`$offset`) to ``Gesture/updating(_:body:)``. The reset happens when
/// the gesture ends, fails or is cancelled, with the reset transaction; anything that must
/// survive the gesture belongs in `onEnded` or `onChanged` instead.
///
///     @GestureState private var offset = CGSize.zero
///     DragGesture().updating($offset) { value, offset, _ in offset = value.translation }
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
  /// Where the value lives: a reference, so that copies of a view share it and the view graph
  /// can link it to the view's storage.
  package let location: GestureStateLocation<Value>

  /// Creates a gesture state with an initial value.
  public init(wrappedValue: Value) {
    location = GestureStateLocation(initial: wrappedValue, reset: { _, _ in })
  }

  /// Creates a gesture state with an initial value and the transaction its resets use.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    location = GestureStateLocation(initial: wrappedValue) { _, transaction in
      transaction = resetTransaction
    }
  }

  /// Creates a gesture state with an initial value and a closure that sets up the reset's
  /// transaction from the value being reset.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    location = GestureStateLocation(initial: wrappedValue, reset: reset)
  }

  /// Creates a gesture state with an initial value: `GestureState(initialValue: false)`, the
  /// spelling SwiftUI keeps beside ``init(wrappedValue:)`` (GestureState's page).
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Creates a gesture state with an initial value and the transaction its resets use.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Creates a gesture state with an initial value and a closure that sets up the reset's
  /// transaction from the value being reset.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// Creates a gesture state whose initial value is `nil`, with the transaction resets use.
  public init(resetTransaction: Transaction = Transaction()) where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// Creates a gesture state whose initial value is `nil`, with a reset closure.
  public init(reset: @escaping (Value, inout Transaction) -> Void)
  where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil, reset: reset)
  }

  /// The current value: the initial one unless a gesture is updating it.
  public var wrappedValue: Value { location.value }

  /// The state itself, to pass to ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }
}

/// The storage of one `@GestureState`: its initial value, how it resets, and where its value
/// lives: its own box until the view graph links it to the view's storage.
package final class GestureStateLocation<Value> {
  package let initial: Value
  package let reset: (Value, inout Transaction) -> Void
  private var box: StateBox<Value>?
  /// The transaction of the last write.
  package private(set) var transaction = Transaction()

  init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.initial = initial
    self.reset = reset
  }

  /// The box the value lives in.
  var resolved: StateBox<Value> {
    if let box { return box }
    let made = StateBox(initial)
    box = made
    return made
  }

  /// The value now.
  package var value: Value { resolved.value }

  /// Makes this location read and write `storage`, which outlives this copy of the view.
  func link(to storage: StateBox<Value>) {
    box = storage
  }

  /// Writes a value from a gesture's `updating` callback, with its transaction.
  func update(_ value: Value, transaction: Transaction) {
    self.transaction = transaction
    write(value, in: transaction)
  }

  /// Writes `value` inside `transaction`, so that the update it causes animates as the
  /// transaction says (the reset transaction's animation, a `transaction.animation` set in
  /// `updating`).
  private func write(_ value: Value, in transaction: Transaction) {
    let outer = TransactionContext.current
    TransactionContext.current = transaction
    resolved.value = value
    TransactionContext.current = outer
  }

  /// Puts the initial value back, with the reset transaction.
  func resetToInitial() {
    var transaction = Transaction()
    reset(resolved.untrackedValue, &transaction)
    self.transaction = transaction
    write(initial, in: transaction)
  }
}

extension GestureState: GraphLinkedProperty {
  /// Keeps the value in the view's node, under the property's name, as `@State` does: reading
  /// it in a body makes the body depend on it, and `SwiftUIHost.state(_:of:)` finds it.
  func link(to node: ViewNode, key: String) {
    if let box = node.storage[key] as? StateBox<Value> {
      location.link(to: box)
    } else {
      let box = StateBox(location.initial)
      node.storage[key] = box
      location.link(to: box)
    }
  }
}

extension GestureState: GraphComparable {
  /// The value lives in the graph: two copies of a view compare equal whatever it holds.
  func isSameInput(as other: Any) -> Bool { true }
}
