import Foundation
import GestureCore

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction` is: the hosting
/// controller is popped when it is the top of a navigation stack, dismissed when it is
/// presented, and nothing happens otherwise [D: AD environmentvalues/dismiss].
///
///     @Environment(\.dismiss) private var dismiss
///     …
///     dismiss()
@MainActor @preconcurrency public struct DismissAction {
  weak var controller: UIViewController?

  /// Dismisses the presentation.
  public func callAsFunction() {
    guard let controller else { return }
    if let navigation = controller.navigationController, navigation.viewControllers.count > 1,
      navigation.topViewController === controller
    {
      _ = navigation.popViewController(animated: true)
    } else if controller.presentingViewController != nil {
      controller.dismiss(animated: true)
    }
  }
}

/// The older form of ``DismissAction``, read as `presentationMode.wrappedValue.dismiss()`.
@MainActor public struct PresentationMode {
  let action: DismissAction

  /// Whether the view's controller is presented or pushed.
  public var isPresented: Bool {
    guard let controller = action.controller else { return false }
    return controller.presentingViewController != nil
      || (controller.navigationController?.viewControllers.count ?? 0) > 1
  }

  /// Dismisses the presentation.
  public func dismiss() {
    action()
  }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction()
}

extension EnvironmentValues {
  /// Dismisses the presentation the view is in; the hosting controller sets it.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// The older form of ``dismiss``, as a binding.
  public var presentationMode: Binding<PresentationMode> {
    .constant(PresentationMode(action: dismiss))
  }
}
