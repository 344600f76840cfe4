import Foundation

/// UIKit Dynamics' numbers (`UIDynamicAnimator` and its behaviours, in GestureUIKit): two
/// Apple documents, the rest are OUR CHOICE. An animator's `dynamicsSettings` overrides the
/// chosen ones for that animator.
extension GestureThresholds {
  /// The acceleration of a gravity behaviour of magnitude 1, in points per second squared
  /// (Apple's documentation of `UIGravityBehavior.magnitude`).
  public static let dynamicsGravityAcceleration: CGFloat = 1000
  /// The acceleration a push of magnitude 1 gives a 100 × 100 pt item of density 1, in points
  /// per second squared (Apple's documentation of `UIPushBehavior.magnitude`).
  public static let dynamicsPushAcceleration: CGFloat = 100
  /// How many integration steps a dynamic animator takes per screen refresh.
  public static let dynamicsStepsPerFrame = 4
  /// Below this speed, in points per second, an item may count as at rest.
  public static let dynamicsRestingSpeed: CGFloat = 0.5
  /// Below this change of velocity over a frame, in points per second squared, an item may
  /// count as at rest.
  public static let dynamicsRestingAcceleration: CGFloat = 1
  /// Below this turning speed, in radians per second, an item may count as at rest.
  public static let dynamicsRestingAngularSpeed: CGFloat = 0.01
  /// The natural frequency of a snap behaviour's spring, in hertz.
  public static let dynamicsSnapFrequency: CGFloat = 3

  /// The rows of UIKit Dynamics, in ``all``.
  static let dynamicsRows: [Threshold] = [
    .init(
      property: "UIGravityBehavior.magnitude", value: Double(dynamicsGravityAcceleration),
      unit: "pt/s²", provenance: .documentedByApple,
      source: "UIGravityBehavior.magnitude: a magnitude of 1.0 is an acceleration of 1000 "
        + "points / second²"),
    .init(
      property: "UIPushBehavior.magnitude", value: Double(dynamicsPushAcceleration),
      unit: "pt/s²", provenance: .documentedByApple,
      source: "UIPushBehavior.magnitude: 1.0 on a 100 × 100 pt view of density 1.0 accelerates "
        + "it by 100 points / second²; an instantaneous push of 1.0 changes its velocity by "
        + "100 points / second (our reading of the same unit)"),
    .init(
      property: "UIDynamicAnimator.stepsPerFrame", value: Double(dynamicsStepsPerFrame),
      unit: "1", provenance: .chosenByUs,
      source: "velocity Verlet steps per screen refresh (1/240 s each at 60 Hz); UIKit publishes "
        + "no integrator; dynamicsSettings.stepsPerFrame changes it"),
    .init(
      property: "UIDynamicAnimator.restingSpeed", value: Double(dynamicsRestingSpeed),
      unit: "pt/s", provenance: .chosenByUs,
      source: "an item slower than this whose velocity changed less than restingAcceleration "
        + "over a frame is at rest; the animator pauses when every item is; "
        + "dynamicsSettings.restingSpeed changes it"),
    .init(
      property: "UIDynamicAnimator.restingAcceleration",
      value: Double(dynamicsRestingAcceleration), unit: "pt/s²", provenance: .chosenByUs,
      source: "see restingSpeed; dynamicsSettings.restingAcceleration changes it"),
    .init(
      property: "UIDynamicAnimator.restingAngularSpeed",
      value: Double(dynamicsRestingAngularSpeed), unit: "rad/s", provenance: .chosenByUs,
      source: "an item turning slower than this may be at rest; "
        + "dynamicsSettings.restingAngularSpeed changes it"),
    .init(
      property: "UISnapBehavior.frequency", value: Double(dynamicsSnapFrequency), unit: "Hz",
      provenance: .chosenByUs,
      source: "the natural frequency of a snap's spring, whose damping ratio is the snap's "
        + "damping; Apple publishes no figure; dynamicsSettings.snapFrequency changes it"),
  ]
}
