import Foundation
import GestureCore

/// Where a page view controller gets the pages beside the one shown, as UIKit's
/// `UIPageViewControllerDataSource` is: the two page methods are required, the two
/// presentation methods optional.
///
///     func pageViewController(
///       _ pageViewController: UIPageViewController,
///       viewControllerAfter viewController: UIViewController
///     ) -> UIViewController? {
///       guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count
///       else { return nil }
///       return pages[index + 1]
///     }
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` when it is the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?

  /// The page after `viewController`, or `nil` when it is the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?

  /// How many pages the page indicator shows. Optional: the default is 0. GestureKit draws no
  /// indicator; the page view controller reads it back.
  func presentationCount(for pageViewController: UIPageViewController) -> Int

  /// Which indicator is selected. Optional: the default is 0.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells its delegate about the pages the user turns, as UIKit's
/// `UIPageViewControllerDelegate` is; every method is optional.
///
/// Apple documents both calls as made for gesture-driven transitions only
/// (`pageViewController(_:willTransitionTo:)`: "Called before a gesture-driven transition
/// begins"; `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
/// "Called after a gesture-driven transition completes"), so
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` calls neither.
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {
  /// A swipe is about to show `pendingViewControllers`. If the user lets go before the page
  /// turns, the pages stay the same (Apple's page says so) and the did-finish call reports
  /// `completed` false.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])

  /// A swipe's transition ended: `completed` says whether the page turned;
  /// `previousViewControllers` are the pages shown before it.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
