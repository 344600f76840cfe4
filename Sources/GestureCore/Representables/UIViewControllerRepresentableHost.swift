import Foundation

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
/// SwiftUI makes the controller a child of the hosting controller around it. GestureKit has no
/// hosting controller, so the controller has no `parent`; code that needs the controller
/// around it passes it down through the environment (``UIView/environment(_:_:)``).
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

  /// The context the representable's methods receive, with the default transaction.
  public var context: Representable.Context {
    Self.context(coordinator: coordinator, parent: parent, transaction: Transaction())
  }

  init(_ representable: Representable, in parent: UIView) {
    self.representable = representable
    self.parent = parent
    let coordinator = representable.makeCoordinator()
    self.coordinator = coordinator
    let initial = Self.context(coordinator: coordinator, parent: parent, transaction: Transaction())
    uiViewController = representable.makeUIViewController(context: initial)
    let view: UIView = uiViewController.view
    representable.updateUIViewController(uiViewController, context: initial)
    let isVisible = parent.window != nil
    if isVisible { uiViewController.beginAppearanceTransition(true, animated: false) }
    parent.addHostedView(view)
    if isVisible { uiViewController.endAppearanceTransition() }
  }

  /// Gives the host a new value, which updates the controller at once with `transaction` in
  /// its context.
  public func update(_ representable: Representable, transaction: Transaction = Transaction()) {
    guard !isDismantled else { return }
    self.representable = representable
    representable.updateUIViewController(
      uiViewController,
      context: Self.context(coordinator: coordinator, parent: parent, transaction: transaction))
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
    parent?.representableHosts.removeAll { $0 === self }
    Representable.dismantleUIViewController(uiViewController, coordinator: coordinator)
  }

  private static func context(
    coordinator: Representable.Coordinator, parent: UIView?, transaction: Transaction
  ) -> Representable.Context {
    Representable.Context(
      coordinator: coordinator, transaction: transaction,
      environment: parent?.environmentForContent ?? EnvironmentValues())
  }
}
