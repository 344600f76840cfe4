import Foundation
import GestureCore

/// The methods a navigation controller's delegate can implement to follow its transitions.
///
/// Every method is optional, as in UIKit; the defaults below do nothing.
@MainActor public protocol UINavigationControllerDelegate: AnyObject {
  /// Called before `viewController`'s view is shown by a push, a pop or a new stack. Only
  /// called while the navigation controller is shown. OUR CHOICE for the order, which Apple
  /// does not document: after the incoming controller's `viewWillAppear`, before its view
  /// enters the navigation controller's view.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Called after `viewController`'s view was shown, after its `viewDidAppear`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)

  /// The animator of an animated push or pop, or `nil` for UIKit's own (which the simulation
  /// runs at once, except the pop gesture's slide).
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The interaction controller that drives the transition `animationController` runs, if a
  /// gesture drives it.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// None.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// None.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
