#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A vertical list of rows that the user reorders by holding a row and dragging it.
final class ReorderableListView: UIView {
  let rowHeight: CGFloat = 60
  private(set) var rows: [UIView] = []
  /// Called with the rows' tags in their new order when a drag ends.
  var onReorder: (([Int]) -> Void)?
  private var draggedRow: UIView?
  private var grabOffset: CGFloat = 0
  private let pickUpFeedback = UIImpactFeedbackGenerator(style: .medium)
  private let slotFeedback = UISelectionFeedbackGenerator()

  init(frame: CGRect, rowCount: Int) {
    super.init(frame: frame)
    for index in 0..<rowCount {
      let row = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: rowHeight))
      row.tag = index
      rows.append(row)
      addSubview(row)
    }
    layoutRows(except: nil)
    let longPress = UILongPressGestureRecognizer(
      target: self, action: ReorderableListView.handleLongPress)
    longPress.minimumPressDuration = 0.3
    addGestureRecognizer(longPress)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var order: [Int] { rows.map { $0.tag } }

  func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
    let location = gesture.location(in: self)
    switch gesture.state {
    case .began:
      guard let row = rows.first(where: { $0.frame.contains(location) }) else { return }
      draggedRow = row
      grabOffset = location.y - row.center.y
      bringSubviewToFront(row)
      pickUpFeedback.impactOccurred()
      slotFeedback.prepare()
      UIView.animate(withDuration: 0.2) {
        row.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
      }
    case .changed:
      guard let row = draggedRow else { return }
      row.center.y = location.y - grabOffset
      let slot = min(max(Int(row.center.y / rowHeight), 0), rows.count - 1)
      if let current = rows.firstIndex(of: row), current != slot {
        rows.remove(at: current)
        rows.insert(row, at: slot)
        slotFeedback.selectionChanged()
        UIView.animate(withDuration: 0.2) {
          self.layoutRows(except: row)
        }
      }
    case .ended, .cancelled:
      guard let row = draggedRow else { return }
      draggedRow = nil
      UIView.animate(
        withDuration: 0.25,
        animations: {
          row.transform = .identity
          self.layoutRows(except: nil)
        },
        completion: { _ in
          self.onReorder?(self.order)
        })
    default:
      break
    }
  }

  private func layoutRows(except skipped: UIView?) {
    for (index, row) in rows.enumerated() where row !== skipped {
      row.center = CGPoint(x: bounds.midX, y: rowHeight * (CGFloat(index) + 0.5))
    }
  }
}
