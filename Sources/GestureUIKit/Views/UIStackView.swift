import Foundation
import GestureCore

/// A view that lines up its arranged subviews along an axis, as UIKit's `UIStackView` does,
/// laid out with frames in ``layoutSubviews()`` (GestureKit's stack view uses no Auto Layout).
///
/// Each arranged view's natural size is its `UIView.intrinsicContentSize`, and, in a
/// dimension with `UIView.noIntrinsicMetric`, the size the view had when it was arranged
/// (OUR CHOICE: without constraints, the size a view was given stands for them; later layouts
/// do not feed back into it). Hidden arranged views take no
/// space and no spacing, as in UIKit, and keep their frames. Along the axis:
///
/// - `.fill`: natural sizes, ``spacing`` apart; the last visible view takes up the difference
///   from the stack's length (OUR CHOICE: UIKit picks the view by hugging and compression
///   priorities, which GestureKit does not have), never below zero.
/// - `.fillEqually`: equal lengths, ``spacing`` apart, filling the stack.
/// - `.fillProportionally`: lengths proportional to the natural ones, ``spacing`` apart,
///   filling the stack.
/// - `.equalSpacing`: natural sizes, the free length shared equally between them, at least
///   ``spacing``.
/// - `.equalCentering`: natural sizes, centers equally far apart, the first view at the start
///   and the last at the end.
///
/// Across the axis, `.fill` stretches each view to the stack's breadth; `.leading`/`.top`,
/// `.center` and `.trailing`/`.bottom` keep natural breadths. The baseline alignments align as
/// `.leading` (no text baselines here). ``isLayoutMarginsRelativeArrangement`` and
/// ``isBaselineRelativeArrangement`` are stored only.
///
///     let row = UIStackView(arrangedSubviews: [a, b, c])   // each 40 wide
///     row.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
///     row.spacing = 10
///     row.layoutIfNeeded()   // a at x 0, b at 50, c at 100 and 100 wide (.fill)
open class UIStackView: UIView, SubviewVisibilityObserver {
  /// The direction views line up in (UIKit spells it `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// How arranged views share the stack's length. Raw values match UIKit's.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  /// How arranged views sit across the axis. Raw values match UIKit's.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    /// The same as ``leading``, for vertical alignment in a horizontal stack.
    public static let top = Alignment.leading
    /// The same as ``trailing``, for vertical alignment in a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// The views laid out, in order; each is also a subview.
  open private(set) var arrangedSubviews: [UIView] = []

  /// The size each arranged view had when it was arranged, by view.
  private var givenSizes: [ObjectIdentifier: CGSize] = [:]

  /// The direction views line up in. Default `.horizontal`.
  open var axis: Axis = .horizontal { didSet { setNeedsLayout() } }
  /// How views share the length. Default `.fill`.
  open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
  /// How views sit across the axis. Default `.fill`.
  open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  /// The gap between neighbouring visible views (the least gap for `.equalSpacing`).
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// Stored only.
  open var isLayoutMarginsRelativeArrangement = false
  /// Stored only.
  open var isBaselineRelativeArrangement = false

  /// A stack of `views`, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arranged views, and as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex`, and as a subview if it is not one.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    if !arrangedSubviews.contains(where: { $0 === view }) {
      givenSizes[ObjectIdentifier(view)] = view.bounds.size
    }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: Swift.min(Swift.max(stackIndex, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops laying out `view`; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    givenSizes[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// A subview removed from the stack is no longer arranged, as in UIKit.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Called when an arranged view is hidden or shown: lays out again.
  package func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The natural length along the axis and breadth across it: lengths and spacings summed,
  /// the widest breadth.
  open override var intrinsicContentSize: CGSize {
    let sizes = arrangedSubviews.filter { !$0.isHidden }.map(naturalSize)
    let length =
      sizes.reduce(0) { $0 + main($1) } + spacing * CGFloat(Swift.max(0, sizes.count - 1))
    let breadth = sizes.map(cross).max() ?? 0
    return axis == .horizontal
      ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = arrangedSubviews.filter { !$0.isHidden }
    guard !views.isEmpty else { return }
    let natural = views.map(naturalSize)
    let (starts, lengths) = mainAxisPlacement(natural.map(main))
    let available = cross(bounds.size)
    for (index, view) in views.enumerated() {
      let breadth = alignment == .fill ? available : cross(natural[index])
      let offset: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline, .lastBaseline: offset = 0
      case .center: offset = (available - breadth) / 2
      case .trailing: offset = available - breadth
      }
      let start = starts[index]
      view.frame =
        axis == .horizontal
        ? CGRect(
          x: bounds.minX + start, y: bounds.minY + offset, width: lengths[index], height: breadth)
        : CGRect(
          x: bounds.minX + offset, y: bounds.minY + start, width: breadth, height: lengths[index])
    }
  }

  /// Where each visible view starts along the axis, and its length, for natural `lengths`.
  private func mainAxisPlacement(_ lengths: [CGFloat]) -> ([CGFloat], [CGFloat]) {
    let count = lengths.count
    let total = main(bounds.size)
    let gaps = spacing * CGFloat(count - 1)
    var placed = lengths
    var gap = spacing
    switch distribution {
    case .fill:
      placed[count - 1] = Swift.max(0, placed[count - 1] + total - gaps - lengths.reduce(0, +))
    case .fillEqually:
      placed = Array(repeating: Swift.max(0, (total - gaps) / CGFloat(count)), count: count)
    case .fillProportionally:
      let sum = lengths.reduce(0, +)
      let room = Swift.max(0, total - gaps)
      placed = lengths.map { sum > 0 ? room * $0 / sum : room / CGFloat(count) }
    case .equalSpacing:
      if count > 1 {
        gap = Swift.max(spacing, (total - lengths.reduce(0, +)) / CGFloat(count - 1))
      }
    case .equalCentering:
      guard count > 1 else { break }
      let step = (total - lengths[0] / 2 - lengths[count - 1] / 2) / CGFloat(count - 1)
      let starts = lengths.indices.map { lengths[0] / 2 + step * CGFloat($0) - lengths[$0] / 2 }
      return (starts, placed)
    }
    var starts: [CGFloat] = []
    var position: CGFloat = 0
    for length in placed {
      starts.append(position)
      position += length + gap
    }
    return (starts, placed)
  }

  private func naturalSize(_ view: UIView) -> CGSize {
    let intrinsic = view.intrinsicContentSize
    let given = givenSizes[ObjectIdentifier(view)] ?? view.bounds.size
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? given.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? given.height : intrinsic.height)
  }

  private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
}

/// A visual effect, as UIKit's `UIVisualEffect` is: stored only, nothing is rendered.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur, as UIKit's `UIBlurEffect` is: its style is stored only.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// Blur styles gesture code names; raw values match UIKit's.
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
  }
}

/// A view that would show a visual effect behind its content, as UIKit's `UIVisualEffectView`:
/// a plain view here (the effect is stored, nothing is blurred) whose ``contentView`` fills it
/// and holds the content, as UIKit asks. Touches reach ``contentView``'s subviews as in any view.
open class UIVisualEffectView: UIView {
  /// The effect; stored only.
  open var effect: UIVisualEffect?

  /// The view to add content to; it fills the effect view and follows its size.
  public let contentView = UIView()

  /// An effect view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// An effect view with no effect.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
    contentView.frame = bounds
  }

  open override var bounds: CGRect {
    didSet { contentView.frame = bounds }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
