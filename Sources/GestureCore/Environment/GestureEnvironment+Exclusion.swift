import Foundation

/// Exclusion, the other half of arbitration: who competes (X2), who a recognized recognizer
/// fails (X3), and the simultaneous-recognition answers that spare a pair (X5), cached per pair
/// and attempt in each side's `Attempt`. The one owner of these rules; `arbitrate()` calls
/// ``exclude(by:)`` for each released, recognized participant.
extension GestureEnvironment {
  /// Applies X3: a released, recognized recognizer fails its undecided competitors.
  ///
  /// - Returns: whether anything changed.
  func exclude(by winner: UIGestureRecognizer) -> Bool {
    // Nothing joined since every participant was found decided or spared for this attempt: the
    // scan would find the same (see `Attempt.sparedAllAtJoin`). A steady pan beside an
    // undecided pinch it recognizes with would otherwise scan on every frame.
    if winner.attempt.sparedAllAtJoin == joinCount { return false }
    var changed = false
    var sparedAll = true
    participants.forEachUnretained { other in
      // `isUndecided` is the exclusion move's guard in the table, in its fast form. A decided
      // recognizer stays decided until it resets, and it leaves the participants then.
      guard other !== winner, other.isUndecided else { return }
      guard competes(winner, other) else {
        // Views can move: not settled for good.
        sparedAll = false
        return
      }
      // A pair whose delegates already said they recognize together is spared whatever the
      // class hooks say, for both attempts: skip asking them again on every frame.
      guard other.knownSimultaneity(with: winner) != true else { return }
      sparedAll = false
      guard !other.requires(winner),
        winner.canPrevent(other),
        other.canBePrevented(by: winner),
        !recognizesSimultaneously(winner, other)
      else { return }
      make(.exclusion, on: other, because: Self.cause(.excluded, by: winner))
      changed = true
    }
    if sparedAll { winner.attempt.sparedAllAtJoin = joinCount }
    return changed
  }

  /// X2: recognizers compete when their views are the same or one contains the other.
  func competes(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
    // The same view (the common case) is settled by comparing the stored references, without
    // taking a strong reference to either view.
    if first.viewIdentity == second.viewIdentity { return first.viewIdentity != nil }
    guard let firstView = first.view, let secondView = second.view else { return false }
    return firstView.isDescendant(of: secondView) || secondView.isDescendant(of: firstView)
  }

  /// X5: either delegate's yes is enough.
  ///
  /// The delegates are asked once per pair and attempt, when the pair first conflicts; the
  /// answer holds until either recognizer resets. (A steady pan beside an undecided pinch
  /// would otherwise ask on every frame.)
  func recognizesSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer)
    -> Bool
  {
    if let known = first.knownSimultaneity(with: second) { return known }
    let answer = askSimultaneity(first, second)
    first.rememberSimultaneity(answer, with: second)
    second.rememberSimultaneity(answer, with: first)
    return answer
  }

  private func askSimultaneity(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer)
    -> Bool
  {
    // Optional chaining, not `if let`: see `waits(_:_:for:_:)`.
    if first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true {
      return true
    }
    return second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
      == true
  }
}

/// The simultaneity answers each side's attempt keeps.
extension UIGestureRecognizer {
  /// The answer known for this pair in both sides' current attempts, if it was asked.
  func knownSimultaneity(with other: UIGestureRecognizer) -> Bool? {
    // Both sides remember each answer: look in the shorter list, so that a winner that met
    // thousands of others finds each answer in the other's few.
    if other.attempt.simultaneityAnswers.count < attempt.simultaneityAnswers.count {
      return other.rememberedSimultaneity(with: self)
    }
    return rememberedSimultaneity(with: other)
  }

  private func rememberedSimultaneity(with other: UIGestureRecognizer) -> Bool? {
    let id = ObjectIdentifier(other)
    let number = other.attempt.number
    return attempt.simultaneityAnswers.withUnsafeBufferPointer { answers in
      for entry in answers where entry.other == id && entry.attempt == number {
        return entry.answer
      }
      return nil
    }
  }

  func rememberSimultaneity(_ answer: Bool, with other: UIGestureRecognizer) {
    attempt.simultaneityAnswers.append((ObjectIdentifier(other), other.attempt.number, answer))
  }
}
