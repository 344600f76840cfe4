import Foundation

#if !canImport(ObjectiveC)
  // Foundation on Linux has no key-value observing (swift-corelibs-foundation leaves out
  // `observe(_:options:changeHandler:)` and its types, as it has no Objective-C runtime). These
  // are the types Apple's Foundation gives `NSObject`, for the view properties gesture code
  // observes.

  /// What a key-value observation reports, as Foundation's option set names it.
  public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, with the current value as the new one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Foundation also calls the handler before each change. GestureKit observes values after
    /// they change only: this option sends nothing more.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
  }

  /// The kind of change: always ``setting`` for the properties GestureKit observes.
  public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion, removal, replacement
  }

  /// One change of an observed value.
  public struct NSKeyValueObservedChange<Value> {
    /// Always ``NSKeyValueChange/setting``.
    public let kind: NSKeyValueChange
    /// The value after the change, when the options asked for `.new` (or for `.initial`).
    public let newValue: Value?
    /// The value before the change, when the options asked for `.old`.
    public let oldValue: Value?
    /// Always `nil`: the observed properties are not collections.
    public let indexes: IndexSet?
    /// Always false (see ``NSKeyValueObservingOptions/prior``).
    public let isPrior: Bool
  }

  /// The token `observe(_:options:changeHandler:)` returns. The observation lasts while the
  /// token lives and until ``invalidate()``, as Foundation's does.
  public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Set by ``invalidate()``; read on the main actor by the observed view.
    nonisolated(unsafe) private(set) var isInvalidated = false

    /// Stops the observation; the handler is not called again.
    public func invalidate() {
      isInvalidated = true
    }
  }

  /// The objects that support `observe(_:options:changeHandler:)`: ``UIView`` and its
  /// subclasses.
  @preconcurrency @MainActor public protocol KeyValueObservingView: UIView {}

  extension UIView: KeyValueObservingView {}

  extension KeyValueObservingView {
    /// Calls `changeHandler` each time the value at `keyPath` changes, until the returned token
    /// is invalidated or released, as Foundation's `NSObject.observe` does on iOS.
    ///
    ///     let observation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in
    ///       header.transform = CGAffineTransform(translationX: 0, y: -change.newValue!.y / 2)
    ///     }
    ///
    /// The key path is read again after each change of the view's geometry (`bounds`, and so
    /// `contentOffset`; `center`; `transform`; and so `frame`), `alpha` and `isHidden`, and for a
    /// scroll view `contentSize` and `zoomScale`: any key path computed from these works,
    /// `\.frame.origin.y` as well as `\.center`. The handler is called when the value read is
    /// not equal to the last one (for values that are `Equatable`; others are reported after
    /// each such change). OUR CHOICE: Foundation reports every setter call, equal value or not;
    /// gesture code reacts to motion, and setting an unchanged value is no motion. A key path to
    /// any other property is never reported: the simulation cannot see it change.
    public func observe<Value>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      let token = NSKeyValueObservation()
      var last = self[keyPath: keyPath]
      if options.contains(.initial) {
        changeHandler(
          self,
          NSKeyValueObservedChange(
            kind: .setting, newValue: last, oldValue: nil, indexes: nil, isPrior: false))
      }
      keyValueObservers.append(
        KeyValueObserver(token: token) { view in
          guard let view = view as? Self else { return }
          let value = view[keyPath: keyPath]
          guard valuesDiffer(value, last) else { return }
          let old = last
          last = value
          changeHandler(
            view,
            NSKeyValueObservedChange(
              kind: .setting, newValue: options.contains(.new) ? value : nil,
              oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        })
      return token
    }
  }
#endif

/// One observation of a view: a weak hold on its token and the check run after each change.
struct KeyValueObserver {
  weak var token: NSKeyValueObservation?
  let check: @MainActor (UIView) -> Void
}

extension UIView {
  /// Runs the checks of the live observations of this view, dropping the ended ones.
  package func keyValuesDidChange() {
    guard !keyValueObservers.isEmpty else { return }
    if keyValueObservers.contains(where: { $0.token?.isInvalidated ?? true }) {
      keyValueObservers.removeAll { $0.token?.isInvalidated ?? true }
    }
    // A handler may add or end observations: run the ones present now, each if still live.
    for observer in keyValueObservers where observer.token?.isInvalidated == false {
      observer.check(self)
    }
  }
}

/// Whether two values differ: by `==` when the type is `Equatable`, always otherwise.
private func valuesDiffer<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  guard let lhs = lhs as? any Equatable else { return true }
  return !lhs.isEqual(toAny: rhs)
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
