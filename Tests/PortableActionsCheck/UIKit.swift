// A stub of the parts of UIKit (and QuartzCore and Foundation's Objective-C half) that
// docs/PortableActions.swift and the porting guide's portable call sites use, declared with the
// signatures Apple's headers give them in Swift: target-action takes a `Selector`, which only
// `#selector` makes from a method. scripts/check-portable-actions type-checks against it on
// Linux, where neither UIKit nor `#selector` exists. Nothing here runs.
//
// Sources: UIGestureRecognizer, UIControl, CADisplayLink, NSObject's perform(_:with:afterDelay:)
// and cancelPreviousPerformRequests pages in Apple's documentation.

@_exported import Foundation

/// Objective-C's selector: made from a name, or by `#selector` from an `@objc` method (which
/// the check stands in for with `_stubSelector`). It cannot be made from a method reference.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  public init(_ name: String) {}
  public init(stringLiteral name: String) {}
}

/// What `#selector(Type.method)` becomes in the check: a method reference of any shape, since
/// the compiler checks that an `@objc` method of that name exists.
public func _stubSelector<Target: AnyObject, Method>(_ method: (Target) -> Method) -> Selector {
  Selector("")
}

extension NSObject {
  /// perform(_:with:afterDelay:)
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {}

  /// cancelPreviousPerformRequests(withTarget:)
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}

  /// cancelPreviousPerformRequests(withTarget:selector:object:)
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {}
}

extension NotificationCenter {
  /// addObserver(_:selector:name:object:)
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {}
}

@MainActor @preconcurrency open class UIResponder: NSObject {}

@MainActor @preconcurrency open class UIEvent: NSObject {}

@MainActor @preconcurrency open class UIView: UIResponder {
  public override init() {}
}

@MainActor @preconcurrency open class UIViewController: UIResponder {
  public override init() {}
}

@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
  /// init(target:action:)
  public init(target: Any?, action: Selector?) {}
  /// addTarget(_:action:)
  open func addTarget(_ target: Any, action: Selector) {}
  /// removeTarget(_:action:)
  open func removeTarget(_ target: Any?, action: Selector?) {}
}

@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {}
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {}
@MainActor @preconcurrency open class UILongPressGestureRecognizer: UIGestureRecognizer {}

@MainActor @preconcurrency open class UIControl: UIView {
  /// UIControl.Event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let valueChanged = Event(rawValue: 1 << 12)
  }
  /// addTarget(_:action:for:)
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
  /// removeTarget(_:action:for:)
  open func removeTarget(
    _ target: Any?, action: Selector?, for controlEvents: UIControl.Event
  ) {}
}

@MainActor @preconcurrency open class UIButton: UIControl {}
@MainActor @preconcurrency open class UISlider: UIControl {}

/// QuartzCore's display link, which UIKit re-exports. `init(target:selector:)` is the import of
/// `+displayLinkWithTarget:selector:`, a convenience initializer.
open class CADisplayLink: NSObject {
  public convenience init(target: Any, selector sel: Selector) { self.init() }
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() {}
  open var timestamp: TimeInterval { 0 }
  open var targetTimestamp: TimeInterval { 0 }
}
