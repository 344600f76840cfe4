import Foundation
import GestureCore

/// A value that describes a `UIViewController` to place in the tree, as SwiftUI's
/// `UIViewControllerRepresentable` does.
///
/// It is how SwiftUI code reaches a controller whose gestures were written for UIKit: the
/// controller adds its recognizers in `viewDidLoad`, a coordinator is their target and
/// delegate, and a binding carries what they decide back to the representable's owner:
///
///     struct PagesView: UIViewControllerRepresentable {
///       @Binding var page: Int
///
///       final class Coordinator {
///         var page: Binding<Int>
///         init(page: Binding<Int>) { self.page = page }
///         func pageDidChange(to index: Int) { page.wrappedValue = index }
///       }
///
///       func makeCoordinator() -> Coordinator { Coordinator(page: $page) }
///
///       func makeUIViewController(context: Context) -> PagesViewController {
///         let pages = PagesViewController()
///         pages.onPageChange = context.coordinator.pageDidChange
///         return pages
///       }
///
///       func updateUIViewController(_ pages: PagesViewController, context: Context) {
///         context.coordinator.page = $page
///         pages.show(page: page)
///       }
///     }
///
///     container.addRepresentable(PagesView(page: $page))
///
/// `UIView`'s `addRepresentable(_:)` hosts it; see ``UIViewControllerRepresentableHost`` for
/// the order of the calls.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The controller class this representable makes.
  associatedtype UIViewControllerType: UIViewController

  /// An object that lives as long as the hosted controller, typically the target and delegate
  /// of its recognizers. Default: `Void`.
  associatedtype Coordinator = Void

  /// What `makeUIViewController` and `updateUIViewController` receive.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the coordinator, once, before the controller. Default (when `Coordinator` is
  /// `Void`): nothing.
  func makeCoordinator() -> Coordinator

  /// Makes the controller, once.
  func makeUIViewController(context: Context) -> UIViewControllerType

  /// Brings the controller up to date with this value: right after it is made (and its view
  /// loaded), and for every new value the host is given.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

  /// Cleans up after the controller's view has left the tree. Default: nothing.
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)

  /// The controller's view's size for `proposal`, or `nil` to use the view's intrinsic size
  /// where it has one and the proposal elsewhere. Default: `nil`.
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable {
  /// Does nothing.
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  /// `nil`: the intrinsic size, or the proposal.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? {
    nil
  }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// Makes no coordinator.
  public func makeCoordinator() {}
}
