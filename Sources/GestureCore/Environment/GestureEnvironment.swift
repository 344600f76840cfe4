import Foundation

/// Delivers a window's input to its gesture recognizers and views, with UIKit's rules.
///
/// For each touch frame the environment binds new touches to their hit-tested views, hands every
/// touch to the recognizers of that view and its ancestors (before the view), runs an update pass
/// (failure requirements, exclusion, simultaneous recognition, actions, resets), and then gives
/// the views what the recognizers' cancels and delays allow. Timers fire on the simulation's
/// clock, each followed by an update pass. ``Simulation`` owns one environment per window.
///
/// Performance note: the bookkeeping properties touched on every frame, here and in
/// `UIGestureRecognizer`, `UITouch`, `UIEvent`, `UIView`, `VirtualClock` and the built-in
/// recognizers, are marked `@exclusivity(unchecked)`. Swift's run-time exclusivity checks on
/// class properties took about half of the time per frame in the benchmarks; GestureKit runs on
/// one thread and only makes short, non-overlapping accesses to these properties, so the checks
/// could only cost time, never catch a bug.
@MainActor public final class GestureEnvironment {
  /// The window whose input this environment delivers.
  public let window: UIWindow

  /// The clock that timers are scheduled on.
  public let clock: VirtualClock

  /// Called for every state change that the update pass reports.
  @exclusivity(unchecked) var report: ((TranscriptEntry) -> Void)? {
    didSet { reportSink.replace(with: report) }
  }

  /// ``report``, as the update pass calls it: without retaining the closure per entry.
  @exclusivity(unchecked) var reportSink = TranscriptSink()

  /// The time transcripts count from.
  @exclusivity(unchecked) var timeOrigin: TimeInterval = 0

  /// The one touch event of the window, reused as UIKit reuses it.
  let touchEvent = UIEvent(type: .touches, timestamp: 0)
  /// The one presses event, reused like the touch event.
  let pressEvent = UIPressesEvent(timestamp: 0)
  /// Buttons currently down, in the order they went down.
  @exclusivity(unchecked) var activePresses: [UIPress] = []

  /// Touches that are down, in the order they began (plus those ending in the current frame).
  @exclusivity(unchecked) var activeTouches: [UITouch] = []

  /// Recognizers that received input since their last reset, in the order they joined.
  @exclusivity(unchecked) var participants: [UIGestureRecognizer] = []

  /// Participants that can answer failure-requirement questions (see `join`), in the order
  /// they joined unless `answeringIsInJoinOrder` is false.
  @exclusivity(unchecked) var answering: [UIGestureRecognizer] = []
  @exclusivity(unchecked) var answeringIsInJoinOrder = true
  /// Counts joins, so that what was settled about the participants can tell that one joined.
  @exclusivity(unchecked) var joinCount = 0
  /// Counts the moments a participant may have become recognized and released (a state change
  /// into a recognized state, a release, a `began` announced), so that a waiter that found no
  /// requirement recognized can tell that none has been since (`Attempt.RequirementWalk`).
  @exclusivity(unchecked) var recognitionCount = 0
  /// Counts reset passes, for the marks `resetFinished()` leaves.
  @exclusivity(unchecked) var resetPass = 0
  /// The touches of the recognizers one reset pass resets (scratch space, kept).
  @exclusivity(unchecked) var resetTouches: [UITouch] = []

  /// Recognizers with a state to report, in the order their states were decided; a requeued
  /// recognizer's earlier places are stale (see `requeueReport`).
  ///
  /// Not counted: a queued recognizer is a participant (it joins before its first report is
  /// queued, and the reset pass keeps a queued one), and `participants` holds it.
  @exclusivity(unchecked) var reportQueue: [Unmanaged<UIGestureRecognizer>] = []

  /// Touches whose delivery to their view is held back by a recognizer's delays.
  @exclusivity(unchecked) var heldTouches: [UITouch] = []

  /// Representables whose recognizer is alive, to discard when their event sequence ends.
  package var liveGestureHosts: [any GestureRecognizerHosting] = []

  @exclusivity(unchecked) var touchCount = 0
  @exclusivity(unchecked) var sequenceNumber = 0
  @exclusivity(unchecked) var frameNumber = 0
  @exclusivity(unchecked) var isDelivering = false
  @exclusivity(unchecked) var isUpdating = false
  @exclusivity(unchecked) var updateRequested = false
  /// The recognizer method being called, for the cause of a state a subclass sets in it.
  @exclusivity(unchecked) var currentCallback = TransitionCause.Callback.outside

  /// The previous single-finger touch, for `UITouch.tapCount`.
  @exclusivity(unchecked) var lastTouchUp:
    (view: UIView?, location: CGPoint, time: TimeInterval, tapCount: Int)?

  // Per-frame scratch space, kept to avoid allocating on every frame.
  @exclusivity(unchecked) var frameRecognizers: [UIGestureRecognizer] = []
  /// This frame's touches of each phase, in the order they changed.
  ///
  /// Not counted (see ``FrameTouchList``): every touch in them is in `activeTouches` from the
  /// change that lists it until `retireFinishedTouches()` ends the frame, and the lists are
  /// read only during the frame (the next frame empties them first). Counting each moved
  /// finger in and out of its list was most of the cost of a move.
  @exclusivity(unchecked) var phaseTouches = PerCallback(
    began: FrameTouchList(), moved: FrameTouchList(), ended: FrameTouchList(),
    cancelled: FrameTouchList())
  @exclusivity(unchecked) var sharedPhaseSets = PerCallback<Set<UITouch>?>(repeating: nil)
  /// The touches each shared set was built from, in order.
  @exclusivity(unchecked) var sharedPhaseLists = PerCallback<[UITouch]>(repeating: [])
  /// The last set of one touch made for a view, with its touch's address (`singletonSet(of:)`).
  @exclusivity(unchecked) var viewSingleton: (address: UnsafeMutableRawPointer, set: Set<UITouch>)?
  /// The list a batch of view callbacks fills, kept empty between batches.
  @exclusivity(unchecked) var viewBatchEntries: [ViewBatch.Entry] = []

  /// Creates the environment of `window`, timing with `clock`, and installs it in the window.
  init(window: UIWindow, clock: VirtualClock) {
    self.window = window
    self.clock = clock
    window.environmentStorage = self
  }

  /// Breaks the references that touches and timers hold while a gesture is under way, so that
  /// a simulation dropped mid-gesture frees its whole tree, and resets the recognizers taking
  /// part (OUR CHOICE: nothing is left to report their end to), so that one that lives on
  /// starts afresh in the next environment rather than counting as a participant of this one,
  /// and a subclass's `reset()` lets go of the touches it kept (a pan's touch holds its view,
  /// which holds the pan).
  isolated deinit {
    window.environmentStorage = nil
    // No reset below may reach this environment through a recognizer's cached reference.
    for recognizer in participants { recognizer.attempt.environment = nil }
    for recognizer in participants where recognizer.isParticipating {
      recognizer.performReset()
    }
    for touch in activeTouches + heldTouches { touch.recognizers.removeAll() }
    clock.invalidateAll()
  }

  /// The identifiers of the fingers down now, in the order they landed.
  var touchesDown: [Int] {
    activeTouches.filter { !$0.phase.isFinal }.map(\.identifier)
  }

  // MARK: Time

  /// Fires every deadline at or before `time`, in order, each followed by an update pass, and
  /// moves the clock to `time`.
  func advance(to time: TimeInterval) {
    while clock.fireNext(notAfter: time) { afterTimer() }
    clock.move(to: time)
  }

  /// Fires the earliest deadline at or before `time` (any, for `.infinity`, as ``settle()``
  /// does), followed by an update pass. Returns whether one fired.
  func fireNext(notAfter time: TimeInterval) -> Bool {
    guard clock.fireNext(notAfter: time) else { return false }
    afterTimer()
    return true
  }

  /// Fires every remaining deadline, in order.
  func settle() {
    while clock.fireNext(notAfter: .infinity) { afterTimer() }
  }

  private func afterTimer() {
    update(afterEvent: false)
    discardIdleHostedRecognizers()
  }

  // MARK: Touch frames

  /// Delivers one frame of touches at the current clock time (see ``advance(to:)``).
  func handle(_ frame: TouchFrame) {
    let now = clock.now
    frameNumber += 1
    touchEvent.type = .touches
    touchEvent.timestamp = now
    touchEvent.indirectEvent = nil
    phaseTouches.began.removeAll()
    phaseTouches.moved.removeAll()
    phaseTouches.ended.removeAll()
    phaseTouches.cancelled.removeAll()
    // In place: the body only writes the touch.
    activeTouches.forEachUnretainedInPlace { $0.phase = .stationary }

    isDelivering = true
    for change in frame.changes { apply(change, at: now) }
    touchEvent.touchList = activeTouches
    deliverToRecognizers()
    isDelivering = false

    update(afterEvent: true)
    deliverToViews()
    retireFinishedTouches()
    discardIdleHostedRecognizers()
  }

  private func apply(_ change: TouchFrame.Change, at now: TimeInterval) {
    // In place: the predicate only reads the touch.
    let found = activeTouches.firstUnretainedInPlace {
      $0.identifier == change.id && !$0.phase.isFinal
    }
    guard let found else {
      if change.phase == .down {
        // Held by `activeTouches`, which `beginTouch` adds it to.
        phaseTouches.began.append(beginTouch(change, at: now))
      }
      return
    }
    // Lent, not retained: `activeTouches` holds it for the whole frame.
    found._withUnsafeGuaranteedRef { existing in
      apply(change, to: existing, at: now)
    }
  }

  /// Applies a change to a finger that is down.
  private func apply(_ change: TouchFrame.Change, to existing: UITouch, at now: TimeInterval) {
    switch change.phase {
    case .down, .move:
      // A second landing for a finger that is down is a move rather than lost.
      move(existing, to: change, at: now)
    case .up, .cancel:
      relocate(existing, to: change, at: now)
      // A finger that lands and lifts in one frame stays in the began list too: recognizers
      // see it begin, then end.
      if existing.phase == .moved {
        phaseTouches.moved.remove(existing)
      }
      existing.phase = change.phase == .up ? .ended : .cancelled
      phaseTouches.modify(change.phase == .up ? .ended : .cancelled) {
        $0.append(existing)
      }
    }
  }

  private func move(_ touch: UITouch, to change: TouchFrame.Change, at now: TimeInterval) {
    relocate(touch, to: change, at: now)
    if touch.phase == .stationary {
      touch.phase = .moved
      phaseTouches.moved.append(touch)
    }
  }

  private func relocate(_ touch: UITouch, to change: TouchFrame.Change, at now: TimeInterval) {
    if touch.phase != .began { touch.previousLocationInWindow = touch.locationInWindow }
    touch.locationInWindow = change.location
    touch.timestamp = now
    if let force = change.force { touch.force = force }
  }

  /// Creates a touch, hit-tests it, and fixes the recognizers that will receive it.
  private func beginTouch(_ change: TouchFrame.Change, at now: TimeInterval) -> UITouch {
    if activeTouches.isEmpty { sequenceNumber += 1 }
    touchCount += 1
    let touch = UITouch(
      identifier: change.id, type: change.type, location: change.location, timestamp: now,
      force: change.force, order: touchCount)
    touch.window = window
    let hitView = window.hitTest(change.location, with: touchEvent)
    touch.view = hitView
    touch.tapCount = tapCount(for: touch, at: now)
    touch.beganFrame = frameNumber

    let exclusiveView = activeTouches.lazy.compactMap(\.view).first {
      $0.isExclusiveTouch && $0 !== hitView
    }
    if let hitView {
      // Room for every candidate at once, rather than growing the list as it fills.
      var candidates = 0
      var ancestor: UIView? = hitView
      while let current = ancestor {
        candidates += current.gestureRecognizerCount
        ancestor = current.superview
      }
      touch.recognizers.reserveCapacity(candidates)
      var view: UIView? = hitView
      while let current = view {
        prepareHostedRecognizers(of: current)
        // Each recognizer lent by a snapshot of the view's list, which holds them (a delegate
        // asked below may change the view's list, as with the plain loop this replaces, which
        // retained and released each recognizer it visited).
        (current.gestureRecognizers ?? []).forEachUnretained { recognizer in
          if shouldDeliver(touch, to: recognizer, exclusiveView: exclusiveView) {
            touch.recognizers.append(recognizer)
          }
        }
        view = current.superview
      }
      touch.viewDelivery.isBlocked = isViewBlocked(hitView, exclusiveView: exclusiveView)
    }
    activeTouches.append(touch)
    return touch
  }

  /// UIKit's filters, in UIKit's order (reference §3.2-3).
  private func shouldDeliver(
    _ touch: UITouch, to recognizer: UIGestureRecognizer, exclusiveView: UIView?
  ) -> Bool {
    if recognizer.requiresExclusiveTouchType, let fixed = recognizer.attempt.exclusiveTouchType,
      fixed != touch.type
    {
      return false
    }
    guard recognizer.allowsTouchType(touch.type),
      recognizer.isEnabled,
      !recognizer.storedState.isTerminal
    else { return false }
    if let exclusiveView, let view = recognizer.view, !exclusiveView.isDescendant(of: view) {
      return false
    }
    var read = DelegateRead(recognizer)
    guard acceptsSequence(recognizer, &read) else { return false }
    read.refresh(recognizer)
    // Optional chaining, not `if let`: see `waits(_:_:for:_:)`.
    if read.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
      return false
    }
    // The delegate may have taken it off its view: a recognizer without one would join with
    // nothing to detach it, and never reset.
    guard recognizer.viewStorage != nil else { return false }
    if recognizer.requiresExclusiveTouchType, recognizer.attempt.exclusiveTouchType == nil {
      recognizer.attempt.exclusiveTouchType = touch.type
    }
    return true
  }

  /// The once-per-sequence event filter: the subclass first, then the delegate (`read`, read
  /// again if the subclass assigned another).
  func acceptsSequence(_ recognizer: UIGestureRecognizer, _ read: inout DelegateRead) -> Bool {
    if let cached = recognizer.attempt.acceptsSequence,
      recognizer.attempt.filterSequence == sequenceNumber
    {
      return cached
    }
    var accepts = recognizer.shouldReceive(touchEvent)
    if accepts {
      read.refresh(recognizer)
      accepts = read.delegate?.gestureRecognizer(recognizer, shouldReceive: touchEvent) ?? true
    }
    recognizer.attempt.acceptsSequence = accepts
    recognizer.attempt.filterSequence = sequenceNumber
    return accepts
  }

  private func isViewBlocked(_ view: UIView, exclusiveView: UIView?) -> Bool {
    if exclusiveView != nil { return true }
    let others = activeTouches.filter { !$0.viewDelivery.isBlocked && !$0.viewDelivery.isFinished }
    if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { return true }
    if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return true }
    return false
  }

  /// Hands each recognizer the touches of this frame it receives, phase by phase.
  private func deliverToRecognizers() {
    // When every changed touch has the same recognizers (one finger, or fingers on one view:
    // most frames), that list is the order, and each of them receives every touch of each
    // phase: the frame's shared sets, with nothing counted or filtered. Otherwise the
    // recognizers are collected in the order of the touches and of each touch's recognizers,
    // with how many of each phase's touches each receives (`countReceivedTouches()`).
    // The first changed touch, lent rather than retained: `activeTouches` holds it until
    // `retireFinishedTouches()`, after this pass.
    var firstChanged: Unmanaged<UITouch>?
    var touchesShareRecognizers = true
    // In place: the body only reads the touches.
    activeTouches.forEachUnretainedInPlace { touch in
      guard touchesShareRecognizers, touch.phase != .stationary else { return }
      if let firstChanged {
        touchesShareRecognizers = firstChanged._withUnsafeGuaranteedRef {
          Self.same($0.recognizers, touch.recognizers)
        }
      } else {
        firstChanged = Unmanaged.passUnretained(touch)
      }
    }
    guard let firstChanged else {
      currentCallback = .outside
      return
    }
    // How many touches each phase has, and the set of them a recognizer receiving them all
    // gets (`sharedSets()`).
    let all = PerCallback(
      began: phaseTouches.began.count, moved: phaseTouches.moved.count,
      ended: phaseTouches.ended.count, cancelled: phaseTouches.cancelled.count)
    // Each phase's list, as it is now (recognizers' callbacks never change them), where a
    // recognizer needs it: `began`'s for the attempt's touches, in order, and, when some
    // recognizers receive only some touches, every list to filter.
    let began = phaseTouches.began.isEmpty ? nil : phaseTouches.began
    if touchesShareRecognizers {
      // A snapshot: a recognizer that ignores a touch takes itself out of its list.
      let receivers = firstChanged._withUnsafeGuaranteedRef(\.recognizers)
      if all.began == 0, all.ended == 0, all.cancelled == 0 {
        // Moves only (a steady drag: most frames): the three other phases are known to be
        // empty where this is inlined, and cost nothing.
        deliverFrame(
          to: receivers, lists: (nil, nil, nil, nil),
          sets: PerCallback(
            began: nil, moved: all.moved == 0 ? nil : sharedSet(.moved), ended: nil,
            cancelled: nil),
          all: all, counted: false)
      } else {
        deliverFrame(
          to: receivers, lists: (began, nil, nil, nil),
          sets: sharedSets(), all: all, counted: false)
      }
    } else {
      countReceivedTouches()
      deliverFrame(
        to: frameRecognizers,
        lists: (
          began, phaseTouches.moved.isEmpty ? nil : phaseTouches.moved,
          phaseTouches.ended.isEmpty ? nil : phaseTouches.ended,
          phaseTouches.cancelled.isEmpty ? nil : phaseTouches.cancelled
        ),
        sets: sharedSets(), all: all, counted: true)
    }
    currentCallback = .outside
  }

  /// The set of each phase's touches, for the recognizers that receive them all; `nil` for an
  /// empty phase (most of the four, most frames), which costs no reference counting where an
  /// empty set does.
  @inline(__always)
  private func sharedSets() -> PerCallback<Set<UITouch>?> {
    PerCallback(
      began: phaseTouches.began.isEmpty ? nil : sharedSet(.began),
      moved: phaseTouches.moved.isEmpty ? nil : sharedSet(.moved),
      ended: phaseTouches.ended.isEmpty ? nil : sharedSet(.ended),
      cancelled: phaseTouches.cancelled.isEmpty ? nil : sharedSet(.cancelled))
  }

  /// Hands each of `receivers` its touches of this frame, phase by phase: all of each phase's
  /// (`sets`, `all` of them), or, when `counted`, as many as its marks say, filtered from
  /// `lists` when they are not all. Inlined into both calls above, so that the lists a frame
  /// does not need are known to be `nil` there and cost nothing. The lists come in a tuple
  /// rather than a ``PerCallback``: that generic struct of them was destroyed through its
  /// value witnesses, unspecialized, on every frame.
  @inline(__always)
  private func deliverFrame(
    to receivers: [UIGestureRecognizer],
    lists: (
      began: FrameTouchList?, moved: FrameTouchList?, ended: FrameTouchList?,
      cancelled: FrameTouchList?
    ),
    sets: PerCallback<Set<UITouch>?>, all: PerCallback<Int>, counted: Bool
  ) {
    receivers.forEachUnretained { recognizer in
      guard recognizer.isEnabled, !recognizer.storedState.isTerminal else { return }
      let counts = counted ? recognizer.marks.frameTouchCounts : all
      // UIKit's order within one event, written out: a loop over the four cost more than the
      // callbacks it made. A recognizer receives touches of a phase only when the phase has
      // some, so it is never handed a `nil` set.
      if counts.began > 0 {
        deliver(.began, lists.began, sets.began!, counts.began == all.began, to: recognizer)
      }
      if counts.moved > 0 {
        deliver(.moved, lists.moved, sets.moved!, counts.moved == all.moved, to: recognizer)
      }
      if counts.ended > 0 {
        deliver(.ended, lists.ended, sets.ended!, counts.ended == all.ended, to: recognizer)
      }
      if counts.cancelled > 0 {
        deliver(
          .cancelled, lists.cancelled, sets.cancelled!, counts.cancelled == all.cancelled,
          to: recognizer)
      }
    }
  }

  /// Marks on each recognizer how many of this frame's touches of each phase it receives, and
  /// collects the recognizers in `frameRecognizers`, in the order of the touches and of each
  /// touch's recognizers: for the frames whose changed touches have different recognizers.
  private func countReceivedTouches() {
    let frame = frameNumber
    frameRecognizers.removeAll(keepingCapacity: true)
    activeTouches.forEachUnretained { touch in
      guard let callback = TouchCallback(touch.phase) else { return }
      // A finger that lands and lifts in one frame is in the began list too.
      let alsoBegan = touch.phase.isFinal && touch.beganFrame == frame
      touch.recognizers.forEachUnretained { recognizer in
        if recognizer.marks.frame != frame {
          recognizer.marks.frame = frame
          recognizer.marks.frameTouchCounts = PerCallback(repeating: 0)
          frameRecognizers.append(recognizer)
        }
        recognizer.marks.frameTouchCounts.modify(callback) { $0 += 1 }
        if alsoBegan { recognizer.marks.frameTouchCounts.began += 1 }
      }
    }
  }

  /// Delivers one callback of this frame to a recognizer, through the door: `set` when it
  /// receives all of the phase's touches, else those of `list` it receives. `list` may be
  /// `nil` only when it receives them all and the callback is not `began`.
  @inline(__always)
  private func deliver(
    _ callback: TouchCallback, _ list: FrameTouchList?, _ set: Set<UITouch>,
    _ receivesAll: Bool,
    to recognizer: UIGestureRecognizer
  ) {
    // A callback may end the attempt: the later ones of the frame are not sent then.
    guard callback == .began || !recognizer.storedState.isTerminal else { return }
    deliver(to: recognizer, joining: true, in: callback.cause) {
      if callback == .began {
        list!.forEachListed { touch in
          guard receivesAll || touch.isReceived(by: recognizer) else { return }
          recognizer.attempt.trackedTouches.append(touch)
          recognizer.attempt.touches.append(touch)
        }
      }
      // Lent as it is when it receives them all (a conditional expression would copy it).
      if receivesAll {
        callback.send(set, to: recognizer, with: touchEvent)
      } else {
        callback.send(Self.filter(list!, for: recognizer), to: recognizer, with: touchEvent)
      }
    }
  }

  /// Whether two lists hold the same objects in the same order.
  private static func same<Element: AnyObject>(_ first: [Element], _ second: [Element]) -> Bool {
    guard first.count == second.count else { return false }
    var index = 0
    return !first.containsUnretained { element in
      defer { index += 1 }
      return second.withUnsafeBufferPointer { $0[index] !== element }
    }
  }

  /// The set of all of one phase's touches in this frame, handed to every recognizer that
  /// receives them all (the common case).
  ///
  /// It is kept from frame to frame while the same fingers keep moving, so a steady drag builds
  /// no set at all.
  ///
  /// The test for the same fingers is inlined where the sets are made; building one is not.
  @inline(__always)
  private func sharedSet(_ callback: TouchCallback) -> Set<UITouch> {
    // Both lists read in place: copying them out would count their buffers.
    let same = phaseTouches.modify(callback) { list in
      sharedPhaseLists.modify(callback) { previous in list.holdsSame(as: previous) }
    }
    if same, let shared = sharedPhaseSets[callback] { return shared }
    return newSharedSet(callback)
  }

  /// Builds and keeps the shared set of one phase's touches, for new fingers.
  @inline(never)
  private func newSharedSet(_ callback: TouchCallback) -> Set<UITouch> {
    let list = phaseTouches[callback]
    var shared = Set<UITouch>(minimumCapacity: list.count)
    list.forEachListed { shared.insert($0) }
    sharedPhaseSets[callback] = shared
    // Counted, unlike the frame's lists: the touches a kept set holds.
    sharedPhaseLists.modify(callback) { kept in
      kept.truncate(to: 0)
      list.forEachListed { kept.append($0) }
    }
    return shared
  }

  /// The touches of `list` that `recognizer` receives, for the rare frame where it receives
  /// only some of them.
  private static func filter(_ list: FrameTouchList, for recognizer: UIGestureRecognizer)
    -> Set<UITouch>
  {
    // Sized as `Set(_:)` sizes a set made from an array of them.
    var received = Set<UITouch>(minimumCapacity: list.count { $0.isReceived(by: recognizer) })
    list.forEachListed { touch in
      if touch.isReceived(by: recognizer) { received.insert(touch) }
    }
    return received
  }

  /// Drops touches that ended in this frame once everyone has seen them.
  ///
  /// The test for none ending (most frames) is inlined in `handle(_:)`; the work is not.
  @inline(__always)
  private func retireFinishedTouches() {
    // In place: the predicate only reads the touch.
    guard activeTouches.containsUnretainedInPlace(where: { $0.phase.isFinal }) else { return }
    retireFinishedTouchesNow()
  }

  @inline(never)
  private func retireFinishedTouchesNow() {
    for touch in activeTouches where touch.phase.isFinal {
      for recognizer in touch.recognizers {
        recognizer.rememberLocation()
        recognizer.attempt.trackedTouches.removeAll { $0 === touch }
      }
      if activeTouches.count == 1, touch.phase == .ended { rememberTouchUp(touch) }
    }
    activeTouches.removeAll { $0.phase.isFinal }
    touchEvent.touchList = activeTouches
    // A retired touch must not outlive its gesture in the kept set of one (it holds its view).
    viewSingleton = nil
  }

  // MARK: Indirect events

  /// The event object for touchpad and pointer input.
  let indirectUIEvent = UIEvent(type: .transform, timestamp: 0)

  /// Delivers one touchpad or pointer event at the current clock time.
  ///
  /// The event is hit-tested at its pointer location; recognizers of the hit view and its
  /// ancestors that accept it receive it, and so do recognizers already handling an indirect
  /// gesture, so that a gesture continues when the pointer leaves their view.
  func handle(_ event: IndirectEvent) {
    frameNumber += 1
    indirectUIEvent.timestamp = clock.now
    indirectUIEvent.indirectEvent = event
    indirectUIEvent.type = Self.eventType(of: event.kind)
    if activeTouches.isEmpty, event.phase == .begin { sequenceNumber += 1 }

    frameRecognizers.removeAll(keepingCapacity: true)
    var view = window.hitTest(event.location, with: indirectUIEvent)
    while let current = view {
      if event.phase == .begin { prepareHostedRecognizers(of: current) }
      for recognizer in current.gestureRecognizers ?? [] where accepts(event, recognizer) {
        recognizer.marks.frame = frameNumber
        frameRecognizers.append(recognizer)
      }
      view = current.superview
    }
    for recognizer in participants
    where recognizer.marks.frame != frameNumber && accepts(event, recognizer) {
      recognizer.marks.frame = frameNumber
      frameRecognizers.append(recognizer)
    }

    isDelivering = true
    for recognizer in frameRecognizers {
      deliver(to: recognizer, joining: true, in: .indirectEvent) {
        recognizer.handle(event, with: indirectUIEvent)
      }
    }
    currentCallback = .outside
    isDelivering = false
    update(afterEvent: true)
    discardIdleHostedRecognizers()
  }

  private func accepts(_ event: IndirectEvent, _ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.isEnabled, !recognizer.storedState.isTerminal, recognizer.accepts(event)
    else { return false }
    return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: indirectUIEvent)
      ?? true
  }

  private static func eventType(of kind: IndirectEvent.Kind) -> UIEvent.EventType {
    switch kind {
    case .pinch, .hold: .transform
    case .scroll, .swipe: .scroll
    case .pointer: .hover
    }
  }

  // MARK: Notifications from recognizers and views

  /// Inlined into the state request that calls it on every frame; the rare update outside an
  /// event is not.
  @inline(__always)
  func recognizerStateDidChange(_ recognizer: UIGestureRecognizer) {
    if recognizer.storedState.isRecognized { recognitionCount &+= 1 }
    if !recognizer.isParticipating { join(recognizer) }
    enqueueReport(recognizer)
    if isUpdating {
      updateRequested = true
    } else if !isDelivering {
      updateAfterOutsideChange()
    }
  }

  /// The update pass for a change the app made outside a frame or a timer (a subclass's own
  /// call): the recognizer lends this environment uncounted (see `Attempt.environment`), and
  /// nothing of the simulation's may be under way to hold it, so the pass holds it itself, in
  /// case an action lets the simulation go. Not a per-frame path.
  @inline(never)
  private func updateAfterOutsideChange() {
    let held = Unmanaged.passUnretained(self).retain()
    defer { held.release() }
    update(afterEvent: false)
  }

  func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
    abandon(recognizer, because: TransitionCause(.disabled))
  }

  func recognizerWillDetach(_ recognizer: UIGestureRecognizer) {
    abandon(recognizer, because: TransitionCause(.removed))
  }

  func viewWasDetached(_ view: UIView) {
    for recognizer in participants where recognizer.view?.isDescendant(of: view) ?? false {
      abandon(recognizer, because: TransitionCause(.viewRemoved, otherView: Self.name(of: view)))
    }
  }

  func touchWasIgnored(_ touch: UITouch) {
    if !isUpdating && !isDelivering { releaseHeldTouches() }
  }

  /// Ends a recognizer's part in the current gesture: cancelled if its targets saw it begin,
  /// failed otherwise.
  private func abandon(_ recognizer: UIGestureRecognizer, because cause: TransitionCause) {
    guard recognizer.isParticipating, make(.abandonment, on: recognizer, because: cause) else {
      return
    }
    if isUpdating {
      updateRequested = true
    } else if !isDelivering {
      update(afterEvent: false)
    }
  }
}

/// A recognizer's delegate, read once for several questions in a row, as `join(_:)` reads it
/// once for each pair: a weak reference is loaded, and its object counted on its side table,
/// on every read. Read again when the delegate was assigned in between, so that a question
/// goes to the delegate the recognizer has then (or to none).
@MainActor struct DelegateRead {
  /// The delegate read; called through optional chaining (see `waits(_:_:for:_:)`).
  private(set) var delegate: (any UIGestureRecognizerDelegate)?
  /// The recognizer's count of delegate assignments when it was read.
  private var assignments: Int

  init(_ recognizer: UIGestureRecognizer) {
    delegate = recognizer.delegate
    assignments = recognizer.delegateAssignments
  }

  /// Reads the delegate again if it was assigned since.
  mutating func refresh(_ recognizer: UIGestureRecognizer) {
    if recognizer.delegateAssignments != assignments { self = DelegateRead(recognizer) }
  }
}

extension UITouch.Phase {
  /// Ended or cancelled: the touch's last phase.
  var isFinal: Bool { self == .ended || self == .cancelled }
}
