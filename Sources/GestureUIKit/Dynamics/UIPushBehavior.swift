import Foundation
import GestureCore

/// A force on its items, continuous or once (Apple's `UIPushBehavior`).
///
/// A force of magnitude 1 accelerates a 100 × 100 pt item of density 1 by 100 points per
/// second squared (Apple's documentation of `magnitude`); a heavier or denser item less, in
/// proportion to its area × density. An ``Mode/instantaneous`` push changes the velocity once,
/// at the next step after it is made ``active``, by the same figure in points per second (OUR
/// reading of the unit: the impulse of the force over one second), then becomes inactive (OUR
/// CHOICE: Apple documents only that `active` switches the force); setting `active` to true
/// again pushes again. A target offset applies the force off the centre, which turns an item
/// that ``UIDynamicItemBehavior/allowsRotation``.
@MainActor open class UIPushBehavior: UIDynamicBehavior {
  /// Whether the force is continuous or applied once.
  public enum Mode: Int, Sendable {
    /// The force acts at every step while the behaviour is active.
    case continuous = 0
    /// The force changes the velocity once when the behaviour becomes active.
    case instantaneous = 1
  }

  /// The items pushed.
  open private(set) var items: [any UIDynamicItem]
  /// How the force is applied.
  public let mode: Mode
  private var storedForce = DynamicForceVector(angle: 0, magnitude: 0)
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// A push on `items` in `mode`, with no force until ``magnitude`` or ``pushDirection`` is set.
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.items = items
    self.mode = mode
    super.init()
  }

  /// Whether the force acts: true from the start; an instantaneous push turns it off once it
  /// has pushed.
  open var active = true {
    didSet { if active { changed() } }
  }

  /// Adds `item` to those pushed.
  open func addItem(_ item: any UIDynamicItem) {
    insert(item, into: &items)
  }

  /// Removes `item` from those pushed.
  open func removeItem(_ item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = nil
    remove(item, from: &items)
  }

  /// The force as a vector, in UIKit newtons: (0, 0) by default. Setting it sets ``angle`` and
  /// ``magnitude``.
  open var pushDirection: CGVector {
    get { storedForce.vector }
    set {
      storedForce.vector = newValue
      changed()
    }
  }

  /// The direction of the force, in radians clockwise from the positive x-axis (0 by default).
  open var angle: CGFloat {
    get { storedForce.angle }
    set {
      storedForce.angle = newValue
      changed()
    }
  }

  /// The strength of the force (0 by default); a negative magnitude pushes the other way.
  open var magnitude: CGFloat {
    get { storedForce.magnitude }
    set {
      storedForce.magnitude = newValue
      changed()
    }
  }

  /// Sets ``angle`` and ``magnitude`` at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    storedForce = DynamicForceVector(angle: angle, magnitude: magnitude)
    changed()
  }

  /// Where on `item` the force acts, from its centre (zero by default).
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Makes the force act on `item` at `offset` from its centre.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
    changed()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  /// The force in points per second squared on an item of mass 1.
  private var force: CGVector {
    pushDirection.scaled(by: GestureThresholds.dynamicsPushAcceleration)
  }

  override func beginFrame(in world: DynamicWorld) {
    guard mode == .instantaneous, active else { return }
    let impulse = force
    for item in items {
      world.body(for: item)?.apply(impulse: impulse, at: targetOffsetFromCenter(for: item))
    }
    active = false
  }

  override func accumulateForces(in world: DynamicWorld) {
    guard mode == .continuous, active else { return }
    let force = force
    for item in items {
      world.body(for: item)?.apply(force: force, at: targetOffsetFromCenter(for: item))
    }
  }
}
