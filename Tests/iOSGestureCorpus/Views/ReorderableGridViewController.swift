#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// One swatch of the palette grid: a colored square with its name.
final class SwatchCell: UICollectionViewCell {
  static let reuseIdentifier = "SwatchCell"

  let nameLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 8
    contentView.backgroundColor = .systemBlue
    nameLabel.textAlignment = .center
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    nameLabel.frame = contentView.bounds
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
  }
}

/// A palette of swatches in a three-column grid, reordered by long-pressing one and dragging
/// it: the long press on the collection view drives UIKit's interactive movement (begin,
/// update with the finger, end or cancel), and the data source moves the swatch in its array.
/// A tap picks a swatch.
final class ReorderableGridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  private(set) var swatches: [String]
  private(set) var picked: [String] = []
  private(set) var moves: [(from: IndexPath, to: IndexPath)] = []
  private let columns: CGFloat = 3
  private let spacing: CGFloat = 10
  private let inset = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)

  lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .vertical
    layout.minimumLineSpacing = spacing
    layout.minimumInteritemSpacing = spacing
    layout.sectionInset = inset
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.backgroundColor = .systemBackground
    collectionView.alwaysBounceVertical = true
    return collectionView
  }()

  init(swatches: [String]) {
    self.swatches = swatches
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    let longPress = UILongPressGestureRecognizer(
      target: self, action: ReorderableGridViewController.handleLongPress)
    collectionView.addGestureRecognizer(longPress)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  private func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard
        let selectedIndexPath = collectionView.indexPathForItem(
          at: gesture.location(in: collectionView))
      else { break }
      collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    swatches.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath) as! SwatchCell
    cell.nameLabel.text = swatches[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let swatch = swatches.remove(at: sourceIndexPath.item)
    swatches.insert(swatch, at: destinationIndexPath.item)
    moves.append((sourceIndexPath, destinationIndexPath))
  }

  // MARK: UICollectionViewDelegateFlowLayout

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let available =
      collectionView.bounds.width - inset.left - inset.right - spacing * (columns - 1)
    let side = (available / columns).rounded(.down)
    return CGSize(width: side, height: side)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    picked.append(swatches[indexPath.item])
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
