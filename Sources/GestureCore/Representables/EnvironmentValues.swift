import Foundation

/// The values that views hand down to the representables inside them, as SwiftUI's
/// environment does; a representable reads them from its context's `environment`.
///
/// GestureKit defines no keys of its own: declare yours with ``EnvironmentKey`` and a property
/// in an extension of this type, and set them with ``UIView/environment(_:_:)``. A key that no
/// view set reads as its `defaultValue`.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// An environment in which every key has its default value.
  public init() {}

  /// The value of `key`: the one the nearest view set, or the key's default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
      // Only the setter below stores under this identifier, always a `Key.Value`.
      return value as! Key.Value
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
