import Foundation
import GestureCore

/// What a dynamic animator knows of one item: its state, which it integrates and writes back
/// to the item at every step, and the physical properties its item behaviours give it.
@MainActor final class DynamicBody {
  let item: any UIDynamicItem
  var center: CGPoint
  var velocity = CGVector.zero
  /// The rotation the animator has given the item, in radians, from its transform when the
  /// animator took it.
  var angle: CGFloat = 0
  var angularVelocity: CGFloat = 0
  /// The item's transform when the animator took it; turning writes `base` rotated by `angle`.
  var baseTransform: CGAffineTransform
  var size: CGSize

  // The properties of ``UIDynamicItemBehavior``, with its defaults.
  var elasticity: CGFloat = 0
  var friction: CGFloat = 0
  var density: CGFloat = 1
  var resistance: CGFloat = 0
  var angularResistance: CGFloat = 0
  var allowsRotation = true
  var isAnchored = false

  /// The accelerations the behaviours add during one force evaluation.
  var acceleration = CGVector.zero
  var angularAcceleration: CGFloat = 0
  /// The velocity at the start of the frame, to tell whether the item is at rest.
  var frameStartVelocity = CGVector.zero
  /// The centre at the start of the step, for which side of a boundary the item came from.
  var stepStartCenter: CGPoint

  init(item: any UIDynamicItem) {
    self.item = item
    center = item.center
    stepStartCenter = item.center
    baseTransform = item.transform
    size = item.bounds.size
  }

  /// Reads the item's centre, size and transform again (`updateItem(usingCurrentState:)`).
  func reread() {
    center = item.center
    stepStartCenter = center
    baseTransform = item.transform
    angle = 0
    size = item.bounds.size
  }

  /// The mass: density × area, in units where a 100 × 100 pt item of density 1 weighs 1 (the
  /// unit Apple's `UIPushBehavior.magnitude` is stated in).
  var mass: CGFloat { Swift.max(density, 1e-6) * Swift.max(size.width * size.height, 1) / 10_000 }

  /// 1 / mass, or 0 for an anchored item, which nothing moves.
  var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }

  /// 1 / the moment of inertia of a uniform rectangle, or 0 when the item cannot turn.
  var inverseInertia: CGFloat {
    guard allowsRotation, !isAnchored else { return 0 }
    let inertia = mass * (size.width * size.width + size.height * size.height) / 12
    return 1 / Swift.max(inertia, 1e-9)
  }

  /// `offset` from the centre, turned with the item.
  func turned(_ offset: UIOffset) -> CGVector {
    let c = cos(angle)
    let s = sin(angle)
    return CGVector(
      dx: offset.horizontal * c - offset.vertical * s,
      dy: offset.horizontal * s + offset.vertical * c)
  }

  /// The point at `offset` from the centre, turned with the item.
  func point(at offset: UIOffset) -> CGPoint {
    let r = turned(offset)
    return CGPoint(x: center.x + r.dx, y: center.y + r.dy)
  }

  /// The velocity of the point at `offset` from the centre.
  func velocity(at offset: UIOffset) -> CGVector {
    let r = turned(offset)
    return CGVector(
      dx: velocity.dx - angularVelocity * r.dy, dy: velocity.dy + angularVelocity * r.dx)
  }

  /// Adds `force` (in units of mass × pt/s²) acting at `offset` from the centre: its
  /// acceleration, and its turning when the offset is not zero.
  func apply(force: CGVector, at offset: UIOffset = .zero) {
    let inverse = inverseMass
    acceleration.dx += force.dx * inverse
    acceleration.dy += force.dy * inverse
    guard offset != .zero else { return }
    let r = turned(offset)
    angularAcceleration += (r.dx * force.dy - r.dy * force.dx) * inverseInertia
  }

  /// Changes the velocity by `impulse` / mass (and turning, at `offset`), at once.
  func apply(impulse: CGVector, at offset: UIOffset = .zero) {
    let inverse = inverseMass
    velocity.dx += impulse.dx * inverse
    velocity.dy += impulse.dy * inverse
    guard offset != .zero else { return }
    let r = turned(offset)
    angularVelocity += (r.dx * impulse.dy - r.dy * impulse.dx) * inverseInertia
  }

  /// Half the extent of the turned bounds along the unit vector `axis`.
  func extent(along axis: CGVector) -> CGFloat {
    let c = cos(angle)
    let s = sin(angle)
    return abs(axis.dx * c + axis.dy * s) * size.width / 2
      + abs(-axis.dx * s + axis.dy * c) * size.height / 2
  }

  /// The item's frame in its reference view: the turned bounds' enclosing rectangle.
  var frame: CGRect {
    let ex = extent(along: CGVector(dx: 1, dy: 0))
    let ey = extent(along: CGVector(dx: 0, dy: 1))
    return CGRect(x: center.x - ex, y: center.y - ey, width: 2 * ex, height: 2 * ey)
  }

  /// Writes the state to the item: its centre, and its transform once it has turned.
  func write() {
    item.center = center
    if angle != 0 || angularVelocity != 0 {
      item.transform = baseTransform.rotated(by: angle)
    }
  }
}
