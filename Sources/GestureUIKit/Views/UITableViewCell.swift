import Foundation
import GestureCore

/// A table row, as UIKit's `UITableViewCell` is, for the cell subclasses gesture code writes
/// (swipeable rows, rows with their own recognizers).
///
/// A ``UITableView`` makes registered cells with `init(style:reuseIdentifier:)`, shows them as
/// its subviews, highlights and selects them as touches select rows, calls
/// ``prepareForReuse()`` before handing a cell out again, and sets ``isEditing``. A cell can
/// also be a view placed by hand. Its ``contentView`` fills its bounds, laid out in
/// `layoutSubviews()` (OUR CHOICE: UIKit narrows it for an accessory or editing controls, which
/// are not laid out here), so add subviews and recognizers to it as on iOS. ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` are made on first use and put in the content view.
@preconcurrency @MainActor open class UITableViewCell: UIView {
  /// The built-in layouts of a cell's labels. Raw values match UIKit's.
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// How a selected cell looks. Raw values match UIKit's. Stored only.
  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  /// What editing a row does: nothing, delete it or insert one. Raw values match UIKit's.
  public enum EditingStyle: Int, Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  /// The standard accessory at a cell's trailing edge. Raw values match UIKit's. Stored only.
  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  /// The layout of the built-in labels.
  public let style: CellStyle
  /// The identifier the table view reuses the cell by.
  public let reuseIdentifier: String?
  /// The view that holds the cell's content; it fills the cell. Setting a
  /// ``contentConfiguration`` replaces it with the configuration's view.
  public internal(set) var contentView = UIView()

  /// What the content view shows. Setting it makes the content view the configuration's
  /// (see ``UIContentConfiguration``); `nil` puts back a plain content view. While
  /// ``automaticallyUpdatesContentConfiguration`` is on, a change of selection, highlight or
  /// editing hands the content view the configuration updated for ``configurationState``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentView = installedContentView(showing: contentConfiguration, replacing: contentView)
    }
  }

  /// Whether a change of the cell's state updates ``contentConfiguration``. Default `true`.
  open var automaticallyUpdatesContentConfiguration = true

  /// The cell's state: its traits, selection, highlight and editing.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = selected
    state.isHighlighted = highlighted
    state.isEditing = editing
    return state
  }

  /// How a selected cell looks. Default `.default`. Stored only.
  open var selectionStyle: SelectionStyle = .default
  /// The accessory. Default `.none`. Stored only.
  open var accessoryType: AccessoryType = .none
  /// A custom accessory view. Stored only: not added to the cell.
  open var accessoryView: UIView?
  /// The view behind the content. Placed behind ``contentView``, filling the cell.
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, below: selectedBackgroundView) }
  }
  /// The view behind the content of a selected cell. Placed behind ``contentView``, filling the
  /// cell, and hidden unless the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      replace(oldValue, with: selectedBackgroundView, below: contentView)
      updateSelectedBackground()
    }
  }
  /// The insets of the separator line. Stored only.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// How far the content is indented, in ``indentationWidth`` steps. Stored only.
  open var indentationLevel = 0
  /// The width of one indentation step. Default 10. Stored only.
  open var indentationWidth: CGFloat = 10

  /// Whether the cell is selected; set it with ``setSelected(_:animated:)``.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted; set it with ``setHighlighted(_:animated:)``.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Whether the cell is in editing mode; set it with ``setEditing(_:animated:)``. The table
  /// view sets it on the cells it shows. No editing controls are shown.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  private var selected = false
  private var highlighted = false
  private var editing = false
  private var builtInTextLabel: UILabel?
  private var builtInDetailTextLabel: UILabel?
  private var builtInImageView: UIImageView?

  /// A cell with the labels of `style`, reused by `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
    contentView.frame = bounds
  }

  /// How ``UITableView`` makes a cell of a registered class: the class's own
  /// `init(style:reuseIdentifier:)` with the `.default` style, as UIKit calls it. A cell class
  /// inherits it when it overrides that initializer (or declares none), as registered cells do;
  /// don't call it yourself.
  public required convenience init(gestureKitReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// A `.default` cell with no reuse identifier and the given frame.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// UIKit's archive initializer. GestureKit reads no archives: a `.default` cell, 320 × 44.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    addSubview(contentView)
    contentView.frame = bounds
  }

  /// The title label, made and added to ``contentView`` on first use.
  open var textLabel: UILabel? { builtIn(&builtInTextLabel, UILabel.init) }

  /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, made on first use;
  /// `nil` for `.default`, as in UIKit.
  open var detailTextLabel: UILabel? {
    style == .default ? nil : builtIn(&builtInDetailTextLabel, UILabel.init)
  }

  /// The leading image view, made and added to ``contentView`` on first use.
  open var imageView: UIImageView? { builtIn(&builtInImageView, UIImageView.init) }

  /// The built-in view kept in `stored`, made and added to ``contentView`` the first time.
  private func builtIn<View: UIView>(_ stored: inout View?, _ make: () -> View) -> View {
    builtInSubview(&stored, of: contentView, make)
  }

  /// Lays the content view (and the background views) over the whole cell, then the built-in
  /// labels: the image at the leading edge, the title after it, the detail label under the
  /// title (`.subtitle`) or at the trailing edge (OUR CHOICE of metrics: 16-point margins).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    let content = contentView.bounds
    var leading: CGFloat = 16
    if let image = builtInImageView, let size = image.image?.size {
      image.frame = CGRect(
        x: leading, y: (content.height - size.height) / 2, width: size.width,
        height: size.height)
      leading = image.frame.maxX + 16
    }
    let width = max(content.width - leading - 16, 0)
    if let title = builtInTextLabel {
      let height = title.intrinsicContentSize.height
      let y =
        style == .subtitle && builtInDetailTextLabel != nil
        ? content.height / 2 - height : (content.height - height) / 2
      title.frame = CGRect(x: leading, y: y, width: width, height: height)
    }
    if let detail = builtInDetailTextLabel {
      let size = detail.intrinsicContentSize
      detail.frame =
        style == .subtitle
        ? CGRect(x: leading, y: content.height / 2, width: width, height: size.height)
        : CGRect(
          x: content.width - 16 - size.width, y: (content.height - size.height) / 2,
          width: size.width, height: size.height)
    }
  }

  /// Called before the cell is used again for another row. Does nothing itself; a subclass
  /// resets its state here and calls `super`.
  open func prepareForReuse() {}

  /// Selects or deselects the cell, showing ``selectedBackgroundView`` while selected.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
    updateSelectedBackground()
  }

  /// Turns editing mode on or off. Stored only: no editing controls are shown.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    updateContentConfigurationForState()
  }

  /// Highlights the cell or not, showing ``selectedBackgroundView`` while highlighted.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    updateSelectedBackground()
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(selected || highlighted)
    updateContentConfigurationForState()
  }

  /// Hands the content view the configuration updated for the cell's state.
  private func updateContentConfigurationForState() {
    guard automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration
    else { return }
    contentConfiguration = configuration.updated(for: configurationState)
  }

  private func replace(_ old: UIView?, with new: UIView?, below sibling: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    if let sibling, sibling.superview === self {
      insertSubview(new, belowSubview: sibling)
    } else {
      insertSubview(new, belowSubview: contentView)
    }
  }
}

/// A reusable view of a collection, as UIKit's `UICollectionReusableView` is: a view with a
/// reuse identifier and ``prepareForReuse()``, which ``UICollectionView`` calls before it hands
/// a dequeued view out again.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
  /// The identifier the collection view reuses the view by: the one it was dequeued with;
  /// `nil` for a view made by hand.
  open var reuseIdentifier: String? { dequeuedIdentifier }

  /// Set by the collection view that made the view.
  var dequeuedIdentifier: String?

  /// How ``UICollectionView`` makes a view of a registered class: the class's own
  /// `init(frame:)`, as UIKit calls it. A view class inherits it when it overrides that
  /// initializer (or declares none), as registered cells do; don't call it yourself.
  public required convenience init(gestureKitReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    dequeuedIdentifier = identifier
  }

  /// Called before the view is used again. Does nothing itself; a subclass resets its state
  /// here and calls `super`.
  open func prepareForReuse() {}
}

/// A collection item, as UIKit's `UICollectionViewCell` is, for the cell subclasses gesture
/// code writes. Its ``contentView`` fills its bounds (add subviews and recognizers to it as on
/// iOS); ``backgroundView`` and ``selectedBackgroundView`` sit behind it, the second shown while
/// the cell is selected or highlighted. A ``UICollectionView`` sets both as touches select its
/// items; a cell placed by hand changes only when they are set.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content; it fills the cell. Setting a
  /// ``contentConfiguration`` replaces it with the configuration's view.
  public internal(set) var contentView = UIView()

  /// What the content view shows, as ``UITableViewCell/contentConfiguration`` does for a row.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentView = installedContentView(showing: contentConfiguration, replacing: contentView)
    }
  }

  /// Whether a change of the cell's state updates ``contentConfiguration``. Default `true`.
  open var automaticallyUpdatesContentConfiguration = true

  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// The view behind the content, filling the cell.
  open var backgroundView: UIView? {
    didSet { place(oldValue, new: backgroundView) }
  }
  /// The view behind the content of a selected or highlighted cell, filling the cell.
  open var selectedBackgroundView: UIView? {
    didSet {
      place(oldValue, new: selectedBackgroundView)
      updateSelectedBackground()
    }
  }

  /// Whether the cell is selected.
  open var isSelected = false {
    didSet { updateSelectedBackground() }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false {
    didSet { updateSelectedBackground() }
  }

  /// A cell with the given frame and a content view filling it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
    contentView.frame = bounds
  }

  /// UIKit's archive initializer. GestureKit reads no archives: a cell with a zero frame.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Lays the content and background views over the whole cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    guard automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration
    else { return }
    contentConfiguration = configuration.updated(for: configurationState)
  }

  /// Puts the background views behind the content view: the selected one just behind it, the
  /// plain one behind both.
  private func place(_ old: UIView?, new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    if new !== selectedBackgroundView, let selected = selectedBackgroundView,
      selected.superview === self
    {
      insertSubview(new, belowSubview: selected)
    } else {
      insertSubview(new, belowSubview: contentView)
    }
  }
}

extension UIView {
  /// The built-in view kept in `stored` (a cell's label), made and added to `container` the
  /// first time, which calls for a layout of this view.
  func builtInSubview<View: UIView>(
    _ stored: inout View?, of container: UIView, _ make: () -> View
  ) -> View {
    if let view = stored { return view }
    let view = make()
    container.addSubview(view)
    stored = view
    setNeedsLayout()
    return view
  }
}
