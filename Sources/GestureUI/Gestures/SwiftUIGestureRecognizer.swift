import Foundation
@_spi(Simulator) import GestureCore

/// The recognizer that runs one attached SwiftUI gesture in the window's arbitration, as iOS 18
/// shows SwiftUI gestures to UIKit: one recognizer per gesture modifier, named by the
/// modifier's `name:`, that UIKit recognizers can require to fail.
///
/// Each attempt runs a fresh machine of the composed gesture. Its phases become UIKit states:
/// the first active phase `began`, later ones `changed`, the end `ended`, a failure `failed`
/// (or `cancelled` once begun). Callbacks wait for the recognizer's report, so a gesture held
/// by a failure requirement calls nothing until it is released and nothing at all if it then
/// fails; callbacks of a gesture that is still possible (a pressing long press) run at once.
/// Precedence between attached gestures is answered by ``shouldRequireFailure(of:)``,
/// ``shouldBeRequiredToFail(by:)`` and an internal delegate for simultaneous recognition.
package final class SwiftUIGestureRecognizer: UIGestureRecognizer, GestureRunning {
  package let attachment: GestureAttachment
  private var root: AnyGestureRoot?
  private var callbacks: [() -> Void] = []
  private var resets: [() -> Void] = []
  private var timer: GestureTimer?
  private var wantedDeadline: TimeInterval?
  /// The last failure and the last progress the machine noted in this update: the cause of
  /// the state it leads to.
  private var notedFailure: TransitionCause?
  private var notedProgress: TransitionCause?
  private var touchpadPoint: CGPoint?
  private var finishedMachine = false
  /// The `.named` spaces already reported as unresolved, so that each is reported once.
  private var reportedSpaces: Set<AnyHashable> = []
  private let precedence = PrecedenceDelegate()
  /// The views from the root of this recognizer's tree to its own view, for this attempt
  /// (``viewAncestry``): precedence asks whether one gesture's view contains another's of every
  /// pair that joins an attempt, and 500 gestures chained on one view nest 500 views (issue
  /// #38), so each answer is an index into this list rather than a walk up the tree.
  private var ancestry: [ObjectIdentifier] = []

  init(attachment: GestureAttachment) {
    self.attachment = attachment
    super.init(target: nil, action: nil)
    delegate = precedence
    addAction { recognizer in recognizer.report() }
  }

  // MARK: Transcripts

  package override var transcriptType: String { attachment.profile.name }

  package override var transcriptValues: [TranscriptValue] {
    root?.transcriptValues ?? []
  }

  package override func location(in view: UIView?) -> CGPoint {
    if trackedTouches.isEmpty, let touchpadPoint {
      return convertFromWindow(touchpadPoint, to: view)
    }
    return super.location(in: view)
  }

  // MARK: Touches

  package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    advance(.touches, time: event.timestamp)
  }

  package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    advance(.touches, time: event.timestamp)
  }

  package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    advance(.touches, time: event.timestamp)
  }

  package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    advance(.cancelled, time: event.timestamp)
  }

  package override func accepts(_ event: IndirectEvent) -> Bool {
    event.kind == .pinch && trackedTouches.isEmpty && attachment.profile.takesTouchpadPinch
  }

  package override func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    touchpadPoint = indirectEvent.location
    advance(.touchpad(indirectEvent), time: indirectEvent.time)
  }

  package override func shouldReceive(_ event: UIEvent) -> Bool {
    !Precedence.isMaskedOff(self)
  }

  // MARK: Precedence

  /// The views from the root of the tree to the recognizer's view, root first, made when first
  /// asked for in an attempt and kept until its reset: a view's place in the tree does not
  /// change while a gesture on it runs (a view that leaves the tree ends it). Empty without a
  /// view.
  var viewAncestry: [ObjectIdentifier] {
    if !ancestry.isEmpty { return ancestry }
    var chain: [ObjectIdentifier] = []
    var current = view
    while let step = current {
      chain.append(ObjectIdentifier(step))
      current = step.superview
    }
    chain.reverse()
    ancestry = chain
    return chain
  }

  package override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
    guard let other = other as? SwiftUIGestureRecognizer else { return false }
    return Precedence.waits(self, for: other, askedOf: self)
  }

  package override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool {
    guard let other = other as? SwiftUIGestureRecognizer else { return false }
    return Precedence.waits(other, for: self, askedOf: self)
  }

  // MARK: Running the machine

  private func advance(_ kind: GestureEventKind, time: TimeInterval) {
    guard !finishedMachine else { return }
    let root = self.root ?? attachment.makeRoot()
    self.root = root
    var touches: [GestureTouch] = []
    touches.reserveCapacity(trackedTouches.count)
    for touch in trackedTouches {
      let isDown = touch.phase != .ended && touch.phase != .cancelled
      touches.append(
        GestureTouch(id: touch.identifier, location: touch.locationInWindow, isDown: isDown))
    }
    wantedDeadline = nil
    notedFailure = nil
    notedProgress = nil
    let phase = root.update(GestureInput(time: time, kind: kind, touches: touches, runner: self))
    schedule()
    apply(phase)
  }

  /// Turns the machine's phase into a state request.
  private func apply(_ phase: RootPhase) {
    switch phase {
    case .possible(let pressing):
      if pressing, SwiftUIGestureChoices.longPressExcludesWhilePressing {
        move(to: state == .possible ? .began : .changed)
      } else if state == .possible {
        runCallbacks()
      }
    case .active:
      move(to: state == .possible ? .began : .changed)
    case .ended:
      finishedMachine = true
      move(to: .ended)
    case .failed:
      finishedMachine = true
      callbacks.removeAll()
      move(to: state == .possible ? .failed : .cancelled)
    }
  }

  private func move(to newState: State) {
    let cause: TransitionCause
    switch newState {
    case .failed, .cancelled: cause = notedFailure ?? TransitionCause(.gestureFailed)
    case .changed: cause = notedProgress ?? TransitionCause(.gestureChanged)
    case .ended: cause = notedProgress ?? TransitionCause(.gestureEnded)
    case .began, .possible: cause = notedProgress ?? TransitionCause(.gestureBegan)
    }
    setState(newState, because: cause)
  }

  private func schedule() {
    guard let deadline = wantedDeadline else {
      timer?.invalidate()
      timer = nil
      return
    }
    if let timer, timer.isValid, scheduledDeadline == deadline { return }
    timer?.invalidate()
    scheduledDeadline = deadline
    timer = scheduleTimer(after: deadline - (currentTime ?? deadline)) { [self] in
      self.timer = nil
      // The machine sees the deadline it asked for, exactly: the clock's sum may differ from
      // it in the last bit.
      self.advance(.timer, time: Swift.max(self.currentTime ?? deadline, deadline))
    }
  }

  private var scheduledDeadline: TimeInterval?

  /// The action of every report: the callbacks queued for it run now, then, at the end, the
  /// `@GestureState` resets.
  private func report() {
    switch state {
    case .began, .changed, .ended:
      runCallbacks()
    case .cancelled, .failed:
      callbacks.removeAll()
    case .possible:
      break
    }
    if state == .ended || state == .cancelled { runResets() }
  }

  private func runCallbacks() {
    guard !callbacks.isEmpty else { return }
    let due = callbacks
    callbacks.removeAll()
    for callback in due { callback() }
  }

  private func runResets() {
    guard !resets.isEmpty else { return }
    let due = resets
    resets.removeAll()
    for reset in due { reset() }
  }

  package override func reset() {
    super.reset()
    timer?.invalidate()
    timer = nil
    scheduledDeadline = nil
    if let root, !finishedMachine { root.cancel(self) }
    callbacks.removeAll()
    runResets()
    root = nil
    finishedMachine = false
    touchpadPoint = nil
    ancestry.removeAll(keepingCapacity: true)
  }

  // MARK: GestureRunning

  package func convert(_ windowPoint: CGPoint, to space: CoordinateSpace) -> CGPoint {
    guard let view else { return windowPoint }
    switch space {
    case .global:
      return windowPoint
    case .local:
      return view.convert(windowPoint, from: nil)
    case .named(let name):
      guard let named = view.viewDeclaring(namedSpace: name) else {
        if reportedSpaces.insert(name).inserted {
          view.reportUnresolvedSpace(name, asker: "A gesture")
        }
        return windowPoint
      }
      return named.convert(windowPoint, from: nil)
    }
  }

  package var bounds: CGRect { view?.bounds ?? .zero }

  package func requestDeadline(_ time: TimeInterval) {
    wantedDeadline = min(wantedDeadline ?? time, time)
  }

  package func enqueue(_ callback: @escaping () -> Void) {
    callbacks.append(callback)
  }

  package func enqueueReset(_ reset: @escaping () -> Void) {
    resets.append(reset)
  }

  package func note(_ cause: TransitionCause) {
    if cause.rule.edges.contains(.possible, .failed) {
      notedFailure = cause
    } else {
      notedProgress = cause
    }
  }

  package var touchpadLocation: CGPoint? { touchpadPoint }
}

/// Answers simultaneous recognition for the recognizers of SwiftUI gestures: UIKit has no
/// subclass hook for it, so each such recognizer is its own delegate's client.
@MainActor final class PrecedenceDelegate: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let first = gestureRecognizer as? SwiftUIGestureRecognizer else { return false }
    guard let second = otherGestureRecognizer as? SwiftUIGestureRecognizer else {
      return Precedence.recognizesWithScrollView(first, otherGestureRecognizer)
    }
    return Precedence.recognizeTogether(first, second)
  }
}
