import Foundation
import GestureCore

/// A stored property that the view graph compares in its own way when it decides whether a
/// view's new value differs from the old one.
@MainActor protocol GraphComparable {
  /// Whether `other` (of the same type) counts as the same input.
  func isSameInput(as other: Any) -> Bool
}

/// Decides whether a view's new value is the same as its old one, so that an unchanged child
/// is not evaluated again (SwiftUI compares view values too [INF]).
///
/// Values compare with `==` when their type is `Equatable`; objects by identity; state-like
/// wrappers as always equal (their values live in the node); bindings by the storage they reach;
/// structs, tuples and enums member by member. Closures cannot be compared, so a view that
/// stores one counts as changed whenever its parent's body runs, as in SwiftUI.
@MainActor enum ViewComparison {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    compare(lhs, rhs, depth: 0)
  }

  private static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard depth < 12 else { return false }
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let comparable = lhs as? any GraphComparable { return comparable.isSameInput(as: rhs) }
    if let equatable = lhs as? any Equatable { return isEqual(equatable, rhs) }
    let mirror = Mirror(reflecting: lhs)
    switch mirror.displayStyle {
    case .class:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .struct, .tuple, .optional, .enum, .collection, .dictionary, .set:
      let other = Mirror(reflecting: rhs)
      guard mirror.children.count == other.children.count else { return false }
      if mirror.displayStyle == .enum {
        if mirror.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
        guard mirror.children.first?.label == other.children.first?.label else { return false }
      }
      for (left, right) in zip(mirror.children, other.children) {
        guard compare(left.value, right.value, depth: depth + 1) else { return false }
      }
      return true
    default:
      // Functions and opaque values.
      return false
    }
  }

  private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}
