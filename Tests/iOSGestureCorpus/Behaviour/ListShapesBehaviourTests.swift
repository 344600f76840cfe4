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
