import Foundation

/// A continuous recognizer for one or more fingers dragging, with a cumulative translation and a
/// velocity.
///
/// It begins once at least ``minimumNumberOfTouches`` fingers have moved ``hysteresis`` points
/// along the view's x axis or its y axis (each axis on its own, measured in window points), then
/// reports `changed` on every move and ends when every finger has lifted (reference §5.3).
///
/// - The translation is cumulative since the start, without the hysteresis: at `began`, each
///   component in the view's axes has been shrunk toward zero by the hysteresis, so it starts at a
///   few points rather than 10.
/// - Fingers landing or lifting mid-pan do not make the translation jump: it follows the mean
///   movement of the fingers that stay down.
/// - A pan that began while waiting for another recognizer to fail starts again from zero when
///   that recognizer fails.
/// - Translation and velocity convert between views as vectors, with only the linear part of the
///   views' transforms.
/// - With ``allowedScrollTypesMask``, touchpad and wheel scrolls drive it too; touchpad swipes of
///   three or more fingers do whenever their finger count is within the pan's limits (iPadOS keeps
///   those swipes for the system, but a replay of a touchpad recording is most useful when a pan
///   shows them).
///
///     let pan = UIPanGestureRecognizer()
///     pan.addAction { pan in
///       let t = pan.translation(in: pan.view)
///       pan.view?.center.x += t.x
///       pan.setTranslation(.zero, in: pan.view)
///     }
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How a pan computes ``velocity(in:)``.
  public enum VelocityEstimation: Hashable, Sendable {
    /// UIKit's two-sample blend (reference §6.1): the default. A finger that rests before
    /// lifting keeps reporting the velocity of its last moves, as UIKit's code reads.
    case uiKit
    /// A least-squares fit over the last 0.1 s that falls to zero once the finger rests
    /// (``LeastSquaresVelocityEstimator``); not UIKit's behaviour, offered for tools.
    case leastSquares
  }

  /// The fewest fingers that can pan. Default: 1. Documented by Apple.
  @exclusivity(unchecked) open var minimumNumberOfTouches = 1

  /// The most fingers the pan follows; further fingers are ignored. Default: `Int.max` (UIKit's
  /// `NSUIntegerMax`). Documented by Apple.
  @exclusivity(unchecked) open var maximumNumberOfTouches = Int.max

  /// The scroll inputs that also drive the pan. Default: none. Documented by Apple.
  @exclusivity(unchecked) open var allowedScrollTypesMask: UIScrollTypeMask = []

  /// How far (pt, window) the fingers must move along one of the view's axes before the pan
  /// begins; also the dead zone removed from the translation. Default:
  /// ``GestureThresholds/panHysteresis`` (private in UIKit).
  @exclusivity(unchecked) open var hysteresis = GestureThresholds.panHysteresis

  /// The weight of the older sample in UIKit's velocity blend. Default:
  /// ``GestureThresholds/panPreviousVelocityWeight`` (see reference Q2).
  @exclusivity(unchecked) open var previousVelocityWeight = GestureThresholds
    .panPreviousVelocityWeight

  /// How ``velocity(in:)`` is computed. Default: ``VelocityEstimation/uiKit``.
  @exclusivity(unchecked) open var velocityEstimation = VelocityEstimation.uiKit

  /// A scroll-driven pan that ends this long (s) after its last change reports zero velocity.
  /// Default: ``GestureThresholds/panScrollVelocityTimeout``.
  @exclusivity(unchecked) open var scrollVelocityTimeout = GestureThresholds
    .panScrollVelocityTimeout

  /// A wheel-driven pan ends this long (s) after its last detent. Default:
  /// ``GestureThresholds/panDiscreteScrollEndDelay``.
  @exclusivity(unchecked) open var discreteScrollEndDelay = GestureThresholds
    .panDiscreteScrollEndDelay

  /// Whether ``setTranslation(_:in:)`` also clears the velocity samples, so that
  /// ``velocity(in:)`` reads zero until the fingers move twice more. Default: `false`, OUR
  /// CHOICE (see ``setTranslation(_:in:)``); not a UIKit property.
  @exclusivity(unchecked) open var setTranslationClearsVelocity = false

  /// Creates a pan recognizer with UIKit's defaults.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  // MARK: Translation and velocity

  /// The followed touches and where the pan last saw each (window coordinates).
  @exclusivity(unchecked) private var members: [(touch: UITouch, position: CGPoint)] = []
  /// The accumulated mean movement of the fingers, window coordinates; only movement counts,
  /// never a change of fingers.
  @exclusivity(unchecked) private var reference: CGPoint = .zero
  /// The reference point at which the translation is zero.
  @exclusivity(unchecked) private var origin: CGPoint = .zero
  @exclusivity(unchecked) private var samples = PanVelocitySamples()
  @exclusivity(unchecked) private var estimator = LeastSquaresVelocityEstimator()
  @exclusivity(unchecked) private var velocityIsZero = false

  /// The translation in window coordinates.
  var windowTranslation: CGPoint {
    CGPoint(x: reference.x - origin.x, y: reference.y - origin.y)
  }

  /// The cumulative translation since the pan began, in `view`'s coordinates (window
  /// coordinates for `nil`), converted as a vector.
  open func translation(in view: UIView?) -> CGPoint {
    guard let view else { return windowTranslation }
    return view.convertVector(windowTranslation, from: nil)
  }

  /// Makes the translation read `translation` in `view`'s coordinates from now on.
  ///
  /// Apple's page says that changing the translation "resets the velocity", without saying what
  /// ``velocity(in:)`` reads afterwards. OUR CHOICE: by default the velocity samples are kept, so
  /// the velocity still describes the fingers' last moves. The common iOS pattern calls
  /// `setTranslation(.zero, in:)` on every change and reads `velocity(in:)` at `.ended` to
  /// fling the view; lifting adds no sample, so clearing them would make every such fling read
  /// zero. Set ``setTranslationClearsVelocity`` to clear them instead.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let inWindow = view.map { $0.convertVector(translation, to: nil) } ?? translation
    origin = CGPoint(x: reference.x - inWindow.x, y: reference.y - inWindow.y)
    if setTranslationClearsVelocity {
      samples.reset()
      estimator.reset()
    }
  }

  /// The velocity of the pan in points per second, in `view`'s coordinates (window coordinates
  /// for `nil`), converted as a vector. See ``velocityEstimation``.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let view else { return velocityInWindow }
    return view.convertVector(velocityInWindow, from: nil)
  }

  /// The velocity in window coordinates.
  private var velocityInWindow: CGPoint {
    if velocityIsZero { return .zero }
    switch velocityEstimation {
    case .uiKit: return samples.velocity(previousWeight: previousVelocityWeight)
    case .leastSquares: return estimator.velocity(at: currentTime)
    }
  }

  /// Moves the reference by the mean movement of the fingers that stayed down, then updates the
  /// set of followed fingers (ignoring those past the maximum).
  ///
  /// A velocity sample is taken on every move event (`isMove`), as UIKit samples the centroid on
  /// each move; landings and lifts add one only when the fingers that stayed down moved, or when the first
  /// finger lands (the starting point).
  private func follow(_ event: UIEvent, isMove: Bool) {
    let wasEmpty = members.isEmpty
    var sumX: CGFloat = 0
    var sumY: CGFloat = 0
    let persisting = members.count
    var leaving = false
    // The followed touches are lent, not retained, while the pan reads them (see
    // `forEachUnretained(_:)`): this runs for every move.
    members.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices {
        Unmanaged.passUnretained(buffer[index].touch)._withUnsafeGuaranteedRef { touch in
          let position = touch.locationInWindow
          sumX += position.x - buffer[index].position.x
          sumY += position.y - buffer[index].position.y
          buffer[index].position = position
          if touch.phase.isFinal || !touch.isReceived(by: self) { leaving = true }
        }
      }
    }
    if leaving {
      members.removeAll { $0.touch.phase.isFinal || !$0.touch.isReceived(by: self) }
    }
    // Most calls bring no new finger: skip the search below unless one is tracked but not
    // followed.
    // In place: the predicate only reads the touch and `members`.
    let joining = trackedTouches.containsUnretainedInPlace { touch in
      !touch.phase.isFinal && !isMember(touch)
    }
    var index = joining ? 0 : trackedTouches.count
    while index < trackedTouches.count {
      let touch = trackedTouches[index]
      index += 1
      guard !touch.phase.isFinal, !isMember(touch) else {
        continue
      }
      if members.count < maximumNumberOfTouches {
        members.append((touch, touch.locationInWindow))
      } else {
        ignore(touch, for: event)
        index -= 1
      }
    }
    if persisting > 0, sumX != 0 || sumY != 0 {
      reference.x += sumX / CGFloat(persisting)
      reference.y += sumY / CGFloat(persisting)
      record(at: event.timestamp)
    } else if isMove || (wasEmpty && !members.isEmpty) {
      record(at: event.timestamp)
    }
  }

  /// Whether the pan follows `touch`, comparing addresses so that no touch is retained.
  private func isMember(_ touch: UITouch) -> Bool {
    let address = Unmanaged.passUnretained(touch).toOpaque()
    return members.withUnsafeBufferPointer { buffer in
      buffer.contains { Unmanaged.passUnretained($0.touch).toOpaque() == address }
    }
  }

  /// Adds the reference point to both velocity estimates; inlined, as it runs on every move.
  @inline(__always)
  private func record(at time: TimeInterval) {
    samples.add(reference, at: time)
    estimator.add(reference, at: time)
  }

  // MARK: Beginning

  /// What the pan should do after a move while it is still possible.
  enum Start {
    /// Keep waiting.
    case wait
    /// Fail: the movement cannot become this gesture, for `cause`.
    case fail(TransitionCause)
    /// Begin, removing this dead zone (window coordinates) from the translation, after `moved`
    /// window points.
    case begin(removing: CGPoint, moved: CGFloat)
  }

  /// UIKit's per-axis test in the view's axes; screen-edge pans replace it.
  func evaluateStart() -> Start {
    guard members.count >= minimumNumberOfTouches else { return .wait }
    return deadZone(hysteresis)
  }

  /// The per-axis hysteresis test and dead zone for `threshold` window points.
  func deadZone(_ threshold: CGFloat) -> Start {
    var toWindow = CGAffineTransform.identity
    var inView = windowTranslation
    // The stored reference rather than `view` (a getter that retains and releases it, on
    // every move of a pan still deciding), lent while its maps are cached (see `windowMaps`).
    if let maps = viewStorage?.windowMaps {
      toWindow = maps.toWindow
      inView = inView.applyingAsVector(maps.fromWindow)
    }
    // Window points per view unit along each of the view's axes.
    let scaleX = (toWindow.a * toWindow.a + toWindow.b * toWindow.b).squareRoot()
    let scaleY = (toWindow.c * toWindow.c + toWindow.d * toWindow.d).squareRoot()
    let moved = Swift.max(abs(inView.x) * scaleX, abs(inView.y) * scaleY)
    guard moved >= threshold else { return .wait }
    func shrink(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
      guard scale > 0 else { return value }
      let limit = threshold / scale
      return abs(value) <= limit ? value : (value > 0 ? limit : -limit)
    }
    let removed = CGPoint(x: shrink(inView.x, scaleX), y: shrink(inView.y, scaleY))
    return .begin(removing: removed.applyingAsVector(toWindow), moved: moved)
  }

  private func attemptStart() {
    switch evaluateStart() {
    case .wait:
      break
    case .fail(let cause):
      setState(.failed, because: cause)
    case .begin(let removed, let moved):
      origin.x += removed.x
      origin.y += removed.y
      setState(.began, because: TransitionCause(.panHysteresis, moved, limit: hysteresis, .points))
    }
  }

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    follow(event, isMove: false)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    follow(event, isMove: true)
    switch state {
    case .possible: attemptStart()
    case .began, .changed: setState(.changed, because: TransitionCause(.touchesMoved))
    case .ended, .cancelled, .failed: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    follow(event, isMove: false)
    guard members.isEmpty else { return }
    finishTouches(
      failing: TransitionCause(
        .panEndedBeforeHysteresis, hypot(windowTranslation.x, windowTranslation.y),
        limit: hysteresis, .points))
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    follow(event, isMove: false)
    guard members.isEmpty else { return }
    setState(.cancelled, because: TransitionCause(.touchesCancelled))
  }

  open override func reset() {
    super.reset()
    members.removeAll(keepingCapacity: true)
    reference = .zero
    origin = .zero
    samples.reset()
    estimator.reset()
    velocityIsZero = false
    scrollKind = nil
    scrollFingers = 0
    scrollEndTimer?.invalidate()
  }

  override func willBeginAfterSatisfyingFailureRequirements() {
    origin = reference
  }

  /// The fingers the pan follows (or, for a touchpad swipe, the fingers on the pad).
  open override var numberOfTouches: Int {
    members.isEmpty
      ? (trackedTouches.isEmpty ? scrollFingers : trackedTouches.count) : members.count
  }

  // MARK: Scrolls and touchpad swipes

  @exclusivity(unchecked) private var scrollKind: IndirectEvent.Kind?
  @exclusivity(unchecked) private var scrollFingers = 0
  @exclusivity(unchecked) private var lastScrollChange: TimeInterval = 0
  @exclusivity(unchecked) private var scrollEndTimer: GestureTimer?

  /// Takes scrolls that ``allowedScrollTypesMask`` allows, and touchpad swipes whose finger count
  /// is within the pan's limits, when no finger is on the screen for it.
  open override func accepts(_ event: IndirectEvent) -> Bool {
    guard trackedTouches.isEmpty else { return false }
    if let scrollKind { return event.kind == scrollKind }
    switch event.kind {
    case .scroll:
      return allowedScrollTypesMask.contains(event.isContinuous ? .continuous : .discrete)
    case .swipe:
      return (minimumNumberOfTouches...Swift.max(minimumNumberOfTouches, maximumNumberOfTouches))
        .contains(event.fingers)
    case .pinch, .hold, .pointer:
      return false
    }
  }

  open override func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    scrollKind = indirectEvent.kind
    scrollFingers = indirectEvent.fingers
    lastLocationInWindow = indirectEvent.location
    let isWheel = indirectEvent.kind == .scroll && !indirectEvent.isContinuous
    switch indirectEvent.phase {
    case .begin:
      record(at: event.timestamp)
    case .update:
      reference.x += indirectEvent.delta.dx
      reference.y += indirectEvent.delta.dy
      record(at: event.timestamp)
      lastScrollChange = event.timestamp
      switch state {
      case .possible:
        // Wheels begin on their first detent; UIKit scales their hysteresis to almost nothing.
        let threshold = isWheel ? 0 : hysteresis
        if case .begin(let removed, let moved) = deadZone(threshold) {
          origin.x += removed.x
          origin.y += removed.y
          setState(
            .began, because: TransitionCause(.panHysteresis, moved, limit: threshold, .points))
        }
      case .began, .changed:
        setState(.changed, because: TransitionCause(.touchesMoved))
      case .ended, .cancelled, .failed:
        break
      }
      if isWheel {
        scrollEndTimer?.invalidate()
        scrollEndTimer = scheduleTimer(after: discreteScrollEndDelay) { [self] in
          finishScroll(
            cancelled: false, at: nil,
            because: TransitionCause(
              .panDiscreteScrollEndDelay, limit: discreteScrollEndDelay, unit: .seconds))
        }
      }
    case .end:
      finishScroll(
        cancelled: indirectEvent.isCancelled, at: event.timestamp,
        because: TransitionCause(.indirectEnded))
    }
  }

  private func finishScroll(cancelled: Bool, at time: TimeInterval?, because cause: TransitionCause)
  {
    if let time, time - lastScrollChange > scrollVelocityTimeout { velocityIsZero = true }
    if state == .possible {
      let moved = hypot(windowTranslation.x, windowTranslation.y)
      setState(
        .failed,
        because: TransitionCause(
          .panScrollEndedBeforeHysteresis, moved, limit: hysteresis, .points))
    } else {
      setState(cancelled ? .cancelled : .ended, because: cause)
    }
  }

  // MARK: Transcript

  open override var transcriptType: String { "pan" }

  /// The translation and velocity in the pan's view.
  open override var transcriptValues: [TranscriptValue] {
    let view = self.view
    let translation = translation(in: view)
    let velocity = velocity(in: view)
    return keptValues.pair(
      "translation", .pair(Double(translation.x), Double(translation.y)),
      "velocity", .pair(Double(velocity.x), Double(velocity.y)))
  }

  /// Storage the pan's transcript values reuse (see ``KeptTranscriptValues``).
  @exclusivity(unchecked) private var keptValues = KeptTranscriptValues()

  /// What ``transcriptValues`` gives, as plain values, for the pan and the built-in classes
  /// below it; an instance of any other subclass is asked for ``transcriptValues``.
  override func transcriptValueList(in view: UIView?) -> TranscriptValues {
    let type = ObjectIdentifier(Swift.type(of: self))
    guard
      type == ObjectIdentifier(UIPanGestureRecognizer.self)
        || type == ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self)
        || type == ObjectIdentifier(ScrollViewPanGestureRecognizer.self)
    else { return super.transcriptValueList(in: view) }
    // Both read before the view is used: the other way round, the view was retained around
    // the velocity's calls.
    let translation = windowTranslation
    let velocity = velocityInWindow
    guard let view else {
      return TranscriptValues(.pair(.translation, translation), .pair(.velocity, velocity))
    }
    return TranscriptValues(
      .pair(.translation, view.convertVector(translation, from: nil)),
      .pair(.velocity, view.convertVector(velocity, from: nil)))
  }
}

// UIKit's converter asks every recognizer for `translationInView:` and `velocityInView:`; the
// pan answers both, and so does its subclass, the screen-edge pan.
extension UIPanGestureRecognizer: GestureTranslationReporting, GestureVelocityReporting {}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// The fingers (or a scroll) moved past the hysteresis.
  public static let panHysteresis = Self(
    "pan.hysteresis", template: "moved {measured}, hysteresis {limit}",
    edges: [(.possible, .began)])
  /// The touches ended before they moved past the hysteresis.
  public static let panEndedBeforeHysteresis = Self(
    "pan.endedBeforeHysteresis",
    template: "touches ended before hysteresis {limit} (moved {measured})",
    edges: [(.possible, .failed)])
  /// A scroll or touchpad swipe ended before the pan began.
  public static let panScrollEndedBeforeHysteresis = Self(
    "pan.scrollEndedBeforeHysteresis", template: "scroll ended before hysteresis {limit}",
    edges: [(.possible, .failed)])
  /// A wheel's detents stopped for the end delay.
  public static let panDiscreteScrollEndDelay = Self(
    "pan.discreteScrollEndDelay", template: "no detent for discreteScrollEndDelay {limit}",
    edges: [(.began, .ended), (.changed, .ended)])
}

extension UIPanGestureRecognizer {
  /// The pan's own edges, which a screen-edge pan shares: it begins past the hysteresis, or
  /// fails when the fingers lift first.
  nonisolated static let panEdges: [RecognizerDeclaration.Edge] = [
    .init(
      .possible, .began,
      "the fingers move \(RecognizerDeclaration.pt(GestureThresholds.panHysteresis)) (hysteresis);"
        + "\ntranslation counts from there",
      by: [.panHysteresis, .indirectChanged]),
    .init(
      .possible, .failed,
      "the fingers lift before moving \(RecognizerDeclaration.pt(GestureThresholds.panHysteresis))",
      by: [.panEndedBeforeHysteresis, .panScrollEndedBeforeHysteresis, .touchesCancelled]),
  ]

  /// The pan as the diagrams and the rule check read it.
  nonisolated package static let declaration = RecognizerDeclaration(
    name: "pan", className: "UIPanGestureRecognizer",
    edges: panEdges + RecognizerDeclaration.Edge.moving(by: .touchesMoved)
      + RecognizerDeclaration.Edge.lifting,
    thresholds: GestureThresholds.panRows)
}

extension GestureThresholds {
  /// How far the touches must move along the view's x or y axis, each axis on its own, before a
  /// pan begins; the same distance is then removed from the reported translation.
  public static let panHysteresis: CGFloat = 10
  /// In UIKit's two-sample pan velocity, the weight of the older sample (the newer one gets the
  /// rest; see `UIPanGestureRecognizer.velocity(in:)`).
  public static let panPreviousVelocityWeight: CGFloat = 0.8
  /// A scroll-driven pan whose end comes this long after its last change ends with zero
  /// velocity.
  public static let panScrollVelocityTimeout: TimeInterval = 0.13
  /// A mouse-wheel pan (discrete scroll events carry no end) ends this long after its last
  /// detent.
  public static let panDiscreteScrollEndDelay: TimeInterval = panScrollVelocityTimeout

  /// UIPanGestureRecognizer's rows of ``all``, with unit, provenance and source; its declaration carries them.
  static let panRows: [Threshold] = [
    .init(
      property: "UIPanGestureRecognizer.hysteresis", value: Double(panHysteresis), unit: "pt",
      provenance: .reverseEngineered, source: "+[UIPanGestureRecognizer _defaultHysteresis]"),
    .init(
      property: "UIPanGestureRecognizer.previousVelocityWeight",
      value: Double(panPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered,
      source: "UIPanGestureRecognizer's velocity, with the caveat of reference question Q2"),
    .init(
      property: "UIPanGestureRecognizer.scrollVelocityTimeout", value: panScrollVelocityTimeout,
      unit: "s", provenance: .reverseEngineered, source: "UIPanGestureRecognizer's scroll path"),
    .init(
      property: "UIPanGestureRecognizer.discreteScrollEndDelay", value: panDiscreteScrollEndDelay,
      unit: "s", provenance: .chosenByUs, source: "equal to scrollVelocityTimeout"),
    .init(
      property: "UIPanGestureRecognizer.setTranslationClearsVelocity", value: 0, unit: "1",
      provenance: .chosenByUs,
      source: "0: setTranslation(_:in:) keeps the velocity samples; Apple says it \"resets the "
        + "velocity\" without saying what velocity(in:) reads next"),
  ]
}
