import Foundation
import GestureCore

/// A behaviour a dynamic animator applies to its items, and the base of UIKit's behaviours
/// (Apple's `UIDynamicBehavior`).
///
/// Subclass it to combine behaviours: add gravity, collision or attachments as
/// ``childBehaviors`` in the initializer, and the animator applies them all when the parent is
/// added. ``action`` runs after every step of the animator:
///
///     final class FallingBanner: UIDynamicBehavior {
///       init(items: [any UIDynamicItem]) {
///         super.init()
///         addChildBehavior(UIGravityBehavior(items: items))
///         let collision = UICollisionBehavior(items: items)
///         collision.translatesReferenceBoundsIntoBoundary = true
///         addChildBehavior(collision)
///       }
///     }
@MainActor open class UIDynamicBehavior: NSObject {
  /// The behaviours this one groups, in the order they were added.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// The behaviour this one is a child of.
  weak var parent: UIDynamicBehavior?
  /// The animator this behaviour (or its parent) was added to.
  weak var ownAnimator: UIDynamicAnimator?

  /// A block the animator calls at every step, after it has moved the items (Apple's
  /// documentation: "The dynamic animator calls the action block on every animation step").
  open var action: (() -> Void)?

  /// A behaviour with no items and no children.
  public override init() {
    super.init()
  }

  /// The animator the behaviour is in, through its parent if it is a child; `nil` outside
  /// one.
  open var dynamicAnimator: UIDynamicAnimator? { parent?.dynamicAnimator ?? ownAnimator }

  /// Adds `behavior` as a child; an animator this behaviour is in starts applying it.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
    behavior.parent?.removeChildBehavior(behavior)
    childBehaviors.append(behavior)
    behavior.parent = self
    if let animator = dynamicAnimator {
      behavior.notifyMove(to: animator)
      animator.behaviorsChanged()
    }
  }

  /// Removes `behavior` from the children; an animator this behaviour is in stops applying it.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    let animator = dynamicAnimator
    if animator != nil { behavior.notifyMove(to: nil) }
    childBehaviors.remove(at: index)
    behavior.parent = nil
    animator?.behaviorsChanged()
  }

  /// Called when the behaviour is added to an animator (with it) or removed (with `nil`),
  /// before the change; override it to react, calling `super`.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Calls ``willMove(to:)`` on this behaviour and on its children, depth first.
  func notifyMove(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    for child in childBehaviors { child.notifyMove(to: animator) }
  }

  /// This behaviour and its descendants, parents before children.
  func appendTree(to list: inout [UIDynamicBehavior]) {
    list.append(self)
    for child in childBehaviors { child.appendTree(to: &list) }
  }

  // MARK: What the concrete behaviours give the animator

  /// The items this behaviour itself acts on (not its children's).
  var dynamicItems: [any UIDynamicItem] { [] }

  /// Adds this behaviour's forces, as accelerations, to the bodies at the start of a step.
  func accumulateForces(in world: DynamicWorld) {}

  /// Corrects positions and velocities after a step: rigid attachments.
  func resolveJoints(in world: DynamicWorld) {}

  /// Corrects positions and velocities after a step's joints: collisions.
  func resolveCollisions(in world: DynamicWorld) {}

  /// Gives the bodies of this behaviour's items its properties, at the start of each frame.
  func applyProperties(in world: DynamicWorld) {}

  /// Called once per frame, before its steps (instantaneous pushes).
  func beginFrame(in world: DynamicWorld) {}

  /// Called once per frame, after its steps and before the actions.
  func endFrame(in world: DynamicWorld) {}

  /// Called when the animator's bodies were updated to its behaviours (a behaviour added or
  /// removed): the bodies of this behaviour's items exist.
  func attach(to world: DynamicWorld) {}

  /// Tells the animator that something about this behaviour changed, so that a paused
  /// animator resumes.
  func changed() {
    dynamicAnimator?.wake()
  }
}
