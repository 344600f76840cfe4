import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete` actions.
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept: [Element] = []
    kept.reserveCapacity(count)
    for (offset, element) in enumerated() where !offsets.contains(offset) {
      kept.append(element)
    }
    self = Self(kept)
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so that they come before the element that was at offset
  /// `destination` (or last, when it is `count`), keeping their order, as SwiftUI's extension
  /// does for `onMove` actions.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moved = source.filter { $0 < elements.count }.map { elements[$0] }
    var before: [Element] = []
    var after: [Element] = []
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      if offset < destination { before.append(element) } else { after.append(element) }
    }
    for (index, element) in zip(indices, before + moved + after) { self[index] = element }
  }
}
