import Foundation
import GestureCore

/// Which way VoiceOver asks an adjustable element to move, as SwiftUI's
/// `AccessibilityAdjustmentDirection` is.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// A swipe up: the value goes up.
  case increment
  /// A swipe down: the value goes down.
  case decrement
}

/// How an accessibility element treats the elements inside it (no accessibility tree here).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are hidden; the element stands alone.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are kept inside the element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels and actions are merged into the element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The action VoiceOver's swipe up and down run, kept for
/// ``SwiftUIHost/performAccessibilityAdjustment(_:on:index:)``.
final class AdjustableActionBox {
  var action: (AccessibilityAdjustmentDirection) -> Void
  init(_ action: @escaping (AccessibilityAdjustmentDirection) -> Void) { self.action = action }
}

/// `accessibilityAdjustableAction`: keeps the latest action in the node, so that a test can run
/// it as VoiceOver would [D: AD view/accessibilityadjustableaction(_:)]. The view lays out and
/// is hit as without it.
struct AdjustableActionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let action: (AccessibilityAdjustmentDirection) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    if let box = node.storage["$adjustable"] as? AdjustableActionBox {
      box.action = action
    } else {
      node.storage["$adjustable"] = AdjustableActionBox(action)
    }
    return InertModifier().makeContent(modifying: content, in: node)
  }
}

extension View {
  /// Accepted; no accessibility tree here.
  public func accessibilityValue(_ value: String) -> some View { inert() }
  /// Accepted; no accessibility tree here.
  public func accessibilityValue(_ value: Text) -> some View { inert() }
  /// Accepted; no accessibility tree here.
  public func accessibilityLabel(_ label: Text) -> some View { inert() }
  /// Accepted; no accessibility tree here.
  public func accessibilityHint(_ hint: String) -> some View { inert() }
  /// Accepted; no accessibility tree here.
  public func accessibilityHint(_ hint: Text) -> some View { inert() }
  /// Accepted; no accessibility tree here.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    inert()
  }
  /// Adds the action VoiceOver runs when the user swipes up (`.increment`) or down
  /// (`.decrement`) on the view; a test runs it with
  /// ``SwiftUIHost/performAccessibilityAdjustment(_:on:index:)``.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    modifier(AdjustableActionModifier(action: handler))
  }
}
