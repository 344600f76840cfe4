#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A message row with its own left-swipe recognizer: the cell finds its row through the table
/// view it sits in and tells the controller, the way list apps wired swipe-to-delete before
/// (and beside) `UISwipeActionsConfiguration`.
final class InboxMessageCell: UITableViewCell {
  static let reuseIdentifier = "InboxMessageCell"

  let subjectLabel = UILabel()
  /// Called with the swiped row.
  var onSwipeLeft: ((IndexPath) -> Void)?
  private(set) var swipeGesture: UISwipeGestureRecognizer!

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(subjectLabel)
    let swipe = UISwipeGestureRecognizer(target: self, action: InboxMessageCell.handleSwipe)
    swipe.direction = .left
    contentView.addGestureRecognizer(swipe)
    swipeGesture = swipe
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    subjectLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    subjectLabel.text = nil
    onSwipeLeft = nil
  }

  /// The table view holding the cell: its superview, or further up on older systems.
  private var tableView: UITableView? {
    var view = superview
    while let current = view, !(current is UITableView) { view = current.superview }
    return view as? UITableView
  }

  private func handleSwipe(_ gesture: UISwipeGestureRecognizer) {
    guard gesture.state == .ended, let tableView else { return }
    let point = gesture.location(in: tableView)
    guard let indexPath = tableView.indexPathForRow(at: point) else { return }
    onSwipeLeft?(indexPath)
  }
}

/// An inbox: a list of messages where a left swipe on a row deletes it, a tap opens it (the row
/// is deselected again at once, as a navigation list does), and the row's trailing swipe actions
/// offer the same delete on systems that show them.
final class InboxListViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private(set) var messages: [String]
  private(set) var opened: [String] = []
  let tableView = UITableView(frame: .zero, style: .plain)

  init(messages: [String]) {
    self.messages = messages
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.rowHeight = 64
    tableView.register(
      InboxMessageCell.self, forCellReuseIdentifier: InboxMessageCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.tableFooterView = UIView()
    view.addSubview(tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  func deleteMessage(at indexPath: IndexPath) {
    messages.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .left)
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: InboxMessageCell.reuseIdentifier, for: indexPath) as? InboxMessageCell
    else { return UITableViewCell() }
    cell.subjectLabel.text = messages[indexPath.row]
    cell.onSwipeLeft = { [weak self] swiped in self?.deleteMessage(at: swiped) }
    return cell
  }

  // MARK: UITableViewDelegate

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    opened.append(messages[indexPath.row])
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.deleteMessage(at: indexPath)
      completion(true)
    }
    let configuration = UISwipeActionsConfiguration(actions: [delete])
    configuration.performsFirstActionWithFullSwipe = true
    return configuration
  }
}
