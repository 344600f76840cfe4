import Foundation
import GestureCore

/// The priority of a layout constraint, 1 to 1000, as UIKit's `UILayoutPriority`; a constraint
/// below ``required`` gives way to higher priorities when they conflict.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: the default content compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: the default content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting` uses for the target size.
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }

  /// The solver weight of a non-required priority: 10^(priority / 150), so each step of 1
  /// weighs about 1.5 % more and 750 outweighs 250 by 2,000 to 1. OUR CHOICE: UIKit documents
  /// only that higher priorities are satisfied before lower ones.
  package var solverStrength: Double {
    rawValue >= 1000
      ? LinearSolver.Strength.required
      : pow(10, Double(rawValue) / GestureThresholds.layoutPriorityWeightScale)
  }
}

/// A relation between two layout attributes, `first = multiplier × second + constant` (or ≤, ≥),
/// solved by GestureKit's Cassowary solver in the layout pass, as UIKit's `NSLayoutConstraint`.
///
///     NSLayoutConstraint.activate([
///       card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
///       card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
///       card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
///       card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
///     ])
///     view.layoutIfNeeded()   // card.frame is now set
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Which part of an item a constraint relates. Leading and trailing are left and right
  /// (GestureKit lays out left to right).
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case notAnAttribute = 0
  }

  /// How the first attribute compares with the second.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The first item: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The second item, `nil` for a constant size.
  public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat

  /// Added to the second attribute. Changing it on an active constraint schedules a layout
  /// pass (animate it with `UIView.animate { view.layoutIfNeeded() }`).
  public var constant: CGFloat {
    didSet { if constant != oldValue { constraintDidChange() } }
  }

  /// The constraint's priority. Default: ``UILayoutPriority/required``.
  public var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { constraintDidChange() } }
  }

  /// A name for messages and debugging.
  public var identifier: String?

  /// The view the constraint is installed on while active: the items' closest common ancestor.
  weak var installedView: UIView?

  /// Whether the unsatisfiable-constraint message was printed for this constraint.
  var reportedUnsatisfiable = false

  /// Creates an inactive constraint `item.attribute relation multiplier × toItem.attribute +
  /// constant`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    secondItem = view2.map { $0 as AnyObject }
    firstAttribute = attr1
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.relation = relation
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Whether the constraint takes part in layout. Activating it installs it on its items'
  /// closest common ancestor; items with no common ancestor print a message and stay inactive
  /// (UIKit raises an exception).
  public var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue == isActive { return }
      if newValue {
        guard let host = commonAncestor() else {
          AutoLayoutEngine.report(
            "Unable to activate constraint \(self): its items have no common ancestor.")
          return
        }
        host.addConstraint(self)
      } else {
        installedView?.removeConstraint(self)
      }
    }
  }

  /// Activates each constraint.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The constraint as `<NSLayoutConstraint 'id' UIView:1f2.top == UIView:3a4.top + 8 @750>`.
  open override var description: String { MainActor.assumeIsolated { summary } }

  private var summary: String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "" }
      return
        "\(type(of: item)):\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
    }
    var text = "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")"
    text += "\(name(firstItem)).\(firstAttribute)"
    text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
    if secondItem != nil {
      text += "\(name(secondItem)).\(secondAttribute)"
      if multiplier != 1 { text += " * \(multiplier)" }
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
    } else {
      text += "\(constant)"
    }
    if priority != .required { text += " @\(priority.rawValue)" }
    return text + ">"
  }

  private func constraintDidChange() {
    guard let host = installedView else { return }
    AutoLayoutEngine.changeCount &+= 1
    host.setNeedsLayout()
  }

  private func commonAncestor() -> UIView? {
    guard let first = AutoLayoutEngine.hostView(of: firstItem) else { return nil }
    guard secondItem != nil else { return first }
    guard let second = AutoLayoutEngine.hostView(of: secondItem) else { return nil }
    var candidate: UIView? = first
    while let view = candidate {
      if second.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }
}
