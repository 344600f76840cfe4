import Foundation
import GestureCore

/// A constant acceleration of its items, whatever their mass (Apple's `UIGravityBehavior`).
///
/// The default is downwards at magnitude 1: 1000 points per second squared (Apple's
/// documentation of `magnitude`), so an item dropped from rest falls ½ · 1000 · t² points in
/// t seconds, `1000 · t` points per second fast.
@MainActor open class UIGravityBehavior: UIDynamicBehavior {
  /// The items gravity acts on.
  open private(set) var items: [any UIDynamicItem]
  private var force = DynamicForceVector(angle: .pi / 2, magnitude: 1)

  /// Gravity on `items`, downwards at magnitude 1.
  public init(items: [any UIDynamicItem]) {
    self.items = items
    super.init()
  }

  /// Gravity on no items yet.
  public convenience override init() {
    self.init(items: [])
  }

  /// Adds `item` to those gravity acts on.
  open func addItem(_ item: any UIDynamicItem) {
    insert(item, into: &items)
  }

  /// Removes `item` from those gravity acts on.
  open func removeItem(_ item: any UIDynamicItem) {
    remove(item, from: &items)
  }

  /// The acceleration as a vector, in units of 1000 points per second squared: (0, 1), down,
  /// by default. Setting it sets ``angle`` and ``magnitude``.
  open var gravityDirection: CGVector {
    get { force.vector }
    set {
      force.vector = newValue
      changed()
    }
  }

  /// The direction of the acceleration, in radians clockwise from the positive x-axis (π/2,
  /// down, by default).
  open var angle: CGFloat {
    get { force.angle }
    set {
      force.angle = newValue
      changed()
    }
  }

  /// The strength of the acceleration: 1 is 1000 points per second squared. Setting 0 also
  /// resets ``angle`` to 0, as Apple documents.
  open var magnitude: CGFloat {
    get { force.magnitude }
    set {
      force.magnitude = newValue
      if newValue == 0 { force.angle = 0 }
      changed()
    }
  }

  /// Sets ``angle`` and ``magnitude`` at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    force = DynamicForceVector(angle: angle, magnitude: magnitude)
    changed()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func accumulateForces(in world: DynamicWorld) {
    let acceleration = gravityDirection.scaled(by: GestureThresholds.dynamicsGravityAcceleration)
    for item in items {
      guard let body = world.body(for: item) else { continue }
      body.acceleration = body.acceleration.adding(acceleration)
    }
  }
}
