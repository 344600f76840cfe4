import Foundation

extension UIWindow {
  /// Swaps the root controller's view into the window, as UIKit does for a visible window
  /// (a simulation's window is always visible):
  ///
  /// 1. the previous root: `viewWillDisappear`, its view leaves the window (recognizers in
  ///    the middle of a gesture are cancelled), `viewDidDisappear`;
  /// 2. the new root: its view is loaded (`loadView`, `viewDidLoad`) if it was not,
  ///    `viewWillAppear`, its view fills the window's bounds as its frontmost subview,
  ///    `viewDidAppear`.
  ///
  /// Setting the same controller again does nothing.
  @MainActor
  func showRootViewController(replacing previous: UIViewController?) {
    guard previous !== rootViewController else { return }
    if let previous {
      previous.beginAppearanceTransition(false, animated: false)
      previous.viewIfLoaded?.removeFromSuperview()
      previous.endAppearanceTransition()
    }
    guard let root = rootViewController else { return }
    root.beginAppearanceTransition(true, animated: false)
    root.view.frame = bounds
    addSubview(root.view)
    root.endAppearanceTransition()
  }
}
