import Foundation
import GestureCore

/// Where a gesture is in its recognition, as SwiftUI's gesture phases are: possible (with a
/// value while a press is pressing), active, ended or failed.
package enum GesturePhase<Value> {
  /// Not recognized yet; the value, when there is one, is what callbacks see before recognition
  /// (a long press that is pressing).
  case possible(Value?)
  /// Recognized, and following the touches.
  case active(Value)
  /// Recognized and over: the last value.
  case ended(Value)
  /// Over without being recognized (cancellation is a failure).
  case failed

  /// The phase's value, if it has one.
  var value: Value? {
    switch self {
    case .possible(let value): value
    case .active(let value), .ended(let value): value
    case .failed: nil
    }
  }

  /// Whether the phase is final: ended or failed.
  var isTerminal: Bool {
    switch self {
    case .ended, .failed: true
    case .possible, .active: false
    }
  }

  var isFailed: Bool {
    if case .failed = self { return true }
    return false
  }

  var isPossible: Bool {
    if case .possible = self { return true }
    return false
  }

  var isEnded: Bool {
    if case .ended = self { return true }
    return false
  }

  /// The same phase with its value transformed.
  func map<Other>(_ transform: (Value) -> Other) -> GesturePhase<Other> {
    switch self {
    case .possible(let value): .possible(value.map(transform))
    case .active(let value): .active(transform(value))
    case .ended(let value): .ended(transform(value))
    case .failed: .failed
    }
  }
}

/// One touch as a gesture machine sees it: its identifier, where it is in the window, and
/// whether it is still down.
package struct GestureTouch: Sendable {
  package var id: Int
  package var location: CGPoint
  package var isDown: Bool
}

/// What drives one update of a gesture machine.
package enum GestureEventKind {
  /// Touches began, moved or ended.
  case touches
  /// A deadline a machine asked for came due.
  case timer
  /// A touchpad pinch event.
  case touchpad(IndirectEvent)
  /// The system cancelled the gesture.
  case cancelled
}

/// The input of one update: the time, what happened, and every touch the recognizer tracks.
package struct GestureInput {
  package var time: TimeInterval
  package var kind: GestureEventKind
  package var touches: [GestureTouch]
  /// The recognizer running the machine.
  package var runner: any GestureRunning

  /// The touches still down.
  var down: [GestureTouch] { touches.filter(\.isDown) }

  var isTimer: Bool {
    if case .timer = kind { return true }
    return false
  }
}

/// The services a gesture machine uses while it runs: coordinate conversion, deadlines, the
/// queue of callbacks, and where causes are recorded. The recognizer implements it.
@MainActor package protocol GestureRunning: AnyObject {
  /// Converts a window point into `space`, resolved from the attached view.
  func convert(_ windowPoint: CGPoint, to space: CoordinateSpace) -> CGPoint
  /// The attached view's bounds, for unit points.
  var bounds: CGRect { get }
  /// Asks for an update at `time` (the earliest request of an update wins).
  func requestDeadline(_ time: TimeInterval)
  /// Queues a callback; callbacks run when the recognizer reports, or at once while it is
  /// still possible.
  func enqueue(_ callback: @escaping () -> Void)
  /// Queues a `@GestureState` reset, which runs whatever the outcome.
  func enqueueReset(_ reset: @escaping () -> Void)
  /// Records why the machine's phase changed, for the transcript.
  func note(_ cause: TransitionCause)
  /// Where a touchpad gesture is, in the window, while one drives the gesture.
  var touchpadLocation: CGPoint? { get }
}

/// The state machine of a gesture for one attempt: each primitive, callback and combinator
/// is one node, and a composed gesture is a tree of them. Public only because ``Gesture``'s
/// hidden requirement returns it.
@MainActor open class _GestureNode<Value> {
  /// The name transcripts give the gesture: its type, without callbacks and maps.
  package var name: String

  init(name: String) {
    self.name = name
  }

  /// Advances the machine with `input`. `gate` is false while a combinator holds this node's
  /// callbacks back (the second gesture of an exclusive pair while the first may still win).
  package func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    fatalError("\(type(of: self)) does not implement update")
  }

  /// Tells the machine that its attempt is over without a final update (the recognizer failed
  /// in arbitration, was cancelled or removed): callbacks queue their `@GestureState` resets.
  package func cancel(_ runner: any GestureRunning) {}

  /// The number of taps the gesture needs, when it is a tap: the iOS 18 rule that makes a
  /// gesture needing fewer taps wait for one needing more reads it.
  package var requiredTapCount: Int? { nil }

  /// Whether touchpad pinches drive the gesture (magnify and rotate do).
  package var takesTouchpadPinch: Bool { false }

  /// Whether the gesture's values follow the touches continuously (so that its recognizer
  /// reports `began` and `changed`); a tap is discrete.
  package var isContinuous: Bool { true }

  /// Values for the transcript, from the current value.
  package var transcriptValues: [TranscriptValue] { [] }
}

/// The machine of a primitive gesture (tap, long press, drag, magnify and rotate, a button's
/// press): it keeps its phase, which no input changes once the attempt ended or failed, and
/// works the next phase out of each input in ``advance(_:)``.
@MainActor class PrimitiveNode<Value>: _GestureNode<Value> {
  /// The phase the last input left the machine in.
  private(set) var phase: GesturePhase<Value> = .possible(nil)

  final override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    guard !phase.isTerminal else { return phase }
    phase = advance(input)
    return phase
  }

  /// The phase after `input`; called only while the phase is not terminal.
  func advance(_ input: GestureInput) -> GesturePhase<Value> {
    fatalError("\(type(of: self)) does not implement advance")
  }
}

/// A node around one child whose recognition it does not change (callbacks, `map`): it
/// answers for the child's tap count, touchpad use, continuity and transcript values.
@MainActor class WrappingNode<Input, Value>: _GestureNode<Value> {
  let child: _GestureNode<Input>

  init(child: _GestureNode<Input>) {
    self.child = child
    super.init(name: child.name)
  }

  override var requiredTapCount: Int? { child.requiredTapCount }
  override var takesTouchpadPinch: Bool { child.takesTouchpadPinch }
  override var isContinuous: Bool { child.isContinuous }
  override var transcriptValues: [TranscriptValue] { child.transcriptValues }
}
