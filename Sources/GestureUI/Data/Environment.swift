import Foundation
import GestureCore
import Observation

/// Where an `@Environment` property finds its value once linked.
final class EnvironmentLocation {
  var values: EnvironmentValues?
}

/// A value read from the view's environment, as SwiftUI's `Environment` is: by key path
/// (`@Environment(\.font)`, your own keys) or, for an `@Observable` object set with
/// `environment(_:)`, by type (`@Environment(Model.self)`).
///
///     struct Badge: View {
///       @Environment(\.hostingController) private var hostingController
///       @Environment(AppState.self) private var appState
///       var body: some View { Text("\(appState.itemCount)") }
///     }
///
/// The body runs again when the environment it is given changes; bodies that read an
/// observable object's properties run again when those change.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object((EnvironmentValues) -> Value)
  }

  private let source: Source
  let location = EnvironmentLocation()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// The current value; the default when the view is not in a graph.
  public var wrappedValue: Value {
    let values = location.values ?? EnvironmentValues()
    switch source {
    case .keyPath(let keyPath): return values[keyPath: keyPath]
    case .object(let read): return read(values)
    }
  }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the observable object of type `type` that an ancestor set with `environment(_:)`;
  /// reading it where none was set is a programming error, as in SwiftUI.
  public init(_ type: Value.Type) {
    source = .object { values in
      guard let object = values.object(of: Value.self) else {
        fatalError(
          "No \(Value.self) in the environment: set one with .environment(_:) on an ancestor")
      }
      return object
    }
  }
}

extension Environment {
  /// Reads the observable object of type `T` if an ancestor set one with `environment(_:)`.
  public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
    source = .object { values in values.object(of: T.self) }
  }
}

extension Environment: GraphLinkedProperty, GraphComparable {
  func link(to node: ViewNode, key: String) {
    location.values = node.environment
  }

  func isSameInput(as other: Any) -> Bool { true }
}

/// A key path environment write.
struct EnvironmentWriter<Value>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    result.environment = node.derivedEnvironment(for: value) { $0[keyPath: keyPath] = value }
    result.append(content, at: .content)
    return result
  }
}

/// An observable object environment write.
struct EnvironmentObjectWriter<T: AnyObject & Observable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let object: T?

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    result.environment = node.derivedEnvironment(for: object as Any) {
      $0.setObject(object)
    }
    result.append(content, at: .content)
    return result
  }
}

/// The cache of an environment write, so that an unchanged write keeps its stamp and the
/// views below see an unchanged environment.
final class DerivedEnvironment {
  var input: EnvironmentValues
  var value: Any
  var output: EnvironmentValues

  init(input: EnvironmentValues, value: Any, output: EnvironmentValues) {
    self.input = input
    self.value = value
    self.output = output
  }
}

extension ViewNode {
  /// The node's environment with `write` applied, reused from the last evaluation when the
  /// input environment and the written value are unchanged.
  func derivedEnvironment(for value: Any, _ write: (inout EnvironmentValues) -> Void)
    -> EnvironmentValues
  {
    if let cache = storage["$environment"] as? DerivedEnvironment,
      cache.input.hasSameWrites(as: environment), ViewComparison.equal(cache.value, value)
    {
      return cache.output
    }
    var output = environment
    write(&output)
    if let cache = storage["$environment"] as? DerivedEnvironment {
      output.keepStamps(of: cache.output, over: environment)
    }
    storage["$environment"] = DerivedEnvironment(input: environment, value: value, output: output)
    return output
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and the views inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentWriter(keyPath: keyPath, value: value))
  }

  /// Puts `object` in the environment of this view and the views inside it, for
  /// `@Environment(T.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentObjectWriter(object: object))
  }
}

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable` is.
///
///     @Bindable var model: Model
///     Slider(value: $model.volume)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, reached as `$name`.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `wrappedValue`.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// A binding to one property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      location: object, path: keyPath, get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}

/// GestureUI's own environment keys.
private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// The font of text in this view; `nil` means the body style. Set with `font(_:)`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// Whether controls in this view are enabled. Default: true.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
