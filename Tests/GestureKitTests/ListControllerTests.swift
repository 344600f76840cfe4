import Foundation
import GestureKit
import GestureScripts
import Testing

/// A settings list written as iOS apps write a `UITableViewController`.
private final class SettingsController: UITableViewController {
  let options = (0..<30).map { "Option \($0)" }
  var chosen: [String] = []
  var scrolls = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
    tableView.rowHeight = 50
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    options.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
    cell.textLabel?.text = options[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    chosen.append(options[indexPath.row])
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls += 1
  }
}

/// A photo strip written as iOS apps write a `UICollectionViewController`, reordered by the
/// controller's standard long press.
private final class StripController: UICollectionViewController {
  var photos = ["P0", "P1", "P2", "P3", "P4", "P5"]
  var moves: [[IndexPath]] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.accessibilityLabel = photos[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    moves.append([sourceIndexPath, destinationIndexPath])
  }
}

/// A 390 × 844 window with `controller` as its root, laid out.
@MainActor
private func show(_ controller: UIViewController) -> Simulation {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.window.rootViewController = controller
  simulation.window.layoutIfNeeded()
  return simulation
}

@MainActor
@Suite("UITableViewController and UICollectionViewController")
struct ListControllerTests {
  @Test("A table view controller's overrides fill, scroll and select its table")
  func tableController() {
    let controller = SettingsController(style: .grouped)
    let simulation = show(controller)
    let table = controller.tableView!
    #expect(table.style == .grouped && table.dataSource === controller)
    #expect(table.contentSize == CGSize(width: 390, height: 1500))
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400),
          duration: .milliseconds(200))
      })
    #expect(table.contentOffset == CGPoint(x: 0, y: 190) && controller.scrolls > 0)
    // 75 on screen is 265 in the content: row 5 (250 to 300).
    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 100, y: 75)) })
    #expect(controller.chosen == ["Option 5"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    controller.viewWillAppear(false)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("A collection view controller's standard long press reorders its items")
  func collectionControllerReorders() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.minimumInteritemSpacing = 15
    layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    let controller = StripController(collectionViewLayout: layout)
    let simulation = show(controller)
    // Three 120-point items fit 390 with 15 points to spare on each of two gaps.
    #expect(
      controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 270, y: 0, width: 120, height: 120))
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 60, y: 60))
        wait(.milliseconds(600))
        for step in 1...5 {
          wait(.milliseconds(20))
          move(1, to: CGPoint(x: 60 + 54 * CGFloat(step), y: 60))
        }
        up(1)
      })
    // The finger ends at 330, 60: over item 2.
    #expect(controller.moves == [[IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]])
    #expect(controller.photos == ["P1", "P2", "P0", "P3", "P4", "P5"])

    controller.installsStandardGestureForInteractiveMovement = false
    #expect(controller.collectionView.gestureRecognizers?.count == 1)
  }
}

@MainActor
@Suite("UIRefreshControl")
struct RefreshControlTests {
  @Test("Pulling a table's content 80 points past its top refreshes once, while still dragging")
  func pullToRefresh() {
    let controller = SettingsController(style: .plain)
    let simulation = show(controller)
    var refreshes = 0
    let control = UIRefreshControl()
    control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    controller.refreshControl = control
    #expect(control.superview === controller.tableView)
    // 85 points down less the pan's 10-point hysteresis: 75, short of the 80 points.
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 185),
          duration: .milliseconds(200), steps: 5)
      }, settle: false)
    #expect(controller.tableView.contentOffset.y == -75 && refreshes == 0)
    simulation.run(
      TouchScript(startingAt: 1) {
        move(1, to: CGPoint(x: 200, y: 200))
        wait(.milliseconds(20))
        move(1, to: CGPoint(x: 200, y: 260))
        up(1)
      })
    #expect(refreshes == 1 && control.isRefreshing && controller.chosen.isEmpty)
    control.endRefreshing()
    #expect(!control.isRefreshing)
  }

  @Test("A short scroll view with a refresh control still scrolls vertically")
  func shortContent() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(!scroll.gestureRecognizerShouldBegin(scroll.panGestureRecognizer))
    scroll.addSubview(UIRefreshControl())
    #expect(scroll.refreshControl == nil)
    #expect(scroll.gestureRecognizerShouldBegin(scroll.panGestureRecognizer))
  }
}
