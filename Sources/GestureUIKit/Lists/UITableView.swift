import Foundation
import GestureCore

/// A scrolling list of rows in sections, as UIKit's `UITableView` is: a ``UIScrollView`` whose
/// data source makes a cell for each row on screen and whose rows the user selects by tapping.
///
///     let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
///     table.dataSource = model
///     table.delegate = model   // a UITableViewDelegate, read through UIScrollView.delegate
///
/// What UIKit documents is followed: cells come from
/// ``dequeueReusableCell(withIdentifier:for:)``, which reuses a cell that left the screen and
/// calls its ``UITableViewCell/prepareForReuse()`` first; ``cellForRow(at:)`` answers only for
/// rows on screen; ``selectRow(at:animated:scrollPosition:)`` and
/// ``deselectRow(at:animated:)`` call no delegate method; ``insertRows(at:with:)`` and the
/// other updates expect the data source to hold the new data already. The layout is GestureKit's
/// own: rows stacked top to bottom at the table's full width (OUR CHOICE for every style), the
/// ``tableHeaderView`` above the first section, each section's header and footer around its
/// rows (scrolling with them: plain-style headers do not float), the ``tableFooterView`` last.
/// The cells on screen are laid out as subviews whenever layout is due (before each input a
/// simulation delivers, after a drag moved the content), and ``UIScrollView/contentSize``
/// follows the rows.
///
/// Selection follows the touches the cells pass up the responder chain (a cell that overrides
/// `touchesBegan` without calling `super` keeps them, as on iOS): a touch highlights its row
/// and, lifted inside it, selects it. A drag that the ``UIScrollView/panGestureRecognizer``
/// recognizes cancels the touches, so it scrolls without selecting; so does any recognizer
/// that cancels touches in its view. Nothing is animated; `animated` arguments change nothing.
@preconcurrency @MainActor open class UITableView: UIScrollView {
  /// The look of a table. Raw values match UIKit's. All styles lay out alike here.
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts a row. Raw values match UIKit's.
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows the whole row; none when it is shown.
    case none = 0
    /// The row at the top of the visible area.
    case top = 1
    /// The row in the middle of the visible area.
    case middle = 2
    /// The row at the bottom of the visible area.
    case bottom = 3
  }

  /// How inserted and deleted rows would be animated. Raw values match UIKit's; nothing is
  /// animated.
  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  /// The separators between rows. Raw values match UIKit's. Stored only: nothing is drawn.
  public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine = 1
    case singleLineEtched = 2
  }

  /// The value that asks for a height from the content: for rows, GestureKit uses
  /// ``estimatedRowHeight`` when it is positive and ``defaultRowHeight`` otherwise (OUR
  /// CHOICE: UIKit measures the cell's constraints); for headers and footers, the height of the
  /// delegate's view (``defaultSectionTitleHeight`` if it has none), ``defaultSectionTitleHeight``
  /// for a title, zero otherwise. Its value is GestureKit's own.
  public static let automaticDimension: CGFloat = -1

  /// The height of a row whose height is ``automaticDimension`` with no estimate. OUR CHOICE:
  /// 44 points, UIKit's standard row height.
  public static var defaultRowHeight: CGFloat = 44

  /// The height of a section header or footer that has a title and an automatic height. OUR
  /// CHOICE: 28 points.
  public static var defaultSectionTitleHeight: CGFloat = 28

  /// The table's style, chosen when it is made.
  public let style: Style

  /// The object that gives the rows and their cells. Held weakly, as in UIKit.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      rowCounts.isStale = true
      setNeedsLayout()
    }
  }

  /// The height of every row whose delegate gives none. Default ``automaticDimension``.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The estimated row height, used as the height of automatic rows (see
  /// ``automaticDimension``). Default ``automaticDimension``.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The height of section headers the delegate gives none for. Default ``automaticDimension``.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The height of section footers the delegate gives none for. Default ``automaticDimension``.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The estimated header height. Stored only.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated footer height. Stored only.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// The view above the first section, at the table's width and its own height.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section, at the table's width and its own height.
  open var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }
  /// The view behind the rows, filling the visible area.
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView) }
  }

  /// Whether a tap selects a row while not editing. Default: true.
  open var allowsSelection = true
  /// Whether a tap adds rows to the selection (and a tap on a selected row deselects it)
  /// while not editing. Default: false.
  open var allowsMultipleSelection = false
  /// Whether a tap selects a row while editing. Default: false.
  open var allowsSelectionDuringEditing = false
  /// Whether a tap adds rows to the selection while editing. Default: false.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode; setting it calls ``setEditing(_:animated:)``.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// The separators' style. Default `.singleLine`. Stored only.
  open var separatorStyle: SeparatorStyle = .singleLine
  /// The separators' color. Stored only.
  open var separatorColor: UIColor?
  /// The separators' insets. Stored only.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  // MARK: State

  /// A section's place: where it starts, its header and footer heights and its rows' tops and
  /// heights, all in the content's coordinates.
  private struct SectionGeometry {
    var top: CGFloat = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowTops: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    /// The rows whose height is ``UITableView/automaticDimension``, which self-size.
    var automaticRows: Set<Int> = []

    var rowsTop: CGFloat { top + headerHeight }
    var rowsBottom: CGFloat {
      rowTops.last.map { $0 + rowHeights[rowHeights.count - 1] } ?? rowsTop
    }
    var bottom: CGFloat { rowsBottom + footerHeight }
  }

  private var editing = false
  /// The heights self-sizing rows measured when their cells were shown, until the rows are
  /// asked for again.
  private var selfSizedHeights: [IndexPath: CGFloat] = [:]
  /// The row counts, asked of the data source at the last reload or update.
  private var rowCounts = SectionCounts()
  private var geometry: [SectionGeometry] = []
  private var geometryIsStale = true
  /// The cells on screen, by their rows.
  private var shownCells: [IndexPath: UITableViewCell] = [:]
  private var shownHeaders: [Int: UIView] = [:]
  private var shownFooters: [Int: UIView] = [:]
  /// Header and footer views asked for while measuring an automatic height, by
  /// ``sectionViewKey(_:header:)``, kept to be shown.
  private var measuredSectionViews: [Int: UIView] = [:]
  private var headerFooterReuse = ReuseQueues<UITableViewHeaderFooterView>()
  /// The registered cell classes and the cells that left the screen.
  private var reuse = ReuseQueues<UITableViewCell>()
  /// The selected rows, in the order they were selected.
  private var selectedRows: [IndexPath] = []
  /// The updates collected by ``performBatchUpdates(_:completion:)`` or ``beginUpdates()``,
  /// applied when the outermost batch ends.
  private var batch = UpdateBatch()
  /// The touch that pressed a row, and the row.
  private var press = ListPress()

  // MARK: Making one

  /// A table with the given frame and style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// A plain table with the given frame.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// UIKit's archive initializer. GestureKit reads no archives: a plain table with a zero
  /// frame.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  // MARK: Cells

  /// Makes cells of `cellClass` (a ``UITableViewCell`` subclass) for `identifier`, with its
  /// `init(style:reuseIdentifier:)` and the `.default` style, as UIKit does; `nil` forgets
  /// the identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      reuse.register(identifier, make: nil)
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      fatalError("\(cellClass) registered for \"\(identifier)\" is not a UITableViewCell")
    }
    reuse.register(identifier) { cellType.init(gestureKitReuseIdentifier: $0) }
  }

  /// Makes section headers and footers of `aClass` (a ``UITableViewHeaderFooterView``
  /// subclass) for `identifier`, with its `init(reuseIdentifier:)`; `nil` forgets it.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      headerFooterReuse.register(identifier, make: nil)
      return
    }
    guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
      fatalError(
        "\(aClass) registered for \"\(identifier)\" is not a UITableViewHeaderFooterView")
    }
    headerFooterReuse.register(identifier) { viewType.init(gestureKitReuseIdentifier: $0) }
  }

  /// A header or footer that left the screen with `identifier`, after its
  /// ``UITableViewHeaderFooterView/prepareForReuse()``, or a new one of the registered class;
  /// `nil` when neither exists.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterReuse.dequeue(identifier) { $0.prepareForReuse() }
  }

  /// A cell that left the screen with `identifier`, after its
  /// ``UITableViewCell/prepareForReuse()``, or a new one of the registered class; `nil` when
  /// neither exists.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    reuse.dequeue(identifier) { $0.prepareForReuse() }
  }

  /// A cell for the row at `indexPath`: one that left the screen with `identifier`, after its
  /// ``UITableViewCell/prepareForReuse()``, or a new one of the class registered for
  /// `identifier`. Call it from ``UITableViewDataSource/tableView(_:cellForRowAt:)``. Asking
  /// for an identifier nobody registered stops the program, as UIKit's exception does.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError(
        "unable to dequeue a cell with identifier \(identifier) - "
          + "must register a nib or a class for the identifier")
    }
    cell.frame.size = CGSize(width: bounds.width, height: rowRectIfKnown(indexPath)?.height ?? 44)
    return cell
  }

  // MARK: Data

  /// Forgets every row and asks the data source again at the next layout; the cells on screen
  /// go back to the reuse queues.
  open func reloadData() {
    // In row order, so that the reuse queues, and the cells they give out, are the same from
    // run to run (a dictionary's order is not).
    for path in shownCells.keys.sorted() { retire(shownCells[path]!, at: path) }
    shownCells = [:]
    for view in shownHeaders.values { retireSectionView(view) }
    for view in shownFooters.values { retireSectionView(view) }
    measuredSectionViews = [:]
    shownHeaders = [:]
    shownFooters = [:]
    selectedRows = []
    rowCounts.isStale = true
    setNeedsLayout()
  }

  /// The number of sections.
  open var numberOfSections: Int {
    refreshIfStale()
    return rowCounts.sectionCount
  }

  /// The number of rows in `section`; zero for a section that does not exist.
  open func numberOfRows(inSection section: Int) -> Int {
    refreshIfStale()
    return rowCounts.count(in: section)
  }

  // MARK: Geometry

  /// The row's rectangle in the table's (the content's) coordinates; `.zero` for a row that
  /// does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    refreshIfStale()
    return rowRectIfKnown(indexPath) ?? .zero
  }

  /// The rectangle of the section, header and footer included.
  open func rect(forSection section: Int) -> CGRect {
    refreshIfStale()
    guard geometry.indices.contains(section) else { return .zero }
    let place = geometry[section]
    return CGRect(x: 0, y: place.top, width: bounds.width, height: place.bottom - place.top)
  }

  /// The rectangle of the section's header.
  open func rectForHeader(inSection section: Int) -> CGRect {
    refreshIfStale()
    guard geometry.indices.contains(section) else { return .zero }
    let place = geometry[section]
    return CGRect(x: 0, y: place.top, width: bounds.width, height: place.headerHeight)
  }

  /// The rectangle of the section's footer.
  open func rectForFooter(inSection section: Int) -> CGRect {
    refreshIfStale()
    guard geometry.indices.contains(section) else { return .zero }
    let place = geometry[section]
    return CGRect(x: 0, y: place.rowsBottom, width: bounds.width, height: place.footerHeight)
  }

  /// The row under `point`, in the table's (the content's) coordinates; `nil` outside every
  /// row (over a header, a footer or past the last row).
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    refreshIfStale()
    guard point.x >= 0, point.x < bounds.width else { return nil }
    for (section, place) in geometry.enumerated()
    where point.y >= place.rowsTop && point.y < place.rowsBottom {
      let row = lastIndex(in: place.rowTops, atOrBelow: point.y)
      if let row, point.y < place.rowTops[row] + place.rowHeights[row] {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The rows whose rectangles meet `rect`, in order.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    refreshIfStale()
    return rows(meeting: rect)
  }

  /// The row the cell on screen shows; `nil` for a cell that is not on screen.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    refreshIfStale()
    return shownCells.first { $0.value === cell }?.key
  }

  /// The cell on screen for the row; `nil` when the row is not on screen or does not exist,
  /// as Apple documents.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    updateShownViews()
    return shownCells[indexPath]
  }

  /// The cells on screen, in row order.
  open var visibleCells: [UITableViewCell] {
    updateShownViews()
    return shownCells.keys.sorted().compactMap { shownCells[$0] }
  }

  /// The rows on screen, in order; `nil` when none is.
  open var indexPathsForVisibleRows: [IndexPath]? {
    updateShownViews()
    let rows = shownCells.keys.sorted()
    return rows.isEmpty ? nil : rows
  }

  /// The header view on screen for `section`, if the delegate gave one.
  open func headerView(forSection section: Int) -> UIView? {
    updateShownViews()
    return shownHeaders[section]
  }

  /// The footer view on screen for `section`, if the delegate gave one.
  open func footerView(forSection section: Int) -> UIView? {
    updateShownViews()
    return shownFooters[section]
  }

  /// Scrolls so that the row is at `scrollPosition` in the visible area, within the content
  /// (at once: nothing is animated; `animated` only makes the delegate hear
  /// ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, as
  /// ``UIScrollView/setContentOffset(_:animated:)`` does).
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    refreshIfStale()
    guard let row = rowRectIfKnown(indexPath) else { return }
    let visibleHeight = bounds.height
    let y: CGFloat
    switch scrollPosition {
    case .top: y = row.minY
    case .middle: y = row.midY - visibleHeight / 2
    case .bottom: y = row.maxY - visibleHeight
    case .none:
      scrollRectToVisible(row, animated: animated)
      return
    }
    setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
  }

  // MARK: Selection

  /// The selected row with the lowest index path; `nil` when none is selected.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows, in order; `nil` when none is selected.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects the row (after deselecting the others unless multiple selection is allowed) and
  /// scrolls it to `scrollPosition`, calling no delegate method, as Apple documents; `nil`
  /// deselects every row.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    refreshIfStale()
    guard rowRectIfKnown(indexPath) != nil else { return }
    if !allowsMultipleSelectionNow {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    shownCells[indexPath]?.setSelected(true, animated: animated)
    scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects the row, calling no delegate method, as Apple documents.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    shownCells[indexPath]?.setSelected(false, animated: animated)
  }

  /// Turns editing mode on or off, for the table and the cells on screen.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for cell in shownCells.values { cell.setEditing(editing, animated: animated) }
  }

  private var allowsSelectionNow: Bool {
    editing ? allowsSelectionDuringEditing : allowsSelection
  }

  private var allowsMultipleSelectionNow: Bool {
    editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: Touches

  /// A touch on a row highlights it when selection is allowed and the delegate's
  /// ``UITableViewDelegate/tableView(_:shouldHighlightRowAt:)`` agrees.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard press.isFree, let touch = touches.first, allowsSelectionNow else { return }
    updateShownViews()
    guard let row = indexPathForRow(at: touch.location(in: self)),
      tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true
    else { return }
    press.begin(touch, on: row)
    shownCells[row]?.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: row)
  }

  /// A pressing touch that leaves its row takes the highlight away: lifting it then selects
  /// nothing (OUR CHOICE: UIKit's rule for a touch that wanders is not documented).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let (touch, row) = press.pressing(in: touches) else { return }
    if !rectForRow(at: row).contains(touch.location(in: self)) { endPress() }
  }

  /// The pressing touch lifting inside its row selects the row: the delegate's
  /// ``UITableViewDelegate/tableView(_:willSelectRowAt:)`` may choose another row or none; the
  /// other selected rows are deselected unless multiple selection is allowed (a tap on a
  /// selected row then deselects it); ``UITableViewDelegate/tableView(_:didSelectRowAt:)``
  /// comes last.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let (touch, row) = press.pressing(in: touches) else { return }
    let inside = rectForRow(at: row).contains(touch.location(in: self))
    endPress()
    if inside { selectByUser(row) }
  }

  /// A cancelled touch (a drag the scroll view's pan recognized) selects nothing.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard press.pressing(in: touches) != nil else { return }
    endPress()
  }

  private func endPress() {
    guard let row = press.end() else { return }
    shownCells[row]?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: row)
  }

  private func selectByUser(_ row: IndexPath) {
    let multiple = allowsMultipleSelectionNow
    if multiple, selectedRows.contains(row) {
      deselectByUser(row)
      return
    }
    let choice = tableDelegate.map { $0.tableView(self, willSelectRowAt: row) } ?? row
    guard let target = choice, rowRectIfKnown(target) != nil
    else { return }
    if !multiple {
      for other in selectedRows where other != target { deselectByUser(other) }
    }
    if !selectedRows.contains(target) { selectedRows.append(target) }
    shownCells[target]?.setSelected(true, animated: false)
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  private func deselectByUser(_ row: IndexPath) {
    let choice = tableDelegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
    guard let target = choice else { return }
    deselectRow(at: target, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }

  // MARK: Layout

  /// Moving the content (a drag, a new offset) calls for the rows now on screen.
  open override var bounds: CGRect {
    didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
  }

  /// Puts the cells of the rows on screen in place, asking the data source for the rows that
  /// came on screen and queueing the cells of those that left it for reuse.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateShownViews()
  }

  /// Asks the data source for the rows when they are stale and measures them again.
  private func refreshIfStale() {
    if rowCounts.isStale {
      // No longer stale while the data source answers, which may read the counts.
      rowCounts.isStale = false
      rowCounts = SectionCounts(sections: dataSource?.numberOfSections(in: self) ?? 0) {
        dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0
      }
      selfSizedHeights = [:]
      geometryIsStale = true
    }
    if geometryIsStale {
      geometryIsStale = false
      measure()
    }
  }

  /// Measures every section and row, and sets the content size and the header and footer
  /// views' frames.
  private func measure() {
    let delegate = tableDelegate
    var y: CGFloat = tableHeaderView?.frame.height ?? 0
    tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: y)
    geometry = rowCounts.counts.enumerated().map { section, rows in
      var place = SectionGeometry(top: y)
      place.headerHeight = sectionAccessoryHeight(section, header: true, delegate: delegate)
      y += place.headerHeight
      place.rowTops.reserveCapacity(rows)
      place.rowHeights.reserveCapacity(rows)
      for row in 0..<rows {
        let path = IndexPath(row: row, section: section)
        let asked = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if asked < 0 { place.automaticRows.insert(row) }
        let height = asked < 0 ? selfSizedHeights[path] ?? resolvedRowHeight(asked) : asked
        place.rowTops.append(y)
        place.rowHeights.append(height)
        y += height
      }
      place.footerHeight = sectionAccessoryHeight(section, header: false, delegate: delegate)
      y += place.footerHeight
      return place
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
      y += footer.frame.height
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  private func resolvedRowHeight(_ height: CGFloat) -> CGFloat {
    if height >= 0 { return height }
    return estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight
  }

  /// The height of a section's header or footer (see ``automaticDimension``).
  private func sectionAccessoryHeight(
    _ section: Int, header: Bool, delegate: (any UITableViewDelegate)?
  ) -> CGFloat {
    let asked =
      header
      ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    if asked >= 0 { return asked }
    guard let view = sectionView(section, header: header, delegate: delegate) else { return 0 }
    measuredSectionViews[Self.sectionViewKey(section, header: header)] = view
    return view.frame.height > 0 ? view.frame.height : Self.defaultSectionTitleHeight
  }

  private static func sectionViewKey(_ section: Int, header: Bool) -> Int {
    section * 2 + (header ? 0 : 1)
  }

  /// The delegate's header or footer view of the section, or, for a section with a title, a
  /// ``UITableViewHeaderFooterView`` showing it.
  private func sectionView(_ section: Int, header: Bool, delegate: (any UITableViewDelegate)?)
    -> UIView?
  {
    if let measured = measuredSectionViews.removeValue(
      forKey: Self.sectionViewKey(section, header: header))
    {
      return measured
    }
    let view =
      header
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    if let view { return view }
    let title =
      header
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let title else { return nil }
    let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
    titled.textLabel?.text = title
    return titled
  }

  private func rowRectIfKnown(_ indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, geometry.indices.contains(indexPath.section) else { return nil }
    let place = geometry[indexPath.section]
    guard place.rowTops.indices.contains(indexPath.row) else { return nil }
    return CGRect(
      x: 0, y: place.rowTops[indexPath.row], width: bounds.width,
      height: place.rowHeights[indexPath.row])
  }

  /// The rows whose rectangles meet `rect` (rows of no height never do), in order.
  private func rows(meeting rect: CGRect) -> [IndexPath] {
    var found: [IndexPath] = []
    for (section, place) in geometry.enumerated()
    where place.rowsBottom > rect.minY && place.rowsTop < rect.maxY {
      var row = lastIndex(in: place.rowTops, atOrBelow: rect.minY) ?? 0
      while row < place.rowTops.count, place.rowTops[row] < rect.maxY {
        if place.rowTops[row] + place.rowHeights[row] > rect.minY, place.rowHeights[row] > 0 {
          found.append(IndexPath(row: row, section: section))
        }
        row += 1
      }
    }
    return found
  }

  /// The last index of the ascending `tops` whose value is at most `y`.
  private func lastIndex(in tops: [CGFloat], atOrBelow y: CGFloat) -> Int? {
    var low = 0
    var high = tops.count
    while low < high {
      let middle = (low + high) / 2
      if tops[middle] <= y { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }

  /// Brings the cells, headers and footers on screen up to date with the visible area. A
  /// self-sizing row whose new cell measures another height than its estimate is measured
  /// again, and the rows placed again (a bounded number of rounds).
  private func updateShownViews() {
    var rounds = 0
    while showVisibleCells(), rounds < 8 {
      geometryIsStale = true
      rounds += 1
    }
    updateSectionViews(in: bounds)
  }

  /// Shows the cells of the rows on screen; whether a self-sizing row changed its height.
  private func showVisibleCells() -> Bool {
    refreshIfStale()
    backgroundView?.frame = bounds
    let visible = bounds
    let wanted = rows(meeting: visible)
    var resized = false
    let wantedSet = Set(wanted)
    for path in shownCells.keys.sorted() where !wantedSet.contains(path) {
      if let cell = shownCells.removeValue(forKey: path) { retire(cell, at: path) }
    }
    for path in wanted {
      guard let frame = rowRectIfKnown(path) else { continue }
      if let cell = shownCells[path] {
        cell.frame = frame
        continue
      }
      guard let source = dataSource else { break }
      let cell = source.tableView(self, cellForRowAt: path)
      cell.frame = frame
      cell.setSelected(selectedRows.contains(path), animated: false)
      if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
      shownCells[path] = cell
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
      if cell.superview !== self { addSubview(cell) }
      resized = selfSize(cell, at: path, shownIn: frame) || resized
    }
    return resized
  }

  /// Records the height a self-sizing row's new cell measures, when it differs from the row's.
  /// UIKit measures self-sizing cells as they come on screen, with the estimate until then
  /// [D: AD UITableView/estimatedRowHeight, "the table view … calculates the actual heights
  /// when the cells scroll onscreen"].
  private func selfSize(_ cell: UITableViewCell, at path: IndexPath, shownIn frame: CGRect) -> Bool
  {
    guard geometry[path.section].automaticRows.contains(path.row),
      let height = cell.selfSizingHeight(ofContent: cell.contentView, width: frame.width),
      height != frame.height
    else { return false }
    selfSizedHeights[path] = height
    cell.frame.size.height = height
    return true
  }

  /// Shows the delegate's header and footer views of the sections on screen.
  private func updateSectionViews(in visible: CGRect) {
    let delegate = tableDelegate
    for (section, place) in geometry.enumerated() {
      let header = CGRect(x: 0, y: place.top, width: bounds.width, height: place.headerHeight)
      let footer = CGRect(
        x: 0, y: place.rowsBottom, width: bounds.width, height: place.footerHeight)
      show(&shownHeaders, section, frame: header, visible: visible) {
        sectionView(section, header: true, delegate: delegate)
      }
      show(&shownFooters, section, frame: footer, visible: visible) {
        sectionView(section, header: false, delegate: delegate)
      }
    }
  }

  private func show(
    _ views: inout [Int: UIView], _ section: Int, frame: CGRect, visible: CGRect,
    make: () -> UIView?
  ) {
    guard frame.height > 0, frame.intersects(visible) else {
      if let view = views.removeValue(forKey: section) { retireSectionView(view) }
      return
    }
    if views[section] == nil, let view = make() {
      views[section] = view
      addSubview(view)
    }
    views[section]?.frame = frame
  }

  /// Takes a header or footer off the table, queueing a reusable one.
  private func retireSectionView(_ view: UIView) {
    view.removeFromSuperview()
    if let reusable = view as? UITableViewHeaderFooterView {
      headerFooterReuse.enqueue(reusable, identifier: reusable.reuseIdentifier)
    }
  }

  /// Takes a cell off the table and queues it for reuse when it has an identifier.
  private func retire(_ cell: UITableViewCell, at path: IndexPath) {
    cell.removeFromSuperview()
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    reuse.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    invalidateGeometry()
  }

  /// Measures the rows again at the next layout.
  private func invalidateGeometry() {
    geometryIsStale = true
    setNeedsLayout()
  }

  // MARK: Updates

  /// Runs `updates` (the data source's changes and the table's insert, delete, move and reload
  /// calls), then applies the table's calls together and calls `completion` with true, at
  /// once: nothing is animated.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Starts collecting row updates until the matching ``endUpdates()``.
  open func beginUpdates() {
    batch.begin()
  }

  /// Applies the row updates collected since the matching ``beginUpdates()``.
  open func endUpdates() {
    if let updates = batch.end() { apply(updates) }
  }

  /// Inserts rows the data source already holds. Cells of other rows are kept.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.inserted += indexPaths }
  }

  /// Deletes rows the data source no longer holds; their cells go back to the reuse queues.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deleted += indexPaths }
  }

  /// Moves a row the data source already moved; its cell moves with it.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moved.append((indexPath, newIndexPath)) }
  }

  /// Asks the data source again for the cells of the rows.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloaded += indexPaths }
  }

  /// Inserts sections the data source already holds. GestureKit then reloads the table (OUR
  /// CHOICE: only rows keep their cells across an update).
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.sectionsChanged = true }
  }

  /// Deletes sections the data source no longer holds; the table is reloaded (see
  /// ``insertSections(_:with:)``).
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.sectionsChanged = true }
  }

  /// Reloads sections; the table is reloaded (see ``insertSections(_:with:)``).
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.sectionsChanged = true }
  }

  private func record(_ change: (inout ListUpdates) -> Void) {
    refreshIfStale()
    if let updates = batch.record(change) { apply(updates) }
  }

  /// Applies the collected updates: the rows are counted again, and each kept row's cell and
  /// selection follow it to its new index path. When the new counts do not match the updates,
  /// UIKit raises an exception; GestureKit prints UIKit's reason and reloads (OUR CHOICE).
  private func apply(_ updates: ListUpdates) {
    guard !updates.isEmpty, !rowCounts.isStale else { return }
    let oldCounts = rowCounts
    rowCounts.isStale = true
    refreshIfStale()
    guard
      let mapping = RowMapping(
        old: oldCounts, new: rowCounts, updates: updates, view: "UITableView")
    else {
      reloadData()
      return
    }
    (shownCells, selectedRows) = mapping.follow(
      shown: shownCells, selected: selectedRows, reloaded: updates.reloaded, retire: retire)
    setNeedsLayout()
    updateShownViews()
  }
}
