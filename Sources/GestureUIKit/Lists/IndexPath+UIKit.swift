import Foundation
import GestureCore

/// UIKit's additions to Foundation's `IndexPath`: a row or an item within a section.
///
/// As in UIKit, `section` is the first index and `row` (or `item`, the same index under the
/// name collection views use) the second; reading either from a path with fewer than two
/// indexes traps, as Foundation's subscript does.
extension IndexPath {
  /// A path to `row` in `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// A path to `item` in `section`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item within the section: the second index, as ``row`` is.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
