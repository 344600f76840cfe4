import Foundation
import GestureCore

/// A force's direction kept as an angle and a magnitude, as gravity and push behaviours expose
/// it three ways (`angle`, `magnitude` and the vector), each updating the others.
struct DynamicForceVector {
  /// Radians clockwise from the positive x-axis.
  var angle: CGFloat
  var magnitude: CGFloat

  /// The vector: magnitude along the angle.
  var vector: CGVector {
    get { CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
    set {
      magnitude = newValue.length
      // A zero vector has no direction: the angle stays.
      if magnitude > 0 { angle = atan2(newValue.dy, newValue.dx) }
    }
  }
}

extension UIDynamicBehavior {
  /// Adds `item` to `items` unless it is there, and tells the animator.
  func insert(_ item: any UIDynamicItem, into items: inout [any UIDynamicItem]) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    dynamicAnimator?.behaviorsChanged()
  }

  /// Removes `item` from `items`, and tells the animator.
  func remove(_ item: any UIDynamicItem, from items: inout [any UIDynamicItem]) {
    items.removeAll { $0 === item }
    dynamicAnimator?.behaviorsChanged()
  }
}
