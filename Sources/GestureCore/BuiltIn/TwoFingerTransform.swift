import Foundation

/// The lifecycle pinch and rotation share (reference §5.5, §5.6), without a superclass UIKit
/// does not have: both recognizers adopt this protocol and call its extension from their
/// overrides, and keep only what differs — the value they measure — to themselves.
///
/// With exactly two fingers down (``FingerPair``) the recognizer follows its value; it begins
/// past its hysteresis, reports `changed` on every move after that with a smoothed velocity
/// (``TransformVelocity``), and ends when every finger has lifted — failing if it never began,
/// cancelled if the touches were. A touchpad pinch drives it the same way while no finger is on
/// the screen for it, and ends it with the gesture.
@MainActor protocol TwoFingerTransform: UIGestureRecognizer {
  /// The two fingers measured.
  var pair: FingerPair { get set }
  /// The smoothed velocity of the value.
  var velocitySamples: TransformVelocity { get set }
  /// The weight of the previous velocity in the smoothing.
  var previousVelocityWeight: CGFloat { get }
  /// The fingers on the touchpad, during a touchpad gesture.
  var indirectFingers: Int { get set }
  /// How far the value must move before the gesture begins.
  var hysteresis: CGFloat { get }
  /// The unit of `hysteresis`, for the causes that name it.
  static var hysteresisUnit: TransitionCause.Unit { get }
  /// Exactly two fingers are down again (the first time, or after more or fewer): the
  /// recognizer measures from this pair.
  func fingersFormed()
  /// The pair moved, at `time`: the recognizer reads its value and reports it.
  func fingersMoved(at time: TimeInterval)
  /// A touchpad gesture began, before its first update. Default: nothing.
  func touchpadBegan()
  /// Follows a touchpad update at `time`: the value each recognizer reads from it.
  func touchpadUpdated(_ indirectEvent: IndirectEvent, time: TimeInterval)
}

extension TwoFingerTransform {
  /// Follows the pair of fingers after a touch event (touches began or moved, and before the
  /// end rules): nothing while more or fewer than two are down, then the pair formed, then
  /// each move of it.
  func followFingers(_ event: UIEvent) {
    // In place: `update(from:)` only reads the list.
    switch pair.update(from: &trackedTouches) {
    case .none:
      return
    case .formed:
      fingersFormed()
    case .same:
      fingersMoved(at: event.timestamp)
    }
  }

  /// Touches ended: follows the fingers left; when every finger has lifted, ends, or fails
  /// (``TransitionCause/Rule/twoFingerEndedEarly``) if the gesture never began.
  func fingersEnded(_ event: UIEvent) {
    followFingers(event)
    guard trackedTouches.allSatisfy(\.phase.isFinal) else { return }
    finishTouches(
      failing: TransitionCause(.twoFingerEndedEarly, nil, limit: hysteresis, Self.hysteresisUnit))
  }

  /// Touches were cancelled: follows the fingers left; when none is down, cancels.
  func fingersCancelled(_ event: UIEvent) {
    followFingers(event)
    if trackedTouches.allSatisfy(\.phase.isFinal) {
      setState(.cancelled, because: TransitionCause(.touchesCancelled))
    }
  }

  /// The value passed the hysteresis (`cause` says by how much): restarts the velocity at it
  /// and begins.
  func begin(at value: CGFloat, time: TimeInterval, because cause: TransitionCause) {
    velocitySamples.restart(at: value, time: time)
    setState(.began, because: cause)
  }

  /// A new value after the gesture began: adds it to the velocity and reports a change.
  /// Inlined, with the velocity's `add`: it runs on every move of a pinch or rotation.
  @inline(__always)
  func change(to value: CGFloat, time: TimeInterval, because cause: TransitionCause) {
    velocitySamples.add(value, at: time, previousWeight: previousVelocityWeight)
    setState(.changed, because: cause)
  }

  /// Forgets the pair, the velocity and the touchpad's fingers (for `reset()`).
  func resetTwoFingers() {
    pair.reset()
    velocitySamples.reset()
    indirectFingers = 0
  }

  /// The fingers down, or for a touchpad gesture the fingers on the pad.
  var twoFingerTouchCount: Int {
    trackedTouches.isEmpty ? indirectFingers : trackedTouches.count
  }

  /// Whether a touchpad event is for this recognizer: a pinch, while no finger is on the
  /// screen for it.
  func acceptsTouchpadPinch(_ event: IndirectEvent) -> Bool {
    event.kind == .pinch && trackedTouches.isEmpty
  }

  func touchpadBegan() {}

  /// A touchpad pinch event: notes its fingers and place, passes its begin and each update to
  /// the recognizer, and ends (or cancels) the gesture with it.
  func followTouchpad(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    indirectFingers = indirectEvent.fingers
    lastLocationInWindow = indirectEvent.location
    switch indirectEvent.phase {
    case .begin:
      touchpadBegan()
    case .update:
      touchpadUpdated(indirectEvent, time: event.timestamp)
    case .end:
      finishIndirect(cancelled: indirectEvent.isCancelled)
    }
  }
}

/// UIKit's pinch and rotation velocity (reference §6.2): each new value gives a sample
/// `Δvalue/Δt`, and the reported velocity is `w·previous + (1 − w)·sample` (w = 0.75) once a
/// previous velocity is non-zero.
struct TransformVelocity {
  /// The interval used when two values share a timestamp and none was seen before: a 60 Hz
  /// display's refresh.
  static let fallbackInterval: TimeInterval = 1.0 / 60

  private(set) var velocity: CGFloat = 0
  private var lastValue: CGFloat?
  private var lastTime: TimeInterval = 0
  private var lastInterval: TimeInterval = 0

  /// Starts from `value` at `time` with zero velocity.
  mutating func restart(at value: CGFloat, time: TimeInterval) {
    velocity = 0
    lastValue = value
    lastTime = time
  }

  /// Adds a value at `time`; `previousWeight` is the weight of the previous velocity. Inlined:
  /// a pinch or rotation adds one on every move.
  @inline(__always)
  mutating func add(_ value: CGFloat, at time: TimeInterval, previousWeight: CGFloat) {
    guard let lastValue else {
      restart(at: value, time: time)
      return
    }
    var interval = time - lastTime
    if interval <= 0 {
      interval = lastInterval > 0 ? lastInterval : Self.fallbackInterval
    } else {
      lastInterval = interval
    }
    let sample = (value - lastValue) / interval
    velocity = velocity != 0 ? previousWeight * velocity + (1 - previousWeight) * sample : sample
    self.lastValue = value
    lastTime = time
  }

  /// Forgets everything.
  mutating func reset() {
    self = TransformVelocity()
  }
}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// The fingers lifted before the pinch or rotation began.
  public static let twoFingerEndedEarly = Self(
    "twoFinger.endedBeforeHysteresis", template: "touches ended before hysteresis {limit}",
    edges: [(.possible, .failed)])
}
