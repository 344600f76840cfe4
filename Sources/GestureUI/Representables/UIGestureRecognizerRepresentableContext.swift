import Foundation
import GestureCore

/// What a ``UIGestureRecognizerRepresentable``'s methods receive: its coordinator and the
/// converter of its attachment.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableContext<
  Representable: UIGestureRecognizerRepresentable
> {
  /// The coordinator that ``UIGestureRecognizerRepresentable/makeCoordinator(converter:)``
  /// made for this attachment.
  public let coordinator: Representable.Coordinator

  /// Converts the live recognizer's location, translation and velocity into the attached
  /// view's space and its ancestors'.
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}
