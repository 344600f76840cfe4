import Foundation
import GestureCore

/// A view that turns touches into actions for its targets, as UIKit's `UIControl` does: the
/// base of buttons, sliders and knobs.
///
/// A control tracks the first touch that begins in it. In order, for that touch:
///
/// - touch down: ``beginTracking(_:with:)`` (``isHighlighted`` still false in it, EMP), then
///   ``isHighlighted`` becomes true; actions for
///   `.touchDown` (`.touchDownRepeat` as well when the touch's `tapCount` is above 1).
/// - each move: ``continueTracking(_:with:)`` while tracking goes on; ``isTouchInside`` and
///   ``isHighlighted`` follow the finger; `.touchDragEnter`/`.touchDragExit` when it crosses the
///   tracking area's edge, then `.touchDragInside` or `.touchDragOutside`.
/// - lift: ``endTracking(_:with:)``, then `.touchUpInside` or `.touchUpOutside`; a button adds
///   `.primaryActionTriggered` after `.touchUpInside`.
/// - cancel (a recognizer recognized the touch): ``cancelTracking(with:)``, then `.touchCancel`.
///
/// The callbacks and events are UIKit's documented ones; their order within one move, and the
/// tracking area (the bounds grown by ``trackingSlop`` on each side, 70 points by default) are what UIKit is seen doing, not documented: EMP, labelled so in the thresholds
/// table. A disabled control (``isEnabled`` false) "ignores touch events", as Apple documents
/// `isEnabled`; here it is not hit, so that a touch on it goes to the views behind (EMP).
///
/// Actions are added with `addTarget(_:action:for:)` (a method reference, as with gesture
/// recognizers) or ``addAction(_:for:)`` and sent in the order they were added.
@preconcurrency @MainActor open class UIControl: UIView {
  /// One target-action pair or closure action and the events it is for.
  private struct Entry {
    weak var target: AnyObject?
    let hasTarget: Bool
    let selector: Selector?
    let action: UIAction?
    var events: Event
  }

  private var entries: [Entry] = []

  // MARK: State

  /// Whether the control responds to touches. A disabled control is never hit. Default: true.
  open var isEnabled = true

  /// Whether the control is selected (a toggle's "on"). Default: false.
  open var isSelected = false

  /// Whether the control is highlighted: set while a tracked touch is inside it.
  open var isHighlighted = false

  /// The control's state, from ``isHighlighted``, ``isEnabled`` and ``isSelected``.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether a touch is being tracked (between touch down and lift or cancel, while
  /// ``beginTracking(_:with:)`` and ``continueTracking(_:with:)`` return true).
  open private(set) var isTracking = false

  /// Whether the tracked touch is inside the tracking area.
  open private(set) var isTouchInside = false

  /// How the content sits horizontally (drawing only: nothing is drawn).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

  /// How the content sits vertically (drawing only: nothing is drawn).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// The touch this control tracks, until it lifts or is cancelled.
  private weak var trackedTouch: UITouch?
  /// Whether `continueTracking` is still called (it returned true so far).
  private var continuesTracking = false
  /// The event of the touch callback being handled, for the actions it sends.
  private var currentEvent: UIEvent?

  /// Whether this kind of control keeps its tap from a one-finger single-tap recognizer on a
  /// view behind it, as Apple's "Attaching gesture recognizers to UIKit controls" says of
  /// buttons, switches, steppers, segmented and page controls. False for a plain control.
  var keepsTapFromRecognizersBehind: Bool { false }

  /// Refuses a one-finger single-tap recognizer on another view (one behind the control) when
  /// the control is of a kind that keeps its tap from one.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    if keepsTapFromRecognizersBehind, isOneFingerSingleTapBehind(gestureRecognizer) {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// A disabled control is not hit, so touches go to the views behind it.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isEnabled else { return nil }
    return super.hitTest(point, with: event)
  }

  // MARK: Tracking

  /// Called when a touch begins in the control; return false to stop receiving
  /// ``continueTracking(_:with:)``. Default: true.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called for each move of the tracked touch; return false to stop receiving it.
  /// Default: true.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when the tracked touch lifts. Default: nothing.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Called when the tracked touch is cancelled. Default: nothing.
  open func cancelTracking(with event: UIEvent?) {}

  /// How far outside the bounds the tracked touch still counts as inside, in points: GestureKit's
  /// own property (UIKit keeps the distance private). Default:
  /// `GestureThresholds.controlTrackingSlop`.
  open var trackingSlop: CGFloat = GestureThresholds.controlTrackingSlop

  /// Whether `touch` is in the tracking area: the bounds grown by ``trackingSlop``.
  private func isInTrackingArea(_ touch: UITouch) -> Bool {
    bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop).contains(touch.location(in: self))
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard trackedTouch == nil, let touch = touches.first else { return }
    trackedTouch = touch
    currentEvent = event
    defer { currentEvent = nil }
    isTouchInside = true
    isTracking = true
    continuesTracking = beginTracking(touch, with: event)
    isHighlighted = true
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    currentEvent = event
    defer { currentEvent = nil }
    let wasInside = isTouchInside
    isTouchInside = isInTrackingArea(touch)
    if continuesTracking {
      continuesTracking = continueTracking(touch, with: event)
      isTracking = continuesTracking
    }
    isHighlighted = isTouchInside
    if wasInside != isTouchInside {
      sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
    }
    sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    currentEvent = event
    defer { currentEvent = nil }
    isTouchInside = isInTrackingArea(touch)
    endTracking(touch, with: event)
    finishTracking()
    sendActions(for: isTouchInside ? touchUpInsideEvents : .touchUpOutside)
    isTouchInside = false
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    currentEvent = event
    defer { currentEvent = nil }
    cancelTracking(with: event)
    finishTracking()
    isTouchInside = false
    sendActions(for: .touchCancel)
  }

  private func finishTracking() {
    trackedTouch = nil
    isTracking = false
    continuesTracking = false
    isHighlighted = false
  }

  /// The events a lift inside sends: `.touchUpInside`, and for a button its primary action.
  var touchUpInsideEvents: Event { .touchUpInside }

  // MARK: Targets and actions

  /// Adds `action` on `target` for `controlEvents`. Adding the same selector again for the
  /// same target adds the events to it. The target is held weakly; a `nil` target sends the
  /// action up the responder chain from the control, to the first responder of the method's
  /// type.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    if let index = entries.firstIndex(where: {
      $0.selector == action && $0.hasTarget == (object != nil) && $0.target === object
    }) {
      entries[index].events.formUnion(controlEvents)
      return
    }
    entries.append(
      Entry(
        target: object, hasTarget: object != nil, selector: action, action: nil,
        events: controlEvents))
  }

  /// Removes `action` of `target` for `controlEvents` (every action of `target` for a `nil`
  /// action, of every target for a `nil` target). An entry left with no event goes.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    let candidates = entries.filter { entry in
      entry.selector != nil && !entry.events.isDisjoint(with: controlEvents)
        && (object == nil || entry.target === object)
    }
    let named = action.map { $0.named(among: candidates.compactMap(\.selector)) }
    for index in entries.indices {
      let entry = entries[index]
      guard let selector = entry.selector, !entry.events.isDisjoint(with: controlEvents),
        object == nil || entry.target === object,
        named.map({ $0.contains(selector) }) ?? true
      else { continue }
      entries[index].events.subtract(controlEvents)
    }
    entries.removeAll { $0.events.isEmpty }
  }

  /// Adds a closure action for `controlEvents`; an action with the same identifier is replaced.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    if let index = entries.firstIndex(where: { $0.action?.identifier == action.identifier }) {
      entries[index] = Entry(
        target: nil, hasTarget: false, selector: nil, action: action,
        events: entries[index].events.union(controlEvents))
      return
    }
    entries.append(
      Entry(target: nil, hasTarget: false, selector: nil, action: action, events: controlEvents))
  }

  /// Removes `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action with `actionIdentifier` for `controlEvents`.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    for index in entries.indices where entries[index].action?.identifier == actionIdentifier {
      entries[index].events.subtract(controlEvents)
    }
    entries.removeAll { $0.events.isEmpty }
  }

  /// The targets with at least one action, each once.
  open var allTargets: Set<AnyHashable> {
    Set(entries.compactMap { $0.target.map { ObjectIdentifier($0) } })
  }

  /// The events that have at least one action.
  open var allControlEvents: Event {
    entries.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The selectors `target` has for `controlEvent`, by name; `nil` when it has none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = entries.compactMap { entry -> String? in
      guard entry.target === object, !entry.events.isDisjoint(with: controlEvent) else {
        return nil
      }
      return entry.selector?.name
    }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions of every entry for any of `controlEvents`, in the order they were added:
  /// target-actions through ``sendAction(_:to:for:)``, closures through ``sendAction(_:)``.
  open func sendActions(for controlEvents: Event) {
    let due = entries.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in due {
      if let action = entry.action {
        sendAction(action)
      } else if let selector = entry.selector {
        if entry.hasTarget {
          guard let target = entry.target else { continue }
          sendAction(selector, to: target, for: currentEvent)
        } else {
          sendAction(selector, to: nil, for: currentEvent)
        }
      }
    }
    entries.removeAll { $0.hasTarget && $0.target == nil }
  }

  /// Sends `action` to `target` with this control as sender (and `event`, for a method that
  /// takes both). A `nil` target goes up the responder chain to the first responder that the
  /// method belongs to. Override it to watch or redirect what the control sends.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    let receiver: AnyObject?
    if let target {
      receiver = target as AnyObject
    } else {
      var responder: UIResponder? = self
      while let current = responder, !action.accepts(current) { responder = current.next }
      receiver = responder
    }
    guard let receiver else { return }
    action.send(
      to: receiver, with: action.takesEvent ? SenderAndEvent(sender: self, event: event) : self)
  }

  /// Runs a closure action with this control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(from: self)
  }
}

extension UIControl {
  /// How a control's content sits horizontally. Raw values match UIKit's.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left, right, fill, leading, trailing
  }

  /// How a control's content sits vertically. Raw values match UIKit's.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top, bottom, fill
  }

  /// Adds a method taking the sender (`func tapped(_ sender: UIButton)`), as
  /// `addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)` does on iOS.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Adds a method without arguments for `controlEvents`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Adds a method taking the sender and the event (`func dragged(_ sender: UIControl, event:
  /// UIEvent)`) for `controlEvents`.
  public func addTarget<Target: AnyObject, Sender, Event: UIEvent>(
    _ target: Target, action: @escaping (Target) -> (Sender, Event) -> Void,
    for controlEvents: UIControl.Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Removes the action of `target` added with the method `action` for `controlEvents` (see
  /// `Selector` for how a method reference is matched).
  public func removeTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    removeTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Removes the action of `target` added with `action`, a method without arguments.
  public func removeTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    removeTarget(target, action: Selector(action), for: controlEvents)
  }
}

extension UIControl {
  /// Whether `recognizer` is a one-finger single-tap recognizer on another view: the kind that
  /// Apple's "Attaching gesture recognizers to UIKit controls" says a button's, a switch's (and
  /// other controls') own tap takes precedence over.
  func isOneFingerSingleTapBehind(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else {
      return false
    }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }
}
