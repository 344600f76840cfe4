import Foundation
import GestureCore

/// When an animation counts as complete, for ``withAnimation(_:completionCriteria:_:completion:)``.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case logicallyComplete, removed }
  let kind: Kind

  /// The animation is logically complete: a curve has run its duration, a spring its
  /// perceptual duration (OUR CHOICE; it may still be in its long tail) [D: AD
  /// AnimationCompletionCriteria.logicallyComplete].
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

  /// The animation has settled and been removed: a spring has settled (its settling duration)
  /// [D: AD AnimationCompletionCriteria.removed].
  public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// Runs `body`, animating the changes its state writes cause with `animation`: model values
/// (state, bindings, what bodies read, `SwiftUIHost.state`) change at once; what is on screen
/// and hit (frames, offsets, scales, rotations, opacity, custom `Animatable` data) moves on the
/// virtual clock [D: AD withAnimation(_:_:)].
@MainActor public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` as ``withAnimation(_:_:)`` does, then calls `completion` when every animation
/// the writes started meets `completionCriteria` (at once, after the update pass, when none
/// started) [D: AD withAnimation(_:completionCriteria:_:completion:)].
@MainActor public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction`: the updates its state writes cause carry it.
@MainActor public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let outer = TransactionContext.current
  TransactionContext.current = transaction
  defer { TransactionContext.current = outer }
  let adoptions = TransactionContext.adoptions
  let result = try body()
  if TransactionContext.adoptions == adoptions { ViewGraph.adoptInPendingUpdates(transaction) }
  for group in transaction.completions { group.bodyEnded() }
  return result
}

/// Runs `body` with the current transaction's `keyPath` set to `value`.
@MainActor public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = TransactionContext.current ?? Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// The completion of one transaction's animations: called once every animation it started
/// has met its criteria.
@MainActor final class AnimationCompletionGroup {
  let criteria: AnimationCompletionCriteria
  private var completion: (() -> Void)?
  /// Animations started and not yet complete.
  private var pending = 0
  /// Whether the update pass that starts the animations has ended (or, with no graph
  /// touched, the body): until then a count of zero does not mean done.
  private var armed = false
  /// Whether a graph took the transaction for its next pass.
  var adopted = false

  init(criteria: AnimationCompletionCriteria, completion: @escaping () -> Void) {
    self.criteria = criteria
    self.completion = completion
  }

  func started() { pending += 1 }

  func finished() {
    pending -= 1
    fireIfDone()
  }

  /// The body of `withTransaction` ended: with no graph to update, nothing will animate.
  func bodyEnded() {
    guard !adopted else { return }
    arm()
  }

  /// The update pass that ran the transaction's changes ended.
  func arm() {
    armed = true
    fireIfDone()
  }

  private func fireIfDone() {
    guard armed, pending <= 0, let completion else { return }
    self.completion = nil
    completion()
  }
}
