import Foundation
import GestureCore

/// What a ``UIViewControllerRepresentable``'s methods receive: its coordinator, the
/// transaction of the update, and the environment its host view provides.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator that ``UIViewControllerRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator

  /// The transaction the current update came with (the default one for the first update).
  public var transaction: Transaction

  /// The values that the host view and its ancestors set with `UIView/environment(_:_:)`,
  /// read when the call is made.
  public var environment: EnvironmentValues
}
