import Foundation
import GestureCore

/// Reports a representable's recognizer in the space of the view it is attached to, or of any
/// ancestor, as SwiftUI's converter does.
///
/// Everything starts from the global space (the window's): the recognizer's location in window
/// coordinates goes through the full affine chain of the target view (centers, bounds origins,
/// transforms), and its translation and velocity through the chain's linear part only, so that
/// ancestor offsets never change a translation while their scales and rotations do. This is
/// the same as converting both ends of the vector and subtracting, which is what UIKit does.
///
///     func handleUIGestureRecognizerAction(_ pan: UIPanGestureRecognizer, context: Context) {
///       let inCard = context.converter.localTranslation         // the attached view's space
///       let onBoard = context.converter.translation(in: .named("board"))
///     }
///
/// Spaces resolve as follows:
/// - `.local` is the attached view's own space (its bounds), so ``localLocation`` always equals
///   `location(in: .local)`, even when the view itself is transformed.
/// - `.global` is the window's space.
/// - `.named(name)` is the space of the nearest view, starting with the attached view itself
///   and walking up its superviews, that declared `name` with `UIView/coordinateSpace(name:)`.
///   **A name that no such view declared resolves to `.global`**; that includes names declared
///   only by siblings or descendants, which are out of scope as they are in SwiftUI. (SwiftUI
///   does not document this case; falling back to the global space keeps every answer defined.)
///
/// The converter is bound to its attachment and reads the recognizer that is alive when it is
/// asked. Between event sequences, when no recognizer is alive, locations are those of the last
/// recognizer (the global origin before the first one) and translations and velocities are
/// `nil`.
@MainActor public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  let node: RepresentableGestureNode

  init(node: RepresentableGestureNode) {
    self.node = node
  }

  /// The recognizer's location in the attached view's space.
  public var localLocation: CGPoint {
    location(in: .local)
  }

  /// The recognizer's translation in the attached view's space, or `nil` when the recognizer
  /// has no translation (it does not adopt `GestureTranslationReporting`).
  public var localTranslation: CGPoint? {
    translation(in: .local)
  }

  /// The recognizer's velocity in the attached view's space, in points per second, or `nil`
  /// when the recognizer has no velocity (it does not adopt `GestureVelocityReporting`).
  public var localVelocity: CGPoint? {
    velocity(in: .local)
  }

  /// The recognizer's location in `coordinateSpace`.
  public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
    convert(globalPoint: node.globalLocation, to: coordinateSpace)
  }

  /// The recognizer's translation in `coordinateSpace`, or `nil` when it has none.
  public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
    guard let reporting = node.recognizer as? any GestureTranslationReporting else { return nil }
    return convert(globalVector: reporting.translation(in: nil), to: coordinateSpace)
  }

  /// The recognizer's velocity in `coordinateSpace`, in points per second, or `nil` when it has
  /// none.
  public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
    guard let reporting = node.recognizer as? any GestureVelocityReporting else { return nil }
    return convert(globalVector: reporting.velocity(in: nil), to: coordinateSpace)
  }

  /// Converts a point in the global (window) space, such as a touch's `location(in: nil)`, into
  /// `coordinateSpace`.
  public func convert(
    globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local
  ) -> CGPoint {
    guard let view = node.view(resolving: coordinateSpace.coordinateSpace) else {
      return globalPoint
    }
    return view.convert(globalPoint, from: nil)
  }

  /// Converts a vector in the global space with the linear part of the chain only.
  private func convert(
    globalVector: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol
  ) -> CGPoint {
    guard let view = node.view(resolving: coordinateSpace.coordinateSpace) else {
      return globalVector
    }
    return view.convertVector(globalVector, from: nil)
  }
}
