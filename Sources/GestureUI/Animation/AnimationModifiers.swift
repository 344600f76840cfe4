import Foundation
import GestureCore

/// What a modifier does to the transaction of the changes inside the view it modifies.
@MainActor enum TransactionModifier {
  /// `animation(_:value:)` and `transaction(value:_:)`: the change applies in the layout
  /// generation in which the value changed.
  case onChange(firedIn: Int?, (inout Transaction) -> Void)
  /// The deprecated `animation(_:)` and `transaction(_:)`: every change.
  case always((inout Transaction) -> Void)

  func apply(to transaction: inout Transaction, generation: Int) {
    switch self {
    case .onChange(let fired, let transform):
      if fired == generation { transform(&transaction) }
    case .always(let transform):
      transform(&transaction)
    }
  }

  /// The implicit animation `animation`: it replaces the transaction's unless the
  /// transaction disables animations [D: AD Transaction.disablesAnimations].
  static func implicit(_ animation: Animation?) -> (inout Transaction) -> Void {
    { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }
}

/// The last value an `animation(_:value:)` or `transaction(value:_:)` saw.
private final class WatchedValue {
  var value: Any
  init(_ value: Any) { self.value = value }
}

/// `animation(_:value:)`, `transaction(value:_:)`: changes inside the view made in the update
/// where `value` changed run with the transformed transaction.
struct ValueTransactionModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let value: V
  let transform: (inout Transaction) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var fired: Int?
    if let watched = node.storage["$transactionValue"] as? WatchedValue {
      if (watched.value as? V) != value {
        watched.value = value
        fired = node.graph.layoutGeneration
      } else if case .onChange(let earlier, _) = node.transactionModifier,
        earlier == node.graph.layoutGeneration
      {
        fired = earlier
      }
    } else {
      node.storage["$transactionValue"] = WatchedValue(value)
    }
    node.transactionModifier = .onChange(firedIn: fired, transform)
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

/// `animation(_:)`, `transaction(_:)`: every change inside the view runs with the
/// transformed transaction.
struct AlwaysTransactionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transform: (inout Transaction) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    node.transactionModifier = .always(transform)
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

extension View {
  /// Animates the changes inside this view with `animation` in the updates where `value`
  /// changes; `nil` turns animation off for them [D: AD animation(_:value:)].
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(
      ValueTransactionModifier(value: value, transform: TransactionModifier.implicit(animation)))
  }

  /// Animates every change inside this view with `animation` (deprecated in iOS 15 for
  /// `animation(_:value:)`, still accepted) [D: AD animation(_:)].
  @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(AlwaysTransactionModifier(transform: TransactionModifier.implicit(animation)))
  }

  /// Changes the transaction of every change inside this view with `transform`
  /// [D: AD transaction(_:)].
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(AlwaysTransactionModifier(transform: transform))
  }

  /// Changes the transaction of the changes inside this view with `transform` in the updates
  /// where `value` changes [D: AD transaction(value:_:)].
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    modifier(ValueTransactionModifier(value: value, transform: transform))
  }
}
