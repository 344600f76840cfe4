import Foundation
import GestureCore

/// A reusable section header or footer of a table, as UIKit's `UITableViewHeaderFooterView`
/// is: a ``contentView`` filling it, a ``textLabel`` made on first use, and a reuse
/// identifier. ``UITableView`` makes registered ones with `init(reuseIdentifier:)` and shows
/// one with the title for a section whose data source gives a title and whose delegate gives
/// no view.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table view reuses the view by.
  public let reuseIdentifier: String?
  /// The view that holds the content; it fills the view.
  public let contentView = UIView()
  /// The view behind the content, filling the view.
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, belowSubview: contentView) }
      setNeedsLayout()
    }
  }

  private var builtInTextLabel: UILabel?

  /// A header or footer reused by `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// How ``UITableView`` makes a view of a registered class: the class's own
  /// `init(reuseIdentifier:)`, as UIKit calls it; don't call it yourself.
  public required convenience init(gestureKitReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// UIKit's archive initializer. GestureKit reads no archives: no reuse identifier.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The title label, made and added to ``contentView`` on first use.
  open var textLabel: UILabel? { builtInSubview(&builtInTextLabel, of: contentView, UILabel.init) }

  /// Lays the content and background over the whole view and the title 16 points in from the
  /// leading edge, across the height (OUR CHOICE of metrics).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    builtInTextLabel?.frame = CGRect(
      x: 16, y: 0, width: max(bounds.width - 32, 0), height: bounds.height)
  }

  /// Called before the view is used again. Does nothing itself; a subclass resets its state
  /// here and calls `super`.
  open func prepareForReuse() {}
}
