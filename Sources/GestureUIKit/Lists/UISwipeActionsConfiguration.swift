import Foundation
import GestureCore

/// An action a swipe across a table row reveals, as UIKit's `UIContextualAction` is.
///
/// GestureKit's ``UITableView`` asks its delegate for these but does not reveal them: how far
/// a row slides, how wide its buttons are and when a full swipe performs the first action are
/// not documented by Apple, so the swipe is not simulated. Gesture code that builds its own
/// swipe (a recognizer on the cell) works as on iOS; a test can call ``handler`` itself.
@preconcurrency @MainActor open class UIContextualAction {
  /// How an action looks. Raw values match UIKit's.
  public enum Style: Int, Sendable {
    case normal = 0
    case destructive = 1
  }

  /// The closure the action runs: the action, the view that showed it and a closure to call
  /// with whether the action was done.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The closure the action runs.
  public let handler: Handler
  /// The button's title.
  open var title: String?
  /// The button's color. Stored only.
  open var backgroundColor: UIColor!
  /// The button's image. Stored only.
  open var image: UIImage?

  /// An action with a style, a title and the closure it runs.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}

/// The actions a swipe across a table row reveals, as UIKit's `UISwipeActionsConfiguration`
/// is. Stored only: see ``UIContextualAction``.
@preconcurrency @MainActor open class UISwipeActionsConfiguration {
  /// The actions, the first nearest the edge the swipe starts from.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action. Default: true. Stored only.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
