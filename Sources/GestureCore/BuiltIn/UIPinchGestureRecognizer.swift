import Foundation

/// A continuous recognizer for two fingers moving apart or together, or a touchpad pinch.
///
/// With exactly two fingers down it records their distance; it begins once the distance has
/// changed by more than ``hysteresis`` points (both fingers inside the window), with the
/// hysteresis removed so that the scale starts near 1, and reports `changed` on every move after
/// that. ``scale`` is the current distance over the starting one. While more or fewer than two
/// fingers are down it stops updating; when a pair forms again the scale carries on from where it
/// was. It ends when every finger has lifted (reference §5.5).
///
/// Touchpad pinches (`IndirectEvent` of kind `.pinch`, as libinput reports them and as iPadOS
/// routes trackpad pinches) drive it too: it begins on the first update whose scale differs from
/// 1, follows the event's scale, and ends (or is cancelled) with the gesture.
///
///     let pinch = UIPinchGestureRecognizer()
///     pinch.addAction { pinch in
///       pinch.view?.transform = pinch.view!.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///       pinch.scale = 1
///     }
open class UIPinchGestureRecognizer: UIGestureRecognizer, TwoFingerTransform {
  /// How much (pt, window) the finger distance must change before the pinch begins; also
  /// removed from the scale. Default: ``GestureThresholds/pinchHysteresis`` (private in UIKit).
  @exclusivity(unchecked) open var hysteresis = GestureThresholds.pinchHysteresis
  static let hysteresisUnit = TransitionCause.Unit.points

  /// The weight of the previous velocity in the velocity's smoothing. Default:
  /// ``GestureThresholds/transformPreviousVelocityWeight``.
  @exclusivity(unchecked) open var previousVelocityWeight = GestureThresholds
    .transformPreviousVelocityWeight

  @exclusivity(unchecked) var pair = FingerPair()
  /// The finger distance (window points) at which the scale is 1.
  @exclusivity(unchecked) private var unitDistance: CGFloat = 0
  /// Before the pinch begins: the distance when the pair formed.
  @exclusivity(unchecked) private var startDistance: CGFloat = 0
  @exclusivity(unchecked) var velocitySamples = TransformVelocity()
  @exclusivity(unchecked) private var storedScale: CGFloat = 1
  @exclusivity(unchecked) var indirectFingers = 0
  @exclusivity(unchecked) private var indirectBase: CGFloat = 1
  @exclusivity(unchecked) private var lastIndirectScale: CGFloat = 1

  /// Creates a pinch recognizer.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  /// The scale factor relative to the fingers' distance when the pinch began: 1 at the start.
  /// Setting it (usually back to 1) re-bases the scale and restarts the velocity.
  open var scale: CGFloat {
    get { storedScale }
    set {
      storedScale = newValue
      if pair.first != nil, newValue != 0 { unitDistance = pair.distance / newValue }
      indirectBase = lastIndirectScale != 0 ? newValue / lastIndirectScale : newValue
      velocitySamples.restart(at: newValue, time: currentTime ?? 0)
    }
  }

  /// The scale's rate of change, in scale factor per second.
  open var velocity: CGFloat { velocitySamples.velocity }

  final func fingersFormed() {
    if state == .possible {
      startDistance = pair.distance
    } else if storedScale != 0 {
      unitDistance = pair.distance / storedScale
    }
  }

  // Inlined into `followFingers`, so that tracking the pair in the protocol costs no extra call
  // on every move (callgrind, default scene: as before the pair moved there).
  @inline(__always)
  final func fingersMoved(at time: TimeInterval) {
    let distance = pair.distance
    switch state {
    case .possible:
      let change = distance - startDistance
      guard abs(change) > hysteresis, let window = view?.window,
        pair.isInside(window.bounds)
      else { return }
      unitDistance = startDistance + (change > 0 ? hysteresis : -hysteresis)
      storedScale = unitDistance > 0 ? distance / unitDistance : 1
      begin(
        at: storedScale, time: time,
        because: TransitionCause(.pinchHysteresis, abs(change), limit: hysteresis, .points))
    case .began, .changed:
      guard unitDistance > 0 else { return }
      storedScale = distance / unitDistance
      change(to: storedScale, time: time, because: TransitionCause(.touchesMoved))
    case .ended, .cancelled, .failed:
      break
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    followFingers(event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    followFingers(event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    fingersEnded(event)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    fingersCancelled(event)
  }

  open override func reset() {
    super.reset()
    resetTwoFingers()
    storedScale = 1
    unitDistance = 0
    startDistance = 0
    indirectBase = 1
    lastIndirectScale = 1
  }

  /// The fingers down (or, for a touchpad pinch, the fingers on the pad).
  open override var numberOfTouches: Int {
    twoFingerTouchCount
  }

  // MARK: Touchpad pinches

  /// Takes touchpad pinches when no finger is on the screen for it.
  open override func accepts(_ event: IndirectEvent) -> Bool {
    acceptsTouchpadPinch(event)
  }

  open override func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    followTouchpad(indirectEvent, with: event)
  }

  final func touchpadBegan() {
    lastIndirectScale = 1
  }

  final func touchpadUpdated(_ indirectEvent: IndirectEvent, time: TimeInterval) {
    lastIndirectScale = indirectEvent.scale
    let scale = indirectBase * indirectEvent.scale
    switch state {
    case .possible:
      guard indirectEvent.scale != 1 else { return }
      storedScale = scale
      begin(at: scale, time: time, because: TransitionCause(.indirectChanged))
    case .began, .changed:
      storedScale = scale
      change(to: scale, time: time, because: TransitionCause(.indirectChanged))
    case .ended, .cancelled, .failed:
      break
    }
  }

  open override var transcriptType: String { "pinch" }

  /// The scale and its velocity.
  open override var transcriptValues: [TranscriptValue] {
    keptValues.pair("scale", .number(Double(scale)), "velocity", .number(Double(velocity)))
  }

  /// Storage the pinch's transcript values reuse (see ``KeptTranscriptValues``).
  @exclusivity(unchecked) private var keptValues = KeptTranscriptValues()

  /// What ``transcriptValues`` gives, as plain values; an instance of a subclass is asked for
  /// ``transcriptValues``.
  override func transcriptValueList(in view: UIView?) -> TranscriptValues {
    guard Swift.type(of: self) == UIPinchGestureRecognizer.self else {
      return super.transcriptValueList(in: view)
    }
    return TranscriptValues(
      .number(.scale, storedScale), .number(.velocity, velocitySamples.velocity))
  }
}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// The two fingers' distance changed past the hysteresis.
  public static let pinchHysteresis = Self(
    "pinch.hysteresis", template: "span changed {measured}, hysteresis {limit}",
    edges: [(.possible, .began)])
}

extension UIPinchGestureRecognizer {
  /// The pinch as the diagrams and the rule check read it.
  nonisolated package static let declaration = RecognizerDeclaration(
    name: "pinch", className: "UIPinchGestureRecognizer",
    edges: [
      .init(
        .possible, .began,
        "the two fingers' spread changes by \(RecognizerDeclaration.pt(GestureThresholds.pinchHysteresis))",
        by: [.pinchHysteresis, .indirectChanged]),
      .init(
        .possible, .failed, "a finger lifts before the spread changes",
        by: [.twoFingerEndedEarly, .touchesCancelled]),
    ] + RecognizerDeclaration.Edge.moving("the spread changes", by: .touchesMoved)
      + RecognizerDeclaration.Edge.lifting,
    thresholds: GestureThresholds.pinchRows)
}

extension GestureThresholds {
  /// How much the distance between the two fingers must change before a pinch begins; the same
  /// amount is then removed from the scale.
  public static let pinchHysteresis: CGFloat = 8

  /// UIPinchGestureRecognizer's rows of ``all``, with unit, provenance and source; its declaration carries them.
  static let pinchRows: [Threshold] = [
    .init(
      property: "UIPinchGestureRecognizer.hysteresis", value: Double(pinchHysteresis),
      unit: "pt", provenance: .reverseEngineered, source: "_UIPinchGestureRecognizerDriver init"),
    .init(
      property: "UIPinchGestureRecognizer.previousVelocityWeight",
      value: Double(transformPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered,
      source: "the pinch driver's velocity smoothing"),
  ]
}
