import Foundation
import GestureCore

/// Places a ``UIViewRepresentable``'s view in the tree and drives its lifecycle as SwiftUI
/// does.
///
/// `UIView`'s `addRepresentable(_:)` creates the host, which at once calls `makeCoordinator()`,
/// `makeUIView(context:)`, adds the view over its parent (see `UIView`'s `addRepresentable(_:)`
/// for its geometry), and calls `updateUIView(_:context:)`. ``update(_:transaction:)`` calls
/// `updateUIView` with each new value; ``dismantle()`` takes the view out of the tree and
/// calls `dismantleUIView(_:coordinator:)`. Nothing is called after that.
@MainActor public final class UIViewRepresentableHost<Representable: UIViewRepresentable> {
  /// The latest value the host was given.
  public private(set) var representable: Representable

  /// The coordinator, made before the view.
  public let coordinator: Representable.Coordinator

  /// The hosted view.
  public let uiView: Representable.UIViewType

  /// Whether ``dismantle()`` has run.
  public private(set) var isDismantled = false

  /// The view that keeps this host.
  private weak var parent: UIView?

  /// The environment of the view graph node that made this host; `nil` for a host made with
  /// `addRepresentable(_:)`, whose environment is its parent view's.
  var nodeEnvironment: EnvironmentValues?

  /// The context the representable's methods receive, with the default transaction.
  public var context: Representable.Context {
    context(transaction: Transaction())
  }

  init(_ representable: Representable, in parent: UIView, environment: EnvironmentValues? = nil) {
    self.representable = representable
    self.parent = parent
    self.nodeEnvironment = environment
    coordinator = representable.makeCoordinator()
    uiView = representable.makeUIView(
      context: Representable.Context(
        coordinator: coordinator, transaction: Transaction(),
        environment: environment ?? parent.environmentForContent))
    parent.addHostedView(uiView)
    representable.updateUIView(uiView, context: context)
  }

  /// Gives the host a new value, which updates the view at once with `transaction` in its
  /// context.
  public func update(_ representable: Representable, transaction: Transaction = Transaction()) {
    guard !isDismantled else { return }
    self.representable = representable
    representable.updateUIView(uiView, context: context(transaction: transaction))
  }

  /// Removes the view from the tree (cancelling its recognizers' gestures in progress) and lets
  /// the representable clean up.
  public func dismantle() {
    guard !isDismantled else { return }
    isDismantled = true
    uiView.removeFromSuperview()
    parent?.representableHosts.removeAll { $0 === self }
    Representable.dismantleUIView(uiView, coordinator: coordinator)
  }

  private func context(transaction: Transaction) -> Representable.Context {
    Representable.Context(
      coordinator: coordinator, transaction: transaction,
      environment: nodeEnvironment ?? parent?.environmentForContent ?? EnvironmentValues())
  }
}
