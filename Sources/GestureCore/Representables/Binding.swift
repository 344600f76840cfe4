import Foundation

/// A read-write reference to a value stored elsewhere, as SwiftUI's `Binding` is.
///
/// Representables are values; a binding lets one write back to state that its owner keeps, so
/// that a gesture written for iOS reads the same here:
///
///     struct PressGesture: UIGestureRecognizerRepresentable {
///       @Binding var pressLocation: CGPoint?
///       // … pressLocation = context.converter.localLocation
///     }
///
///     var pressed: CGPoint?
///     let gesture = PressGesture(pressLocation: Binding(get: { pressed }, set: { pressed = $0 }))
///
/// Only the part of SwiftUI's API that representables need is here: no transactions and no
/// animation.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// Creates a binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.read = get
    self.write = set
  }

  /// Creates a binding from another one, so that `@Binding var x` can be initialized with
  /// `$x` from the owner.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are dropped.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The referenced value. Setting it writes through, even from a non-mutating method.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself, reached as `$name`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to one property of the referenced value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}
