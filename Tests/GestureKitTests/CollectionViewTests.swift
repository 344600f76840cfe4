import Foundation
import GestureKit
import GestureScripts
import Testing

/// Letters in one section, logging what the collection view tells them.
@MainActor
private final class Letters: UICollectionViewDataSource, UICollectionViewDelegate {
  var items: [String]
  var log: [String] = []

  init(_ items: [String]) {
    self.items = items
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.accessibilityLabel = items[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    indexPath.item != 0
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
    items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}

@MainActor
@Suite("UICollectionView")
struct CollectionViewTests {
  /// A 390 × 400 grid of 100-point items, 10 points apart, in 10-point insets.
  private func scene(_ count: Int = 7) -> (Simulation, UICollectionView, Letters) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    let letters = Letters((0..<count).map { String(UnicodeScalar(65 + $0)!) })
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = letters
    grid.delegate = letters
    simulation.window.addSubview(grid)
    simulation.window.layoutIfNeeded()
    return (simulation, grid, letters)
  }

  private func labels(_ grid: UICollectionView) -> [String] {
    grid.visibleCells.map { $0.accessibilityLabel ?? "" }
  }

  @Test("The flow layout fills lines across the width, spreading full lines' spare width")
  func flowLayout() {
    let (_, grid, letters) = scene()
    defer { withExtendedLifetime(letters) {} }
    // 370 points of room hold three 100-point items; the 50 spare points widen both gaps to 35.
    #expect(
      grid.visibleCells.map(\.frame.origin) == [
        CGPoint(x: 10, y: 10), CGPoint(x: 145, y: 10), CGPoint(x: 280, y: 10),
        CGPoint(x: 10, y: 120), CGPoint(x: 145, y: 120), CGPoint(x: 280, y: 120),
        CGPoint(x: 10, y: 230),
      ])
    #expect(grid.contentSize == CGSize(width: 390, height: 340))
    #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 125)) == IndexPath(item: 4, section: 0))
    #expect(grid.indexPathForItem(at: CGPoint(x: 120, y: 125)) == nil)
    #expect(grid.visibleCells.allSatisfy { $0.reuseIdentifier == "cell" && $0.superview === grid })

    // A horizontal flow fills columns down the height instead: three 100-point items fit 380.
    let layout = grid.collectionViewLayout as! UICollectionViewFlowLayout
    layout.scrollDirection = .horizontal
    grid.layoutIfNeeded()
    #expect(grid.contentSize == CGSize(width: 340, height: 400))
    #expect(
      grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin
        == CGPoint(x: 120, y: 150))
  }

  @Test("A tap selects its item and deselects the last; code selection calls no delegate")
  func tapSelects() {
    let (simulation, grid, letters) = scene()
    simulation.run(TouchScript { tap(at: CGPoint(x: 60, y: 60)) })
    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 195, y: 170)) })
    #expect(letters.log == ["select 0", "deselect 0", "select 4"])
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    grid.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: [])
    #expect(letters.log.count == 3 && grid.indexPathsForSelectedItems == [[0, 6]])
  }

  @Test("Interactive movement lays the others out around the target and calls moveItemAt")
  func interactiveMovement() {
    let (_, grid, letters) = scene()
    // The data source keeps item 0 in place.
    #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let moving = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 250))
    // Over slot 6: items 2 to 6 slide back one slot; item 1's cell is centred on the finger.
    #expect(moving.center == CGPoint(x: 60, y: 250))
    #expect(
      grid.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.origin
        == CGPoint(x: 280, y: 120))
    grid.cancelInteractiveMovement()
    #expect(moving.frame.origin == CGPoint(x: 145, y: 10) && letters.log.isEmpty)

    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 150))
    grid.endInteractiveMovement()
    #expect(letters.log == ["move 1 to 5"])
    #expect(letters.items == ["A", "C", "D", "E", "F", "B", "G"])
    #expect(labels(grid) == ["A", "C", "D", "E", "F", "B", "G"])
    #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0)) === moving)
    #expect(moving.frame.origin == CGPoint(x: 280, y: 120))
  }

  @Test("Updates keep the cells of kept items; a dequeued cell is reused after prepareForReuse")
  func updatesAndReuse() {
    let (_, grid, letters) = scene()
    let cells = grid.visibleCells
    letters.items.remove(at: 2)
    letters.items.insert("Z", at: 0)
    grid.performBatchUpdates {
      grid.deleteItems(at: [IndexPath(item: 2, section: 0)])
      grid.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(labels(grid) == ["Z", "A", "B", "D", "E", "F", "G"])
    #expect(grid.visibleCells[1] === cells[0] && grid.visibleCells[3] === cells[3])
    // The deleted item's cell came back for the inserted one.
    #expect(grid.visibleCells[0] === cells[2])
  }
}
