import Foundation
import GestureCore

/// Keeps items from passing through boundaries and through each other, and tells its delegate
/// when contacts begin and end (Apple's `UICollisionBehavior`).
///
/// Boundaries are the reference view's bounds (``translatesReferenceBoundsIntoBoundary``,
/// which keeps the items inside them), line segments and paths (the segments of the path,
/// curves taken as 8 straight pieces each, OUR CHOICE). An item collides as its bounds turned
/// by its rotation (an ellipse or path collision shape as that rectangle, OUR CHOICE). The
/// response is OUR CHOICE, UIKit publishes none: after each step an item overlapping a
/// boundary is moved out of it along the boundary's normal, its speed into the boundary is
/// reversed and scaled by its ``UIDynamicItemBehavior/elasticity``, and its sliding speed
/// slowed by its ``UIDynamicItemBehavior/friction``; two overlapping items are parted along
/// the axis of least overlap of their frames, in inverse proportion to their masses, with the
/// larger elasticity of the two. Collisions turn nothing.
///
/// A contact begins when an item first touches a boundary or another item, and ends at the
/// first frame in which they no longer touch; the delegate hears both after the frame's steps,
/// before the behaviours' actions. A boundary made from the reference bounds has the
/// identifier `nil` in those calls (OUR CHOICE).
@MainActor open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with.
  public struct Mode: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// With each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// With the boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// With both (the default).
    public static let everything: Mode = [.items, .boundaries]
  }

  /// The items that collide.
  open private(set) var items: [any UIDynamicItem]
  /// What the items collide with: ``Mode/everything`` by default.
  open var collisionMode = Mode.everything { didSet { changed() } }
  /// Whether the reference view's bounds (inset by the insets given to
  /// ``setTranslatesReferenceBoundsIntoBoundary(with:)``) are a boundary that keeps the items
  /// inside.
  open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
  private var referenceInsets = UIEdgeInsets.zero
  /// Told when contacts begin and end.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  private struct Boundary {
    let identifier: any NSCopying
    let path: UIBezierPath
    let segments: [(CGPoint, CGPoint)]
  }

  private var boundaries: [Boundary] = []
  /// Contacts found in the frame being stepped and in the last one, by key.
  private var contacts: [ContactKey: Contact] = [:]
  private var frameContacts: Set<ContactKey> = []

  /// Collisions for `items`.
  public init(items: [any UIDynamicItem]) {
    self.items = items
    super.init()
  }

  /// Adds `item` to those that collide.
  open func addItem(_ item: any UIDynamicItem) {
    insert(item, into: &items)
  }

  /// Removes `item` from those that collide.
  open func removeItem(_ item: any UIDynamicItem) {
    remove(item, from: &items)
  }

  /// Makes the reference view's bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds the segment from `p1` to `p2` as a boundary named `identifier` (replacing one of
  /// that name).
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// Adds the outline of `bezierPath` as a boundary named `identifier` (replacing one of that
  /// name).
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    removeBoundary(withIdentifier: identifier)
    boundaries.append(
      Boundary(identifier: identifier, path: bezierPath, segments: Self.segments(of: bezierPath)))
    changed()
  }

  /// The path of the boundary named `identifier`.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaries.first { Self.same($0.identifier, identifier) }?.path
  }

  /// Removes the boundary named `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.identifier, identifier) }
    changed()
  }

  /// The identifiers of the boundaries added, in order; `nil` when there are none.
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  /// Removes every boundary added (not the reference bounds).
  open func removeAllBoundaries() {
    boundaries.removeAll()
    changed()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  open override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
    super.willMove(to: dynamicAnimator)
    contacts.removeAll()
  }

  override func beginFrame(in world: DynamicWorld) {
    frameContacts.removeAll()
  }

  override func resolveCollisions(in world: DynamicWorld) {
    let bodies = items.compactMap { world.body(for: $0) }
    if collisionMode.contains(.boundaries) {
      for body in bodies {
        if translatesReferenceBoundsIntoBoundary {
          collideInside(body, world.referenceBounds.inset(by: referenceInsets), world: world)
        }
        for (index, boundary) in boundaries.enumerated() {
          for segment in boundary.segments {
            collide(body, with: segment, boundary: index, world: world)
          }
        }
      }
    }
    if collisionMode.contains(.items), bodies.count > 1 {
      for i in 0..<(bodies.count - 1) {
        for j in (i + 1)..<bodies.count { collide(bodies[i], bodies[j], world: world) }
      }
    }
  }

  override func endFrame(in world: DynamicWorld) {
    for (key, contact) in contacts where !frameContacts.contains(key) {
      contacts[key] = nil
      world.contactEvents.append { [weak self] in
        guard let self else { return }
        switch contact.other {
        case .boundary(let identifier):
          self.collisionDelegate?.collisionBehavior(
            self, endedContactFor: contact.item, withBoundaryIdentifier: identifier)
        case .item(let other):
          self.collisionDelegate?.collisionBehavior(
            self, endedContactFor: contact.item, with: other)
        }
      }
    }
  }

  // MARK: Contacts

  private enum Other {
    case boundary((any NSCopying)?)
    case item(any UIDynamicItem)
  }

  private struct Contact {
    let item: any UIDynamicItem
    let other: Other
  }

  /// An item and what it touches: a boundary's index (-1 the reference bounds, -2 - side for
  /// each of its sides) or another item.
  private struct ContactKey: Hashable {
    let item: ObjectIdentifier
    let boundary: Int
    let other: ObjectIdentifier?
  }

  private func touched(
    _ key: ContactKey, _ contact: Contact, at point: CGPoint, world: DynamicWorld
  ) {
    frameContacts.insert(key)
    guard contacts[key] == nil else { return }
    contacts[key] = contact
    world.contactEvents.append { [weak self] in
      guard let self else { return }
      switch contact.other {
      case .boundary(let identifier):
        self.collisionDelegate?.collisionBehavior(
          self, beganContactFor: contact.item, withBoundaryIdentifier: identifier, at: point)
      case .item(let other):
        self.collisionDelegate?.collisionBehavior(
          self, beganContactFor: contact.item, with: other, at: point)
      }
    }
  }

  /// How close counts as touching, in points (OUR CHOICE: a resting item sinks into the
  /// boundary by less than this within a step before it is moved out).
  private static let touchingSlop: CGFloat = 0.01

  // MARK: Responses

  /// Moves `body` out along `normal` by `depth` and reflects its speed into the boundary.
  private func respond(_ body: DynamicBody, normal: CGVector, depth: CGFloat) {
    guard !body.isAnchored else { return }
    if depth > 0 { body.center = body.center.moved(by: normal.scaled(by: depth)) }
    let into = body.velocity.dot(normal)
    guard into < 0 else { return }
    let change = -(1 + body.elasticity) * into
    var velocity = body.velocity.adding(normal.scaled(by: change))
    let tangent = CGVector(dx: -normal.dy, dy: normal.dx)
    let sliding = velocity.dot(tangent)
    let slowed = Swift.max(abs(sliding) - body.friction * change, 0) * (sliding < 0 ? -1 : 1)
    velocity = velocity.adding(tangent.scaled(by: slowed - sliding))
    body.velocity = velocity
  }

  private func collideInside(_ body: DynamicBody, _ bounds: CGRect, world: DynamicWorld) {
    let sides: [(normal: CGVector, depth: CGFloat, point: CGPoint)] = [
      (
        CGVector(dx: 1, dy: 0),
        bounds.minX - (body.center.x - body.extent(along: .init(dx: 1, dy: 0))),
        CGPoint(x: bounds.minX, y: body.center.y)
      ),
      (
        CGVector(dx: -1, dy: 0),
        (body.center.x + body.extent(along: .init(dx: 1, dy: 0))) - bounds.maxX,
        CGPoint(x: bounds.maxX, y: body.center.y)
      ),
      (
        CGVector(dx: 0, dy: 1),
        bounds.minY - (body.center.y - body.extent(along: .init(dx: 0, dy: 1))),
        CGPoint(x: body.center.x, y: bounds.minY)
      ),
      (
        CGVector(dx: 0, dy: -1),
        (body.center.y + body.extent(along: .init(dx: 0, dy: 1))) - bounds.maxY,
        CGPoint(x: body.center.x, y: bounds.maxY)
      ),
    ]
    for (side, contact) in sides.enumerated() where contact.depth > -Self.touchingSlop {
      respond(body, normal: contact.normal, depth: contact.depth)
      touched(
        ContactKey(item: ObjectIdentifier(body.item), boundary: -2 - side, other: nil),
        Contact(item: body.item, other: .boundary(nil)), at: contact.point, world: world)
    }
  }

  private func collide(
    _ body: DynamicBody, with segment: (CGPoint, CGPoint), boundary: Int, world: DynamicWorld
  ) {
    let run = segment.1.vector(from: segment.0)
    let length = run.length
    guard length > 0 else { return }
    let tangent = run.scaled(by: 1 / length)
    let normal = CGVector(dx: -tangent.dy, dy: tangent.dx)
    let relative = body.center.vector(from: segment.0)
    let along = relative.dot(tangent)
    let tangentExtent = body.extent(along: tangent)
    guard along > -tangentExtent, along < length + tangentExtent else { return }
    let normalExtent = body.extent(along: normal)
    let distance = relative.dot(normal)
    guard abs(distance) < normalExtent + Self.touchingSlop else { return }
    // The side the item came from at the start of the step.
    let before = body.stepStartCenter.vector(from: segment.0).dot(normal)
    let side: CGFloat = (before == 0 ? distance : before) < 0 ? -1 : 1
    respond(body, normal: normal.scaled(by: side), depth: normalExtent - side * distance)
    let clamped = Swift.min(Swift.max(along, 0), length)
    touched(
      ContactKey(item: ObjectIdentifier(body.item), boundary: boundary, other: nil),
      Contact(item: body.item, other: .boundary(boundaries[boundary].identifier)),
      at: segment.0.moved(by: tangent.scaled(by: clamped)), world: world)
  }

  private func collide(_ a: DynamicBody, _ b: DynamicBody, world: DynamicWorld) {
    let fa = a.frame
    let fb = b.frame
    let overlapX = Swift.min(fa.maxX, fb.maxX) - Swift.max(fa.minX, fb.minX)
    let overlapY = Swift.min(fa.maxY, fb.maxY) - Swift.max(fa.minY, fb.minY)
    guard overlapX > -Self.touchingSlop, overlapY > -Self.touchingSlop else { return }
    let total = a.inverseMass + b.inverseMass
    if total > 0 {
      // The normal points from b to a along the axis of least overlap.
      let normal: CGVector
      let depth: CGFloat
      if overlapX < overlapY {
        normal = CGVector(dx: a.center.x < b.center.x ? -1 : 1, dy: 0)
        depth = overlapX
      } else {
        normal = CGVector(dx: 0, dy: a.center.y < b.center.y ? -1 : 1)
        depth = overlapY
      }
      if depth > 0 {
        if !a.isAnchored {
          a.center = a.center.moved(by: normal.scaled(by: depth * a.inverseMass / total))
        }
        if !b.isAnchored {
          b.center = b.center.moved(by: normal.scaled(by: -depth * b.inverseMass / total))
        }
      }
      let closing = a.velocity.vector(minus: b.velocity).dot(normal)
      if closing < 0 {
        let impulse = -(1 + Swift.max(a.elasticity, b.elasticity)) * closing / total
        a.velocity = a.velocity.adding(normal.scaled(by: impulse * a.inverseMass))
        b.velocity = b.velocity.adding(normal.scaled(by: -impulse * b.inverseMass))
      }
    }
    let point = CGPoint(
      x: (Swift.max(fa.minX, fb.minX) + Swift.min(fa.maxX, fb.maxX)) / 2,
      y: (Swift.max(fa.minY, fb.minY) + Swift.min(fa.maxY, fb.maxY)) / 2)
    touched(
      ContactKey(item: ObjectIdentifier(a.item), boundary: 0, other: ObjectIdentifier(b.item)),
      Contact(item: a.item, other: .item(b.item)), at: point, world: world)
  }

  // MARK: Boundaries' geometry

  /// Whether two identifiers name the same boundary: equal when both are hashable, else the
  /// same object.
  private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
    return (a as AnyObject) === (b as AnyObject)
  }

  /// The straight segments of `path`'s outline; each curve as 8 pieces.
  private static func segments(of path: UIBezierPath) -> [(CGPoint, CGPoint)] {
    var result: [(CGPoint, CGPoint)] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    func line(to point: CGPoint) {
      result.append((current, point))
      current = point
    }
    for element in path.cgPath.elements {
      switch element {
      case .moveTo(let point):
        current = point
        start = point
      case .lineTo(let point):
        line(to: point)
      case .quadCurveTo(let control, let end):
        let from = current
        for k in 1...8 {
          let t = CGFloat(k) / 8
          let u = 1 - t
          line(
            to: CGPoint(
              x: u * u * from.x + 2 * u * t * control.x + t * t * end.x,
              y: u * u * from.y + 2 * u * t * control.y + t * t * end.y))
        }
      case .curveTo(let control1, let control2, let end):
        let from = current
        for k in 1...8 {
          let t = CGFloat(k) / 8
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          line(
            to: CGPoint(
              x: a * from.x + b * control1.x + c * control2.x + d * end.x,
              y: a * from.y + b * control1.y + c * control2.y + d * end.y))
        }
      case .closeSubpath:
        if current != start { line(to: start) }
      }
    }
    return result
  }
}

/// What a collision behaviour tells its delegate: contacts beginning and ending, between two
/// items or an item and a boundary (Apple's `UICollisionBehaviorDelegate`). Every method is
/// optional; the defaults do nothing.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
  /// Two items began touching at `p`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// An item began touching a boundary at `p`; the identifier is `nil` for the reference
  /// bounds.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching a boundary.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}
