import GestureKit
import GestureScripts
import Testing

// Drives the corpus's reorderable tile board the way its iOS project uses it.

@MainActor
@Suite("iOS gesture corpus: reorderable grid")
struct GridShapesBehaviourTests {
  private func boardScene(width: CGFloat = 390) -> (Simulation, TileBoardView) {
    let simulation = Simulation(windowSize: CGSize(width: width, height: 844))
    let board = TileBoardView(
      frame: CGRect(x: 0, y: 100, width: width, height: 600),
      items: ["A", "B", "C", "D", "E", "F"])
    simulation.window.addSubview(board)
    simulation.window.layoutIfNeeded()
    return (simulation, board)
  }

  @Test("A compact window has three columns of 114 pt tiles; a regular one four, right to left")
  func gridFollowsTraits() {
    let (simulation, board) = boardScene()
    #expect(board.traitCollection.horizontalSizeClass == .compact)
    #expect(board.traitCollection.userInterfaceIdiom == .phone)
    #expect(board.cells.map(\.frame.origin.x) == [12, 138, 264, 12, 138, 264])
    #expect(board.cells[3].frame == CGRect(x: 12, y: 138, width: 114, height: 114))
    #expect(board.cells[0].contentView.frame == CGRect(x: 0, y: 0, width: 114, height: 114))

    let (wideSimulation, wide) = boardScene(width: 820)
    #expect(wide.traitCollection.horizontalSizeClass == .regular && wide.columns == 4)
    wide.semanticContentAttribute = .forceRightToLeft
    wide.setNeedsLayout()
    wide.layoutIfNeeded()
    #expect(wide.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // (820 - 5 × 12) / 4 = 190 pt tiles, the first at the right.
    #expect(wide.cells.prefix(4).map(\.frame.minX) == [618, 416, 214, 12])
    #expect(wide.cells[0].effectiveUserInterfaceLayoutDirection == .rightToLeft)
    withExtendedLifetime((simulation, wideSimulation)) {}
  }

  @Test("A held tile lifts as a snapshot, pushes the others aside and drops into its new slot")
  func dragReorders() {
    let (simulation, board) = boardScene()
    var orders: [[String]] = []
    board.onReorder = { orders.append($0) }
    let tileA = board.cells[0]
    // Tile A's center is (69, 169) in the window; slot 2's is (321, 169).
    simulation.run(
      TouchScript {
        down(1, at: point(69, 169))
        wait(.milliseconds(400))
        for x in stride(from: 90, through: 321, by: 21) as StrideThrough<CGFloat> {
          wait(.milliseconds(16))
          move(1, to: point(x, 169))
        }
        move(1, to: point(321, 169))
      }, settle: false)
    let snapshot = board.snapshot
    #expect(
      snapshot?.superview === board && snapshot?.bounds.size == CGSize(width: 114, height: 114))
    #expect(snapshot?.center == point(321, 69) && tileA.alpha == 0)
    #expect(board.items == ["B", "C", "A", "D", "E", "F"] && board.cells[2] === tileA)
    #expect(orders.isEmpty)

    simulation.run(TouchScript(startingAt: 2) { up(1) })
    #expect(orders == [["B", "C", "A", "D", "E", "F"]])
    #expect(board.snapshot == nil && snapshot?.superview == nil && tileA.alpha == 1)
    #expect(tileA.frame == CGRect(x: 264, y: 12, width: 114, height: 114))
    #expect(board.cells.map { $0.titleLabel.text ?? "" } == board.items)
  }

  @Test("A quick tap on a tile lifts nothing")
  func tapDoesNotLift() {
    let (simulation, board) = boardScene()
    simulation.run(TouchScript { tap(at: point(69, 169)) })
    #expect(board.snapshot == nil && board.cells.allSatisfy { $0.alpha == 1 })
    #expect(board.items == ["A", "B", "C", "D", "E", "F"])
  }
}
