import Foundation
import Observation

/// A method whose `@Observable` reads UIKit tracks (iOS 26's automatic observation tracking).
package enum TrackedMethod: Hashable {
  /// `updateProperties()`: a change calls `setNeedsUpdateProperties()`.
  case properties
  /// `viewWillLayoutSubviews()` and `layoutSubviews()`: a change calls `setNeedsLayout()`.
  case layout
  /// `draw(_:)`: a change calls `setNeedsDisplay()`.
  case display
}

extension UIView {
  /// Whether UIKit's automatic observation tracking is on: `@Observable` properties read in
  /// ``updateProperties()``, ``layoutSubviews()``, ``draw(_:)`` and a controller's
  /// `updateProperties()` and `viewWillLayoutSubviews()` are tracked, and a change of one of
  /// them re-runs the method that read it in the next update pass (`setNeedsUpdateProperties()`,
  /// `setNeedsLayout()` or `setNeedsDisplay()`), as Apple's "Updating views automatically with
  /// observation tracking in UIKit" describes. On by default, as in iOS 26; setting it to false
  /// is the Info.plist key `UIObservationTrackingEnabled` set to NO.
  nonisolated(unsafe) public static var isObservationTrackingEnabled = true

  /// Asks for ``updateProperties()`` in the next update pass (before the next input). Several
  /// requests make one call, as Apple's page says ("Multiple requests may be coalesced into a
  /// single update alongside the next layout pass").
  public func setNeedsUpdateProperties() {
    UpdateCycle.needsProperties(self)
  }

  /// Runs the property updates due in this view, its controller and everything below it now,
  /// as Apple's `updatePropertiesIfNeeded()` does.
  public func updatePropertiesIfNeeded() {
    UpdateCycle.updateProperties(in: self)
  }

  /// The first property update, before the first layout: the controller's, then the view's.
  func updatePropertiesBeforeFirstLayout() {
    hasUpdatedProperties = true
    if let controller = layoutController { UpdateCycle.runUpdateProperties(of: controller) }
    UpdateCycle.runUpdateProperties(of: self)
  }
}

extension UIViewController {
  /// Asks for ``updateProperties()`` in the next update pass (see UIView's).
  public func setNeedsUpdateProperties() {
    UpdateCycle.needsProperties(self)
  }

  /// Runs the property updates due in this controller, its view and everything below it now.
  public func updatePropertiesIfNeeded() {
    if let view = viewIfLoaded {
      UpdateCycle.updateProperties(in: view)
    } else {
      UpdateCycle.runIfDue(self)
    }
  }
}

/// The part of the simulation's update pass that UIKit runs before layout: trait changes, then
/// property updates, then (in the caller) layout.
///
/// The order within one pass is OUR CHOICE where Apple does not give one: first every trait
/// registration whose traits changed, views in tree order; then `updateProperties()` of every
/// object that asked, parents before children and a controller before its view; then layout.
/// Work that these calls ask for joins the same pass, up to ``maximumRounds`` rounds.
@MainActor package enum UpdateCycle {
  /// How many rounds one pass may take when updates keep asking for more (OUR CHOICE).
  static let maximumRounds = 16

  /// Whether any trait override or bridged trait was ever set: until then trait collections
  /// skip walking the ancestors.
  // Read on every input (``hasWork``) and every trait lookup: main-actor state, so the
  // exclusivity checks a global pays by default only cost the engine's frames.
  @exclusivity(unchecked) static var anyTraitsSet = false

  @exclusivity(unchecked) private static var traitRoots: [UIView] = []
  @exclusivity(unchecked) private static var traitControllers: [UIViewController] = []
  @exclusivity(unchecked) private static var propertyRequests: [UITraitChangeObservable] = []

  /// Whether the pass has anything to do: one stored flag, set with each request and
  /// recomputed as the pass takes them, since every input reads it.
  @exclusivity(unchecked) package private(set) static var hasWork = false

  private static func refreshHasWork() {
    hasWork = !traitRoots.isEmpty || !traitControllers.isEmpty || !propertyRequests.isEmpty
  }

  /// Runs the trait changes and property updates due.
  package static func run() {
    var rounds = 0
    while hasWork && rounds < maximumRounds {
      rounds += 1
      let roots = traitRoots
      let controllers = traitControllers
      traitRoots = []
      traitControllers = []
      for root in roots { notifyTraitChanges(in: root) }
      for controller in controllers { notifyTraitChanges(of: controller) }
      let requests = propertyRequests
      propertyRequests = []
      refreshHasWork()
      for object in requests.sorted(by: { depth(of: $0) < depth(of: $1) }) { runIfDue(object) }
    }
    refreshHasWork()
  }

  // MARK: Traits

  static func traitsChanged(below view: UIView) {
    anyTraitsSet = true
    traitRoots.append(view)
    hasWork = true
  }

  static func traitsChanged(of controller: UIViewController) {
    anyTraitsSet = true
    traitControllers.append(controller)
    hasWork = true
  }

  /// Calls the registrations in `root`'s subtree whose traits changed, in tree order.
  static func notifyTraitChanges(in root: UIView) {
    if let controller = root.layoutController { notifyTraitChanges(of: controller) }
    notify(root)
    for subview in root.subviews { notifyTraitChanges(in: subview) }
  }

  static func notifyTraitChanges(of object: UITraitChangeObservable & UITraitEnvironment) {
    notify(object)
  }

  private static func notify(_ object: UITraitChangeObservable & UITraitEnvironment) {
    guard let state = object.updateState, !state.registrations.isEmpty else { return }
    let current = object.traitCollection
    for registration in state.registrations where registration.isChanged(in: current) {
      let previous = registration.seen
      registration.seen = current
      registration.handler(object, previous)
    }
  }

  // MARK: Properties

  static func needsProperties(_ object: UITraitChangeObservable) {
    let state = object.madeUpdateState
    guard !state.needsUpdateProperties else { return }
    state.needsUpdateProperties = true
    propertyRequests.append(object)
    hasWork = true
  }

  static func updateProperties(in view: UIView) {
    if let controller = view.layoutController { runIfDue(controller) }
    runIfDue(view)
    for subview in view.subviews { updateProperties(in: subview) }
  }

  static func runIfDue(_ object: UITraitChangeObservable) {
    guard let state = object.updateState, state.needsUpdateProperties else { return }
    switch object {
    case let view as UIView: runUpdateProperties(of: view)
    case let controller as UIViewController: runUpdateProperties(of: controller)
    default: break
    }
  }

  static func runUpdateProperties(of view: UIView) {
    view.viewUpdateState?.needsUpdateProperties = false
    tracking(.properties, of: view) { view.updateProperties() }
  }

  static func runUpdateProperties(of controller: UIViewController) {
    controller.viewUpdateState?.needsUpdateProperties = false
    tracking(.properties, of: controller) { controller.updateProperties() }
  }

  /// Parents before children, a controller just before its view.
  private static func depth(of object: UITraitChangeObservable) -> Double {
    let view: UIView?
    var offset = 0.0
    switch object {
    case let controller as UIViewController:
      view = controller.viewIfLoaded
      offset = -0.5
    case let object as UIView: view = object
    default: view = nil
    }
    var depth = 0.0
    var current = view?.superview
    while let ancestor = current {
      depth += 1
      current = ancestor.superview
    }
    return depth + offset
  }

  // MARK: Observation tracking

  /// Runs `body`, tracking the `@Observable` properties it reads when tracking is on: a later
  /// change of one of them asks for `method` again on `object`.
  static func tracking(
    _ method: TrackedMethod, of object: UITraitChangeObservable, _ body: () -> Void
  ) {
    guard UIView.isObservationTrackingEnabled else {
      body()
      return
    }
    // A run of the method supersedes the trackings of earlier runs. A view that never read an
    // observable property has no state yet, and makes none here: layout runs this for every
    // view it lays out, so what a read needs is made only once a read happened (Observation
    // evaluates `onChange` only then).
    let generation = object.updateState.map { Self.nextGeneration(of: method, in: $0) }
    withObservationTracking(
      body, onChange: Self.invalidation(of: object, method, generation: generation))
  }

  private static func nextGeneration(of method: TrackedMethod, in state: ViewUpdateState) -> Int {
    let generation = (state.trackingGeneration[method] ?? 0) &+ 1
    state.trackingGeneration[method] = generation
    return generation
  }

  /// What a change of a property `method`'s run read does, made once the run read one.
  private static func invalidation(
    of object: UITraitChangeObservable, _ method: TrackedMethod, generation: Int?
  ) -> @Sendable () -> Void {
    let generation = generation ?? nextGeneration(of: method, in: object.madeUpdateState)
    let target = TrackedTarget(object: object, method: method, generation: generation)
    return { target.invalidate() }
  }
}

/// The object a tracking invalidates, held weakly, and which run of its method it tracked.
private final class TrackedTarget: @unchecked Sendable {
  weak var object: AnyObject?
  let method: TrackedMethod
  let generation: Int

  init(object: AnyObject, method: TrackedMethod, generation: Int) {
    self.object = object
    self.method = method
    self.generation = generation
  }

  /// A tracked property is about to change: ask for the method again, unless it ran since.
  /// Model changes belong on the main actor, as UIKit's do (a change from elsewhere stops
  /// with the main actor's isolation check).
  func invalidate() {
    MainActor.assumeIsolated {
      guard let object = object as? UITraitChangeObservable,
        object.updateState?.trackingGeneration[method] == generation
      else { return }
      switch (method, object) {
      case (.properties, _): object.invalidateProperties()
      case (.layout, let view as UIView): view.setNeedsLayout()
      case (.display, let view as UIView): view.setNeedsDisplay()
      case (.layout, _), (.display, _): break
      }
    }
  }
}

extension UITraitChangeObservable {
  fileprivate func invalidateProperties() {
    switch self {
    case let view as UIView: view.setNeedsUpdateProperties()
    case let controller as UIViewController: controller.setNeedsUpdateProperties()
    default: break
    }
  }
}
