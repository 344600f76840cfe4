import Foundation
import GestureCore

/// The row or item updates of one batch of a table or collection view: deletions and reloads
/// in the old index paths, insertions in the new ones, moves from old to new, as UIKit reads
/// them; any section change makes the view reload (OUR CHOICE).
struct ListUpdates {
  var deleted: [IndexPath] = []
  var inserted: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []
  var reloaded: [IndexPath] = []
  var sectionsChanged = false

  var isEmpty: Bool {
    deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty && !sectionsChanged
  }
}

/// How many rows (or items) each section of a table (or collection view) holds, as its data
/// source last said, and whether the data source must be asked again.
struct SectionCounts {
  /// The counts, one a section.
  private(set) var counts: [Int] = []
  /// Whether the data source must be asked again before the counts are read.
  var isStale = true

  init() {}

  /// Counts a data source just gave: `sections` sections, `count(section)` in each; a negative
  /// answer counts as zero.
  init(sections: Int, count: (Int) -> Int) {
    counts = (0..<max(sections, 0)).map { max(count($0), 0) }
    isStale = false
  }

  /// The number of sections.
  var sectionCount: Int { counts.count }

  /// The count of `section`; zero for a section that does not exist.
  func count(in section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }
}

/// Updates collected between `performBatchUpdates` (or `beginUpdates`) and its end; a change
/// made outside a batch is applied at once.
struct UpdateBatch {
  private var pending = ListUpdates()
  private var depth = 0

  mutating func begin() {
    depth += 1
  }

  /// The updates to apply when the outermost batch ends.
  mutating func end() -> ListUpdates? {
    guard depth > 0 else { return nil }
    depth -= 1
    return depth == 0 ? take() : nil
  }

  /// Records `change`; the updates to apply when no batch is open.
  mutating func record(_ change: (inout ListUpdates) -> Void) -> ListUpdates? {
    change(&pending)
    return depth == 0 ? take() : nil
  }

  private mutating func take() -> ListUpdates {
    defer { pending = ListUpdates() }
    return pending
  }
}

/// Where each old row (or item) goes in an update: deleted rows nowhere, moved rows to their
/// destinations, the others in their old order into the slots left free by insertions and
/// move destinations, section by section.
struct RowMapping {
  private var newRows: [[Int?]]
  private var movedTo: [IndexPath: IndexPath] = [:]

  /// The mapping, or `nil` when a section changed (the view then reloads, OUR CHOICE) and,
  /// after printing UIKit's reason, named for `view`, when the new counts do not equal the old
  /// ones less the deletions and moves out plus the insertions and moves in, or a path lies
  /// outside its section. UIKit raises an exception there.
  init?(old: SectionCounts, new: SectionCounts, updates: ListUpdates, view: String) {
    guard !updates.sectionsChanged else { return nil }
    guard let mapping = RowMapping(old: old.counts, new: new.counts, updates: updates) else {
      print(
        "[\(view)] Invalid update: the number of rows or items after the update does not "
          + "equal the number before, plus or minus those inserted or deleted; reloading")
      return nil
    }
    self = mapping
  }

  private init?(old: [Int], new: [Int], updates: ListUpdates) {
    guard old.count == new.count else { return nil }
    var removed = old.map { Array(repeating: false, count: $0) }
    var taken = new.map { Array(repeating: false, count: $0) }
    func mark(_ table: inout [[Bool]], _ path: IndexPath) -> Bool {
      guard path.count == 2, table.indices.contains(path.section),
        table[path.section].indices.contains(path.row), !table[path.section][path.row]
      else { return false }
      table[path.section][path.row] = true
      return true
    }
    for path in updates.deleted where !mark(&removed, path) { return nil }
    for path in updates.inserted where !mark(&taken, path) { return nil }
    for move in updates.moved where !mark(&removed, move.from) || !mark(&taken, move.to) {
      return nil
    }
    newRows = old.map { Array(repeating: nil, count: $0) }
    for section in old.indices {
      let kept = removed[section].indices.filter { !removed[section][$0] }
      let free = taken[section].indices.filter { !taken[section][$0] }
      guard kept.count == free.count else { return nil }
      for (oldRow, newRow) in zip(kept, free) { newRows[section][oldRow] = newRow }
    }
    for move in updates.moved { movedTo[move.from] = move.to }
  }

  /// The row's path after the update; `nil` for a deleted row.
  func newPath(for old: IndexPath) -> IndexPath? {
    if let moved = movedTo[old] { return moved }
    guard newRows.indices.contains(old.section), newRows[old.section].indices.contains(old.row),
      let row = newRows[old.section][old.row]
    else { return nil }
    return IndexPath(indexes: [old.section, row])
  }

  /// The views on screen and the selection moved to their rows' new paths: the views of
  /// deleted and reloaded rows go to `retire`, in row order (so that reuse is the same from run
  /// to run), and deleted rows leave the selection.
  @MainActor
  func follow<View>(
    shown: [IndexPath: View], selected: [IndexPath], reloaded: [IndexPath],
    retire: (View, IndexPath) -> Void
  ) -> (shown: [IndexPath: View], selected: [IndexPath]) {
    var kept: [IndexPath: View] = [:]
    for path in shown.keys.sorted() {
      guard let view = shown[path] else { continue }
      if let new = newPath(for: path), !reloaded.contains(path) {
        kept[new] = view
      } else {
        retire(view, path)
      }
    }
    return (kept, selected.compactMap { newPath(for: $0) })
  }
}
