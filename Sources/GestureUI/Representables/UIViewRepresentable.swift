import Foundation
import GestureCore

/// A value that describes a `UIView` to place in the tree, as SwiftUI's `UIViewRepresentable`
/// does.
///
/// Before iOS 18 a SwiftUI view reached UIKit gestures by overlaying a transparent wrapped view
/// that carried the recognizer, with the coordinator as its target. That pattern works here as
/// written for iOS:
///
///     struct TouchCatcher: UIViewRepresentable {
///       var onPress: (CGPoint) -> Void
///
///       final class Coordinator {
///         var onPress: (CGPoint) -> Void = { _ in }
///         func handle(_ press: UILongPressGestureRecognizer) {
///           if press.state == .began { onPress(press.location(in: press.view)) }
///         }
///       }
///
///       func makeCoordinator() -> Coordinator { Coordinator() }
///
///       func makeUIView(context: Context) -> UIView {
///         let view = UIView()
///         view.addGestureRecognizer(
///           UILongPressGestureRecognizer(target: context.coordinator, action: Coordinator.handle))
///         return view
///       }
///
///       func updateUIView(_ view: UIView, context: Context) {
///         context.coordinator.onPress = onPress
///       }
///     }
///
///     card.addRepresentable(TouchCatcher { location in … })
///
/// `UIView`'s `addRepresentable(_:)` hosts it; see ``UIViewRepresentableHost`` for the timing of
/// the calls.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  /// The view class this representable makes.
  associatedtype UIViewType: UIView

  /// An object that lives as long as the hosted view, typically its recognizers' target and
  /// delegate. Default: `Void`.
  associatedtype Coordinator = Void

  /// What `makeUIView` and `updateUIView` receive.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the coordinator, once, before the view. Default (when `Coordinator` is `Void`):
  /// nothing.
  func makeCoordinator() -> Coordinator

  /// Makes the view, once.
  func makeUIView(context: Context) -> UIViewType

  /// Brings the view up to date with this value: right after it is made, and for every new
  /// value the host is given.
  func updateUIView(_ uiView: UIViewType, context: Context)

  /// Cleans up after the view has left the tree. Default: nothing.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

  /// The view's size for `proposal`, or `nil` to use the view's intrinsic size where it has
  /// one and the proposal elsewhere. Default: `nil`.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  /// Does nothing.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// `nil`: the intrinsic size, or the proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize?
  {
    nil
  }
}

extension UIViewRepresentable where Coordinator == Void {
  /// Makes no coordinator.
  public func makeCoordinator() {}
}
