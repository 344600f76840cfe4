import Foundation
import GestureCore

/// A gesture that recognizes a magnification motion and tracks the amount, as SwiftUI's
/// `MagnifyGesture` (iOS 17) is.
///
/// Two fingers on the screen, or a touchpad pinch, drive it. It starts once the
/// magnification differs from 1 by ``minimumScaleDelta``, follows the fingers, and ends when a
/// finger lifts (or the touchpad pinch ends); ended before it started, it fails.
///
///     @GestureState private var zoom = 1.0
///     Image("photo").scaleEffect(zoom)
///       .gesture(MagnifyGesture().updating($zoom) { value, zoom, _ in zoom = value.magnification })
public struct MagnifyGesture: Gesture {
  /// The attributes of a magnify gesture.
  public struct Value: Equatable, Sendable {
    /// The time of the event that produced the value.
    public var time: Date
    /// The magnification relative to the start: 2 is twice as large.
    public var magnification: CGFloat
    /// The magnification's rate of change, per second.
    public var velocity: CGFloat
    /// Where the gesture started, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the gesture started, in the view's space.
    public var startLocation: CGPoint
  }
  public typealias Body = Never

  /// How far the magnification must move from 1 before the gesture starts. Default:
  /// `GestureThresholds/magnifyGestureMinimumScaleDelta`.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnify gesture.
  public init(minimumScaleDelta: CGFloat = GestureThresholds.magnifyGestureMinimumScaleDelta) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  public func _makeNode() -> _GestureNode<Value> {
    let delta = minimumScaleDelta
    return TwoFingerNode(name: "MagnifyGesture") { sample in
      let change = abs(sample.magnification - 1)
      return (
        change >= delta,
        TransitionCause(
          .magnifyGestureMinimumScaleDelta, measured: Double(change), limit: Double(delta))
      )
    } value: { sample in
      Value(
        time: sample.time, magnification: sample.magnification,
        velocity: sample.magnificationVelocity, startAnchor: sample.startAnchor,
        startLocation: sample.startLocation)
    } transcript: { sample in
      [.number("magnification", sample.magnification)]
    }
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle, as SwiftUI's
/// `RotateGesture` (iOS 17) is.
///
/// Two fingers turning on the screen, or a touchpad pinch's rotation, drive it. It starts once
/// the rotation reaches ``minimumAngleDelta``; the angle is clockwise positive on the screen.
public struct RotateGesture: Gesture {
  /// The attributes of a rotate gesture.
  public struct Value: Equatable, Sendable {
    /// The time of the event that produced the value.
    public var time: Date
    /// The rotation since the start.
    public var rotation: Angle
    /// The rotation's rate of change, per second.
    public var velocity: Angle
    /// Where the gesture started, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the gesture started, in the view's space.
    public var startLocation: CGPoint
  }
  public typealias Body = Never

  /// How far the fingers must turn before the gesture starts. Default:
  /// `GestureThresholds/rotateGestureMinimumAngleDelta` degrees.
  public var minimumAngleDelta: Angle

  /// Creates a rotate gesture.
  public init(
    minimumAngleDelta: Angle = .degrees(GestureThresholds.rotateGestureMinimumAngleDelta)
  ) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  public func _makeNode() -> _GestureNode<Value> {
    let delta = minimumAngleDelta.radians
    return TwoFingerNode(name: "RotateGesture") { sample in
      let turn = abs(sample.rotation)
      return (
        turn >= delta,
        TransitionCause(
          .rotateGestureMinimumAngleDelta, measured: turn, limit: delta, unit: .radians)
      )
    } value: { sample in
      Value(
        time: sample.time, rotation: .radians(sample.rotation),
        velocity: .radians(sample.rotationVelocity), startAnchor: sample.startAnchor,
        startLocation: sample.startLocation)
    } transcript: { sample in
      [.number("rotation", CGFloat(sample.rotation))]
    }
  }
}

/// What the two-finger machine measures, for magnify and rotate to read their values from.
struct TwoFingerSample {
  var time: Date
  var magnification: CGFloat
  var magnificationVelocity: CGFloat
  /// Radians, clockwise positive on the screen.
  var rotation: Double
  var rotationVelocity: Double
  var startAnchor: UnitPoint
  var startLocation: CGPoint
}

/// The machine of magnify and rotate: two fingers on the screen, or a touchpad pinch.
final class TwoFingerNode<Value>: PrimitiveNode<Value> {
  /// Whether a sample is far enough from the start to begin, and the measurement as a cause.
  private let threshold: (TwoFingerSample) -> (reached: Bool, cause: TransitionCause)
  private let makeValue: (TwoFingerSample) -> Value
  private let makeTranscript: (TwoFingerSample) -> [TranscriptValue]
  private var fingers: (Int, Int)?
  private var startDistance: CGFloat = 0
  private var startAngle: Double = 0
  private var lastAngle: Double = 0
  private var turned: Double = 0
  private var startLocation: CGPoint = .zero
  private var startAnchor = UnitPoint.center
  private var usesTouchpad = false
  private var velocities = LeastSquaresVelocityEstimator()
  private var sample: TwoFingerSample?

  init(
    name: String, threshold: @escaping (TwoFingerSample) -> (reached: Bool, cause: TransitionCause),
    value: @escaping (TwoFingerSample) -> Value,
    transcript: @escaping (TwoFingerSample) -> [TranscriptValue]
  ) {
    self.threshold = threshold
    self.makeValue = value
    self.makeTranscript = transcript
    super.init(name: name)
  }

  override var takesTouchpadPinch: Bool { true }

  override var transcriptValues: [TranscriptValue] {
    guard let sample, !phase.isPossible, !phase.isFailed else { return [] }
    return makeTranscript(sample)
  }

  override func advance(_ input: GestureInput) -> GesturePhase<Value> {
    switch input.kind {
    case .cancelled:
      input.runner.note(TransitionCause(.gestureFailed))
      return .failed
    case .timer:
      return phase
    case .touchpad(let event):
      return touchpad(event, input)
    case .touches:
      return touches(input)
    }
  }

  private func touches(_ input: GestureInput) -> GesturePhase<Value> {
    guard !usesTouchpad else { return phase }
    if let (first, second) = fingers {
      guard let a = input.touches.first(where: { $0.id == first }),
        let b = input.touches.first(where: { $0.id == second }), a.isDown, b.isDown
      else { return finish(input, cause: TransitionCause(.gestureEnded)) }
      let distance = a.location.distance(to: b.location)
      let angle = Double(atan2(b.location.y - a.location.y, b.location.x - a.location.x))
      turned += Self.normalized(angle - lastAngle)
      lastAngle = angle
      let magnification = startDistance > 0 ? distance / startDistance : 1
      return measured(magnification: magnification, rotation: turned, input)
    }
    let down = input.down
    guard down.count >= 2 else {
      if down.isEmpty, !input.touches.isEmpty {
        input.runner.note(TransitionCause(.twoFingerGestureEndedEarly))
        return .failed
      }
      return phase
    }
    let a = down[0]
    let b = down[1]
    fingers = (a.id, b.id)
    startDistance = a.location.distance(to: b.location)
    startAngle = Double(atan2(b.location.y - a.location.y, b.location.x - a.location.x))
    lastAngle = startAngle
    begin(
      at: CGPoint(x: (a.location.x + b.location.x) / 2, y: (a.location.y + b.location.y) / 2), input
    )
    return measured(magnification: 1, rotation: 0, input)
  }

  private func touchpad(_ event: IndirectEvent, _ input: GestureInput) -> GesturePhase<Value> {
    switch event.phase {
    case .begin:
      usesTouchpad = true
      begin(at: event.location, input)
      return measured(magnification: 1, rotation: 0, input)
    case .update:
      if !usesTouchpad {
        usesTouchpad = true
        begin(at: event.location, input)
      }
      turned += Double(event.angleDelta) * .pi / 180
      return measured(magnification: event.scale, rotation: turned, input)
    case .end:
      if event.isCancelled {
        input.runner.note(TransitionCause(.gestureFailed))
        return .failed
      }
      return finish(input, cause: TransitionCause(.gestureEnded))
    }
  }

  private func begin(at windowPoint: CGPoint, _ input: GestureInput) {
    startLocation = input.runner.convert(windowPoint, to: .local)
    let bounds = input.runner.bounds
    startAnchor = UnitPoint(
      x: bounds.width > 0 ? (startLocation.x - bounds.minX) / bounds.width : 0.5,
      y: bounds.height > 0 ? (startLocation.y - bounds.minY) / bounds.height : 0.5)
    velocities.reset()
  }

  private func measured(magnification: CGFloat, rotation: Double, _ input: GestureInput)
    -> GesturePhase<Value>
  {
    velocities.add(CGPoint(x: magnification, y: CGFloat(rotation)), at: input.time)
    let rates = velocities.velocity(at: input.time)
    let sample = TwoFingerSample(
      time: Date(timeIntervalSinceReferenceDate: input.time), magnification: magnification,
      magnificationVelocity: rates.x, rotation: rotation, rotationVelocity: Double(rates.y),
      startAnchor: startAnchor, startLocation: startLocation)
    self.sample = sample
    switch phase {
    case .possible:
      let check = threshold(sample)
      guard check.reached else { return .possible(nil) }
      input.runner.note(check.cause)
      return .active(makeValue(sample))
    case .active:
      return .active(makeValue(sample))
    case .ended, .failed:
      return phase
    }
  }

  private func finish(_ input: GestureInput, cause: TransitionCause) -> GesturePhase<Value> {
    switch phase {
    case .active(let value):
      input.runner.note(cause)
      return .ended(value)
    case .possible:
      input.runner.note(TransitionCause(.twoFingerGestureEndedEarly))
      return .failed
    case .ended, .failed:
      return phase
    }
  }

  /// An angle difference brought into (−π, π].
  private static func normalized(_ angle: Double) -> Double {
    var angle = angle
    while angle > .pi { angle -= 2 * .pi }
    while angle <= -.pi { angle += 2 * .pi }
    return angle
  }
}
