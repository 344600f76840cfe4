import Foundation
import GestureCore

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
/// `$name` of an `@State` property and of a `@Bindable` object's property make bindings; a view
/// that stores a binding reads the value through it, and its body runs again when the value
/// changes.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// The storage the binding reaches and the path in it, when the binding came from `$state`
  /// or a `@Bindable` object: two such bindings to the same place are the same input to a
  /// view (see `ViewComparison`).
  let location: AnyObject?
  let path: AnyKeyPath?

  /// Creates a binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.read = get
    self.write = set
    self.location = nil
    self.path = nil
  }

  /// A binding to `location`, reached through `get` and `set`.
  init(
    location: AnyObject, path: AnyKeyPath?, get: @escaping () -> Value,
    set: @escaping (Value) -> Void
  ) {
    self.read = get
    self.write = set
    self.location = location
    self.path = path
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
    let get: () -> Subject = { self.wrappedValue[keyPath: keyPath] }
    let set: (Subject) -> Void = { self.wrappedValue[keyPath: keyPath] = $0 }
    guard let location else { return Binding<Subject>(get: get, set: set) }
    let subPath = path.flatMap { $0.appending(path: keyPath) } ?? keyPath
    return Binding<Subject>(location: location, path: subPath, get: get, set: set)
  }
}

// "A binding conforms to `Sendable` only if its wrapped value type also conforms to `Sendable`"
// (Binding's page). Unchecked, as SwiftUI's is: the closures it holds are not `@Sendable`, and
// where it may be read or written is the caller's concern.
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: GraphComparable {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value>, let location, other.location === location else {
      return false
    }
    return path == other.path
  }
}
