import Foundation
import GestureCore

// The rules SwiftUI's gestures decide by, as `--explain` names them. A SwiftUI gesture is one
// recognizer running a composed gesture, so a rule's transitions are those of any recognizer
// the rule may decide for: a primitive's start may begin a continuous gesture or end a discrete
// one, and a failure after the start (the second gesture of a sequence) cancels it.

/// Transitions of a gesture's start: `began`, or `ended` for a discrete gesture, and the
/// reports that may follow in the same event.
private let starting: TransitionCause.Rule.Edges = [
  (.possible, .began), (.possible, .ended), (.began, .changed), (.began, .ended),
  (.changed, .changed), (.changed, .ended),
]

/// Transitions of a failure: `failed`, or `cancelled` once the recognizer began.
private let failing: TransitionCause.Rule.Edges = [
  (.possible, .failed), (.began, .cancelled), (.changed, .cancelled),
]

extension TransitionCause.Rule {
  /// A tap's finger moved too far.
  public static let tapGestureMaximumDistance = Self(
    "tapGesture.maximumDistance", template: "moved {measured}, maximumDistance {limit}",
    edges: failing)
  /// A tap's finger stayed down too long.
  public static let tapGestureMaximumDuration = Self(
    "tapGesture.maximumDuration", template: "held down past maximumDuration {limit}", edges: failing
  )
  /// The next tap did not come in time.
  public static let tapGestureMaximumDelay = Self(
    "tapGesture.maximumDelay", template: "no next tap within maximumDelay {limit}", edges: failing)
  /// A second finger landed on a tap.
  public static let tapGestureOneFinger = Self(
    "tapGesture.oneFinger", template: "{measured} down, a tap takes 1", edges: failing)
  /// The last tap lifted.
  public static let tapGestureCount = Self(
    "tapGesture.count", template: "{measured} done, count {limit}", edges: starting)
  /// A long press held long enough.
  public static let longPressGestureMinimumDuration = Self(
    "longPressGesture.minimumDuration", template: "minimumDuration {limit} elapsed",
    edges: starting)
  /// A long press moved too far.
  public static let longPressGestureMaximumDistance = Self(
    "longPressGesture.maximumDistance", template: "moved {measured}, maximumDistance {limit}",
    edges: failing)
  /// A long press lifted early.
  public static let longPressGestureLiftedEarly = Self(
    "longPressGesture.liftedEarly", template: "lifted before minimumDuration {limit}",
    edges: failing)
  /// A drag moved far enough to start.
  public static let dragGestureMinimumDistance = Self(
    "dragGesture.minimumDistance", template: "moved {measured}, minimumDistance {limit}",
    edges: starting)
  /// A drag lifted before it started.
  public static let dragGestureEndedEarly = Self(
    "dragGesture.endedEarly", template: "lifted after {measured}, short of minimumDistance {limit}",
    edges: failing)
  /// A magnify gesture's scale moved far enough from 1.
  public static let magnifyGestureMinimumScaleDelta = Self(
    "magnifyGesture.minimumScaleDelta",
    template: "scale moved {measured}, minimumScaleDelta {limit}",
    edges: starting)
  /// A rotate gesture turned far enough.
  public static let rotateGestureMinimumAngleDelta = Self(
    "rotateGesture.minimumAngleDelta", template: "turned {measured}, minimumAngleDelta {limit}",
    edges: starting)
  /// Two-finger gesture's fingers (or touchpad pinch) ended before it started.
  public static let twoFingerGestureEndedEarly = Self(
    "twoFingerGesture.endedEarly", template: "ended before it started", edges: failing)
  /// A SwiftUI gesture's value changed.
  public static let gestureChanged = Self(
    "gesture.changed", template: "the value changed",
    edges: [(.began, .changed), (.changed, .changed)])
  /// A SwiftUI gesture ended: its fingers lifted, or a part of it succeeded.
  public static let gestureEnded = Self(
    "gesture.ended", template: "fingers lifted or touchpad gesture ended",
    edges: [(.possible, .ended), (.began, .ended), (.changed, .ended)])
  /// A SwiftUI gesture began (a part of it became active).
  public static let gestureBegan = Self(
    "gesture.began", template: "a part of the gesture became active", edges: [(.possible, .began)])
  /// A SwiftUI gesture failed or was cancelled.
  public static let gestureFailed = Self(
    "gesture.failed", template: "failed or cancelled", edges: failing)
}
