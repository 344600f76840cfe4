import Foundation
import GestureKit
import GestureScripts
import Testing

@MainActor
@Suite("Table and collection view cells")
struct CellTests {
  @Test("A table cell's content view fills it and holds the built-in views made on first use")
  func tableCellLayout() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.contentView.superview === cell && cell.contentView.frame == cell.bounds)
    #expect(cell.contentView.subviews.isEmpty)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    #expect(cell.contentView.subviews == [cell.textLabel!, cell.detailTextLabel!])
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)

    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    // The subtitle style puts the title above the middle and the detail below it.
    #expect(cell.textLabel!.frame.maxY == 30 && cell.detailTextLabel!.frame.minY == 30)
    #expect(cell.textLabel!.frame.minX == 16 && cell.textLabel!.frame.width == 358)
  }

  @Test("A selected or highlighted cell shows its selected background behind the content")
  func selectedBackground() {
    let table = UITableViewCell(style: .default, reuseIdentifier: nil)
    let collection = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    for cell in [table, collection] as [UIView] {
      let background = UIView()
      let selected = UIView()
      if let cell = cell as? UITableViewCell {
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews == [background, selected, cell.contentView])
        #expect(selected.isHidden)
        cell.setHighlighted(true, animated: true)
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden && cell.isSelected)
      } else if let cell = cell as? UICollectionViewCell {
        cell.selectedBackgroundView = selected
        cell.backgroundView = background
        #expect(cell.subviews == [background, selected, cell.contentView])
        #expect(selected.isHidden)
        cell.isSelected = true
        #expect(!selected.isHidden)
      }
    }
  }

  @Test("A recognizer on a cell's content view gets the taps on the cell")
  func contentViewRecognizer() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let cell = UICollectionViewCell(frame: CGRect(x: 20, y: 100, width: 170, height: 170))
    simulation.window.addSubview(cell)
    let taps = TapLocations()
    cell.contentView.addGestureRecognizer(
      UITapGestureRecognizer(target: taps, action: TapLocations.record))
    simulation.run(TouchScript { tap(at: CGPoint(x: 50, y: 150)) })
    #expect(taps.locations == [CGPoint(x: 30, y: 50)])
  }
}

/// Where the taps it is sent were, in their view.
@MainActor
private final class TapLocations {
  var locations: [CGPoint] = []
  func record(_ tap: UITapGestureRecognizer) { locations.append(tap.location(in: tap.view)) }
}
