import Foundation
import GestureCore

/// A connection between an item and an anchor point, or between two items: a rigid rod, or
/// a spring when it has a ``frequency`` (Apple's `UIAttachmentBehavior`).
///
/// The attachment holds the attached points ``length`` apart: the distance between them when
/// it was made. With ``frequency`` 0 (the default) the connection is rigid: after each step
/// the items are moved back to that distance, and their velocity changes by the correction
/// over the step, so an item attached to an anchor that a pan moves follows the finger and
/// keeps its speed when the attachment is removed. With a frequency (in hertz) it is a spring
/// of that natural frequency whose damping ratio is ``damping`` (Apple's documentation of the
/// two properties), pulling the points together with an acceleration of
/// (2π·frequency)² × stretch, and between two items with the force on their reduced mass.
/// An attachment point away from the centre (`offsetFromCenter`) turns with the item, and a
/// spring pulling there turns an item that may rotate; ``frictionTorque`` slows that
/// turning.
///
///     // The banner shape: the pan drags the anchor, the banner follows.
///     attachment = UIAttachmentBehavior(item: banner, attachedToAnchor: pan.location(in: view))
///     animator.addBehavior(attachment)
///     // in .changed:
///     attachment.anchorPoint = pan.location(in: view)
@MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What an attachment connects an item to.
  public enum AttachmentType: Int, Sendable {
    /// Another item.
    case items = 0
    /// A point in the reference view.
    case anchor = 1
  }

  /// The attached items: one for an anchor attachment, two otherwise.
  open private(set) var items: [any UIDynamicItem]
  /// Whether the attachment is to an anchor or between items.
  open private(set) var attachedBehaviorType: AttachmentType
  private let offsets: [UIOffset]
  /// The anchor point in the reference view; setting it resumes the animator, and the item
  /// moves towards it over the next frame.
  open var anchorPoint: CGPoint { didSet { changed() } }
  /// Where the anchor was at the end of the last frame: each step of a frame moves the anchor
  /// its share of the way to ``anchorPoint``.
  private var previousAnchor: CGPoint
  /// The distance held between the attached points.
  open var length: CGFloat { didSet { changed() } }
  /// The damping ratio of the spring (with a nonzero ``frequency``); 0 by default.
  open var damping: CGFloat = 0 { didSet { changed() } }
  /// The spring's natural frequency in hertz; 0 (the default) is a rigid attachment.
  open var frequency: CGFloat = 0 { didSet { changed() } }
  /// A torque, in UIKit newton-points, that resists the attached items' turning.
  open var frictionTorque: CGFloat = 0 { didSet { changed() } }
  /// The range of motion of a sliding attachment, infinite by default. GestureKit builds no
  /// sliding attachments, so it is kept and not read.
  open var attachmentRange = UIFloatRange.infinite

  /// Attaches `item`'s centre to `point`.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point of `item` at `offset` from its centre to `point`.
  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    attachedBehaviorType = .anchor
    offsets = [offset]
    anchorPoint = point
    previousAnchor = point
    let attached = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    length = attached.vector(from: point).length
    super.init()
  }

  /// Attaches the centres of two items.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches the point of `item1` at `offset1` from its centre to that of `item2` at
  /// `offset2`.
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    items = [item1, item2]
    attachedBehaviorType = .items
    offsets = [offset1, offset2]
    anchorPoint = .zero
    previousAnchor = .zero
    let p1 = CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical)
    let p2 = CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
    length = p1.vector(from: p2).length
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  /// The anchor at the end of the current step.
  private func anchor(in world: DynamicWorld) -> CGPoint {
    previousAnchor.moved(
      by: anchorPoint.vector(from: previousAnchor).scaled(by: world.frameProgress))
  }

  /// The two ends: each attached point, its body (none for the anchor) and its offset.
  private func ends(in world: DynamicWorld) -> (
    first: DynamicBody, offset: UIOffset, other: DynamicBody?, otherPoint: CGPoint
  )? {
    guard let first = world.body(for: items[0]) else { return nil }
    if attachedBehaviorType == .anchor {
      return (first, offsets[0], nil, anchor(in: world))
    }
    guard let second = world.body(for: items[1]) else { return nil }
    return (first, offsets[0], second, second.point(at: offsets[1]))
  }

  override func accumulateForces(in world: DynamicWorld) {
    guard let ends = ends(in: world) else { return }
    applyFrictionTorque(to: [ends.first, ends.other].compactMap { $0 })
    guard frequency > 0 else { return }
    let omega = 2 * .pi * frequency
    let separation = ends.first.point(at: ends.offset).vector(from: ends.otherPoint)
    let distance = separation.length
    let direction = distance > 0 ? separation.scaled(by: 1 / distance) : .zero
    let otherVelocity = ends.other?.velocity(at: offsets[1]) ?? .zero
    let closing = ends.first.velocity(at: ends.offset).vector(minus: otherVelocity).dot(direction)
    let pull = omega * omega * (distance - length) + 2 * Swift.max(damping, 0) * omega * closing
    let inverse = ends.first.inverseMass + (ends.other?.inverseMass ?? 0)
    guard inverse > 0 else { return }
    // The force that gives the pair's reduced mass the spring's acceleration.
    let force = direction.scaled(by: -pull / inverse)
    ends.first.apply(force: force, at: ends.offset)
    ends.other?.apply(force: force.scaled(by: -1), at: offsets[1])
  }

  private func applyFrictionTorque(to bodies: [DynamicBody]) {
    guard frictionTorque > 0 else { return }
    for body in bodies where body.angularVelocity != 0 {
      // A constant torque against the turning, as dry friction in the joint.
      body.angularAcceleration -=
        (body.angularVelocity > 0 ? 1 : -1) * frictionTorque
        * body.inverseInertia
    }
  }

  override func resolveJoints(in world: DynamicWorld) {
    guard frequency <= 0, let ends = ends(in: world) else { return }
    let separation = ends.first.point(at: ends.offset).vector(from: ends.otherPoint)
    let distance = separation.length
    let error = distance - length
    guard abs(error) > 1e-9 else { return }
    let direction: CGVector
    if distance > 0 {
      direction = separation.scaled(by: 1 / distance)
    } else {
      // The points coincide but must be `length` apart: part them along the x-axis.
      direction = CGVector(dx: 1, dy: 0)
    }
    let firstShare = ends.first.inverseMass
    let otherShare = ends.other?.inverseMass ?? 0
    let total = firstShare + otherShare
    guard total > 0 else { return }
    world.correct(ends.first, by: direction.scaled(by: -error * firstShare / total))
    if let other = ends.other {
      world.correct(other, by: direction.scaled(by: error * otherShare / total))
    }
  }

  override func attach(to world: DynamicWorld) {
    previousAnchor = anchorPoint
  }

  override func endFrame(in world: DynamicWorld) {
    previousAnchor = anchorPoint
  }
}
