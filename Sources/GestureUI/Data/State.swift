import Foundation
import GestureCore
import Observation

/// Storage for one dynamic property of one node, observed: reading its value inside a body
/// makes the body depend on it, writing it invalidates the bodies that read it.
final class StateBox<Value>: Observable, AnyStateBox {
  private let registrar = ObservationRegistrar()
  private var stored: Value

  /// Whether two values are equal, when `Value` is `Equatable`: a write of an equal value then
  /// changes nothing.
  private let isEqual: ((Value, Value) -> Bool)?

  init(_ value: Value) {
    stored = value
    isEqual = StateBox.equality()
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      if let isEqual, isEqual(stored, newValue) { return }
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }

  /// The value, without making the reader depend on it.
  var untrackedValue: Value { stored }

  var anyValue: Any { stored }

  private static func equality() -> ((Value, Value) -> Bool)? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    return makeEquality(equatable)
  }

  private static func makeEquality<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
    { ($0 as? E) == ($1 as? E) }
  }
}

/// A node's stored property storage, read by the test API.
protocol AnyStateBox: AnyObject {
  var anyValue: Any { get }
}

/// Where a state property's value lives: before the view is in a graph, its own initial value;
/// once linked, the node's storage.
final class StateLocation<Value> {
  let initialValue: Value
  var box: StateBox<Value>?

  init(_ value: Value) {
    initialValue = value
  }

  /// The box, made unlinked when the view is used outside a graph, so that `$state` still
  /// works; such writes are lost at the next value of the view, as on iOS.
  var resolved: StateBox<Value> {
    if let box { return box }
    let made = StateBox(initialValue)
    box = made
    return made
  }
}

/// A value that a view owns and keeps across evaluations of its body, as SwiftUI's `State` is.
///
///     struct Counter: View {
///       @State private var count = 0
///       var body: some View {
///         Text("\(count)").onTapGesture { count += 1 }
///       }
///     }
///
/// The value lives in the view graph, per identity: the first time the view appears it is the
/// initial value, afterwards the last one written. Writing it makes every body that read it run
/// again before the next input (a write of an equal `Equatable` value changes nothing). An
/// `@Observable` object kept in `@State` is kept for the view's lifetime; bodies that read its
/// properties run again when those change.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// State with `value` as its initial value.
  public init(wrappedValue value: Value) {
    location = StateLocation(value)
  }

  /// State with `value` as its initial value.
  public init(initialValue value: Value) {
    location = StateLocation(value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { location.resolved.value }
    nonmutating set { location.resolved.value = newValue }
  }

  /// A binding to the value, reached as `$name`.
  public var projectedValue: Binding<Value> {
    let box = location.resolved
    return Binding(
      location: box, path: nil, get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State whose initial value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: GraphLinkedProperty, GraphComparable {
  func link(to node: ViewNode, key: String) {
    if let box = node.storage[key] as? StateBox<Value> {
      location.box = box
    } else {
      let box = StateBox(location.initialValue)
      node.storage[key] = box
      location.box = box
    }
  }

  func isSameInput(as other: Any) -> Bool { true }
}
