import Foundation
import GestureCore

/// The base of the items that bars show, as UIKit's `UIBarItem`: a title, an image, a tag and
/// whether the item can be chosen. Nothing is drawn; the values are read by the bar that shows
/// the item and by code.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The item's title. Default: `nil`.
  open var title: String?
  /// The item's image. Default: `nil`.
  open var image: UIImage?
  /// Whether the item can be chosen. A tab bar's disabled item ignores taps. Default: true.
  open var isEnabled = true
  /// An integer that identifies the item in code. Default: 0.
  open var tag = 0

  /// Creates an item without a title or an image.
  public override init() {
    super.init()
  }
}

/// An item of a ``UITabBar``, as UIKit's `UITabBarItem`: a title, an image, a tag and a badge.
///
///     viewController.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 1)
///     viewController.tabBarItem.badgeValue = "3"
///
/// A ``UITabBarController`` reads each child's `UIViewController.tabBarItem` for its bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The image shown while the item is selected; `nil` shows ``UIBarItem/image``.
  open var selectedImage: UIImage?
  /// The text of the badge on the item's corner; `nil` (the default) shows none.
  open var badgeValue: String?
  /// The badge's color; `nil` is the system's red. Kept only: nothing is drawn.
  open var badgeColor: UIColor?
  /// The system item this was made from, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates an item without a title or an image.
  public override init() {
    super.init()
  }

  /// Creates an item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and the image shown while it is selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates one of the system's items with a tag. Its ``UIBarItem/title`` and
  /// ``UIBarItem/image`` stay `nil` (OUR CHOICE: UIKit draws the system's own title and
  /// image, which code cannot read either); ``systemItem`` says which it is.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}

extension UITabBarItem: ControllerTitleFollower {
  package func controllerTitleDidChange(_ title: String?) {
    self.title = title
  }
}

extension UITabBarItem {
  /// The system's tab bar items, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case more = 0
    case favorites = 1
    case featured = 2
    case topRated = 3
    case recents = 4
    case contacts = 5
    case history = 6
    case bookmarks = 7
    case search = 8
    case downloads = 9
    case mostRecent = 10
    case mostViewed = 11
  }
}

extension UIViewController {
  /// The item that represents the controller in a ``UITabBarController``'s bar: made on first
  /// read with the controller's `UIViewController.title`, as UIKit makes it, or the one set.
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage as? UITabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set {
      tabBarItemStorage = newValue
      tabBarController?.childTabBarItemDidChange()
    }
  }

  /// The nearest tab bar controller among this controller's ancestors, if any.
  public var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }
}
