import Foundation
import GestureCore

/// Places a ``UIViewControllerRepresentable``'s controller in the tree and drives its
/// lifecycle as SwiftUI does.
///
/// `UIView`'s `addRepresentable(_:)` creates the host, which at once calls, in this order:
///
/// 1. `makeCoordinator()`;
/// 2. `makeUIViewController(context:)`;
/// 3. the controller's `loadView()` and `viewDidLoad()`, as its view is loaded;
/// 4. `updateUIViewController(_:context:)`;
/// 5. `viewWillAppear(_:)`, then the view joins the parent, covering it as a hosted
///    `UIViewRepresentable`'s view does, then `viewDidAppear(_:)`. The appearance callbacks
///    come only when the parent is in a window, as on iOS.
///
/// ``update(_:transaction:)`` calls `updateUIViewController` with each new value.
/// ``dismantle()`` calls `viewWillDisappear(_:)`, takes the view out of the tree (cancelling
/// its recognizers' gestures in progress), calls `viewDidDisappear(_:)` and then
/// `dismantleUIViewController(_:coordinator:)`. Nothing is called after that.
///
/// Inside a SwiftUI view, the controller becomes a child of the ``UIHostingController`` around
/// it, as in SwiftUI. Hosted with `addRepresentable(_:)` on a plain `UIView`, it has no
/// `parent`; code that needs the controller around it passes it down through the environment
/// (`UIView/environment(_:_:)`).
@MainActor
public final class UIViewControllerRepresentableHost<
  Representable: UIViewControllerRepresentable
> {
  /// The latest value the host was given.
  public private(set) var representable: Representable

  /// The coordinator, made before the controller.
  public let coordinator: Representable.Coordinator

  /// The hosted controller.
  public let uiViewController: Representable.UIViewControllerType

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

  /// The controller that the hosted controller is a child of, if any (a hosting controller).
  private weak var parentController: UIViewController?

  init(
    _ representable: Representable, in parent: UIView, environment: EnvironmentValues? = nil,
    parentController: UIViewController? = nil
  ) {
    self.representable = representable
    self.parent = parent
    self.nodeEnvironment = environment
    let coordinator = representable.makeCoordinator()
    self.coordinator = coordinator
    let initial = Representable.Context(
      coordinator: coordinator, transaction: Transaction(),
      environment: environment ?? parent.environmentForContent)
    uiViewController = representable.makeUIViewController(context: initial)
    if let parentController {
      self.parentController = parentController
      parentController.addChild(uiViewController)
    }
    let view: UIView = uiViewController.view
    representable.updateUIViewController(uiViewController, context: initial)
    let isVisible = parent.window != nil
    if isVisible { uiViewController.beginAppearanceTransition(true, animated: false) }
    parent.addHostedView(view)
    if isVisible { uiViewController.endAppearanceTransition() }
    if parentController != nil { uiViewController.didMove(toParent: parentController) }
  }

  /// Gives the host a new value, which updates the controller at once with `transaction` in
  /// its context.
  public func update(_ representable: Representable, transaction: Transaction = Transaction()) {
    guard !isDismantled else { return }
    self.representable = representable
    representable.updateUIViewController(
      uiViewController, context: context(transaction: transaction))
  }

  /// Takes the controller's view out of the tree, with the disappearance callbacks when it
  /// was in a window, and lets the representable clean up.
  public func dismantle() {
    guard !isDismantled else { return }
    isDismantled = true
    let view = uiViewController.viewIfLoaded
    let isVisible = view?.window != nil
    if isVisible { uiViewController.beginAppearanceTransition(false, animated: false) }
    view?.removeFromSuperview()
    if isVisible { uiViewController.endAppearanceTransition() }
    if parentController != nil {
      uiViewController.willMove(toParent: nil)
      uiViewController.removeFromParent()
    }
    parent?.representableHosts.removeAll { $0 === self }
    Representable.dismantleUIViewController(uiViewController, coordinator: coordinator)
  }

  private func context(transaction: Transaction) -> Representable.Context {
    Representable.Context(
      coordinator: coordinator, transaction: transaction,
      environment: nodeEnvironment ?? parent?.environmentForContent ?? EnvironmentValues())
  }
}
