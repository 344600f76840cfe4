import Foundation
import GestureCore

/// What a dynamic animator tells its delegate: that it starts moving items again, and that
/// every item has come to rest (Apple's `UIDynamicAnimatorDelegate`). Both methods are
/// optional; the defaults do nothing.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
  /// Called when the animator is about to move items after having been paused (or never
  /// having run).
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Called when the animator pauses: every item has come to rest, or no behaviour moves one.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
