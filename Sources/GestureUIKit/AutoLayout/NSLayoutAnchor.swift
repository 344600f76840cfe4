import Foundation
import GestureCore

/// One attribute of a view or layout guide, for making constraints with a readable syntax, as
/// UIKit's `NSLayoutAnchor`. The made constraints are inactive until activated.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, constant: c) }

  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, constant: 0) }

  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }

  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, constant: c) }
}

/// A horizontal anchor: leading, trailing, left, right or center x.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor: top, bottom or center y.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height, which may also equal a constant or a multiple of another dimension.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == m × anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, multiplier: m, constant: 0) }

  /// `self == m × anchor + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  { make(.equal, anchor, multiplier: m, constant: c) }

  /// `self >= m × anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }

  /// `self <= m × anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

/// The anchors of a view or a layout guide.
@MainActor
final class LayoutAnchors {
  let leading: NSLayoutXAxisAnchor
  let trailing: NSLayoutXAxisAnchor
  let left: NSLayoutXAxisAnchor
  let right: NSLayoutXAxisAnchor
  let centerX: NSLayoutXAxisAnchor
  let top: NSLayoutYAxisAnchor
  let bottom: NSLayoutYAxisAnchor
  let centerY: NSLayoutYAxisAnchor
  let width: NSLayoutDimension
  let height: NSLayoutDimension

  init(_ item: AnyObject) {
    leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
    trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
    left = NSLayoutXAxisAnchor(item: item, attribute: .left)
    right = NSLayoutXAxisAnchor(item: item, attribute: .right)
    centerX = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
    top = NSLayoutYAxisAnchor(item: item, attribute: .top)
    bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
    centerY = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
    width = NSLayoutDimension(item: item, attribute: .width)
    height = NSLayoutDimension(item: item, attribute: .height)
  }
}

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// add it with `UIView.addLayoutGuide(_:)`, constrain it, and read ``layoutFrame`` after layout.
@MainActor
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// The guide's rectangle in the owning view's space, set by each layout pass.
  open internal(set) var layoutFrame = CGRect.zero

  /// How a system guide follows its owning view; `nil` for guides the app adds.
  enum System { case safeArea, margins, keyboard }
  var system: System?

  public override init() { super.init() }

  lazy var anchors = LayoutAnchors(self)
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
}
