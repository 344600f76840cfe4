import Foundation
import GestureCore

/// A spring that pulls an item to a point and settles it there, upright (Apple's
/// `UISnapBehavior`).
///
/// The spring's damping ratio is ``damping``: Apple documents 0.0 as the most oscillation
/// and 1.0 as the least, 0.5 by default; here 1.0 is critical damping, which arrives without
/// overshooting. Its natural frequency is OUR CHOICE, 3 Hz
/// (`GestureThresholds.dynamicsSnapFrequency`, an animator's
/// ``UIDynamicAnimator/DynamicsSettings/snapFrequency`` changes it), which brings an item
/// at the default damping to rest in about a second. The same spring turns an item that may
/// rotate back to its angle when the animator took it.
@MainActor open class UISnapBehavior: UIDynamicBehavior {
  private let item: any UIDynamicItem
  /// Where the item's centre is pulled to; setting it resumes the animator.
  open var snapPoint: CGPoint { didSet { changed() } }
  /// The damping ratio of the spring, from 0.0 (the most oscillation) to 1.0 (the least);
  /// 0.5 by default.
  open var damping: CGFloat = 0.5 { didSet { changed() } }

  /// A snap of `item` to `point`.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { [item] }

  override func accumulateForces(in world: DynamicWorld) {
    guard let body = world.body(for: item) else { return }
    let omega = 2 * .pi * world.snapFrequency
    let zeta = Swift.max(damping, 0)
    let offset = body.center.vector(from: snapPoint)
    body.acceleration = body.acceleration.adding(
      offset.scaled(by: -omega * omega).adding(body.velocity.scaled(by: -2 * zeta * omega)))
    if body.allowsRotation {
      body.angularAcceleration +=
        -omega * omega * body.angle - 2 * zeta * omega
        * body.angularVelocity
    }
  }
}
