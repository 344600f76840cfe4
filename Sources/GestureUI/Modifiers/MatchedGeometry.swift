import Foundation
import GestureCore

/// A namespace for `matchedGeometryEffect` identifiers, as SwiftUI's `Namespace` is: its value
/// is fixed by the identity of the view that declares it [D: AD namespace, "a dynamic property
/// type that allows access to a namespace defined by the persistent identity of the object
/// containing the property"], so every evaluation of one view's body sees the same one, and two
/// views see different ones.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identifier.
  public struct ID: Hashable, Sendable {
    let token: ObjectIdentifier
  }

  /// Kept in the view graph per view identity, as `@State` is.
  @State private var token = NamespaceToken()

  /// A namespace (its identifier is fixed once the view is in a graph).
  public init() {}

  /// The namespace's identifier.
  public var wrappedValue: ID { ID(token: ObjectIdentifier(token)) }
}

/// The object whose identity is a namespace's identifier.
final class NamespaceToken {}

/// Which geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Accepted; the view keeps its own frame. In SwiftUI the effect animates a view between the
  /// frames of views with the same identifier, and a view with `isSource: false` takes the
  /// source's geometry; GestureUI animates nothing and does not move non-source views (a known
  /// gap: such a view is laid out and hit where its own layout puts it).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    inert()
  }
}
