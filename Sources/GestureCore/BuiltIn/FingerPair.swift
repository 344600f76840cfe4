import Foundation

/// The two fingers a pinch or rotation measures: exactly two touches down, in the order they
/// landed (reference §5.5: the driver only computes with exactly two active touches).
@MainActor struct FingerPair {
  /// What changed since the last look.
  enum Change {
    /// The same two fingers are down.
    case same
    /// Two fingers are down, and they are not the pair seen before (or there was none).
    case formed
    /// There are not exactly two fingers down.
    case none
  }

  private(set) var first: UITouch?
  private(set) var second: UITouch?

  /// Looks at the touches still down among `touches` (those ending in this event do not count).
  ///
  /// `inout` only so that a recognizer passes its tracked touches in place: passed by value,
  /// the list was copied out of the recognizer (its buffer retained and released) on every
  /// move. The list is only read.
  mutating func update(from touches: inout [UITouch]) -> Change {
    // Identities only while looking: a strong reference is taken when a new pair forms, not
    // for every touch on every move.
    // The usual move: exactly the pair, in order, both still down. Compared by identity and
    // read through the array's own references, so that nothing is retained: `touches` holds
    // both for the whole closure, and nothing in it changes the array.
    if touches.count == 2, let firstID = first.map(ObjectIdentifier.init),
      let secondID = second.map(ObjectIdentifier.init),
      touches.withUnsafeBufferPointer({ buffer in
        ObjectIdentifier(buffer[0]) == firstID && ObjectIdentifier(buffer[1]) == secondID
          && !Unmanaged.passUnretained(buffer[0])._withUnsafeGuaranteedRef { $0.phase.isFinal }
          && !Unmanaged.passUnretained(buffer[1])._withUnsafeGuaranteedRef { $0.phase.isFinal }
      })
    {
      return .same
    }
    // Fewer than two touches (a one-finger drag: half the moves a pinch or rotation sees):
    // no pair, without visiting them.
    guard touches.count >= 2 else {
      if first != nil || second != nil { reset() }
      return .none
    }
    var found: (ObjectIdentifier?, ObjectIdentifier?) = (nil, nil)
    var count = 0
    touches.forEachUnretainedInPlace { touch in
      guard !touch.phase.isFinal else { return }
      count += 1
      if count == 1 {
        found.0 = ObjectIdentifier(touch)
      } else if count == 2 {
        found.1 = ObjectIdentifier(touch)
      }
    }
    guard count == 2 else {
      if first != nil || second != nil { reset() }
      return .none
    }
    if found.0 == first.map(ObjectIdentifier.init) && found.1 == second.map(ObjectIdentifier.init) {
      return .same
    }
    var index = 0
    touches.forEachUnretainedInPlace { touch in
      guard !touch.phase.isFinal else { return }
      index += 1
      if index == 1 { first = touch } else if index == 2 { second = touch }
    }
    return .formed
  }

  /// Forgets the pair.
  mutating func reset() {
    first = nil
    second = nil
  }

  /// The distance between the two fingers, in window points.
  var distance: CGFloat {
    guard let first, let second else { return 0 }
    return first.locationInWindow.distance(to: second.locationInWindow)
  }

  /// The angle of the line from the first finger to the second, in window coordinates (y down,
  /// so a clockwise turn on screen increases it), in (−π, π].
  var angle: CGFloat {
    guard let first, let second else { return 0 }
    let delta = second.locationInWindow.vector(from: first.locationInWindow)
    return atan2(delta.dy, delta.dx)
  }

  /// Whether both fingers are inside `rect` (the window's bounds).
  func isInside(_ rect: CGRect) -> Bool {
    guard let first, let second else { return false }
    return rect.contains(first.locationInWindow) && rect.contains(second.locationInWindow)
  }
}
