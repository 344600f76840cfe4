import Foundation
import GestureCore

/// A view's Auto Layout state, made on first use so that views without constraints carry one
/// empty reference.
@MainActor
final class AutoLayoutState: ConstraintState {
  /// Read by `UIView.deinit`, which runs on the main thread but is not isolated to it.
  nonisolated(unsafe) var constraints: [NSLayoutConstraint] = []
  var layoutGuides: [UILayoutGuide] = []
  var translatesAutoresizingMaskIntoConstraints = true
  /// The margins set with `layoutMargins` or `directionalLayoutMargins`; `nil`: the default.
  var specifiedLayoutMargins: UIEdgeInsets?
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var hugging: AxisPriorities = (250, 250)
  var compression: AxisPriorities = (750, 750)
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var keyboardGuide: UIKeyboardLayoutGuide?
  var anchors: LayoutAnchors?

  package nonisolated var installedConstraintCount: Int { constraints.count }
}

/// A priority for each axis.
typealias AxisPriorities = (horizontal: UILayoutPriority, vertical: UILayoutPriority)

/// Whether a layout priority is for the horizontal or vertical axis.
extension NSLayoutConstraint {
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

extension UIView {
  /// The view's Auto Layout state, which the kernel keeps as its ``UIView/constraintState``.
  var autoLayoutStorage: AutoLayoutState? {
    get { constraintState as? AutoLayoutState }
    set { constraintState = newValue }
  }

  var autoLayout: AutoLayoutState {
    autoLayoutStorage.madeOnFirstUse(AutoLayoutState.init)
  }

  private var anchors: LayoutAnchors {
    autoLayout.anchors.madeOnFirstUse { LayoutAnchors(self) }
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
  public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
  public var widthAnchor: NSLayoutDimension { anchors.width }
  public var heightAnchor: NSLayoutDimension { anchors.height }

  /// When true (the default, as in UIKit), the view's frame is kept as it is set and constraints
  /// that refer to the view read it as fixed; set it to false for views that constraints size
  /// and place.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
      AutoLayoutEngine.changeCount &+= 1
      setNeedsLayout()
    }
  }

  /// The constraints installed on this view (see ``NSLayoutConstraint/isActive``).
  public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

  /// Installs a constraint on this view, which must be its items' common ancestor (or one of
  /// its ancestors). Prefer ``NSLayoutConstraint/activate(_:)``.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let host = constraint.installedView {
      if host === self { return }
      host.removeConstraint(constraint)
    }
    autoLayout.constraints.append(constraint)
    constraint.installedView = self
    AutoLayoutEngine.activeCount += 1
    AutoLayoutEngine.changeCount &+= 1
    setNeedsLayout()
  }

  /// Installs each constraint (see ``addConstraint(_:)``).
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Uninstalls a constraint installed on this view, deactivating it.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self, let state = autoLayoutStorage else { return }
    state.constraints.removeAll { $0 === constraint }
    constraint.installedView = nil
    constraint.reportedUnsatisfiable = false
    AutoLayoutEngine.activeCount -= 1
    AutoLayoutEngine.changeCount &+= 1
    setNeedsLayout()
  }

  /// Uninstalls each constraint.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The guides added to this view, system guides excluded.
  public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

  /// Adds a guide that constraints can place; its ``UILayoutGuide/layoutFrame`` is set by layout.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    autoLayout.layoutGuides.append(guide)
    guide.owningView = self
  }

  /// Removes a guide added with ``addLayoutGuide(_:)``.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    autoLayoutStorage?.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The view's bounds inset by `safeAreaInsets`, as a guide.
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

  /// The view's bounds inset by ``layoutMargins``, as a guide.
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

  private func setPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis,
    of pair: ReferenceWritableKeyPath<AutoLayoutState, AxisPriorities>
  ) {
    if axis == .horizontal {
      autoLayout[keyPath: pair].horizontal = priority
    } else {
      autoLayout[keyPath: pair].vertical = priority
    }
    AutoLayoutEngine.changeCount &+= 1
    setNeedsLayout()
  }

  private func systemGuide(_ kind: UILayoutGuide.System) -> UILayoutGuide {
    let state = autoLayout
    if let made = kind == .safeArea ? state.safeAreaGuide : state.marginsGuide { return made }
    let guide = UILayoutGuide()
    guide.system = kind
    guide.owningView = self
    guide.identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    if kind == .safeArea { state.safeAreaGuide = guide } else { state.marginsGuide = guide }
    return guide
  }

  /// How strongly the view resists growing past its `intrinsicContentSize` on `axis`.
  /// Default: 250 (``UILayoutPriority/defaultLow``).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = autoLayoutStorage else { return .defaultLow }
    return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
  }

  /// Sets ``contentHuggingPriority(for:)``.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    setPriority(priority, for: axis, of: \.hugging)
  }

  /// How strongly the view resists shrinking below its `intrinsicContentSize` on `axis`.
  /// Default: 750 (``UILayoutPriority/defaultHigh``).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    guard let state = autoLayoutStorage else { return .defaultHigh }
    return axis == .horizontal ? state.compression.horizontal : state.compression.vertical
  }

  /// Sets ``contentCompressionResistancePriority(for:)``.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    setPriority(priority, for: axis, of: \.compression)
  }
}
