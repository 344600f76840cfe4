import Foundation
import GestureCore

/// Behaviours of SwiftUI's gestures that no source settles, with the simulator's choice for
/// each. Each is OUR CHOICE, listed in the thresholds table (`gesturesim thresholds`), and can
/// be changed to test code against another reading.
///
///     SwiftUIGestureChoices.sequenceSecondStart = .touchDown
@MainActor public enum SwiftUIGestureChoices {
  /// In which order the callbacks of the two gestures of a ``SimultaneousGesture`` run.
  public enum CallbackOrder: Sendable {
    /// The first gesture's callbacks, then the second's (the default).
    case firstThenSecond
    /// The second gesture's callbacks, then the first's.
    case secondThenFirst
  }

  /// Where the second gesture of a ``SequenceGesture`` starts.
  public enum SequenceStart: Sendable {
    /// From where the fingers are when the first gesture ends: a drag after a long press has its
    /// `startLocation` there and needs its minimum distance from there (the default).
    case handOver
    /// From where the fingers landed for the first gesture.
    case touchDown
  }

  /// The order of simultaneous callbacks. Default: ``CallbackOrder/firstThenSecond``.
  public static var simultaneousCallbackOrder = CallbackOrder.firstThenSecond

  /// Where a sequenced gesture's second gesture starts. Default: ``SequenceStart/handOver``.
  public static var sequenceSecondStart = SequenceStart.handOver

  /// Whether a long press that is pressing (before its minimum duration) already excludes
  /// other gestures, as a recognized gesture does. Default: false: it excludes others only once
  /// it succeeds, so that a parent's drag can still start while a child is pressed.
  public static var longPressExcludesWhilePressing = false
}
