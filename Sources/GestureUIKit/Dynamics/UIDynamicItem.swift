import Foundation
import GestureCore

/// The shape a dynamic item collides as (Apple's `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds, turned by its rotation.
  case rectangle = 0
  /// An ellipse inscribed in the bounds. Collisions here treat it as its bounding rectangle
  /// (OUR CHOICE, see ``UICollisionBehavior``).
  case ellipse = 1
  /// A path the item gives. Collisions here treat it as the bounding rectangle (OUR CHOICE).
  case path = 2
}

/// An object a dynamic animator can move: it reads the item's ``center``, ``bounds`` and
/// ``transform`` when it starts animating it, and writes ``center`` (and ``transform``, when
/// the item turns) at every step (Apple's `UIDynamicItem`). `UIView` adopts it.
///
/// A custom item is an `NSObject` subclass with the three properties:
///
///     final class Marker: NSObject, UIDynamicItem {
///       var center = CGPoint.zero
///       var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
///       var transform = CGAffineTransform.identity
///     }
@MainActor public protocol UIDynamicItem: NSObjectProtocol {
  /// The item's centre, in its reference view's coordinates.
  var center: CGPoint { get set }
  /// The item's size: the animator reads its width and height once, when it starts animating
  /// the item (Apple's documentation: the animator reads the bounds only then).
  var bounds: CGRect { get }
  /// The item's transform: the animator writes a rotation into it when the item turns.
  var transform: CGAffineTransform { get set }
  /// The shape the item collides as; ``UIDynamicItemCollisionBoundsType/rectangle`` unless the
  /// item says otherwise.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
  /// A rectangle, Apple's default for an item that does not implement the property.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}
