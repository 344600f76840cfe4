#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// One tile of the board: a collection view cell with a title, shrinking a little while
/// highlighted.
final class TileCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemBlue
    contentView.layer.cornerRadius = 12
    contentView.clipsToBounds = true
    titleLabel.textAlignment = .center
    titleLabel.textColor = .white
    contentView.addSubview(titleLabel)
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isHighlighted: Bool {
    didSet {
      transform = isHighlighted ? CGAffineTransform(scaleX: 0.96, y: 0.96) : .identity
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
    alpha = 1
  }
}

/// A home-screen style grid of tiles reordered by long-pressing one and dragging it: the tile
/// is lifted as a snapshot that follows the finger, the others slide aside as it crosses their
/// slots, and it drops into its new slot when the finger lifts. The grid has three columns in a
/// compact width and four in a regular one, and fills right to left in a right-to-left layout.
final class TileBoardView: UIView {
  let spacing: CGFloat = 12
  private(set) var items: [String]
  private(set) var cells: [TileCell] = []
  var onReorder: (([String]) -> Void)?

  private(set) var snapshot: UIView?
  private var draggedIndex: Int?
  private var startIndex: Int?
  private var touchOffset: CGPoint = .zero
  private let feedback = UISelectionFeedbackGenerator()

  var columns: Int { traitCollection.horizontalSizeClass == .regular ? 4 : 3 }

  init(frame: CGRect, items: [String]) {
    self.items = items
    super.init(frame: frame)
    for item in items {
      let cell = TileCell(frame: .zero)
      cell.titleLabel.text = item
      cell.accessibilityLabel = item
      addSubview(cell)
      cells.append(cell)
    }
    let press = UILongPressGestureRecognizer(target: self, action: TileBoardView.handlePress)
    press.minimumPressDuration = 0.3
    addGestureRecognizer(press)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
      setNeedsLayout()
    }
  }

  /// The frame of slot `index`, in reading order for the layout direction.
  func frameForSlot(_ index: Int) -> CGRect {
    let count = CGFloat(columns)
    let side = (bounds.width - spacing * (count + 1)) / count
    let column = CGFloat(index % columns)
    let row = CGFloat(index / columns)
    var x = spacing + column * (side + spacing)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      x = bounds.width - x - side
    }
    return CGRect(x: x, y: spacing + row * (side + spacing), width: side, height: side)
  }

  private func slot(at point: CGPoint) -> Int? {
    cells.indices.first { frameForSlot($0).contains(point) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, cell) in cells.enumerated() {
      cell.frame = frameForSlot(index)
    }
  }

  private func handlePress(_ press: UILongPressGestureRecognizer) {
    let location = press.location(in: self)
    switch press.state {
    case .began:
      guard let index = slot(at: location),
        let view = cells[index].snapshotView(afterScreenUpdates: false)
      else { return }
      let cell = cells[index]
      view.center = cell.center
      addSubview(view)
      snapshot = view
      cell.alpha = 0
      draggedIndex = index
      startIndex = index
      touchOffset = CGPoint(x: location.x - cell.center.x, y: location.y - cell.center.y)
      feedback.selectionChanged()
      UIView.animate(withDuration: 0.2) {
        view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        view.alpha = 0.9
      }
    case .changed:
      guard let snapshot, let from = draggedIndex else { return }
      snapshot.center = CGPoint(x: location.x - touchOffset.x, y: location.y - touchOffset.y)
      guard let target = slot(at: location), target != from else { return }
      items.insert(items.remove(at: from), at: target)
      cells.insert(cells.remove(at: from), at: target)
      draggedIndex = target
      feedback.selectionChanged()
      setNeedsLayout()
      UIView.animate(
        withDuration: 0.25, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]
      ) {
        self.layoutIfNeeded()
      }
    case .ended, .cancelled, .failed:
      guard let snapshot, let index = draggedIndex else { return }
      let cell = cells[index]
      let moved = index != startIndex
      UIView.animate(
        withDuration: 0.2,
        animations: {
          snapshot.transform = .identity
          snapshot.center = cell.center
          snapshot.alpha = 1
        },
        completion: { _ in
          cell.alpha = 1
          snapshot.removeFromSuperview()
        })
      self.snapshot = nil
      draggedIndex = nil
      startIndex = nil
      if moved { onReorder?(items) }
    default:
      break
    }
  }
}
