import GestureKit
import GestureScripts
import Testing

// Drives the corpus's table and collection view screens the way their iOS projects use them.

@MainActor
@Suite("iOS gesture corpus: table and collection views")
struct ListShapesBehaviourTests {
  private func inboxScene() -> (Simulation, InboxListViewController) {
    let controller = InboxListViewController(messages: (0..<20).map { "Message \($0)" })
    return (simulation(root: controller), controller)
  }

  private func subjects(_ table: UITableView) -> [String] {
    table.visibleCells.compactMap { ($0 as? InboxMessageCell)?.subjectLabel.text }
  }

  @Test("A tap opens the message under it and leaves no row selected")
  func tapOpens() {
    let (simulation, inbox) = inboxScene()
    #expect(inbox.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(inbox.tableView.contentSize == CGSize(width: 390, height: 1280))
    // Rows of 64 points: 844 points show rows 0 to 13.
    #expect(subjects(inbox.tableView) == (0...13).map { "Message \($0)" })
    simulation.run(TouchScript { tap(at: point(200, 160)) })
    #expect(inbox.opened == ["Message 2"])
    #expect(inbox.tableView.indexPathForSelectedRow == nil)
  }

  @Test("A left swipe on a row deletes that row; the rows below move up")
  func swipeDeletes() {
    let (simulation, inbox) = inboxScene()
    let swipedCell = inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    simulation.run(TouchScript { swipe(.left, from: point(300, 96), distance: 200) })
    // The table's pan ignores sideways motion (it scrolls vertically only), so the row's swipe
    // recognizer takes the gesture; it cancels the touch, so the row is not opened either.
    #expect(inbox.tableView.contentOffset == .zero && inbox.opened.isEmpty)
    #expect(inbox.messages == (0..<20).filter { $0 != 1 }.map { "Message \($0)" })
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 19)
    #expect(subjects(inbox.tableView) == ([0] + Array(2...14)).map { "Message \($0)" })
    // The deleted row's cell was reused for the row that came on screen at the bottom.
    #expect(inbox.tableView.cellForRow(at: IndexPath(row: 13, section: 0)) === swipedCell)

    // The same swipe on what is now row 1 deletes "Message 2".
    simulation.run(TouchScript(startingAt: 1) { swipe(.left, from: point(300, 96), distance: 200) })
    #expect(inbox.messages.prefix(3) == ["Message 0", "Message 3", "Message 4"])
  }

  @Test("A vertical drag scrolls the inbox; a tap afterwards opens the row now under it")
  func dragScrolls() {
    let (simulation, inbox) = inboxScene()
    simulation.run(
      TouchScript {
        drag(1, from: point(200, 600), to: point(200, 300), duration: .milliseconds(400), steps: 10)
      })
    // 300 points up less the pan's 10-point hysteresis.
    #expect(inbox.tableView.contentOffset == point(0, 290))
    #expect(inbox.opened.isEmpty && inbox.messages.count == 20)
    // 100 on screen is 390 in the content: row 6 (384 to 448).
    simulation.run(TouchScript(startingAt: 1) { tap(at: point(200, 100)) })
    #expect(inbox.opened == ["Message 6"])
  }

  @Test("The row's trailing delete action removes it when performed")
  func trailingAction() {
    let (_, inbox) = inboxScene()
    let table = inbox.tableView
    let configuration = inbox.tableView(
      table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 3, section: 0))
    let action = configuration?.actions.first
    #expect(action?.style == .destructive && action?.title == "Delete")
    var completed: [Bool] = []
    action?.handler(action!, table, { completed.append($0) })
    #expect(
      completed == [true] && inbox.messages.count == 19 && !inbox.messages.contains("Message 3"))
  }
}

@MainActor
@Suite("iOS gesture corpus: reorderable collection view grid")
struct GridReorderBehaviourTests {
  private func paletteScene() -> (Simulation, ReorderableGridViewController) {
    let controller = ReorderableGridViewController(swatches: (0..<30).map { "S\($0)" })
    return (simulation(root: controller), controller)
  }

  private func names(_ grid: UICollectionView) -> [String] {
    grid.visibleCells.compactMap { ($0 as? SwatchCell)?.nameLabel.text }
  }

  @Test("Three columns of 110-point swatches: 20-point insets, 10 points apart")
  func layout() {
    let (_, palette) = paletteScene()
    let grid = palette.collectionView
    #expect(grid.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    // Ten rows: 16 + 10 × 110 + 9 × 10 + 16.
    #expect(grid.contentSize == CGSize(width: 390, height: 1222))
    #expect(
      grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 140, y: 136, width: 110, height: 110))
    // 844 points show rows 0 to 6 (the seventh from 736): items 0 to 20.
    #expect(grid.indexPathsForVisibleItems == (0...20).map { IndexPath(item: $0, section: 0) })
    #expect(names(grid) == (0...20).map { "S\($0)" })
    #expect(grid.indexPathForItem(at: point(135, 100)) == nil)
  }

  @Test("A tap picks the swatch under it")
  func tapPicks() {
    let (simulation, palette) = paletteScene()
    simulation.run(TouchScript { tap(at: point(315, 191)) })
    #expect(palette.picked == ["S5"] && palette.moves.isEmpty)
    #expect(palette.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test("A long press lifts a swatch, the finger carries it, and lifting moves it in the data")
  func longPressReorders() {
    let (simulation, palette) = paletteScene()
    let grid = palette.collectionView
    let lifted = grid.cellForItem(at: IndexPath(item: 0, section: 0))
    // Hold swatch 0 (its middle is 75, 71) past the long press's half second, then carry it to
    // the middle of slot 4 (195, 191) in ten moves, without lifting.
    simulation.run(
      TouchScript {
        down(1, at: point(75, 71))
        wait(.milliseconds(600))
        for step in 1...10 {
          wait(.milliseconds(20))
          move(1, to: point(75 + 12 * CGFloat(step), 71 + 12 * CGFloat(step)))
        }
      }, settle: false)
    // The lifted cell follows the finger; the swatches it passed slide back one slot each.
    #expect(lifted?.center == point(195, 191))
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === lifted)
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == point(20, 16))
    #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == point(260, 16))
    #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == point(20, 136))
    // Swatch 5 keeps its slot, next to the one held for the lifted swatch.
    #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.origin == point(260, 136))
    #expect(palette.moves.isEmpty && grid.contentOffset == .zero)

    simulation.run(TouchScript(startingAt: 1) { up(1) })
    #expect(palette.moves.map { [$0.from, $0.to] } == [[[0, 0], [0, 4]]])
    #expect(palette.swatches.prefix(6) == ["S1", "S2", "S3", "S4", "S0", "S5"])
    #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0)) === lifted)
    #expect(lifted?.frame == CGRect(x: 140, y: 136, width: 110, height: 110))
    #expect(names(grid).prefix(6) == ["S1", "S2", "S3", "S4", "S0", "S5"])
    // The long press cancelled the touch: nothing was picked.
    #expect(palette.picked.isEmpty)
  }

  @Test("A long press lifted back to its own slot moves nothing; a drag scrolls the grid")
  func noMoveAndScroll() {
    let (simulation, palette) = paletteScene()
    simulation.run(TouchScript { longPress(at: point(195, 191), duration: .milliseconds(700)) })
    #expect(palette.moves.isEmpty && palette.picked.isEmpty)
    simulation.run(
      TouchScript(startingAt: 1) {
        drag(1, from: point(200, 700), to: point(200, 400), duration: .milliseconds(300))
      })
    #expect(palette.collectionView.contentOffset == point(0, 290))
    #expect(palette.moves.isEmpty && palette.picked.isEmpty)
  }
}
