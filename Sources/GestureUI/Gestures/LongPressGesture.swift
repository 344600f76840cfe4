import Foundation
import GestureCore

/// A gesture that succeeds when the user holds a finger down for a time without moving it far,
/// as SwiftUI's `LongPressGesture` is.
///
/// Its value is `true` while the finger is pressing: callbacks (`updating`, `onChanged`) see
/// it at touch-down, before the press succeeds. It ends, with `onEnded`, once
/// ``minimumDuration`` has elapsed with the finger still down; it fails when the finger moves
/// ``maximumDistance`` or lifts first.
///
///     @GestureState private var isDetectingLongPress = false
///     var press: some Gesture {
///       LongPressGesture(minimumDuration: 3)
///         .updating($isDetectingLongPress) { current, state, _ in state = current }
///         .onEnded { _ in completedLongPress = true }
///     }
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public typealias Body = Never

  /// How long (s) the finger must stay down. Default:
  /// `GestureThresholds/longPressGestureMinimumDuration`.
  public var minimumDuration: Double
  /// How far (pt) the finger may move before the press fails. Default:
  /// `GestureThresholds/longPressGestureMaximumDistance`.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture.
  public init(
    minimumDuration: Double = GestureThresholds.longPressGestureMinimumDuration,
    maximumDistance: CGFloat = GestureThresholds.longPressGestureMaximumDistance
  ) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public func _makeNode() -> _GestureNode<Bool> {
    LongPressNode(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
  }
}

/// The long press's machine: pressing from touch-down, ended when the duration elapses.
final class LongPressNode: PrimitiveNode<Bool> {
  private let minimumDuration: Double
  private let maximumDistance: CGFloat
  private var finger: Int?
  private var start: CGPoint = .zero
  private var startTime: TimeInterval = 0

  init(minimumDuration: Double, maximumDistance: CGFloat) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
    super.init(name: "LongPressGesture")
  }

  override var isContinuous: Bool { false }

  override func advance(_ input: GestureInput) -> GesturePhase<Bool> {
    switch input.kind {
    case .cancelled:
      input.runner.note(TransitionCause(.gestureFailed))
      return .failed
    case .touchpad:
      return phase
    case .timer, .touches:
      break
    }
    if finger == nil {
      guard let touch = input.down.first else { return phase }
      finger = touch.id
      start = touch.location
      startTime = input.time
    }
    guard let touch = input.touches.first(where: { $0.id == finger }) else { return phase }
    let distance = touch.location.distance(to: start)
    if distance >= maximumDistance {
      input.runner.note(
        TransitionCause(
          .longPressGestureMaximumDistance, measured: Double(distance),
          limit: Double(maximumDistance), unit: .points))
      return .failed
    }
    if input.time >= startTime + minimumDuration {
      input.runner.note(
        TransitionCause(.longPressGestureMinimumDuration, limit: minimumDuration, unit: .seconds))
      return .ended(true)
    }
    if !touch.isDown {
      input.runner.note(
        TransitionCause(.longPressGestureLiftedEarly, limit: minimumDuration, unit: .seconds))
      return .failed
    }
    input.runner.requestDeadline(startTime + minimumDuration)
    return .possible(true)
  }
}
