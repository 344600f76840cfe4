import Foundation
import GestureCore

/// A resolved frame of reference for geometry: the whole hierarchy, the view asking, or an
/// ancestor that declared a name, as SwiftUI's `CoordinateSpace` is.
///
/// Most code passes the ``CoordinateSpaceProtocol`` values `.global`, `.local` and
/// `.named(_:)` instead; this enum is what they resolve to.
///
///     converter.location(in: .named("board"))
///     converter.location(in: CoordinateSpace.named("board"))   // the same space
public enum CoordinateSpace: Hashable {
  /// The root of the view hierarchy: the window's space.
  case global
  /// The space of the view the gesture is attached to.
  case local
  /// The space of the nearest view that declared this name with `coordinateSpace(name:)`.
  case named(AnyHashable)

  /// Whether this is ``global``.
  public var isGlobal: Bool { self == .global }

  /// Whether this is ``local``.
  public var isLocal: Bool { self == .local }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
  /// The space itself.
  public var coordinateSpace: CoordinateSpace { self }
}
