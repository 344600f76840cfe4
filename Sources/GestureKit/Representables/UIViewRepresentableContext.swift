import Foundation

/// What a ``UIViewRepresentable``'s methods receive: its coordinator.
///
/// SwiftUI's context also carries the environment and the transaction; GestureKit has neither.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator that ``UIViewRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator
}
