import Foundation

/// A continuous recognizer for two fingers turning around each other, or a touchpad rotation.
///
/// With exactly two fingers down it follows the angle of the line between them (first finger to
/// second, window coordinates), unwrapped across ±π so that a full turn reads 2π. It begins once
/// the line has turned more than ``hysteresis`` radians, with that angle removed so that the
/// rotation starts near 0, then reports `changed` on every move. Positive is clockwise on screen,
/// as UIKit users observe (reference Q6). Pair changes and the lifecycle are those of
/// ``UIPinchGestureRecognizer`` (reference §5.6).
///
/// Touchpad pinches (`IndirectEvent` of kind `.pinch`) drive it with their `angleDelta`
/// (degrees, clockwise): it begins once the accumulated angle passes the hysteresis.
///
///     let rotation = UIRotationGestureRecognizer()
///     rotation.addAction { rotation in
///       rotation.view?.transform = rotation.view!.transform.rotated(by: rotation.rotation)
///       rotation.rotation = 0
///     }
open class UIRotationGestureRecognizer: UIGestureRecognizer, TwoFingerTransform {
  /// How far (rad) the finger line must turn before the rotation begins; also removed from the
  /// rotation. Default: ``GestureThresholds/rotationHysteresis``.
  @exclusivity(unchecked) open var hysteresis = GestureThresholds.rotationHysteresis
  static let hysteresisUnit = TransitionCause.Unit.radians

  /// The weight of the previous velocity in the velocity's smoothing. Default:
  /// ``GestureThresholds/transformPreviousVelocityWeight``.
  @exclusivity(unchecked) open var previousVelocityWeight = GestureThresholds
    .transformPreviousVelocityWeight

  @exclusivity(unchecked) var pair = FingerPair()
  /// The unwrapped angle turned since the gesture started, radians.
  @exclusivity(unchecked) private var turned: CGFloat = 0
  /// The angle of the finger line at the last look.
  @exclusivity(unchecked) private var lastAngle: CGFloat = 0
  /// The value of `turned` at which the rotation reads 0.
  @exclusivity(unchecked) private var zero: CGFloat = 0
  @exclusivity(unchecked) var velocitySamples = TransformVelocity()
  @exclusivity(unchecked) var indirectFingers = 0

  /// Creates a rotation recognizer.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  /// The rotation in radians since the gesture began, clockwise positive, unwrapped. Setting it
  /// (usually back to 0) re-bases it and restarts the velocity.
  open var rotation: CGFloat {
    get { turned - zero }
    set {
      zero = turned - newValue
      velocitySamples.restart(at: newValue, time: currentTime ?? 0)
    }
  }

  /// The rotation's rate of change, in radians per second.
  open var velocity: CGFloat { velocitySamples.velocity }

  final func fingersFormed() {
    lastAngle = pair.angle
  }

  // Inlined into `followFingers`, so that tracking the pair in the protocol costs no extra call
  // on every move (callgrind, default scene: as before the pair moved there).
  @inline(__always)
  final func fingersMoved(at time: TimeInterval) {
    let angle = pair.angle
    var delta = angle - lastAngle
    if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
    lastAngle = angle
    turned += delta
    advance(at: time)
  }

  /// Reports the new angle: begins past the hysteresis, changes after that.
  private func advance(at time: TimeInterval) {
    switch state {
    case .possible:
      guard abs(turned) > hysteresis else { return }
      zero = turned > 0 ? hysteresis : -hysteresis
      begin(
        at: rotation, time: time,
        because: TransitionCause(.rotationHysteresis, abs(turned), limit: hysteresis, .radians))
    case .began, .changed:
      change(to: rotation, time: time, because: TransitionCause(.touchesMoved))
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
    turned = 0
    lastAngle = 0
    zero = 0
  }

  /// The fingers down (or, for a touchpad gesture, the fingers on the pad).
  open override var numberOfTouches: Int {
    twoFingerTouchCount
  }

  // MARK: Touchpad rotations

  /// Takes touchpad pinches (which carry the rotation) when no finger is on the screen for it.
  open override func accepts(_ event: IndirectEvent) -> Bool {
    acceptsTouchpadPinch(event)
  }

  open override func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    followTouchpad(indirectEvent, with: event)
  }

  final func touchpadUpdated(_ indirectEvent: IndirectEvent, time: TimeInterval) {
    turned += indirectEvent.angleDelta * .pi / 180
    advance(at: time)
  }

  open override var transcriptType: String { "rotation" }

  /// The rotation and its velocity.
  open override var transcriptValues: [TranscriptValue] {
    keptValues.pair(
      "rotation", .number(Double(rotation)), "velocity", .number(Double(velocity)))
  }

  /// Storage the rotation's transcript values reuse (see ``KeptTranscriptValues``).
  @exclusivity(unchecked) private var keptValues = KeptTranscriptValues()

  /// What ``transcriptValues`` gives, as plain values; an instance of a subclass is asked for
  /// ``transcriptValues``.
  override func transcriptValueList(in view: UIView?) -> TranscriptValues {
    guard Swift.type(of: self) == UIRotationGestureRecognizer.self else {
      return super.transcriptValueList(in: view)
    }
    return TranscriptValues(
      .number(.rotation, turned - zero), .number(.velocity, velocitySamples.velocity))
  }
}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// The two fingers turned past the hysteresis.
  public static let rotationHysteresis = Self(
    "rotation.hysteresis", template: "turned {measured}, hysteresis {limit}",
    edges: [(.possible, .began)])
}

extension UIRotationGestureRecognizer {
  /// The rotation as the diagrams and the rule check read it.
  nonisolated package static let declaration = RecognizerDeclaration(
    name: "rotation", className: "UIRotationGestureRecognizer",
    edges: [
      .init(
        .possible, .began,
        "the line between the fingers turns \(RecognizerDeclaration.decimal(Double(GestureThresholds.rotationHysteresis))) rad",
        by: [.rotationHysteresis, .indirectChanged]),
      .init(
        .possible, .failed, "a finger lifts before the line turns",
        by: [.twoFingerEndedEarly, .touchesCancelled]),
    ] + RecognizerDeclaration.Edge.moving("the line turns", by: .touchesMoved)
      + RecognizerDeclaration.Edge.lifting,
    thresholds: GestureThresholds.rotationRows)
}

extension GestureThresholds {
  /// How far the line between the two fingers must turn before a rotation begins; the same
  /// angle is then removed from the rotation.
  public static let rotationHysteresis: CGFloat = 0.07

  /// UIRotationGestureRecognizer's rows of ``all``, with unit, provenance and source; its declaration carries them.
  static let rotationRows: [Threshold] = [
    .init(
      property: "UIRotationGestureRecognizer.hysteresis", value: Double(rotationHysteresis),
      unit: "rad", provenance: .chosenByUs,
      source:
        "UIKit's value was not retrieved (Q5); 4°, at a typical 100 pt finger spread about the pinch's 8 pt"
    ),
    .init(
      property: "UIRotationGestureRecognizer.previousVelocityWeight",
      value: Double(transformPreviousVelocityWeight), unit: "1", provenance: .reverseEngineered,
      source: "the rotation driver's velocity smoothing, as the pinch's"),
  ]
}
