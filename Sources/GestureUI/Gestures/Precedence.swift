import Foundation
import GestureCore

/// SwiftUI's precedence between attached gestures, as failure requirements and simultaneous
/// recognition in the window's arbitration.
///
/// SwiftUI combines each gesture modifier's gesture with every gesture inside it: the gestures
/// of the view's subviews and those attached closer to the content on the same view (a
/// modifier written earlier). With the modifier's priority:
///
/// - `gesture(_:)`: the gestures inside first; this one waits for them to fail [D].
/// - `highPriorityGesture(_:)`: this one first; the gestures inside wait for it to fail [D].
/// - `simultaneousGesture(_:)`: both recognize together [D].
/// - iOS 18: a gesture needing fewer taps waits for one needing more, whatever the modifier
///   order, unless either is simultaneous [EMP, OpenSwiftUI's responder rules]. Modifiers
///   chained on one view get nested views, so the rule holds between nested views; that it
///   also holds between a view and its subviews' gestures is our reading of those rules.
/// - A mask without `.subviews` turns the gestures inside off; without `.gesture`, this one [D].
///
/// Only the outer gesture's priority decides a pair: a child's `simultaneousGesture` does not
/// make its parent's `gesture` recognize along with it.
@MainActor enum Precedence {
  /// Whether `waiter` must wait for `required` to fail. `askedOf` is the recognizer whose hook
  /// is answering: the outer gesture's `gesture` priority is its `shouldRequireFailure(of:)`,
  /// its `highPriorityGesture` priority its `shouldBeRequiredToFail(by:)`.
  static func waits(
    _ waiter: SwiftUIGestureRecognizer, for required: SwiftUIGestureRecognizer,
    askedOf asker: SwiftUIGestureRecognizer
  ) -> Bool {
    guard let order = nesting(waiter, required) else { return false }
    let outer = order.outer
    if outer.attachment.priority == .simultaneous { return false }
    if let tapRule = tapCountRule(waiter, required) {
      // The tap-count rule is the subclass rule of the waiter.
      return asker === waiter && tapRule
    }
    switch outer.attachment.priority {
    case .normal:
      return asker === waiter && waiter === outer
    case .high:
      return asker === required && required === outer
    case .simultaneous:
      return false
    }
  }

  /// Whether two recognizers recognize together: the outer one is simultaneous.
  static func recognizeTogether(
    _ first: SwiftUIGestureRecognizer, _ second: SwiftUIGestureRecognizer
  )
    -> Bool
  {
    guard let order = nesting(first, second) else { return false }
    return order.outer.attachment.priority == .simultaneous
  }

  /// iOS 18's rule, between two recognizers whose views nest: the gesture needing fewer taps
  /// waits. `nil` when it does not apply (not both taps, equal counts, or either simultaneous).
  private static func tapCountRule(
    _ waiter: SwiftUIGestureRecognizer, _ required: SwiftUIGestureRecognizer
  ) -> Bool? {
    guard let waiterTaps = waiter.attachment.profile.requiredTapCount,
      let requiredTaps = required.attachment.profile.requiredTapCount,
      waiterTaps != requiredTaps,
      waiter.attachment.priority != .simultaneous, required.attachment.priority != .simultaneous
    else { return nil }
    return waiterTaps < requiredTaps
  }

  /// Which of two recognizers is outer: attached to an ancestor's view, or to the same view
  /// later. `nil` when neither view contains the other.
  static func nesting(_ first: SwiftUIGestureRecognizer, _ second: SwiftUIGestureRecognizer)
    -> (outer: SwiftUIGestureRecognizer, inner: SwiftUIGestureRecognizer)?
  {
    let firstChain = first.viewAncestry
    let secondChain = second.viewAncestry
    guard let firstView = firstChain.last, let secondView = secondChain.last else { return nil }
    if firstView == secondView {
      let recognizers = first.view?.gestureRecognizers ?? []
      let firstIndex = recognizers.firstIndex { $0 === first } ?? 0
      let secondIndex = recognizers.firstIndex { $0 === second } ?? 0
      return firstIndex > secondIndex ? (first, second) : (second, first)
    }
    // A view contains another when it stands in the other's chain at its own depth.
    if firstChain.count < secondChain.count, secondChain[firstChain.count - 1] == firstView {
      return (first, second)
    }
    if secondChain.count < firstChain.count, firstChain[secondChain.count - 1] == secondView {
      return (second, first)
    }
    return nil
  }

  /// Whether a gesture outside this one (on an ancestor, or later on the same view) has a mask
  /// without `.subviews`, which turns this one off.
  static func isMaskedOff(_ recognizer: SwiftUIGestureRecognizer) -> Bool {
    guard let view = recognizer.view else { return false }
    var passedSelf = false
    for other in view.gestureRecognizers ?? [] {
      if other === recognizer {
        passedSelf = true
      } else if passedSelf, let other = other as? SwiftUIGestureRecognizer,
        !other.attachment.mask.contains(.subviews)
      {
        return true
      }
    }
    var ancestor = view.superview
    while let current = ancestor {
      for case let other as SwiftUIGestureRecognizer in current.gestureRecognizers ?? []
      where !other.attachment.mask.contains(.subviews) {
        return true
      }
      ancestor = current.superview
    }
    return false
  }
}
