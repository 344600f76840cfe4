import Foundation
import GestureCore

/// A gesture that recognizes one or more taps, as SwiftUI's `TapGesture` is.
///
///     Circle().gesture(TapGesture(count: 2).onEnded { zoomed.toggle() })
///
/// A tap fails when its finger moves `GestureThresholds/tapGestureMaximumDistance` from where
/// the first tap began, stays down `GestureThresholds/tapGestureMaximumDuration`, when the
/// next tap does not begin within `GestureThresholds/tapGestureMaximumDelay`, or when a
/// second finger lands (our choice: SwiftUI's taps are one-finger gestures in every source we
/// know).
public struct TapGesture: Gesture {
  public typealias Value = Void
  public typealias Body = Never

  /// The number of taps required. Default: 1.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  public init(count: Int = 1) {
    self.count = count
  }

  public func _makeNode() -> _GestureNode<Void> {
    TapNode(count: count, name: "TapGesture") { _, _ in () }
  }
}

/// A gesture that recognizes one or more taps and reports their location, as SwiftUI's
/// `SpatialTapGesture` is.
///
///     Color.blue.gesture(SpatialTapGesture().onEnded { marks.append($0.location) })
public struct SpatialTapGesture: Gesture {
  /// The value of a spatial tap: where the last tap lifted.
  public struct Value: Equatable, Sendable {
    /// The location of the tap, in the gesture's coordinate space.
    public var location: CGPoint
  }
  public typealias Body = Never

  /// The number of taps required. Default: 1.
  public var count: Int
  /// The coordinate space of the location. Default: `.local`.
  public var coordinateSpace: CoordinateSpace

  /// Creates a spatial tap gesture reporting its location in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Creates a spatial tap gesture reporting its location in `coordinateSpace` (the form
  /// deprecated in iOS 17). Disfavored, so that `coordinateSpace: .global` picks the current one.
  @_disfavoredOverload
  @available(
    *, deprecated, message: "use init(count:coordinateSpace:) with a CoordinateSpaceProtocol"
  )
  public init(count: Int = 1, coordinateSpace: CoordinateSpace) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  public func _makeNode() -> _GestureNode<Value> {
    let space = coordinateSpace
    return TapNode(count: count, name: "SpatialTapGesture") { location, input in
      Value(location: input.runner.convert(location, to: space))
    }
  }
}

/// The machine of both tap gestures: counts taps of one finger and ends with the last lift.
final class TapNode<Value>: PrimitiveNode<Value> {
  private let count: Int
  private let makeValue: (CGPoint, GestureInput) -> Value
  /// Where the first tap began, in the window.
  private var origin: CGPoint?
  private var finger: Int?
  private var fingerDown: TimeInterval = 0
  private var lastLift: TimeInterval?
  private var taps = 0

  init(count: Int, name: String, value: @escaping (CGPoint, GestureInput) -> Value) {
    self.count = max(count, 1)
    self.makeValue = value
    super.init(name: name)
  }

  override var requiredTapCount: Int? { count }
  override var isContinuous: Bool { false }

  private func fail(_ cause: TransitionCause, _ input: GestureInput) -> GesturePhase<Value> {
    input.runner.note(cause)
    return .failed
  }

  override func advance(_ input: GestureInput) -> GesturePhase<Value> {
    switch input.kind {
    case .cancelled:
      return fail(TransitionCause(.gestureFailed), input)
    case .touchpad:
      return phase
    case .timer, .touches:
      break
    }
    let down = input.down
    if down.count > 1 {
      return fail(
        TransitionCause(
          .tapGestureOneFinger, measured: Double(down.count), limit: 1, unit: .touches),
        input)
    }
    if let finger {
      if let touch = input.touches.first(where: { $0.id == finger }) {
        if let failure = movement(of: touch, input) { return failure }
        if !touch.isDown {
          return lifted(at: touch.location, input)
        }
      }
      let limit = GestureThresholds.tapGestureMaximumDuration
      // Deadlines are compared as the sums they were scheduled at, so that a timer firing at
      // one always finds it due.
      if input.time >= fingerDown + limit {
        return fail(
          TransitionCause(.tapGestureMaximumDuration, limit: limit, unit: .seconds), input)
      }
      input.runner.requestDeadline(fingerDown + limit)
      return .possible(nil)
    }
    if let touch = down.first {
      if let lastLift, input.time >= lastLift + GestureThresholds.tapGestureMaximumDelay {
        return waitedTooLong(input)
      }
      finger = touch.id
      fingerDown = input.time
      if origin == nil { origin = touch.location }
      if let failure = movement(of: touch, input) { return failure }
      input.runner.requestDeadline(fingerDown + GestureThresholds.tapGestureMaximumDuration)
      return .possible(nil)
    }
    if let lastLift {
      let limit = GestureThresholds.tapGestureMaximumDelay
      if input.time >= lastLift + limit { return waitedTooLong(input) }
      input.runner.requestDeadline(lastLift + limit)
    }
    return .possible(nil)
  }

  private func waitedTooLong(_ input: GestureInput) -> GesturePhase<Value> {
    fail(
      TransitionCause(
        .tapGestureMaximumDelay,
        limit: GestureThresholds.tapGestureMaximumDelay, unit: .seconds), input)
  }

  private func movement(of touch: GestureTouch, _ input: GestureInput) -> GesturePhase<Value>? {
    guard let origin else { return nil }
    let distance = touch.location.distance(to: origin)
    let limit = GestureThresholds.tapGestureMaximumDistance
    guard distance >= limit else { return nil }
    return fail(
      TransitionCause(
        .tapGestureMaximumDistance, measured: Double(distance), limit: Double(limit), unit: .points),
      input)
  }

  private func lifted(at location: CGPoint, _ input: GestureInput) -> GesturePhase<Value> {
    finger = nil
    taps += 1
    if taps >= count {
      input.runner.note(
        TransitionCause(
          .tapGestureCount, measured: Double(taps), limit: Double(count), unit: .taps))
      return .ended(makeValue(location, input))
    }
    lastLift = input.time
    input.runner.requestDeadline(input.time + GestureThresholds.tapGestureMaximumDelay)
    return .possible(nil)
  }
}
