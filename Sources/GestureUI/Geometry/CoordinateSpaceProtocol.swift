import Foundation
import GestureCore

/// A frame of reference that geometry can be converted into, as in SwiftUI.
///
/// Write `.global`, `.local` or `.named(_:)` where a `some CoordinateSpaceProtocol` is expected:
///
///     context.converter.location(in: .global)
///     context.converter.translation(in: .named("board"))
public protocol CoordinateSpaceProtocol {
  /// The space this value resolves to.
  var coordinateSpace: CoordinateSpace { get }
}

/// The root of the view hierarchy (the window's space); written `.global`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  /// Creates the global space.
  public init() {}

  /// Always ``CoordinateSpace/global``.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The space of the view a gesture is attached to; written `.local`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  /// Creates the local space.
  public init() {}

  /// Always ``CoordinateSpace/local``.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The space of the nearest view, among the attached view and its ancestors, that declared a
/// name with `UIView/coordinateSpace(name:)`; written `.named("board")`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  /// The name the space was declared with.
  public let name: AnyHashable

  /// Creates a reference to the space declared with `name`.
  public init(name: some Hashable) {
    self.name = AnyHashable(name)
  }

  /// ``CoordinateSpace/named(_:)`` with this space's name.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The root of the view hierarchy: the window's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The space of the view the gesture is attached to.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space that the attached view or one of its ancestors declared with `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: name)
  }
}
