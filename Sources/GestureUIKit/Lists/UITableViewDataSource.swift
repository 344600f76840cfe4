import Foundation
import GestureCore

/// The object that tells a ``UITableView`` how many rows it has and makes their cells.
///
/// The two row methods are required, as in UIKit; the rest have defaults, standing in for
/// UIKit's optional methods: one section, no titles, every row editable, none movable.
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections. Default: 1.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of the header of `section`. Default: `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of the footer of `section`. Default: `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row may be edited. Default: true.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row may be moved. Default: false.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user asked to delete or insert the row. GestureKit's table view has no editing
  /// controls to ask: nothing calls it but your code. Default: nothing.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user moved a row. GestureKit's table view has no reorder control: nothing calls it
  /// but your code. Default: nothing.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index. Stored nowhere: no index is shown. Default: `nil`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// The methods a table view's delegate can implement; all optional, as in UIKit. The table
/// view reads its ``UIScrollView/delegate`` as this protocol when it conforms.
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row. Default: the table view's ``UITableView/rowHeight``.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// An estimate of the row's height. Stored nowhere: heights are always exact here.
  /// Default: the table view's ``UITableView/estimatedRowHeight``.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// The height of the header of `section`. Default: the table view's
  /// ``UITableView/sectionHeaderHeight``.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of the footer of `section`. Default: the table view's
  /// ``UITableView/sectionFooterHeight``.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The view of the header of `section`. Default: `nil`.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view of the footer of `section`. Default: `nil`.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A cell is about to be shown for the row. Default: nothing.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (or the table). Default: nothing.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// Whether a touch may highlight the row. Default: true.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A touch highlighted the row. Default: nothing.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row lost its highlight. Default: nothing.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The user is about to select the row: return the path to select instead, or `nil` to
  /// select nothing. Default: `indexPath`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row. Default: nothing.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The user's selection is about to deselect the row: return the path to deselect instead,
  /// or `nil` to keep it selected. Default: `indexPath`.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  /// The user's selection deselected the row. Default: nothing.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The editing style of the row. Default: `.delete`.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// The actions a swipe from the leading edge of the row would reveal. GestureKit's table
  /// view does not reveal them (see ``UISwipeActionsConfiguration``). Default: `nil`.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge of the row would reveal. GestureKit's table
  /// view does not reveal them (see ``UISwipeActionsConfiguration``). Default: `nil`.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Where a moved row may go. Default: `proposedDestinationIndexPath`.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.rowHeight }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
    -> UIView?
  { nil }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
