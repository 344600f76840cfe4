import Foundation
import GestureCore

/// The physical properties of its items: bounciness, friction, density, damping, whether they
/// turn or are fixed in place, and velocity added to them (Apple's `UIDynamicItemBehavior`).
///
/// An item no item behaviour names has the defaults below. When several item behaviours in
/// one animator name the same item, the one added last decides each property (OUR CHOICE).
/// Velocity added before the behaviour is in an animator is given to the item when it is
/// added.
///
///     // A banner flung at the pan's velocity when the finger lifts:
///     let fling = UIDynamicItemBehavior(items: [banner])
///     fling.addLinearVelocity(pan.velocity(in: view), for: banner)
///     fling.resistance = 2
///     animator.addBehavior(fling)
@MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// The items the properties apply to.
  open private(set) var items: [any UIDynamicItem]
  /// How much of its speed into a collision an item keeps out of it: 0 (the default) none,
  /// 1 all of it.
  open var elasticity: CGFloat = 0 { didSet { changed() } }
  /// How much an item sliding along a boundary or another item is slowed: 0 (the default)
  /// not at all; the change of its sliding speed is at most friction × its change of speed
  /// into the contact (OUR CHOICE: Coulomb's rule on the collision's impulse).
  open var friction: CGFloat = 0 { didSet { changed() } }
  /// The mass per area: 1 (the default) makes a 100 × 100 pt item weigh 1.
  open var density: CGFloat = 1 { didSet { changed() } }
  /// Linear damping: 0 (the default) none; the velocity is divided by 1 + resistance × Δt at
  /// each step (OUR CHOICE of formula).
  open var resistance: CGFloat = 0 { didSet { changed() } }
  /// Angular damping, as ``resistance`` is for the velocity.
  open var angularResistance: CGFloat = 0 { didSet { changed() } }
  /// Whether the items may turn (true by default).
  open var allowsRotation = true { didSet { changed() } }
  /// Whether the items are fixed in place: nothing moves them, and they still collide.
  open var isAnchored = false { didSet { changed() } }
  /// An electric charge: GestureKit keeps it and nothing reads it (UIKit's field behaviours,
  /// which read it, are not simulated).
  open var charge: CGFloat = 0

  private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  /// The properties for `items`.
  public init(items: [any UIDynamicItem]) {
    self.items = items
    super.init()
  }

  /// Adds `item` to those the properties apply to.
  open func addItem(_ item: any UIDynamicItem) {
    insert(item, into: &items)
  }

  /// Removes `item` from those the properties apply to.
  open func removeItem(_ item: any UIDynamicItem) {
    remove(item, from: &items)
  }

  /// Adds `velocity`, in points per second, to `item`'s.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    if let body = dynamicAnimator?.world.body(for: item) {
      body.velocity = body.velocity.adding(CGVector(dx: velocity.x, dy: velocity.y))
      changed()
    } else {
      let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
      pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
  }

  /// `item`'s velocity in points per second: the animator's if the behaviour is in one, else
  /// what was added to it.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    if let body = dynamicAnimator?.world.body(for: item) {
      return CGPoint(x: body.velocity.dx, y: body.velocity.dy)
    }
    return pendingLinear[ObjectIdentifier(item)] ?? .zero
  }

  /// Adds `velocity`, in radians per second, to `item`'s turning speed.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    if let body = dynamicAnimator?.world.body(for: item) {
      body.angularVelocity += velocity
      changed()
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }
  }

  /// `item`'s turning speed in radians per second.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    if let body = dynamicAnimator?.world.body(for: item) { return body.angularVelocity }
    return pendingAngular[ObjectIdentifier(item)] ?? 0
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func attach(to world: DynamicWorld) {
    for item in items {
      guard let body = world.body(for: item) else { continue }
      let id = ObjectIdentifier(item)
      if let linear = pendingLinear.removeValue(forKey: id) {
        body.velocity = body.velocity.adding(CGVector(dx: linear.x, dy: linear.y))
      }
      if let angular = pendingAngular.removeValue(forKey: id) { body.angularVelocity += angular }
    }
  }

  override func applyProperties(in world: DynamicWorld) {
    for item in items {
      guard let body = world.body(for: item) else { continue }
      body.elasticity = elasticity
      body.friction = friction
      body.density = density
      body.resistance = resistance
      body.angularResistance = angularResistance
      body.allowsRotation = allowsRotation
      body.isAnchored = isAnchored
    }
  }
}
