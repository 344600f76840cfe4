import Foundation

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
}

extension UINavigationControllerDelegate {
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
