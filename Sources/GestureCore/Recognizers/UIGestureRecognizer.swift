import Foundation

/// The base class of gesture recognizers, with UIKit's state machine, arbitration hooks and
/// target-action.
///
/// Subclass it as on iOS: override the touch methods, set ``state``, override ``reset()``.
/// Assigning a state goes through UIKit's rewriting rules (``State/resolving(_:)``), never
/// traps, and only records the change: the gesture environment sends actions in an update pass
/// after each event, promotes `began` to `changed` when the next event arrives, and always
/// reports `began` before anything else.
///
///     final class CheckMarkGestureRecognizer: UIGestureRecognizer {
///       override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
///         super.touchesBegan(touches, with: event)
///         if touches.count != 2 { state = .failed }
///       }
///       // …
///     }
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
  /// Creates a recognizer that sends `action` to `target` for each report, as UIKit does.
  ///
  /// This is the designated initializer: subclasses override it as on iOS and call `super`.
  /// `#selector(…)` needs the Objective-C runtime, so call sites pass a method reference
  /// (`UIPanGestureRecognizer(target: self, action: Canvas.handlePan)`), which arrives here as a
  /// ``Selector`` that can be sent. A `nil` target or action adds no action.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  // MARK: State

  @exclusivity(unchecked) var storedState: State = .possible

  /// The recognizer's state.
  ///
  /// Subclasses set it from their touch methods and timers. An illegal request is rewritten as
  /// UIKit rewrites it; leaving `possible` for `began` or `ended` first asks the delegate's
  /// `gestureRecognizerShouldBegin(_:)` and the touched views, and fails on a no.
  open var state: State {
    // While a coalesced `began` is announced, its targets read `began`; the stored state is
    // never overwritten to tell them.
    get { attempt.announcing ?? storedState }
    set { requestState(newValue) }
  }

  // MARK: Configuration

  /// The recognizer's delegate. Held weakly.
  @exclusivity(unchecked) open weak var delegate: (any UIGestureRecognizerDelegate)? {
    didSet {
      delegateAssignments &+= 1
      if delegate != nil, isParticipating {
        attempt.environment?.takeUnretainedValue().delegateWasSet(on: self)
      }
    }
  }

  /// Counts assignments of `delegate`, so that a delegate read for several questions is read
  /// again when it was replaced in between (`DelegateRead`).
  @exclusivity(unchecked) var delegateAssignments = 0

  /// A disabled recognizer receives no touches; disabling one that is taking part in a gesture
  /// cancels it (or fails it if it had not begun). Default: true.
  @exclusivity(unchecked) open var isEnabled = true {
    didSet {
      if oldValue && !isEnabled { environment?.recognizerWasDisabled(self) }
    }
  }

  /// The view the recognizer is attached to.
  open var view: UIView? { viewStorage?.takeUnretainedValue() }

  /// The attached view, without a weak reference: weak references give an object a side table
  /// that slows every retain and release of it, and views are touched on every frame. The view
  /// owns the recognizer and clears this when it detaches it or is deallocated.
  ///
  /// `Unmanaged` rather than `unowned(unsafe)`: reading an `unowned(unsafe)` property retains
  /// the object even to compare it, and the update pass compares recognizers' views many times
  /// per frame (``viewIdentity``).
  @exclusivity(unchecked) nonisolated(unsafe) var viewStorage: Unmanaged<UIView>?

  /// The attached view's address, for identity comparisons that take no reference.
  var viewIdentity: UnsafeMutableRawPointer? { viewStorage?.toOpaque() }

  /// A name for debugging and for transcripts.
  @exclusivity(unchecked) open var name: String?

  /// When the gesture is recognized, the view's touches for it are cancelled. Default: true.
  @exclusivity(unchecked) open var cancelsTouchesInView = true

  /// Holds `touchesBegan` back from the view until the recognizer fails. Default: false.
  @exclusivity(unchecked) open var delaysTouchesBegan = false

  /// Holds `touchesEnded` back from the view while the recognizer is still deciding.
  /// Default: true.
  @exclusivity(unchecked) open var delaysTouchesEnded = true

  /// The touch types (``UITouch/TouchType`` raw values) the recognizer accepts. Default: all the
  /// types the class supports.
  @exclusivity(unchecked) open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map {
    NSNumber(value: $0.rawValue)
  }

  /// The `allowedTouchTypes` array that `touchTypeMask` was made from. Holding it keeps its
  /// storage alive and shared, so an array with the same storage and count has the same
  /// numbers: nobody can change them in place while this reference exists.
  @exclusivity(unchecked) private var touchTypeMaskSource: [NSNumber] = []
  /// Bit `n` is set when `touchTypeMaskSource` holds a number whose `intValue` is `n` (0...63).
  @exclusivity(unchecked) private var touchTypeMask: UInt64 = 0

  /// Whether `allowedTouchTypes` holds `type`'s raw value, compared by `intValue` as UIKit's
  /// filter does. The getter is still called (a subclass may override it); the numbers are
  /// only read again when it returns a different array, rather than for every new touch.
  func allowsTouchType(_ type: UITouch.TouchType) -> Bool {
    let types = allowedTouchTypes
    let raw = type.rawValue
    guard raw >= 0, raw < 64 else { return types.contains { $0.intValue == raw } }
    if !Self.sameStorage(types, touchTypeMaskSource) {
      var mask: UInt64 = 0
      for number in types {
        let value = number.intValue
        if value >= 0, value < 64 { mask |= 1 << UInt64(value) }
      }
      touchTypeMask = mask
      touchTypeMaskSource = types
    }
    return touchTypeMask & (1 << UInt64(raw)) != 0
  }

  /// Whether two arrays share their storage and count, and so hold the same numbers.
  private static func sameStorage(_ first: [NSNumber], _ second: [NSNumber]) -> Bool {
    first.count == second.count
      && first.withUnsafeBufferPointer { a in
        second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      }
  }

  /// The press types (``UIPress/PressType`` raw values) the recognizer receives. Default: all.
  @exclusivity(unchecked) open var allowedPressTypes: [NSNumber] = UIPress.PressType.allCases.map {
    NSNumber(value: $0.rawValue)
  }

  /// When true, the first touch fixes the touch type until the next reset. Default: true.
  @exclusivity(unchecked) open var requiresExclusiveTouchType = true

  // MARK: Touches and location

  /// The touches the recognizer currently tracks, in the order they began.
  @_spi(Simulator) public internal(set) var trackedTouches: [UITouch] {
    _read { yield attempt.trackedTouches }
    _modify { yield &attempt.trackedTouches }
  }

  /// The number of touches the recognizer currently tracks.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The gesture's location: the centroid of its touches, in `view`'s space (window coordinates
  /// for `nil`). With no touches left it is where they last were.
  open func location(in view: UIView?) -> CGPoint {
    let windowPoint = CGPoint.centroid(of: trackedTouches.lazy.map(\.locationInWindow))
    if let windowPoint { lastLocationInWindow = windowPoint }
    return convertFromWindow(windowPoint ?? lastLocationInWindow, to: view)
  }

  /// The location of the touch at `touchIndex` (in the order touches began) in `view`'s space.
  ///
  /// UIKit raises an exception for an index past ``numberOfTouches``; this returns the gesture's
  /// ``location(in:)`` instead, so a replay never stops on it.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  @exclusivity(unchecked) var lastLocationInWindow: CGPoint = .zero

  /// Keeps the centroid of the tracked touches before one of them goes, so that the location
  /// with no touches left is where they last were even if nobody asked while they were down.
  func rememberLocation() {
    if let windowPoint = CGPoint.centroid(of: trackedTouches.lazy.map(\.locationInWindow)) {
      lastLocationInWindow = windowPoint
    }
  }

  // MARK: Subclass hooks

  /// Tells the recognizer that touches began. Called before the view sees them.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that touches lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that physical buttons went down.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Tells the recognizer that the force of pressed buttons changed.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Tells the recognizer that buttons were released.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Tells the recognizer that presses were cancelled.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Called after the gesture ended, was cancelled or failed, before the recognizer returns to
  /// `possible`. Clean up per-attempt state here and call `super`.
  open func reset() {}

  /// Whether this recognizer's recognition may block `preventedGestureRecognizer`. Default: true.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer` may block this recognizer. Default: true.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Class-wide rule: must this recognizer wait for `otherGestureRecognizer` to fail?
  /// Asked once per attempt. Default: false.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Class-wide rule: must `otherGestureRecognizer` wait for this one to fail?
  /// Asked once per attempt. Default: false.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Class-wide event filter, asked once per event sequence. Default: true.
  open func shouldReceive(_ event: UIEvent) -> Bool { true }

  /// Whether the recognizer takes this touchpad or pointer event. Default: false.
  ///
  /// UIKit routes trackpad pinches, scrolls and pointer hovering to the recognizers that handle
  /// them through private methods; GestureKit makes that routing a public hook so that built-in
  /// and custom recognizers alike can take indirect input.
  open func accepts(_ event: IndirectEvent) -> Bool { false }

  /// Delivers a touchpad or pointer event that ``accepts(_:)`` took.
  open func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {}

  /// Stops delivering `touch` to this recognizer. The view is never sent a cancel for it on this
  /// recognizer's behalf, and a held-back copy is released to the view at once.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    rememberLocation()
    touch.remove(self)
    attempt.trackedTouches.removeAll { $0 === touch }
    attempt.touches.removeAll { $0 === touch }
    environment?.touchWasIgnored(touch)
  }

  // MARK: Failure requirements

  /// Makes this recognizer wait until `otherGestureRecognizer` fails: it then proceeds, and it
  /// fails if the other recognizes instead. Asking a recognizer to wait for itself is ignored.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard let cycle = FailureRequirements.linkForGood(self, waitingFor: otherGestureRecognizer)
    else { return }
    let names = cycle.map { $0.name ?? "\(type(of: $0))" }
    GestureProblems.report(
      GestureProblem(
        kind: .requirementCycle,
        message: "GestureKit: \(names.joined(separator: " requires to fail ")): a cycle of "
          + "failure requirements, so none of them can ever recognize; each that ends waits, "
          + "ended, for good (UIKit documents no outcome). Remove one require(toFail:)."))
  }

  // MARK: Target-action

  /// Adds a target and a selector, as UIKit does. The target is held weakly.
  ///
  /// A selector made from a method reference is sent with the recognizer as its argument. One
  /// made from a name alone cannot be sent without the Objective-C runtime: the first report
  /// writes one line to standard error that says so (see ``Selector``).
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    appendAction(target: object, selector: action) { [weak object] recognizer in
      guard let object else { return }
      action.send(to: object, with: recognizer)
    }
  }

  /// Removes the actions of `target` with `action` (every action of `target` for a `nil` action;
  /// every action of every target for a `nil` target), as UIKit does.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    let named = action.map { action in
      action.named(
        among: actions.compactMap { entry in
          object == nil || entry.target === object ? entry.selector : nil
        })
    }
    actions.removeAll { entry in
      guard entry.hasTarget else { return object == nil && action == nil }
      let targetMatches = object == nil || entry.target === object || entry.target == nil
      let actionMatches =
        named.map { named in named.contains { $0 == entry.selector } } ?? true
      return targetMatches && actionMatches
    }
  }

  // MARK: Transcript hooks

  /// The short type name transcripts use (`tap`, `pan`, …). Default: the class name.
  open var transcriptType: String { String(describing: Swift.type(of: self)) }

  /// Values transcripts record beside the location, in the recognizer's view (a pan's
  /// translation and velocity, a pinch's scale). Default: none.
  open var transcriptValues: [TranscriptValue] { [] }

  /// ``transcriptValues``, as a transcript entry stores them, for a report made while the
  /// recognizer is attached to `view`.
  ///
  /// The built-ins that report on every move (pan, pinch, rotation) override this to give their
  /// two values as plain bits, with no array to make, share or free (see `TranscriptValues`);
  /// an instance of a subclass of theirs, which may override ``transcriptValues`` or what it
  /// reads, is asked for ``transcriptValues`` instead.
  func transcriptValueList(in view: UIView?) -> TranscriptValues {
    TranscriptValues(transcriptValues)
  }

  // MARK: Target-action storage

  @exclusivity(unchecked) var actions: [Action] = []
  @exclusivity(unchecked) var nextActionID = 0

  // MARK: Environment bookkeeping

  /// The environment of the window the recognizer's view is in.
  var environment: GestureEnvironment? {
    attempt.environment?.takeUnretainedValue() ?? view?.window?.gestureEnvironment
  }

  /// Failure requirements from `require(toFail:)`, which only `FailureRequirements` reads and
  /// writes.
  @exclusivity(unchecked) var staticRequirements: [WeakRecognizer] = []

  /// The current attempt, as the gesture environment keeps it (see ``Attempt``): written only
  /// by the environment, reset in one assignment.
  @exclusivity(unchecked) var attempt = Attempt()
  /// The environment's pass marks on this recognizer, which outlive attempts.
  @exclusivity(unchecked) var marks = EnvironmentMarks()

  /// The recognizer received input since its last reset.
  package var isParticipating: Bool { attempt.progress.isParticipating }
  /// Its failure requirements are met, so its state may be reported and it may exclude others.
  var isReleased: Bool { attempt.progress.isReleased }

  /// Whether the failure-requirement questions about this recognizer can be answered with
  /// anything but no: it has a delegate, or its class may override
  /// `shouldRequireFailure(of:)` and `shouldBeRequiredToFail(by:)` (built-in classes do not).
  var answersRequirementQuestions: Bool {
    if delegate != nil { return true }
    let type = ObjectIdentifier(Swift.type(of: self))
    return !Self.plainTypes.contains(type)
  }

  /// The classes whose requirement questions are always answered no without a delegate.
  nonisolated static let plainTypes: [ObjectIdentifier] = [
    ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
    ObjectIdentifier(UILongPressGestureRecognizer.self),
    ObjectIdentifier(UIPanGestureRecognizer.self), ObjectIdentifier(UISwipeGestureRecognizer.self),
    ObjectIdentifier(UIPinchGestureRecognizer.self),
    ObjectIdentifier(UIRotationGestureRecognizer.self),
    ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self),
    ObjectIdentifier(UIHoverGestureRecognizer.self),
  ]

  /// The single path every state request takes.
  func requestState(_ requested: State) {
    guard let resolved = storedState.resolving(requested) else { return }
    guard storedState.isReport(resolvingTo: resolved) else { return }
    let core = pendingCause ?? subclassCause
    if storedState == .possible, resolved == .began || resolved == .ended,
      let refusal = refusalToBegin()
    {
      enter(.failed, because: refusal.core, parties: refusal.parties)
    } else {
      // A literal `nil`: the changes of every frame name nobody, and this path then has no
      // names to release.
      enter(resolved, because: core, parties: nil)
    }
  }

  /// Records the state a request resolved to, with its cause, and tells the environment.
  @inline(__always)
  private func enter(
    _ resolved: State, because core: TransitionCause.Core, parties: TransitionCause.Parties?
  ) {
    storedState = resolved
    attempt.cause.set(core, parties: parties)
    if resolved == .began {
      attempt.progress.enterBegan()
      attempt.beganCause.set(core, parties: parties)
    }
    if let participating = attempt.environment {
      // Lent, not retained: see `Attempt.environment`. Every frame's state changes go here.
      participating._withUnsafeGuaranteedRef { $0.recognizerStateDidChange(self) }
    } else if let environment {
      environment.recognizerStateDidChange(self)
    } else {
      attempt.reportDuty.change()
    }
  }

  /// Asks the delegate and, when touches in the view would be cancelled, the touched views.
  ///
  /// - Returns: `nil` when the recognizer may begin, else why it may not.
  func refusalToBegin() -> TransitionCause? {
    if delegate?.gestureRecognizerShouldBegin(self) == false {
      return TransitionCause(.delegateShouldBegin)
    }
    guard cancelsTouchesInView else { return nil }
    // The first view asked stays apart, so that the usual case (every touch in one view)
    // allocates no list.
    var firstAsked: UIView?
    var asked: [UIView] = []
    for touch in trackedTouches {
      guard let view = touch.view else { continue }
      if let firstAsked {
        guard firstAsked !== view, !asked.contains(where: { $0 === view }) else { continue }
        asked.append(view)
      } else {
        firstAsked = view
      }
      if !view.gestureRecognizerShouldBegin(self) {
        return TransitionCause(.viewShouldBegin, otherView: GestureEnvironment.name(of: view))
      }
    }
    return nil
  }

  /// Sets the state without the rewriting table: for the environment's own decisions
  /// (exclusion, failure requirements, disabling), which UIKit also applies directly.
  func forceState(_ newState: State, because cause: TransitionCause) {
    guard storedState != newState else { return }
    storedState = newState
    attempt.cause.set(cause.core, parties: cause.parties)
  }

  // MARK: Causes

  // A cause is kept as its plain bits and its names apart, so that the state changes of every
  // frame copy no reference.

  /// The cause the next state request records; built-in recognizers set it, through
  /// ``setState(_:because:)``, just before they assign `state`.
  @exclusivity(unchecked) var pendingCause: TransitionCause.Core?
  /// The names of a cause that a subclass's own state change gets: its class, made once.
  lazy var subclassParties = TransitionCause.Parties(
    other: String(describing: Swift.type(of: self)), otherView: nil, waitedFor: nil)

  /// Assigns `state` (through the subclass's setter and UIKit's rewriting rules) and records
  /// `cause`, which names no other party, as the reason for whatever change results.
  ///
  /// GestureSim's addition: a custom recognizer declares its own ``TransitionCause/Rule``s and
  /// sets its state with them, so that `--explain` names its rules as it names the built-ins'.
  /// Assigning ``state`` directly records the rule `subclass` with the method that was running.
  public final func setState(_ newState: State, because cause: TransitionCause) {
    assert(cause.parties == nil, "a recognizer's own cause names no other party")
    pendingCause = cause.core
    state = newState
    pendingCause = nil
  }

  /// Ends a gesture whose last touches lifted: failed for `failure` if it never began, else
  /// ended.
  func finishTouches(failing failure: @autoclosure () -> TransitionCause) {
    if storedState == .possible {
      setState(.failed, because: failure())
    } else {
      setState(.ended, because: TransitionCause(.touchesEnded))
    }
  }

  /// Ends a touchpad or pointer gesture: failed if it never began, else ended or cancelled.
  func finishIndirect(cancelled: Bool) {
    let cause = TransitionCause(.indirectEnded)
    setState(storedState == .possible ? .failed : (cancelled ? .cancelled : .ended), because: cause)
  }

  /// The cause of a state a subclass set itself: which method was running. The environment
  /// names the subclass when it records the change.
  private var subclassCause: TransitionCause.Core {
    var callback = TransitionCause.Callback.outside
    if let environment {
      callback = environment.clock.isFiring ? .timer : environment.currentCallback
    }
    return TransitionCause.Core(rule: .subclass, callback: callback)
  }

  /// Whether this recognizer waits for `other` to fail, statically or for this attempt.
  func requires(_ other: UIGestureRecognizer) -> Bool {
    FailureRequirements.requires(self, other)
  }

  /// Whether the recognizer still takes part in the current gesture: not terminal, enabled,
  /// attached, and it received input.
  var isActive: Bool {
    // The stored reference, not `view`: no strong reference to take and drop.
    isParticipating && !storedState.isTerminal && isEnabled && viewStorage != nil
  }

  /// Whether its outcome is still open: possible, or recognized but held by a requirement. This
  /// is the guard of the environment's ``State/EnvironmentMove/exclusion`` move (a test holds
  /// them equal), read on every pair the update pass compares.
  var isUndecided: Bool {
    storedState == .possible || (!attempt.progress.isReleased && storedState.isRecognized)
  }

  /// Back to `possible` (`state`, the reset move's destination) after an attempt, as UIKit's
  /// reset step does.
  ///
  /// The environment takes it out of its touches' recipient lists, for all the recognizers it
  /// resets at once (see `GestureEnvironment.resetFinished()`).
  func performReset() {
    reset()
    storedState = .possible
    FailureRequirements.unlinkAttempt(of: self)
    attempt.restart()
  }

  /// Called when the recognizer is released from a failure requirement it waited on, just
  /// before its first report. Pan restarts its translation here.
  func willBeginAfterSatisfyingFailureRequirements() {}
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
  weak var value: UIGestureRecognizer?
  init(_ value: UIGestureRecognizer) { self.value = value }
}
