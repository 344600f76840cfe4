import Foundation
import GestureCore

/// The context of one update, as SwiftUI's `Transaction` is; a representable's context carries
/// the one its update came with.
///
/// GestureKit draws nothing and animates nothing, so a transaction carries only what the
/// caller of an update says about it:
///
///     var transaction = Transaction()
///     transaction.isContinuous = true        // a value that follows a finger
///     host.update(PagesView(page: $page), transaction: transaction)
public struct Transaction {
  /// Whether the update is one of a continuous series, such as a drag. Default: false.
  public var isContinuous = false

  /// Whether animations of this update are turned off. Default: false.
  public var disablesAnimations = false

  /// The animation, kept for `animation`; GestureUI does not animate.
  var animationStorage: Animation?

  /// A transaction with the defaults.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) {
    animationStorage = animation
  }
}
