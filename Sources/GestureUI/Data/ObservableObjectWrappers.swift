import Foundation
import GestureCore
import OpenCombine

// SwiftUI's property wrappers for Combine's `ObservableObject` (the iOS 13–16 way to share a
// model): `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `environmentObject(_:)`.
// A view that holds an object through any of them subscribes to its `objectWillChange`; each
// event marks the view's node for evaluation at the next update pass, as `@State` writes do.

/// A view's subscription to one object's `objectWillChange`, kept in its node's storage under
/// the property's path, and replaced when the property holds another object.
final class ObjectWillChangeSubscription: NodeStorageTearDown {
  private(set) weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  @MainActor init<Object: ObservableObject>(_ object: Object, node: ViewNode) {
    self.object = object
    let token = ObjectChangeToken(node: node)
    cancellable = object.objectWillChange.sink { _ in token.fire() }
  }

  func nodeLeft() {
    cancellable?.cancel()
    cancellable = nil
  }
}

/// Carries an `objectWillChange` event to the node that subscribed.
private final class ObjectChangeToken: @unchecked Sendable {
  weak var node: ViewNode?

  @MainActor init(node: ViewNode) {
    self.node = node
  }

  func fire() {
    guard FoundationTimers.isOnMainQueue else {
      // SwiftUI warns about changes published from another thread and applies them on the
      // main one; here too, through Dispatch's main queue.
      DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { self.fire() }
      return
    }
    MainActor.assumeIsolated { node?.invalidate() }
  }
}

extension ViewNode {
  /// Subscribes the node to `object`'s changes under `key`, unless it already is.
  func observe<Object: ObservableObject>(_ object: Object, key: String) {
    let storageKey = "$objectWillChange." + key
    if let existing = storage[storageKey] as? ObjectWillChangeSubscription,
      existing.object === object
    {
      return
    }
    (storage[storageKey] as? ObjectWillChangeSubscription)?.nodeLeft()
    storage[storageKey] = ObjectWillChangeSubscription(object, node: self)
  }
}

/// Bindings to the properties of an observable object: what `$model` is for an
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject` property (`$model.offset`).
@dynamicMemberLookup
public struct ObservableObjectBindings<ObjectType: ObservableObject> {
  let object: ObjectType

  /// A binding to one property of the object; writing it goes through the property's setter,
  /// so a `@Published` property announces the change.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
  ) -> Binding<Subject> {
    let object = object
    return Binding(
      location: object, path: keyPath, get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 })
  }
}

/// An observable object that a view is given, as SwiftUI's `ObservedObject` is: the view's
/// body runs again whenever the object's `objectWillChange` fires.
///
///     struct Knob: View {
///       @ObservedObject var model: DragModel
///       var body: some View {
///         Circle().offset(model.offset).gesture(DragGesture().onChanged { model.offset = $0.translation })
///       }
///     }
///
/// The view does not own the object: its parent passes it in on each evaluation (keep it in
/// `@StateObject` there). `$model.property` is a binding to one of its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The wrapper's bindings, reached as `$model` (the type SwiftUI names `Wrapper`).
  public typealias Wrapper = ObservableObjectBindings<ObjectType>

  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// Bindings to the object's properties: `$model.offset`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphLinkedProperty, GraphComparable {
  func link(to node: ViewNode, key: String) {
    node.observe(wrappedValue, key: key)
  }

  /// The same object is the same input: the view's own subscription re-evaluates it when the
  /// object changes.
  func isSameInput(as other: Any) -> Bool {
    (other as? Self)?.wrappedValue === wrappedValue
  }
}

/// Where a `@StateObject` finds its object: made by the view graph once per view identity.
final class StateObjectLocation<ObjectType: ObservableObject> {
  let make: () -> ObjectType
  var box: StateObjectBox<ObjectType>?

  init(_ make: @escaping () -> ObjectType) {
    self.make = make
  }

  /// The object; made now, unlinked, when the view is used outside a graph (as SwiftUI does,
  /// with a runtime warning, such an object is made anew for each value of the view).
  var object: ObjectType {
    if let box { return box.object }
    let made = StateObjectBox(make())
    box = made
    return made.object
  }
}

/// The object a `@StateObject` made, kept in its node's storage.
final class StateObjectBox<ObjectType: ObservableObject>: AnyStateBox {
  let object: ObjectType
  init(_ object: ObjectType) { self.object = object }
  var anyValue: Any { object }
}

/// An observable object that a view owns, as SwiftUI's `StateObject` is: made the first time a
/// view with this identity appears, kept while it stays in the graph, whatever its parent's
/// body does, and released when it leaves. The view's body runs again whenever the object's
/// `objectWillChange` fires.
///
///     struct DragArea: View {
///       @StateObject private var model = DragModel()
///       var body: some View { Knob(model: model) }
///     }
///
/// The expression that makes the object is evaluated only when the graph needs an object for
/// a new identity, never for a view value whose identity already has one [D: AD
/// swiftui/stateobject: "SwiftUI creates a new instance of the model object only once during
/// the lifetime of the container that declares the state object"].
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let location: StateObjectLocation<ObjectType>

  /// A state object made by `thunk` the first time the view's identity needs one.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    location = StateObjectLocation(thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { location.object }

  /// Bindings to the object's properties: `$model.offset`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservableObjectBindings(object: location.object)
  }
}

extension StateObject: GraphLinkedProperty, GraphComparable {
  func link(to node: ViewNode, key: String) {
    let box: StateObjectBox<ObjectType>
    if let kept = node.storage[key] as? StateObjectBox<ObjectType> {
      box = kept
    } else {
      box = StateObjectBox(location.make())
      node.storage[key] = box
    }
    location.box = box
    node.observe(box.object, key: key)
  }

  func isSameInput(as other: Any) -> Bool { true }
}

/// An environment entry for `environmentObject(_:)`, keyed by the object's type apart from
/// the `@Observable` objects `environment(_:)` sets, as SwiftUI keeps the two apart.
struct EnvironmentObjectEntry<ObjectType: ObservableObject> {
  let object: ObjectType
}

/// Where an `@EnvironmentObject` finds its object once linked.
final class EnvironmentObjectLocation<ObjectType: ObservableObject> {
  var values: EnvironmentValues?
}

/// An observable object that an ancestor put in the environment with
/// `environmentObject(_:)`, found by its type, as SwiftUI's `EnvironmentObject` is. The view's
/// body runs again whenever the object's `objectWillChange` fires.
///
///     struct SettingsBadge: View {
///       @EnvironmentObject var settings: Settings
///       var body: some View { Text(settings.title) }
///     }
///     Root().environmentObject(Settings())
///
/// When no ancestor set an object of that type, SwiftUI stops the app ("No ObservableObject of
/// type Settings found"). GestureUI reports the same message as a `GestureProblem` of kind
/// `missingEnvironmentObject` (a test issue where GestureKitTesting is linked) and leaves
/// the view's body empty, so the simulation goes on. Read outside a view graph, the property
/// stops the program as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let location = EnvironmentObjectLocation<ObjectType>()

  /// Reads the object of type `ObjectType` that an ancestor set.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    guard let object = Self.object(in: location.values) else {
      fatalError(Self.missingMessage)
    }
    return object
  }

  /// Bindings to the object's properties: `$settings.title`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// The wrapper's bindings (the type SwiftUI names `EnvironmentObject.Wrapper`).
  public typealias Wrapper = ObservableObjectBindings<ObjectType>

  static func object(in values: EnvironmentValues?) -> ObjectType? {
    values?.object(of: EnvironmentObjectEntry<ObjectType>.self)?.object
  }

  /// SwiftUI's words when the object is missing.
  static var missingMessage: String {
    "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
      + "\(ObjectType.self) may be missing as an ancestor of this view."
  }
}

extension EnvironmentObject: GraphLinkedProperty, GraphComparable {
  func link(to node: ViewNode, key: String) {
    location.values = node.environment
    if let object = Self.object(in: node.environment) {
      node.observe(object, key: key)
    } else {
      node.missingEnvironmentObject = Self.missingMessage
    }
  }

  func isSameInput(as other: Any) -> Bool { true }
}

/// An `environmentObject(_:)` write.
struct EnvironmentObjectModifier<ObjectType: ObservableObject>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let object: ObjectType

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    result.environment = node.derivedEnvironment(for: object) {
      $0.setObject(EnvironmentObjectEntry(object: object))
    }
    result.append(content, at: .content)
    return result
  }
}

extension View {
  /// Puts `object` in the environment of this view and the views inside it, for their
  /// `@EnvironmentObject` properties of its type.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(object: object))
  }
}

/// Storage in a node that has work to undo when the node leaves the graph (subscriptions).
@MainActor protocol NodeStorageTearDown: AnyObject {
  func nodeLeft()
}
