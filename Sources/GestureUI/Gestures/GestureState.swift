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
@propertyWrapper public struct GestureState<Value> {
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

/// The storage of one `@GestureState`: its value, its initial value, and who to tell when it
/// changes. The view graph links it to a view's persistent storage with ``link(to:)``.
package final class GestureStateLocation<Value> {
  /// The storage the value is read from and written to: this location's own until linked.
  private var box: GestureStateBox<Value>
  package let reset: (Value, inout Transaction) -> Void

  init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    box = GestureStateBox(initial: initial)
    self.reset = reset
  }

  /// The value now.
  package var value: Value { box.value }

  /// The persistent storage this location uses.
  package var storage: GestureStateBox<Value> { box }

  /// Makes this location read and write `storage`, which outlives this copy of the view.
  package func link(to storage: GestureStateBox<Value>) {
    box = storage
  }

  /// Writes a value from a gesture's `updating` callback, with its transaction.
  func update(_ value: Value, transaction: Transaction) {
    box.set(value, transaction: transaction)
  }

  /// Puts the initial value back, with the reset transaction.
  func resetToInitial() {
    var transaction = Transaction()
    reset(box.value, &transaction)
    box.set(box.initial, transaction: transaction)
  }
}

/// The persistent storage of a `@GestureState`: the value, its initial value, the transaction of
/// the last write, and an observer the view graph sets to re-evaluate the view.
package final class GestureStateBox<Value> {
  package private(set) var value: Value
  package let initial: Value
  /// The transaction of the last write.
  package private(set) var transaction = Transaction()
  /// Called after each write (the view graph invalidates the owning view).
  package var didChange: ((Transaction) -> Void)?

  package init(initial: Value) {
    value = initial
    self.initial = initial
  }

  func set(_ newValue: Value, transaction: Transaction) {
    value = newValue
    self.transaction = transaction
    didChange?(transaction)
  }
}
