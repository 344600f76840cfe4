import Foundation
import GestureCore

/// A box for an action kept in a node's storage.
final class ActionBox {
  var action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
}

/// The last value `onChange(of:)` saw.
final class ChangeBox {
  var value: Any
  init(_ value: Any) { self.value = value }
}

/// `onAppear` and `onDisappear`: the action runs after the update pass in which the view
/// appeared or left the graph [D: AD view/onappear(perform:); "before the first rendered frame"
/// is here "at the end of the update pass"].
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    if node.storage["$appeared"] == nil {
      node.storage["$appeared"] = ActionBox {}
      if let onAppear { node.graph.enqueueAction(onAppear) }
    }
    if let onDisappear {
      if let box = node.storage["$onDisappear"] as? ActionBox {
        box.action = onDisappear
      } else {
        node.storage["$onDisappear"] = ActionBox(onDisappear)
      }
    }
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

/// `onChange(of:)`: the action runs after the update pass in which the value differed from
/// the one of the view's last evaluation, with the old and new values [D: AD
/// view/onchange(of:initial:_:)].
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    if let box = node.storage["$onChange"] as? ChangeBox, let old = box.value as? Value {
      if old != value {
        box.value = value
        let new = value
        node.graph.enqueueAction { action(old, new) }
      }
    } else {
      node.storage["$onChange"] = ChangeBox(value)
      if initial {
        let new = value
        node.graph.enqueueAction { action(new, new) }
      }
    }
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

extension View {
  /// Runs `action` when the view appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` when the view leaves.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
  }

  /// Runs `action` with the old and new values when `value` changes (and at once with
  /// `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (and at once with `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes (the iOS 14 form).
  @_disfavoredOverload
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}
