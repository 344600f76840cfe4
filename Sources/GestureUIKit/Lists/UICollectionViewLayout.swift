import Foundation
import GestureCore

/// Where one element of a collection view goes, as UIKit's `UICollectionViewLayoutAttributes`
/// is: a frame, with the element's index path and kind.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
  /// What kind of element the attributes place. Raw values match UIKit's.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  /// The element's index path.
  open var indexPath: IndexPath
  /// What kind of element this is.
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  public let representedElementKind: String?
  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// The element's transform. Stored only: GestureKit places cells by ``frame``.
  open var transform: CGAffineTransform = .identity
  /// The element's opacity, given to its view.
  open var alpha: CGFloat = 1
  /// The element's stacking order. Stored only.
  open var zIndex = 0
  /// Whether the element is hidden, given to its view.
  open var isHidden = false

  /// The attributes of the item at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// The attributes of a supplementary view of `elementKind` at `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The middle of ``frame``.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of ``frame``, keeping its center.
  open var size: CGSize {
    get { frame.size }
    set {
      let middle = center
      frame.size = newValue
      center = middle
    }
  }

  /// A copy, as UIKit's `copy()` gives, for layouts that adjust attributes they return.
  open func copy() -> Any {
    let copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    copy.frame = frame
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }
}

/// The object that places a collection view's items, as UIKit's `UICollectionViewLayout` is.
///
/// Subclass it as on iOS: ``prepare()`` computes, ``collectionViewContentSize`` gives the
/// content's size, ``layoutAttributesForElements(in:)`` the items in a rectangle and
/// ``layoutAttributesForItem(at:)`` one item. The collection view asks again after
/// ``invalidateLayout()``, a reload or an update, and when its bounds change size (or move, if
/// ``shouldInvalidateLayout(forBoundsChange:)`` says so).
@preconcurrency @MainActor open class UICollectionViewLayout {
  /// The collection view the layout serves.
  public internal(set) weak var collectionView: UICollectionView?

  /// Whether ``prepare()`` is due before the next question.
  var needsPreparation = true

  /// A layout.
  public init() {}

  /// UIKit's archive initializer. GestureKit reads no archives.
  public required init?(coder: NSCoder) {}

  /// Computes the layout. Called before the collection view asks anything after an
  /// invalidation. Default: nothing.
  open func prepare() {}

  /// The size of the whole content. Default: zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the elements whose frames meet `rect`. Default: `nil`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`. Default: `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a change of the bounds' origin (scrolling) calls for a new layout. Default: false.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Makes the collection view ask the layout again at its next layout.
  open func invalidateLayout() {
    needsPreparation = true
    collectionView?.setNeedsLayout()
  }

  /// Where scrolling should stop. Default: `proposedContentOffset`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Where a drag should come to rest. Default: `proposedContentOffset`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// The index path an interactively moving item would take at `position`. Default (OUR
  /// CHOICE: Apple does not document the rule): the path of the item whose frame holds
  /// `position`, or `previousIndexPath` when none does.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    let under = layoutAttributesForElements(
      in: CGRect(origin: position, size: .zero).insetBy(
        dx: -0.5, dy: -0.5))?.first {
        $0.representedElementCategory == .cell && $0.frame.contains(position)
      }
    return under?.indexPath ?? previousIndexPath
  }

  /// The attributes of an interactively moving item at `position`: its attributes centred on
  /// `position`, as Apple documents the default.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    let attributes =
      (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
      ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    return attributes
  }
}

/// The methods a flow layout asks its collection view's delegate; all optional, with the
/// layout's own values as defaults.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout:
  UICollectionViewDelegate
{
  /// The size of the item. Default: the layout's ``UICollectionViewFlowLayout/itemSize``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The section's insets. Default: the layout's ``UICollectionViewFlowLayout/sectionInset``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The section's line spacing. Default: the layout's
  /// ``UICollectionViewFlowLayout/minimumLineSpacing``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The section's spacing between items of a line. Default: the layout's
  /// ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of the section's header. Default: the layout's
  /// ``UICollectionViewFlowLayout/headerReferenceSize``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of the section's footer. Default: the layout's
  /// ``UICollectionViewFlowLayout/footerReferenceSize``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

/// A layout of items in lines, as UIKit's `UICollectionViewFlowLayout` is: items fill a line
/// across the scrolling axis, then the next line, section after section.
///
/// Each section starts after its insets (and its header's size along the scrolling axis).
/// Items go into a line while they fit the width left by the insets, at least
/// ``minimumInteritemSpacing`` apart; lines are ``minimumLineSpacing`` apart and as deep as
/// their deepest item. OUR CHOICES where Apple documents only minimums: the spare width of a
/// line with several items is shared out evenly between them, except in a section's last line,
/// whose items keep the minimum spacing from the leading inset; a line's items are centred on
/// it. Header and footer sizes take room; the views are not shown.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls in. Raw values match UIKit's.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// The size of items the delegate gives none for. Default 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// An estimate of item sizes. Stored only: sizes are always exact here.
  open var estimatedItemSize: CGSize = .zero
  /// The least spacing between lines. Default 10.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least spacing between the items of a line. Default 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The margins of each section. Default zero.
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }
  /// The direction the content scrolls in. Default `.vertical`.
  open var scrollDirection: ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The size of each section's header; only the extent along the scrolling axis is used.
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// The size of each section's footer; only the extent along the scrolling axis is used.
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }

  /// The value of ``estimatedItemSize`` that asks for self-sizing items. Stored only.
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1)

  private var items: [[UICollectionViewLayoutAttributes]] = []
  private var contentSize: CGSize = .zero

  /// A flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// UIKit's archive initializer. GestureKit reads no archives: the defaults.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Places every item.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      items = []
      contentSize = .zero
      return
    }
    let flow = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let vertical = scrollDirection == .vertical
    // Work in (across, along) coordinates: across the scrolling axis, then along it.
    func flip(_ size: CGSize) -> (across: CGFloat, along: CGFloat) {
      vertical ? (size.width, size.height) : (size.height, size.width)
    }
    let extent = flip(collectionView.bounds.size).across
    var along: CGFloat = 0
    items = (0..<collectionView.numberOfSections).map { section in
      let inset =
        flow?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        flow?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let header =
        flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footer =
        flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      let (leading, trailing, before, after) =
        vertical
        ? (inset.left, inset.right, inset.top, inset.bottom)
        : (inset.top, inset.bottom, inset.left, inset.right)
      let room = extent - leading - trailing
      along += flip(header).along + before
      let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
        let path = IndexPath(item: item, section: section)
        return flip(
          flow?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize)
      }
      var attributes: [UICollectionViewLayoutAttributes] = []
      var start = 0
      while start < sizes.count {
        var end = start + 1
        var used = sizes[start].across
        while end < sizes.count, used + itemSpacing + sizes[end].across <= room {
          used += itemSpacing + sizes[end].across
          end += 1
        }
        let line = sizes[start..<end]
        let depth = line.map(\.along).max() ?? 0
        let last = end == sizes.count
        let gap =
          line.count > 1 && !last
          ? itemSpacing + (room - used) / CGFloat(line.count - 1) : itemSpacing
        var across = leading
        for (offset, size) in line.enumerated() {
          let item = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: start + offset, section: section))
          let top = along + (depth - size.along) / 2
          item.frame =
            vertical
            ? CGRect(x: across, y: top, width: size.across, height: size.along)
            : CGRect(x: top, y: across, width: size.along, height: size.across)
          attributes.append(item)
          across += size.across + gap
        }
        along += depth + (last ? 0 : lineSpacing)
        start = end
      }
      along += after + flip(footer).along
      return attributes
    }
    contentSize =
      vertical ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
  }

  /// The size of the placed items, sections, insets, headers and footers.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// The items whose frames meet `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    items.flatMap { $0.filter { $0.frame.intersects(rect) } }
  }

  /// The item's attributes; `nil` for an item that does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  /// A flow layout lays out again when the bounds change size, not when they move.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size
  }
}
