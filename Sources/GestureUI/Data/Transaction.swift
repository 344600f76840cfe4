import Foundation
import GestureCore

/// The context of one update, as SwiftUI's `Transaction` is: above all the animation the
/// update's changes run with. `withAnimation` and `withTransaction` set it for the state
/// writes their body makes; `transaction(_:)` and `animation(_:value:)` change it for a view
/// and its content; a representable's context carries the one its update came with.
///
///     var transaction = Transaction(animation: .spring())
///     transaction.isContinuous = true        // a value that follows a finger
///     withTransaction(transaction) { offset = .zero }
public struct Transaction {
  /// The animation the update's changes run with; `nil`: they apply at once.
  public var animation: Animation?

  /// Whether the update is one of a continuous series, such as a drag. Default: false.
  public var isContinuous = false

  /// Whether implicit animations (`animation(_:value:)`, `animation(_:)`) leave this
  /// transaction's animation as it is, instead of replacing it. Default: false [D: AD
  /// Transaction.disablesAnimations; that it turns off the implicit ones only is INF].
  public var disablesAnimations = false

  /// What to call when the animations of this update complete.
  var completions: [AnimationCompletionGroup] = []

  /// A transaction with the defaults.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// Calls `completion` once every animation this transaction starts meets `criteria`, or at
  /// the end of the update pass when it starts none.
  @MainActor public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(AnimationCompletionGroup(criteria: criteria, completion: completion))
  }
}

/// The transaction of the state writes being made now, set by `withTransaction` (and by a
/// gesture state's writes); only the main thread writes it.
enum TransactionContext {
  nonisolated(unsafe) static var current: Transaction?
  /// How many times a graph took a transaction, so that `withTransaction` sees whether its
  /// body's writes reached one.
  nonisolated(unsafe) static var adoptions = 0
}
