import Foundation

/// The failure-requirement graph: which recognizer waits for which to fail, in both
/// directions. The only code that reads or writes its links.
///
/// Links come from two places, and live as long as their source says:
/// - `require(toFail:)`, UIKit's public API: kept by the waiting recognizer
///   (`UIGestureRecognizer.staticRequirements`, weakly) for as long as both live, whether or not
///   they are in a window, so that a cycle is named when the link that closes it is made.
/// - The delegates' and subclasses' answers when a recognizer joins an attempt (F3): kept for
///   that attempt in both sides' `Attempt` (`dynamicRequirements` and `dynamicDependents`), and
///   unlinked, both ways, when either side resets.
///
/// The adjacency is stored with the recognizers rather than in a table of the environment's,
/// so that the update pass reads a recognizer's requirements without a look-up; every question
/// the arbitration and the reset pass ask goes through here, requirements first in the order
/// they were made (static, then per attempt).
@MainActor enum FailureRequirements {
  // MARK: Link and unlink

  /// Adds a `require(toFail:)` link.
  ///
  /// - Returns: the cycle the link closes, from `waiter` back to `waiter`, or `nil` (and
  ///   nothing is linked when the link exists already or names the waiter itself).
  static func linkForGood(
    _ waiter: UIGestureRecognizer, waitingFor required: UIGestureRecognizer
  ) -> [UIGestureRecognizer]? {
    guard required !== waiter,
      !waiter.staticRequirements.contains(where: { $0.value === required })
    else { return nil }
    waiter.staticRequirements.append(WeakRecognizer(required))
    waiter.attempt.requirementsVersion &+= 1
    return path(from: required, to: waiter).map { [waiter] + $0 }
  }

  /// Adds a link for the current attempt, both ways, unless `waiter` already waits for
  /// `required` for good.
  ///
  /// Links for the attempt are made only when one of the two joins, and a recognizer joins
  /// once per attempt, after its reset dropped every link it had: so this pair has no link
  /// for the attempt yet, and only the `require(toFail:)` links need a look.
  static func link(_ waiter: UIGestureRecognizer, waitingFor required: UIGestureRecognizer) {
    guard
      waiter.staticRequirements.isEmpty
        || !waiter.staticRequirements.contains(where: { $0.value === required })
    else { return }
    waiter.attempt.dynamicRequirements.append(required)
    waiter.attempt.requirementsVersion &+= 1
    required.attempt.dynamicDependents.append(waiter)
  }

  /// Drops every link of `recognizer`'s attempt, both ways: it is resetting.
  ///
  /// Each link is in each list once (`link(_:waitingFor:)` makes no duplicate), so the first
  /// match is removed and the search stops there. A reset pass resets recognizers in the order
  /// they joined, which is the order of these lists, so the match is mostly the first element.
  /// The dependents' order means nothing, so the last one takes the removed one's place.
  static func unlinkAttempt(of recognizer: UIGestureRecognizer) {
    recognizer.attempt.dynamicRequirements.forEachUnretained { other in
      other.attempt.dynamicDependents.removeFirstIdentical(to: recognizer, keepingOrder: false)
    }
    recognizer.attempt.dynamicDependents.forEachUnretained { other in
      other.attempt.dynamicRequirements.removeFirstIdentical(to: recognizer, keepingOrder: true)
      other.attempt.requirementsVersion &+= 1
    }
  }

  // MARK: Queries

  /// Whether `waiter` waits for `required` to fail, for good or for this attempt.
  static func requires(_ waiter: UIGestureRecognizer, _ required: UIGestureRecognizer) -> Bool {
    (!waiter.staticRequirements.isEmpty
      && waiter.staticRequirements.contains { $0.value === required })
      || waiter.attempt.dynamicRequirements.containsUnretained { $0 === required }
  }

  /// Whether `waiter` waits for anything.
  @inline(__always)
  static func hasRequirements(_ waiter: UIGestureRecognizer) -> Bool {
    !waiter.staticRequirements.isEmpty || !waiter.attempt.dynamicRequirements.isEmpty
  }

  /// Calls `body` with each recognizer `waiter` waits for that is still alive, for good ones
  /// first, in the order they were linked.
  @inline(__always)
  static func forEachRequirement(
    of waiter: UIGestureRecognizer, _ body: (UIGestureRecognizer) -> Void
  ) {
    for link in waiter.staticRequirements {
      if let required = link.value { body(required) }
    }
    waiter.attempt.dynamicRequirements.forEachUnretained(body)
  }

  /// The position of the first of `waiter`'s requirements for this attempt at or after
  /// `start` that satisfies `predicate`.
  static func firstDynamicRequirement(
    of waiter: UIGestureRecognizer, from start: Int,
    where predicate: (UIGestureRecognizer) -> Bool
  ) -> Int? {
    let requirements = waiter.attempt.dynamicRequirements
    var position = start
    while position < requirements.count {
      if predicate(requirements[position]) { return position }
      position += 1
    }
    return nil
  }

  /// Whether any recognizer `waiter` waits for satisfies `predicate`.
  @inline(__always)
  static func anyRequirement(
    of waiter: UIGestureRecognizer, where predicate: (UIGestureRecognizer) -> Bool
  ) -> Bool {
    for link in waiter.staticRequirements where link.value.map(predicate) ?? false {
      return true
    }
    return waiter.attempt.dynamicRequirements.containsUnretained(where: predicate)
  }

  /// The recognizers from `start` to `target` through `require(toFail:)` links, `start` first
  /// and `target` last, or `nil` when `target` cannot be reached.
  ///
  /// - Complexity: O(*n*), where *n* is the number of links reachable from `start`.
  private static func path(from start: UIGestureRecognizer, to target: UIGestureRecognizer)
    -> [UIGestureRecognizer]?
  {
    var cameFrom: [ObjectIdentifier: UIGestureRecognizer] = [ObjectIdentifier(start): start]
    var queue = [start]
    var index = 0
    while index < queue.count {
      let current = queue[index]
      index += 1
      for link in current.staticRequirements {
        guard let next = link.value, cameFrom[ObjectIdentifier(next)] == nil else { continue }
        cameFrom[ObjectIdentifier(next)] = current
        if next === target {
          var path = [next]
          var step = current
          while step !== start {
            path.append(step)
            step = cameFrom[ObjectIdentifier(step)]!
          }
          path.append(start)
          return path.reversed()
        }
        queue.append(next)
      }
    }
    return nil
  }
}
