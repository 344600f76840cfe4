import Foundation

/// What a view or a controller keeps for UIKit 17's trait overrides and registrations and for
/// iOS 26's property updates, made on first use so that views that use none pay one pointer.
package final class ViewUpdateState {
  /// The traits set on the object with `traitOverrides`.
  var overrides = UITraitOverrides()
  /// The traits a SwiftUI environment above a representable's view sets on it (through
  /// `UITraitBridgedEnvironmentKey`), applied before ``overrides``.
  var bridged = TraitValues()
  /// Who wants to hear of trait changes.
  var registrations: [TraitChangeRegistration] = []
  /// Whether `updateProperties()` is due.
  var needsUpdateProperties = false
  /// Bumped each time a tracked method runs, so that a change seen by an older tracking does
  /// nothing (see `UIView+UpdateProperties.swift`).
  var trackingGeneration: [TrackedMethod: Int] = [:]

  var hasTraits: Bool { !overrides.isEmpty || !bridged.values.isEmpty }
}

/// A registration for trait changes, as UIKit's `UITraitChangeRegistration` is: keep it to
/// unregister with `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches (`nil`: all of them), what to call, and the traits
/// the object had when it last looked.
package final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [ObjectIdentifier]?
  let handler: @MainActor (AnyObject, UITraitCollection) -> Void
  var seen: UITraitCollection

  init(
    traits: [ObjectIdentifier]?, seen: UITraitCollection,
    handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void
  ) {
    self.traits = traits
    self.seen = seen
    self.handler = handler
  }

  /// Whether `current` differs from what was seen in a watched trait.
  func isChanged(in current: UITraitCollection) -> Bool {
    let keys =
      traits ?? Array(Set(seen.storage.values.keys).union(current.storage.values.keys))
    return keys.contains { !TraitValues.same(seen.storage.values[$0], current.storage.values[$0]) }
  }
}

/// Objects whose traits can be watched: views and view controllers, as in UIKit's
/// `UITraitChangeObservable`.
@preconcurrency @MainActor public protocol UITraitChangeObservable: AnyObject {}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UITraitEnvironment {
  /// Calls `handler` with the object and its previous traits whenever one of `traits`
  /// changes, in the update pass after the change (before the next input) or at
  /// `updateTraitsIfNeeded()`, as UIKit calls it before layout.
  ///
  ///     registerForTraitChanges([FeatureOneTrait.self]) { (self: Self, previous: UITraitCollection) in
  ///       self.refresh()
  ///     }
  ///
  /// A change is noticed when a trait override or a bridged SwiftUI environment value above the
  /// object changes; a view moved under other overrides is not re-checked until one changes
  /// (OUR CHOICE).
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    addTraitRegistration(traits.map { ObjectIdentifier($0) }) { object, previous in
      guard let object = object as? Self else { return }
      handler(object, previous)
    }
  }

  /// Sends `action` to `target` with the object as its argument when one of `traits` changes
  /// (see ``registerForTraitChanges(_:handler:)``). Make the selector from a method reference
  /// (`Selector(Controller.themeChanged)`), as the porting guide says for `#selector`.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    let receiver = target as AnyObject
    return addTraitRegistration(traits.map { ObjectIdentifier($0) }) { [weak receiver] object, _ in
      guard let receiver else { return }
      action.send(to: receiver, with: object)
    }
  }

  /// Sends `action` to the object itself when one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    registerForTraitChanges(traits, target: self, action: action)
  }

  /// Calls `action`, a method of `target` taking the object and its previous traits, when
  /// one of `traits` changes: the method-reference form of `#selector(traitsChanged(_:_:))`.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target,
    action: @escaping (Target) -> (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    addTraitRegistration(traits.map { ObjectIdentifier($0) }) { [weak target] object, previous in
      guard let target, let object = object as? Self else { return }
      action(target)(object, previous)
    }
  }

  /// Stops `registration`'s calls.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    updateState?.registrations.removeAll { $0 === registration }
  }

  private func addTraitRegistration(
    _ traits: [ObjectIdentifier]?,
    handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(
      traits: traits, seen: traitCollection, handler: handler)
    madeUpdateState.registrations.append(registration)
    return registration
  }
}

extension UITraitChangeObservable {
  package var updateState: ViewUpdateState? {
    switch self {
    case let view as UIView: view.viewUpdateState
    case let controller as UIViewController: controller.viewUpdateState
    default: nil
    }
  }

  package var madeUpdateState: ViewUpdateState {
    if let state = updateState { return state }
    let state = ViewUpdateState()
    switch self {
    case let view as UIView: view.viewUpdateState = state
    case let controller as UIViewController: controller.viewUpdateState = state
    default: break
    }
    return state
  }
}

extension UIView {
  /// The traits this view sets for itself and its subviews, as UIKit 17's `traitOverrides`
  /// is. A change reaches ``traitCollection`` at once and the registrations
  /// (`registerForTraitChanges`) in the next update pass.
  ///
  ///     view.traitOverrides.userInterfaceStyle = .dark
  public var traitOverrides: UITraitOverrides {
    get { viewUpdateState?.overrides ?? UITraitOverrides() }
    set {
      madeUpdateState.overrides = newValue
      UpdateCycle.traitsChanged(below: self)
    }
  }

  /// Sets the traits a SwiftUI environment bridges onto this view (GestureUI's
  /// representables); a change is handled as an override's.
  package func setBridgedTraits(_ traits: TraitValues) {
    guard viewUpdateState != nil || !traits.values.isEmpty else { return }
    let state = madeUpdateState
    let old = state.bridged.values
    let keys = Set(old.keys).union(traits.values.keys)
    guard keys.contains(where: { !TraitValues.same(old[$0], traits.values[$0]) }) else { return }
    state.bridged = traits
    UpdateCycle.traitsChanged(below: self)
  }

  /// Calls `handler` whenever any trait of this view changes (GestureUI's hosting views).
  package func observeAllTraitChanges(_ handler: @escaping @MainActor (UIView) -> Void) {
    let registration = TraitChangeRegistration(traits: nil, seen: traitCollection) { view, _ in
      guard let view = view as? UIView else { return }
      handler(view)
    }
    madeUpdateState.registrations.append(registration)
  }

  /// Applies now the trait changes due in this view's subtree, calling the registrations
  /// whose traits changed, as UIKit 17's `updateTraitsIfNeeded()` does.
  public func updateTraitsIfNeeded() {
    UpdateCycle.notifyTraitChanges(in: self)
  }

  /// `base` with the overrides of the views and controllers from the window down to this view.
  ///
  /// - Complexity: O(*d*) in the depth of the view; O(1) while no override was ever set.
  func applyingOverrides(to base: UITraitCollection) -> UITraitCollection {
    guard UpdateCycle.anyTraitsSet else { return base }
    var chain: [ViewUpdateState] = []
    var current: UIView? = self
    while let view = current {
      if let state = view.viewUpdateState, state.hasTraits { chain.append(state) }
      if let state = view.layoutController?.viewUpdateState, state.hasTraits {
        chain.append(state)
      }
      current = view.superview
    }
    guard !chain.isEmpty else { return base }
    var storage = base.storage
    for state in chain.reversed() {
      storage.values.merge(state.bridged.values) { _, set in set }
      storage.values.merge(state.overrides.storage.values) { _, set in set }
    }
    return UITraitCollection(storage: storage)
  }
}

extension UIViewController {
  /// The traits this controller sets for itself, its view and the controllers and views
  /// below, as UIKit 17's `traitOverrides` is.
  ///
  ///     viewController.traitOverrides.featureOne = true
  public var traitOverrides: UITraitOverrides {
    get { viewUpdateState?.overrides ?? UITraitOverrides() }
    set {
      madeUpdateState.overrides = newValue
      if let view = viewIfLoaded {
        UpdateCycle.traitsChanged(below: view)
      } else {
        UpdateCycle.traitsChanged(of: self)
      }
    }
  }

  /// Applies now the trait changes due in this controller's view, as UIKit 17's
  /// `updateTraitsIfNeeded()` does.
  public func updateTraitsIfNeeded() {
    if let view = viewIfLoaded { UpdateCycle.notifyTraitChanges(in: view) }
    UpdateCycle.notifyTraitChanges(of: self)
  }

  /// `base` with this controller's own overrides (a controller whose view is not loaded).
  func applyingOwnOverrides(to base: UITraitCollection) -> UITraitCollection {
    guard let state = viewUpdateState, !state.overrides.isEmpty else { return base }
    var storage = base.storage
    storage.values.merge(state.overrides.storage.values) { _, set in set }
    return UITraitCollection(storage: storage)
  }
}
