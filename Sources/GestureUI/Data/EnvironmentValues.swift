import Foundation
import GestureCore

/// The values a view hands down to the views inside it, as SwiftUI's environment does: set
/// with `environment(_:_:)` on a view, read with `@Environment` or from a representable's
/// context.
///
/// GestureUI defines a few keys (`font`, `isEnabled`); declare yours with ``EnvironmentKey``
/// and a property in an extension of this type. A key that no view set reads as its
/// `defaultValue`. Observable objects set with `environment(_:)` are kept by their type.
public struct EnvironmentValues {
  /// A value and the write that stored it: two environments whose entries carry the same
  /// stamps hold the same values, which is how the view graph tells that a view's environment
  /// did not change without comparing values of arbitrary types.
  struct Entry {
    var value: Any
    var stamp: UInt64
    /// For a key that is a `UITraitBridgedEnvironmentKey`: writes the value into traits.
    var bridge: ((inout any UIMutableTraits) -> Void)? = nil
  }

  /// Where a hosting view keeps its UIKit traits, read by trait-bridged keys.
  private static let traitsIdentifier = ObjectIdentifier(UITraitCollection.self)

  private var values: [ObjectIdentifier: Entry] = [:]

  /// A stamp taken at every change of `values`: two environments with the same revision are
  /// copies of one state, so they hold the same writes without a look at each entry.
  private var revision: UInt64 = 0

  /// The source of stamps; every write takes a new one.
  @MainActor private static var lastStamp: UInt64 = 0

  /// An environment in which every key has its default value.
  public init() {}

  /// Where a body being evaluated records the values it reads, so that its view is evaluated
  /// again only when one of those changes.
  @MainActor static var readRecorder: EnvironmentReads?

  /// The value of `key`: the one the nearest view set, or the key's default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      recordRead(ObjectIdentifier(key))
      guard let entry = values[ObjectIdentifier(key)] else { return bridgedValue(of: key) }
      // Only the setter below stores under this identifier, always a `Key.Value`.
      return entry.value as! Key.Value
    }
    set {
      store(newValue, under: ObjectIdentifier(key))
      if let bridged = Key.self as? any UITraitBridgedEnvironmentKey.Type {
        values[ObjectIdentifier(key)]?.bridge = bridged.bridgedWrite(newValue)
      }
    }
  }

  /// A key no view set: read from the hosting view's traits when it is trait-bridged,
  /// else its default.
  private func bridgedValue<Key: EnvironmentKey>(of key: Key.Type) -> Key.Value {
    guard let traits = values[Self.traitsIdentifier]?.value as? UITraitCollection,
      let bridged = Key.self as? any UITraitBridgedEnvironmentKey.Type,
      let value = bridged.bridgedRead(from: traits) as? Key.Value
    else { return Key.defaultValue }
    recordRead(Self.traitsIdentifier)
    return value
  }

  /// Gives trait-bridged keys the hosting view's traits to read.
  mutating func setTraitCollection(_ traits: UITraitCollection) {
    store(traits, under: Self.traitsIdentifier)
  }

  /// The traits that the trait-bridged keys set here write (see `UITraitBridgedEnvironmentKey`).
  var bridgedTraits: TraitValues {
    var traits: any UIMutableTraits = TraitValues()
    for entry in values.values {
      entry.bridge?(&traits)
    }
    return traits as? TraitValues ?? TraitValues()
  }

  /// The observable object of type `type` that a view set with `environment(_:)`, if any.
  func object<T>(of type: T.Type) -> T? {
    recordRead(ObjectIdentifier(type))
    return values[ObjectIdentifier(type)]?.value as? T
  }

  private func recordRead(_ identifier: ObjectIdentifier) {
    let stamp = values[identifier]?.stamp ?? 0
    MainActor.assumeIsolated {
      Self.readRecorder?.stamps[identifier] = stamp
    }
  }

  /// Keeps `previous`'s stamps for the values this environment wrote over `input` that are
  /// equal to the ones `previous` held: an environment write whose value did not change then
  /// reads as unchanged below it.
  @MainActor mutating func keepStamps(of previous: EnvironmentValues, over input: EnvironmentValues)
  {
    for (identifier, entry) in values where input.values[identifier]?.stamp != entry.stamp {
      guard let old = previous.values[identifier], old.stamp != entry.stamp,
        ViewComparison.equal(old.value, entry.value)
      else { continue }
      values[identifier]?.stamp = old.stamp
      revision = Self.nextStamp()
    }
  }

  /// Whether any value recorded in `reads` has been written since.
  func differs(in reads: EnvironmentReads) -> Bool {
    for (identifier, stamp) in reads.stamps where (values[identifier]?.stamp ?? 0) != stamp {
      return true
    }
    return false
  }

  /// Sets `object` for readers of its type.
  mutating func setObject<T>(_ object: T?) {
    store(object as Any, under: ObjectIdentifier(T.self))
  }

  private mutating func store(_ value: Any, under identifier: ObjectIdentifier) {
    let stamp = Self.nextStamp()
    values[identifier] = Entry(value: value, stamp: stamp)
    revision = stamp
  }

  private static func nextStamp() -> UInt64 {
    MainActor.assumeIsolated {
      lastStamp &+= 1
      return lastStamp
    }
  }

  /// Whether the two environments hold the same writes: true means the same values; false may
  /// still mean equal values written twice.
  func hasSameWrites(as other: EnvironmentValues) -> Bool {
    if revision == other.revision { return true }
    guard values.count == other.values.count else { return false }
    for (key, entry) in values where other.values[key]?.stamp != entry.stamp { return false }
    return true
  }
}

/// The environment values a body read, with the stamps they had.
final class EnvironmentReads {
  var stamps: [ObjectIdentifier: UInt64] = [:]
}
