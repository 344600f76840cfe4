import Foundation
import GestureKit
import GestureScripts
import Testing

/// A cell that counts its reuses.
private final class CountingCell: UITableViewCell {
  static var made = 0
  var reuses = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    CountingCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A list of numbered rows that logs what its table view tells it.
@MainActor
private final class NumberList: UITableViewDataSource, UITableViewDelegate {
  var rows: [[String]]
  var log: [String] = []
  var heights: [IndexPath: CGFloat] = [:]
  var titles: [String]?
  var footerIdentifier: String?

  init(rows: [[String]]) {
    self.rows = rows
  }

  func take() -> [String] {
    defer { log = [] }
    return log
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles?[section]
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard let footerIdentifier else { return nil }
    let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: footerIdentifier)
    footer?.frame.size.height = 40
    footer?.textLabel?.text = "End of \(section)"
    return footer
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("highlight \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("unhighlight \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.section)-\(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.section)-\(indexPath.row)")
  }
}

@MainActor
@Suite("UITableView")
struct TableViewTests {
  /// A 390 × 400 table at the window's top with `count` rows of 44 points.
  private func scene(count: Int = 20) -> (Simulation, UITableView, NumberList) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let list = NumberList(rows: [(0..<count).map { "Row \($0)" }])
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = list
    table.delegate = list
    simulation.window.addSubview(table)
    simulation.window.layoutIfNeeded()
    return (simulation, table, list)
  }

  private func titles(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  @Test("Rows are stacked at the table's width; only those on screen have cells")
  func layout() {
    CountingCell.made = 0
    let (_, table, list) = scene()
    defer { withExtendedLifetime(list) {} }
    #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 20)
    #expect(table.contentSize == CGSize(width: 390, height: 880))
    // 400 points show rows 0 to 9 (the tenth from 396).
    #expect(table.indexPathsForVisibleRows == (0...9).map { IndexPath(row: $0, section: 0) })
    #expect(CountingCell.made == 10)
    #expect(table.visibleCells.allSatisfy { $0.superview === table })
    #expect(
      table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame
        == CGRect(x: 0, y: 132, width: 390, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
    #expect(
      table.rectForRow(at: IndexPath(row: 10, section: 0))
        == CGRect(x: 0, y: 440, width: 390, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 131.5)) == IndexPath(row: 2, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 880)) == nil)
    let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))!
    #expect(table.indexPath(for: cell) == IndexPath(row: 4, section: 0))
  }

  @Test("A tap highlights and selects its row; a tap on another row moves the selection")
  func tapSelects() {
    let (simulation, table, list) = scene()
    simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 100)) })
    #expect(list.take() == ["highlight 0-2", "unhighlight 0-2", "willSelect 0-2", "didSelect 0-2"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)

    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 300, y: 250)) })
    #expect(
      list.take() == [
        "highlight 0-5", "unhighlight 0-5", "willSelect 0-5", "didDeselect 0-2", "didSelect 0-5",
      ])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)

    // Selecting in code calls no delegate method, as Apple documents.
    table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
    table.deselectRow(at: IndexPath(row: 7, section: 0), animated: true)
    #expect(list.take().isEmpty && table.indexPathForSelectedRow == nil)

    table.allowsSelection = false
    simulation.run(TouchScript(startingAt: 2) { tap(at: CGPoint(x: 100, y: 100)) })
    #expect(list.take().isEmpty && table.indexPathForSelectedRow == nil)
  }

  @Test("A drag scrolls without selecting; a tap afterwards selects the row now under it")
  func dragThenTap() {
    CountingCell.made = 0
    let (simulation, table, list) = scene()
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100),
          duration: .milliseconds(300), steps: 10)
      })
    // 200 points up, less the pan's 10-point hysteresis.
    #expect(table.contentOffset == CGPoint(x: 0, y: 190))
    // The pan's recognition cancelled the touch: the row lost its highlight, nothing selected.
    #expect(list.take() == ["highlight 0-6", "unhighlight 0-6"])
    #expect(table.indexPathsForVisibleRows == (4...13).map { IndexPath(row: $0, section: 0) })
    #expect(titles(table) == (4...13).map { "Row \($0)" })
    // At one step of the drag (offset 130, showing 130 to 530) eleven rows, 2 to 12, were on
    // screen at once: one cell more; the cells of rows 0 to 3 served rows 10, 11 and 13.
    #expect(CountingCell.made == 11)
    #expect(table.visibleCells.map { ($0 as! CountingCell).reuses }.reduce(0, +) == 3)

    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 100, y: 100)) })
    // 100 on screen is 290 in the content: row 6 (264 to 308).
    #expect(list.take() == ["highlight 0-6", "unhighlight 0-6", "willSelect 0-6", "didSelect 0-6"])
    #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.textLabel?.text == "Row 6")
  }

  @Test("A dequeued cell that left the screen is reused after prepareForReuse")
  func reuse() {
    CountingCell.made = 0
    let (_, table, list) = scene()
    defer { withExtendedLifetime(list) {} }
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! CountingCell
    table.contentOffset = CGPoint(x: 0, y: 44)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) === first)
    #expect(first.reuses == 1 && first.textLabel?.text == "Row 10" && CountingCell.made == 10)
    #expect(first.frame == CGRect(x: 0, y: 440, width: 390, height: 44))
    #expect(table.dequeueReusableCell(withIdentifier: "unregistered") == nil)
  }

  @Test("Row heights come from the delegate, headers and footers are laid out around them")
  func heightsAndAccessories() {
    let (_, table, list) = scene(count: 3)
    list.heights[IndexPath(row: 1, section: 0)] = 100
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    table.tableHeaderView = header
    table.tableFooterView = footer
    table.reloadData()
    table.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 94, width: 390, height: 100))
    #expect(footer.frame == CGRect(x: 0, y: 238, width: 390, height: 30))
    #expect(table.contentSize.height == 268)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 20)) == nil)
  }

  @Test("Section titles get headers; registered footers are dequeued and reused")
  func sectionHeadersAndFooters() {
    let (_, table, list) = scene(count: 2)
    list.rows = [["A", "B"], ["C"]]
    list.titles = ["Fruit", "Vegetables"]
    list.footerIdentifier = "footer"
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "footer")
    table.reloadData()
    table.layoutIfNeeded()
    // Section 0: a 28-point title header, two rows, a 40-point footer; then section 1.
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 72)
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 116, width: 390, height: 40))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 184)
    #expect(table.contentSize.height == 268)
    let header = table.headerView(forSection: 1) as? UITableViewHeaderFooterView
    #expect(header?.textLabel?.text == "Vegetables" && header?.frame.minY == 156)
    let footer = table.footerView(forSection: 0) as? UITableViewHeaderFooterView
    #expect(footer?.reuseIdentifier == "footer" && footer?.textLabel?.text == "End of 0")
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == nil)
    // A reload queues the footers; the next layout takes them back.
    let footers = [footer, table.footerView(forSection: 1) as? UITableViewHeaderFooterView]
    table.reloadData()
    table.layoutIfNeeded()
    let again = [0, 1].map { table.footerView(forSection: $0) }
    #expect(Set(again.map { ObjectIdentifier($0!) }) == Set(footers.map { ObjectIdentifier($0!) }))
  }

  @Test("Inserted, deleted and moved rows keep the other rows' cells and the selection")
  func updates() {
    let (_, table, list) = scene(count: 5)
    let cells = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    list.rows[0].remove(at: 1)
    list.rows[0].insert("New", at: 0)
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(titles(table) == ["New", "Row 0", "Row 2", "Row 3", "Row 4"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells[0])
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cells[3])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    // The deleted row's cell served the inserted one.
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[1])

    // Two moves in one batch swap the first and last rows; their cells go with them.
    list.rows[0].swapAt(0, 4)
    table.performBatchUpdates {
      table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
    }
    #expect(titles(table) == ["Row 4", "Row 0", "Row 2", "Row 3", "New"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[4])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
  }

  @Test("An update whose counts do not add up is a GestureKit problem, and the table reloads")
  func invalidUpdate() {
    let (_, table, list) = scene(count: 3)
    // Two rows added, one inserted: UIKit raises NSInternalInconsistencyException here.
    list.rows[0] += ["Row 3", "Row 4"]
    withKnownIssue {
      table.performBatchUpdates {
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("GestureKit: [UITableView] Invalid update: the number of rows")
      }
    }
    table.layoutIfNeeded()
    #expect(titles(table) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
  }

  @Test("scrollToRow puts the row at the top, middle or bottom, within the content")
  func scrollToRow() {
    let (_, table, list) = scene()
    defer { withExtendedLifetime(list) {} }
    table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 220)
    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
    // Row 10 is 440 to 484: its middle, 462, at the middle of the 400 points.
    #expect(table.contentOffset.y == 262)
    table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 480)
    table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 88)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
  }

  @Test("IndexPath has UIKit's row, item and section")
  func indexPath() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3 && path == [1, 3])
    path.item = 4
    #expect(path == IndexPath(item: 4, section: 1))
  }
}
