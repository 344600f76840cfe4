import Foundation
import GestureCore

/// A scrolling grid (or any arrangement a layout gives) of items in sections, as UIKit's
/// `UICollectionView` is: a ``UIScrollView`` whose data source makes a cell for each item on
/// screen, placed by its ``collectionViewLayout``, and whose items the user selects by tapping
/// and can move with the interactive movement calls.
///
///     let layout = UICollectionViewFlowLayout()
///     layout.itemSize = CGSize(width: 100, height: 100)
///     let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                 collectionViewLayout: layout)
///     grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
///     grid.dataSource = model
///
/// As with ``UITableView``: cells come from ``dequeueReusableCell(withReuseIdentifier:for:)``,
/// which reuses a cell that left the screen after its
/// ``UICollectionReusableView/prepareForReuse()``; ``cellForItem(at:)`` answers only for items
/// on screen; the cells on screen are subviews placed at their layout frames whenever layout is
/// due; a touch highlights its item and, lifted inside it, selects it, unless a recognizer (the
/// scroll view's pan, a long press that begins a movement) cancels the touch;
/// ``selectItem(at:animated:scrollPosition:)`` calls no delegate method. Nothing is animated.
///
/// Interactive movement follows Apple's documentation of
/// ``beginInteractiveMovementForItem(at:)``, ``updateInteractiveMovementTargetPosition(_:)``,
/// ``endInteractiveMovement()`` and ``cancelInteractiveMovement()``: the moving cell is centred
/// on the target position, the other items are laid out as though it were already at the
/// target index path (the layout's
/// ``UICollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``, then the
/// delegate's choice), and the end calls the data source's
/// ``UICollectionViewDataSource/collectionView(_:moveItemAt:to:)`` if the item's position
/// changed. OUR CHOICE: an item moves within its own section only.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
  /// Where ``scrollToItem(at:at:animated:)`` puts an item. Raw values match UIKit's.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a section header view.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer view.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The object that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// The object that gives the items and their cells. Held weakly, as in UIKit.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      itemCounts.isStale = true
      setNeedsLayout()
    }
  }

  /// Whether a tap selects an item. Default: true.
  open var allowsSelection = true
  /// Whether a tap adds items to the selection (and a tap on a selected item deselects it).
  /// Default: false.
  open var allowsMultipleSelection = false
  /// The view behind the items, filling the visible area.
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView) }
  }

  /// An interactive movement: the item's index path when it began, the one it would take now,
  /// and where its cell is centred.
  private struct Movement {
    var original: IndexPath
    var current: IndexPath
    var position: CGPoint
  }

  private var itemCounts = SectionCounts()
  private var shownCells: [IndexPath: UICollectionViewCell] = [:]
  private var reuse = ReuseQueues<UICollectionViewCell>()
  private var supplementaryReuse = ReuseQueues<UICollectionReusableView>()
  private var selectedItems: [IndexPath] = []
  private var batch = UpdateBatch()
  private var movement: Movement?
  private var press = ListPress()

  // MARK: Making one

  /// A collection view with the given frame, placing its items with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// UIKit's archive initializer. GestureKit reads no archives: a zero frame and a flow layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Replaces the layout (at once: `animated` changes nothing).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // MARK: Cells

  /// Makes cells of `cellClass` (a ``UICollectionViewCell`` subclass) for `identifier`, with its
  /// `init(frame:)`, as UIKit does; `nil` forgets the identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    reuse.register(identifier, make: maker(cellClass, identifier, UICollectionViewCell.self))
  }

  /// Makes supplementary views of `viewClass` for `kind` and `identifier`. GestureKit's layouts
  /// place no supplementary views; ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
  /// still gives one.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryReuse.register(
      kind + "/" + identifier, make: maker(viewClass, identifier, UICollectionReusableView.self))
  }

  private func maker<View: UICollectionReusableView>(
    _ viewClass: AnyClass?, _ identifier: String, _ base: View.Type
  ) -> ((String) -> View)? {
    guard let viewClass else { return nil }
    guard let viewType = viewClass as? View.Type else {
      fatalError("\(viewClass) registered for \"\(identifier)\" is not a \(base)")
    }
    return { _ in viewType.init(gestureKitReuseIdentifier: identifier) }
  }

  /// A cell for the item at `indexPath`: one that left the screen with `identifier`, after its
  /// ``UICollectionReusableView/prepareForReuse()``, or a new one of the class registered for
  /// `identifier`. Asking for an identifier nobody registered stops the program, as UIKit's
  /// exception does.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cell = reuse.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
      fatalError(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier")
    }
    if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
      cell.frame = frame
    }
    return cell
  }

  /// A supplementary view of `kind` for `identifier`, made from the registered class (or
  /// reused).
  open func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard
      let view = supplementaryReuse.dequeue(
        kind + "/" + identifier, prepare: { $0.prepareForReuse() })
    else {
      fatalError(
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
          + "must register a nib or a class for the identifier")
    }
    return view
  }

  // MARK: Data

  /// Forgets every item and asks the data source and the layout again at the next layout; the
  /// cells on screen go back to the reuse queues.
  open func reloadData() {
    for path in shownCells.keys.sorted() { retire(shownCells[path]!, at: path) }
    shownCells = [:]
    selectedItems = []
    movement = nil
    itemCounts.isStale = true
    setNeedsLayout()
  }

  /// The number of sections.
  open var numberOfSections: Int {
    refreshIfStale()
    return itemCounts.sectionCount
  }

  /// The number of items in `section`; zero for a section that does not exist.
  open func numberOfItems(inSection section: Int) -> Int {
    refreshIfStale()
    return itemCounts.count(in: section)
  }

  // MARK: Geometry

  /// The layout's attributes of the item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The item whose frame holds `point`, in the collection view's (the content's)
  /// coordinates; `nil` when none does.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    let hit = collectionViewLayout.layoutAttributesForElements(in: probe)?.first {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
    }
    return hit.map { dataPath(forSlot: $0.indexPath) }
  }

  /// The item the cell on screen shows; `nil` for a cell that is not on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shownCells.first { $0.value === cell }?.key
  }

  /// The cell on screen for the item; `nil` when the item is not on screen or does not exist.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    updateShownViews()
    return shownCells[indexPath]
  }

  /// The cells on screen, in item order.
  open var visibleCells: [UICollectionViewCell] {
    updateShownViews()
    return shownCells.keys.sorted().compactMap { shownCells[$0] }
  }

  /// The items on screen, in order.
  open var indexPathsForVisibleItems: [IndexPath] {
    updateShownViews()
    return shownCells.keys.sorted()
  }

  /// Scrolls so that the item is at `scrollPosition` (an empty position: the least scrolling
  /// that shows it), within the content, at once.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
    guard !scrollPosition.isEmpty else {
      scrollRectToVisible(frame, animated: animated)
      return
    }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  // MARK: Selection

  /// The selected items, in order; `nil` when none is selected.
  open var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Selects the item (after deselecting the others unless multiple selection is allowed) and
  /// scrolls it to `scrollPosition`, calling no delegate method; `nil` deselects every item.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for item in selectedItems { deselectItem(at: item, animated: animated) }
      return
    }
    guard layoutAttributesForItem(at: indexPath) != nil else { return }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath {
        deselectItem(at: item, animated: animated)
      }
    }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    shownCells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item, calling no delegate method.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    shownCells[indexPath]?.isSelected = false
  }

  private var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  // MARK: Touches

  /// A touch on an item highlights it when selection is allowed and the delegate's
  /// ``UICollectionViewDelegate/collectionView(_:shouldHighlightItemAt:)`` agrees.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard press.isFree, movement == nil, let touch = touches.first, allowsSelection,
      let item = indexPathForItem(at: touch.location(in: self)),
      collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
    else { return }
    press.begin(touch, on: item)
    shownCells[item]?.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: item)
  }

  /// A pressing touch that leaves its item takes the highlight away (see ``UITableView``).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let (touch, item) = press.pressing(in: touches) else { return }
    if indexPathForItem(at: touch.location(in: self)) != item { endPress() }
  }

  /// The pressing touch lifting inside its item selects it: the delegate's
  /// ``UICollectionViewDelegate/collectionView(_:shouldSelectItemAt:)`` may refuse; the other
  /// selected items are deselected unless multiple selection is allowed (a tap on a selected
  /// item then deselects it, if ``UICollectionViewDelegate/collectionView(_:shouldDeselectItemAt:)``
  /// agrees); ``UICollectionViewDelegate/collectionView(_:didSelectItemAt:)`` comes last.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let (touch, item) = press.pressing(in: touches) else { return }
    let inside = indexPathForItem(at: touch.location(in: self)) == item
    endPress()
    guard inside else { return }
    let delegate = collectionDelegate
    if allowsMultipleSelection, selectedItems.contains(item) {
      deselectByUser(item)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
    if !allowsMultipleSelection {
      for other in selectedItems where other != item { deselectByUser(other) }
    }
    if !selectedItems.contains(item) { selectedItems.append(item) }
    shownCells[item]?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: item)
  }

  /// A cancelled touch selects nothing.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard press.pressing(in: touches) != nil else { return }
    endPress()
  }

  private func endPress() {
    guard let item = press.end() else { return }
    shownCells[item]?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
  }

  private func deselectByUser(_ item: IndexPath) {
    guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else {
      return
    }
    deselectItem(at: item, animated: false)
    collectionDelegate?.collectionView(self, didDeselectItemAt: item)
  }

  // MARK: Interactive movement

  /// Starts moving the item, if the data source's
  /// ``UICollectionViewDataSource/collectionView(_:canMoveItemAt:)`` allows it; false when it
  /// does not, when the item does not exist or when a movement is under way.
  @discardableResult
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard movement == nil, let source = dataSource,
      let attributes = layoutAttributesForItem(at: indexPath),
      source.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    movement = Movement(original: indexPath, current: indexPath, position: attributes.center)
    setNeedsLayout()
    updateShownViews()
    return true
  }

  /// Moves the moving item's cell to `targetPosition` (in the collection view's coordinates)
  /// and the other items aside for the index path it would now take.
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var moving = movement else { return }
    moving.position = targetPosition
    let proposed = collectionViewLayout.targetIndexPath(
      forInteractivelyMovingItem: moving.current, withPosition: targetPosition)
    let target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveFromItemAt: moving.original, toProposedIndexPath: proposed)
      ?? proposed
    if target.count == 2, target.section == moving.original.section,
      (0..<numberOfItems(inSection: target.section)).contains(target.item)
    {
      moving.current = target
    }
    movement = moving
    setNeedsLayout()
    updateShownViews()
  }

  /// Ends the movement: the item takes its new index path, and the data source's
  /// ``UICollectionViewDataSource/collectionView(_:moveItemAt:to:)`` is called if it changed,
  /// as Apple documents.
  open func endInteractiveMovement() {
    guard let moving = movement else { return }
    movement = nil
    if moving.current != moving.original {
      dataSource?.collectionView(self, moveItemAt: moving.original, to: moving.current)
      var updates = ListUpdates()
      updates.moved = [(moving.original, moving.current)]
      apply(updates)
    } else {
      setNeedsLayout()
      updateShownViews()
    }
  }

  /// Ends the movement with the item back where it was.
  open func cancelInteractiveMovement() {
    guard movement != nil else { return }
    movement = nil
    setNeedsLayout()
    updateShownViews()
  }

  /// The item shown in a layout slot: during a movement the moving item sits at its current
  /// target and the items between slide one place toward where it was.
  private func dataPath(forSlot slot: IndexPath) -> IndexPath {
    guard let moving = movement, slot.section == moving.original.section else { return slot }
    let from = moving.original.item
    let to = moving.current.item
    let item = slot.item
    if item == to { return moving.original }
    if from < to, item >= from, item < to {
      return IndexPath(item: item + 1, section: slot.section)
    }
    if to < from, item > to, item <= from {
      return IndexPath(item: item - 1, section: slot.section)
    }
    return slot
  }

  // MARK: Layout

  /// Moving the content calls for the items now on screen; a layout that asks to be invalidated
  /// by the change is.
  open override var bounds: CGRect {
    willSet {
      if newValue != bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
      {
        collectionViewLayout.invalidateLayout()
      }
    }
    didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
  }

  /// Puts the cells of the items on screen in place, asking the data source for the items that
  /// came on screen and queueing the cells of those that left it for reuse.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateShownViews()
  }

  private func refreshIfStale() {
    guard itemCounts.isStale else { return }
    // No longer stale while the data source answers, which may read the counts.
    itemCounts.isStale = false
    itemCounts = SectionCounts(sections: dataSource?.numberOfSections(in: self) ?? 0) {
      dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0
    }
    collectionViewLayout.needsPreparation = true
  }

  private func prepareIfNeeded() {
    refreshIfStale()
    guard collectionViewLayout.needsPreparation else { return }
    collectionViewLayout.needsPreparation = false
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  private func updateShownViews() {
    prepareIfNeeded()
    backgroundView?.frame = bounds
    var frames: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    where attributes.representedElementCategory == .cell {
      frames[dataPath(forSlot: attributes.indexPath)] = attributes
    }
    if let moving = movement {
      frames[moving.original] = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
        at: moving.current, withTargetPosition: moving.position)
    }
    for path in shownCells.keys.sorted() where frames[path] == nil {
      if let cell = shownCells.removeValue(forKey: path) { retire(cell, at: path) }
    }
    for path in frames.keys.sorted() {
      guard let attributes = frames[path] else { continue }
      let cell: UICollectionViewCell
      if let shown = shownCells[path] {
        cell = shown
      } else {
        guard let source = dataSource else { break }
        cell = source.collectionView(self, cellForItemAt: path)
        cell.isSelected = selectedItems.contains(path)
        shownCells[path] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        if cell.superview !== self { addSubview(cell) }
      }
      cell.frame = attributes.frame
      cell.alpha = attributes.alpha
      cell.isHidden = attributes.isHidden
    }
    if let moving = movement, let cell = shownCells[moving.original] {
      bringSubviewToFront(cell)
    }
  }

  private func retire(_ cell: UICollectionViewCell, at path: IndexPath) {
    cell.removeFromSuperview()
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    reuse.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  // MARK: Updates

  /// Runs `updates` (the data source's changes and the insert, delete, move and reload calls),
  /// then applies the calls together and calls `completion` with true, at once.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batch.begin()
    updates?()
    if let collected = batch.end() { apply(collected) }
    completion?(true)
  }

  /// Inserts items the data source already holds. Cells of other items are kept.
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.inserted += indexPaths }
  }

  /// Deletes items the data source no longer holds; their cells go back to the reuse queues.
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deleted += indexPaths }
  }

  /// Moves an item the data source already moved; its cell moves with it.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moved.append((indexPath, newIndexPath)) }
  }

  /// Asks the data source again for the cells of the items.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloaded += indexPaths }
  }

  /// Inserts sections the data source already holds; the collection view reloads (OUR CHOICE).
  open func insertSections(_ sections: IndexSet) {
    record { $0.sectionsChanged = true }
  }

  /// Deletes sections the data source no longer holds; the collection view reloads.
  open func deleteSections(_ sections: IndexSet) {
    record { $0.sectionsChanged = true }
  }

  /// Reloads sections; the collection view reloads.
  open func reloadSections(_ sections: IndexSet) {
    record { $0.sectionsChanged = true }
  }

  private func record(_ change: (inout ListUpdates) -> Void) {
    refreshIfStale()
    if let updates = batch.record(change) { apply(updates) }
  }

  /// Applies the collected updates: the items are counted again and laid out again, and each
  /// kept item's cell and selection follow it; counts that do not add up make it reload, after
  /// printing UIKit's reason (UIKit raises an exception).
  private func apply(_ updates: ListUpdates) {
    guard !updates.isEmpty else { return }
    let oldCounts = itemCounts
    itemCounts.isStale = true
    refreshIfStale()
    guard
      let mapping = RowMapping(
        old: oldCounts, new: itemCounts, updates: updates, view: "UICollectionView")
    else {
      reloadData()
      return
    }
    (shownCells, selectedItems) = mapping.follow(
      shown: shownCells, selected: selectedItems, reloaded: updates.reloaded, retire: retire)
    setNeedsLayout()
    updateShownViews()
  }
}
