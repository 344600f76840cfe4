import Foundation
import GestureCore

/// A dragging motion that invokes an action as the drag-event sequence changes, as SwiftUI's
/// `DragGesture` is.
///
/// The drag follows the first finger. It starts once the finger is
/// ``minimumDistance`` from where it landed (at once for 0), changes with every move, and ends
/// when the finger lifts; lifted before it started, it fails.
///
///     @GestureState private var offset = CGSize.zero
///     Circle()
///       .offset(offset)
///       .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time of the event that produced the value (the simulation's clock, as seconds since
    /// the reference date).
    public var time: Date
    /// The location of the drag's current event.
    public var location: CGPoint
    /// The location of the drag's first event.
    public var startLocation: CGPoint
    /// The velocity, in points per second.
    public var velocity: CGSize
    /// The total translation from the start to the current event: `location − startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// Where the drag would stop if it stopped accelerating now, from the current velocity.
    public var predictedEndLocation: CGPoint {
      let horizon = GestureThresholds.dragGesturePredictionHorizon
      return CGPoint(
        x: location.x + velocity.width * horizon, y: location.y + velocity.height * horizon)
    }
    /// The translation at ``predictedEndLocation``.
    public var predictedEndTranslation: CGSize {
      let end = predictedEndLocation
      return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
    }
  }
  public typealias Body = Never

  /// How far (pt) the finger must move before the drag starts. Default:
  /// `GestureThresholds/dragGestureMinimumDistance`.
  public var minimumDistance: CGFloat
  /// The coordinate space of the locations. Default: `.local`.
  public var coordinateSpace: CoordinateSpace

  /// Creates a drag gesture.
  public init(
    minimumDistance: CGFloat = GestureThresholds.dragGestureMinimumDistance,
    coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Creates a drag gesture (the form deprecated in iOS 17). Disfavored, so that a space both
  /// forms accept (`coordinateSpace: .global`) picks the current one, without a warning.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "use init(minimumDistance:coordinateSpace:) with a CoordinateSpaceProtocol"
  )
  public init(
    minimumDistance: CGFloat = GestureThresholds.dragGestureMinimumDistance,
    coordinateSpace: CoordinateSpace
  ) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public func _makeNode() -> _GestureNode<Value> {
    DragNode(minimumDistance: minimumDistance, space: coordinateSpace)
  }
}

/// The drag's machine.
final class DragNode: PrimitiveNode<DragGesture.Value> {
  private let minimumDistance: CGFloat
  private let space: CoordinateSpace
  private var finger: Int?
  private var start: CGPoint = .zero
  private var velocity = LeastSquaresVelocityEstimator()
  private var current: DragGesture.Value?

  init(minimumDistance: CGFloat, space: CoordinateSpace) {
    self.minimumDistance = minimumDistance
    self.space = space
    super.init(name: "DragGesture")
  }

  override var transcriptValues: [TranscriptValue] {
    guard let current, !phase.isPossible, !phase.isFailed else { return [] }
    return [
      .pair("translation", CGPoint(x: current.translation.width, y: current.translation.height)),
      .pair("velocity", CGPoint(x: current.velocity.width, y: current.velocity.height)),
    ]
  }

  override func advance(_ input: GestureInput) -> GesturePhase<DragGesture.Value> {
    switch input.kind {
    case .cancelled:
      input.runner.note(TransitionCause(.gestureFailed))
      return .failed
    case .touchpad, .timer:
      return phase
    case .touches:
      break
    }
    if finger == nil {
      guard let touch = input.down.first else { return phase }
      finger = touch.id
      start = touch.location
    }
    guard let touch = input.touches.first(where: { $0.id == finger }) else { return phase }
    velocity.add(touch.location, at: input.time)
    let value = makeValue(touch.location, input)
    current = value
    switch phase {
    case .possible:
      let distance = touch.location.distance(to: start)
      guard distance >= minimumDistance else {
        if touch.isDown { return .possible(nil) }
        input.runner.note(
          TransitionCause(
            .dragGestureEndedEarly, measured: Double(distance),
            limit: Double(minimumDistance), unit: .points))
        return .failed
      }
      input.runner.note(
        TransitionCause(
          .dragGestureMinimumDistance, measured: Double(distance), limit: Double(minimumDistance),
          unit: .points))
      // A drag whose finger lifts in the event that starts it starts and ends in one update;
      // the recognizer reports the start, then the end.
      return touch.isDown ? .active(value) : .ended(value)
    case .active:
      if touch.isDown { return .active(value) }
      input.runner.note(TransitionCause(.gestureEnded))
      return .ended(value)
    case .ended, .failed:
      return phase
    }
  }

  private func makeValue(_ location: CGPoint, _ input: GestureInput) -> DragGesture.Value {
    let runner = input.runner
    let here = runner.convert(location, to: space)
    let windowVelocity = velocity.velocity(at: input.time)
    // The velocity is measured in the window and turned into the space as a vector.
    let ahead = runner.convert(
      CGPoint(x: location.x + windowVelocity.x, y: location.y + windowVelocity.y), to: space)
    return DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: input.time), location: here,
      startLocation: runner.convert(start, to: space),
      velocity: CGSize(width: ahead.x - here.x, height: ahead.y - here.y))
  }
}
