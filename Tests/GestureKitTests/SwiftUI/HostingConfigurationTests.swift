import Foundation
import GestureKit
import GestureScripts
import Testing

/// A table whose rows are SwiftUI views in `UIHostingConfiguration`s, as iOS 16 code writes
/// them, logging what the table's delegate and the rows' gestures are told.
@MainActor
private final class HostedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []
  /// The height of each row's content block.
  var contentHeights: [CGFloat]
  var margins: CGFloat?

  init(contentHeights: [CGFloat], margins: CGFloat? = nil) {
    self.contentHeights = contentHeights
    self.margins = margins
  }

  func take() -> [String] {
    defer { log = [] }
    return log
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contentHeights.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "hosted", for: indexPath)
    let row = indexPath.row
    let height = contentHeights[row]
    let configuration = UIHostingConfiguration {
      HStack {
        Color.blue.frame(width: 100, height: height)
        Spacer()
        Color.red.frame(width: 44, height: height)
          .onTapGesture { self.log.append("star \(row)") }
      }
    }
    .background(Color.green)
    if let margins {
      cell.contentConfiguration = configuration.margins(.all, margins).minSize(height: 0)
    } else {
      cell.contentConfiguration = configuration
    }
    return cell
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("highlight \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("unhighlight \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("select \(indexPath.row)")
  }
}

@MainActor
@Suite("UIHostingConfiguration in table cells")
struct HostingConfigurationTests {
  /// A 390 × 600 self-sizing table at the window's top showing `rows`.
  private func scene(_ rows: HostedRows) -> (Simulation, UITableView) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "hosted")
    table.dataSource = rows
    table.delegate = rows
    simulation.window.addSubview(table)
    simulation.window.layoutIfNeeded()
    return (simulation, table)
  }

  private func rowRects(_ table: UITableView, _ count: Int) -> [CGRect] {
    (0..<count).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
  }

  @Test("Self-sizing rows take their content's height plus the default margins, at least 44")
  func selfSizing() {
    let rows = HostedRows(contentHeights: [10, 100, 30])
    let (_, table) = scene(rows)
    // 11-point top and bottom margins (OUR CHOICE of default): 10 + 22 = 32 is below the
    // default minimum of 44; 100 + 22 and 30 + 22 are above it.
    #expect(
      rowRects(table, 3) == [
        CGRect(x: 0, y: 0, width: 390, height: 44),
        CGRect(x: 0, y: 44, width: 390, height: 122),
        CGRect(x: 0, y: 166, width: 390, height: 52),
      ])
    #expect(table.contentSize == CGSize(width: 390, height: 218))
    #expect(table.visibleCells.map(\.frame) == rowRects(table, 3))
    // The cell's content view is the configuration's, filling the cell.
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    #expect(cell.contentView is any UIContentView)
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 122))
  }

  @Test("margins and minSize replace the defaults: no margins, no minimum")
  func marginsAndMinSize() {
    let rows = HostedRows(contentHeights: [10, 100], margins: 0)
    let (_, table) = scene(rows)
    #expect(
      rowRects(table, 2) == [
        CGRect(x: 0, y: 0, width: 390, height: 10),
        CGRect(x: 0, y: 10, width: 390, height: 100),
      ])
  }

  @Test("A tap on the row's SwiftUI tap gesture runs it and cancels the row's selection")
  func tapGestureWinsOverSelection() {
    let rows = HostedRows(contentHeights: [30, 30, 30])
    let (simulation, table) = scene(rows)
    // Row 1 spans 52 to 104; its red block ends at the 16-point trailing margin: 330 to 374.
    simulation.run(TouchScript { tap(at: CGPoint(x: 352, y: 78)) })
    #expect(rows.take() == ["highlight 1", "unhighlight 1", "star 1"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("A tap elsewhere in the row selects it; the SwiftUI gesture does not run")
  func tapBesideGestureSelects() {
    let rows = HostedRows(contentHeights: [30, 30, 30])
    let (simulation, table) = scene(rows)
    // On the blue block of row 2 (104 to 156), which has no gesture.
    simulation.run(TouchScript { tap(at: CGPoint(x: 60, y: 130)) })
    #expect(rows.take() == ["highlight 2", "unhighlight 2", "select 2"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
  }

  @Test("A vertical drag over a row's gesture scrolls the table and runs no tap")
  func dragScrolls() {
    let rows = HostedRows(contentHeights: Array(repeating: 100, count: 12))
    let (simulation, table) = scene(rows)
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 352, y: 400), to: CGPoint(x: 352, y: 200),
          duration: .milliseconds(300), steps: 10)
      })
    #expect(table.contentOffset == CGPoint(x: 0, y: 190))
    #expect(rows.take() == ["highlight 3", "unhighlight 3"])
  }
}

/// A configuration that records the states it is updated for.
@MainActor
private struct RecordingConfiguration: UIContentConfiguration {
  let log: StateLog

  func makeContentView() -> any UIView & UIContentView { RecordingContentView(self) }

  func updated(for state: any UIConfigurationState) -> RecordingConfiguration {
    if let cell = state as? UICellConfigurationState {
      log.states.append("selected \(cell.isSelected) highlighted \(cell.isHighlighted)")
    }
    return self
  }
}

@MainActor
private final class StateLog {
  var states: [String] = []
  var made = 0
  var applied = 0
}

private final class RecordingContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration {
    didSet { (configuration as? RecordingConfiguration)?.log.applied += 1 }
  }

  init(_ configuration: RecordingConfiguration) {
    self.configuration = configuration
    configuration.log.made += 1
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("UIContentConfiguration")
struct ContentConfigurationTests {
  @Test("A configuration replaces the content view once, then the same view takes new ones")
  func replacesThenReuses() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let plain = cell.contentView
    let log = StateLog()
    cell.contentConfiguration = RecordingConfiguration(log: log)
    let configured = cell.contentView
    #expect(configured !== plain && plain.superview == nil && configured.superview === cell)
    cell.contentConfiguration = RecordingConfiguration(log: log)
    #expect(cell.contentView === configured)
    #expect(log.made == 1 && log.applied == 1)
    cell.contentConfiguration = nil
    #expect(cell.contentView !== configured && !(cell.contentView is any UIContentView))
  }

  @Test("Selection and highlight hand the content view the configuration updated for the state")
  func updatesForState() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let log = StateLog()
    cell.contentConfiguration = RecordingConfiguration(log: log)
    cell.isHighlighted = true
    cell.isSelected = true
    cell.isHighlighted = false
    #expect(
      log.states == [
        "selected false highlighted true", "selected true highlighted true",
        "selected true highlighted false",
      ])
    cell.automaticallyUpdatesContentConfiguration = false
    cell.isSelected = false
    #expect(log.states.count == 3)
  }
}

// MARK: The seed's cell

/// Not SwiftUI API: the app declares it, as apps do, for the seed's `.quaternarySystemFill`.
extension ShapeStyle where Self == Color {
  fileprivate static var quaternarySystemFill: Color { .gray }
}

private struct SeedItem {
  let icon: String
  let title: String
  let subtitle: String
}

/// uikit-swiftui-bridging-skill.md, Part 3, "UIHostingConfiguration (Cells)", as the seed
/// writes its cell, in a data source of two items.
@MainActor
private final class SeedItems: NSObject, UITableViewDataSource, UITableViewDelegate {
  let items = [
    SeedItem(icon: "star", title: "Favorites", subtitle: "12 items"),
    SeedItem(icon: "clock", title: "Recents", subtitle: "Today"),
  ]
  var selected: [Int] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    let item = items[indexPath.row]
    cell.contentConfiguration = UIHostingConfiguration {
      HStack {
        Image(systemName: item.icon)
          .foregroundStyle(.tint)
        VStack(alignment: .leading) {
          Text(item.title)
            .font(.headline)
          Text(item.subtitle)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
      }
    }
    .margins(.all, EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    .minSize(width: nil, height: 44)  // Minimum tap target height
    .background(.quaternarySystemFill)  // ShapeStyle background
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@MainActor
@Suite("The seeds' UIHostingConfiguration cell")
struct SeedHostingConfigurationTests {
  @Test(
    "bridging-skill Part 3: the cell sizes to its two lines plus 8-point margins, at least 44, and a tap selects it"
  )
  func seedCell() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let items = SeedItems()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    table.dataSource = items
    table.delegate = items
    simulation.window.addSubview(table)
    simulation.window.layoutIfNeeded()
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
    // Both rows hold the same stack shape, so they are the same height: the content's plus 16.
    let content = table.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView
    let fitted = content.sizeThatFits(CGSize(width: 390, height: 0)).height
    #expect(fitted >= 44 && first.height == fitted && second.height == fitted)
    #expect(second.minY == first.maxY)
    simulation.run(TouchScript { tap(at: CGPoint(x: 200, y: second.midY)) })
    #expect(items.selected == [1])
  }
}
