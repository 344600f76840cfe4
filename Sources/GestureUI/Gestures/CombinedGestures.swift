import Foundation
import GestureCore

extension Gesture {
  /// Combines this gesture with another so that both can be recognized at the same time, as
  /// SwiftUI's `simultaneously(with:)` does.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// Sequences this gesture before another: `other` receives events only after this one
  /// succeeds, as SwiftUI's `sequenced(before:)` does.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Combines this gesture with another so that only one of them succeeds, giving precedence to
  /// this one, as SwiftUI's `exclusively(before:)` does.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// A gesture of two gestures recognized at the same time.
///
/// It is recognized when either is, and ends when neither is still going, with each one's
/// value (or `nil` for one that never produced one). Its callbacks and those of its parts run
/// in the order ``SwiftUIGestureChoices/simultaneousCallbackOrder`` says.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of both gestures.
  public struct Value {
    /// The first gesture's value, if it has one.
    public var first: First.Value?
    /// The second gesture's value, if it has one.
    public var second: Second.Value?
  }
  public typealias Body = Never

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Creates the combination.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public func _makeNode() -> _GestureNode<Value> {
    SimultaneousNode(first._makeNode(), second._makeNode())
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that recognizes one gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where the sequence is.
  public enum Value {
    /// The first gesture has not ended: its value.
    case first(First.Value)
    /// The first gesture ended with this value; the second's value once it has one.
    case second(First.Value, Second.Value?)
  }
  public typealias Body = Never

  /// The gesture recognized first.
  public var first: First
  /// The gesture recognized once the first succeeds.
  public var second: Second

  /// Creates the sequence.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public func _makeNode() -> _GestureNode<Value> {
    let second = self.second
    return SequenceNode(first._makeNode()) { second._makeNode() }
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture of two gestures of which only one succeeds: the first, unless it fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture the value is from.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }
  public typealias Body = Never

  /// The gesture with precedence.
  public var first: First
  /// The gesture recognized when the first fails.
  public var second: Second

  /// Creates the combination.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public func _makeNode() -> _GestureNode<Value> {
    ExclusiveNode(first._makeNode(), second._makeNode())
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

// MARK: Machines

/// The machine of a pair of gestures that both follow the events from the start (simultaneous
/// and exclusive): touchpad pinches drive the pair when they drive either gesture, and it is
/// continuous when either is.
class PairNode<FirstValue, SecondValue, Value>: _GestureNode<Value> {
  let first: _GestureNode<FirstValue>
  let second: _GestureNode<SecondValue>

  /// The pair, named `kind<first, second>` in transcripts.
  init(_ kind: String, _ first: _GestureNode<FirstValue>, _ second: _GestureNode<SecondValue>) {
    self.first = first
    self.second = second
    super.init(name: "\(kind)<\(first.name), \(second.name)>")
  }

  override var takesTouchpadPinch: Bool { first.takesTouchpadPinch || second.takesTouchpadPinch }
  override var isContinuous: Bool { first.isContinuous || second.isContinuous }
}

/// Both gestures get every event; the pair is active while either is, and over when both are.
final class SimultaneousNode<A, B>:
  PairNode<A.Value, B.Value, SimultaneousGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Value = SimultaneousGesture<A, B>.Value
  private var firstValue: A.Value?
  private var secondValue: B.Value?

  init(_ first: _GestureNode<A.Value>, _ second: _GestureNode<B.Value>) {
    super.init("SimultaneousGesture", first, second)
  }

  override var transcriptValues: [TranscriptValue] {
    first.transcriptValues + second.transcriptValues
  }

  override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    let a: GesturePhase<A.Value>
    let b: GesturePhase<B.Value>
    if SwiftUIGestureChoices.simultaneousCallbackOrder == .firstThenSecond {
      a = first.update(input, gate: gate)
      b = second.update(input, gate: gate)
    } else {
      b = second.update(input, gate: gate)
      a = first.update(input, gate: gate)
    }
    if let value = a.value { firstValue = value }
    if let value = b.value { secondValue = value }
    let value = Value(first: firstValue, second: secondValue)
    switch (a, b) {
    case (.failed, .failed):
      return .failed
    case (.ended, .ended), (.ended, .failed), (.failed, .ended):
      return .ended(value)
    case (.active, _), (_, .active), (.ended, _), (_, .ended):
      return .active(value)
    case (.possible, _), (_, .possible):
      return firstValue == nil && secondValue == nil ? .possible(nil) : .possible(value)
    }
  }

  override func cancel(_ runner: any GestureRunning) {
    first.cancel(runner)
    second.cancel(runner)
  }
}

/// The first gesture gets every event until it ends; then the second is made and starts from
/// the touches down at that moment (``SwiftUIGestureChoices/sequenceSecondStart``).
final class SequenceNode<A, B>: _GestureNode<SequenceGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Value = SequenceGesture<A, B>.Value
  private let first: _GestureNode<A.Value>
  private let makeSecond: @MainActor () -> _GestureNode<B.Value>
  private var second: _GestureNode<B.Value>?
  private var firstValue: A.Value?
  private var secondValue: B.Value?
  /// The touches of the first event, for a second gesture that starts where they landed.
  private var firstTouches: [GestureTouch] = []

  init(_ first: _GestureNode<A.Value>, second: @escaping @MainActor () -> _GestureNode<B.Value>) {
    self.first = first
    self.makeSecond = second
    super.init(name: "SequenceGesture<\(first.name), \(second().name)>")
  }

  override var takesTouchpadPinch: Bool { first.takesTouchpadPinch }
  override var isContinuous: Bool { true }
  override var transcriptValues: [TranscriptValue] {
    second?.transcriptValues ?? first.transcriptValues
  }

  override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    if let second, let firstValue {
      return follow(second.update(input, gate: gate), after: firstValue)
    }
    if firstTouches.isEmpty { firstTouches = input.down }
    switch first.update(input, gate: gate) {
    case .possible(let value): return .possible(value.map(Value.first))
    case .active(let value): return .active(.first(value))
    case .failed: return .failed
    case .ended(let value):
      firstValue = value
      let second = makeSecond()
      self.second = second
      var start = input
      start.kind = .touches
      switch SwiftUIGestureChoices.sequenceSecondStart {
      case .handOver:
        // The fingers still down land again for the second gesture where they are now.
        start.touches = input.down
      case .touchDown:
        start.touches = firstTouches.map { landed in
          GestureTouch(id: landed.id, location: landed.location, isDown: true)
        }
      }
      var phase = follow(second.update(start, gate: gate), after: value)
      if case .touchDown = SwiftUIGestureChoices.sequenceSecondStart, !phase.isTerminal {
        phase = follow(second.update(input, gate: gate), after: value)
      }
      return phase
    }
  }

  private func follow(_ phase: GesturePhase<B.Value>, after firstValue: A.Value)
    -> GesturePhase<Value>
  {
    if let value = phase.value { secondValue = value }
    switch phase {
    case .possible, .active: return .active(.second(firstValue, secondValue))
    case .ended: return .ended(.second(firstValue, secondValue))
    case .failed: return .failed
    }
  }

  override func cancel(_ runner: any GestureRunning) {
    first.cancel(runner)
    second?.cancel(runner)
  }
}

/// Both gestures get every event; the second's callbacks and result are held until the first
/// fails, and the second is dropped once the first is recognized.
final class ExclusiveNode<A, B>: PairNode<A.Value, B.Value, ExclusiveGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Value = ExclusiveGesture<A, B>.Value
  private var secondDropped = false

  init(_ first: _GestureNode<A.Value>, _ second: _GestureNode<B.Value>) {
    super.init("ExclusiveGesture", first, second)
  }

  override var requiredTapCount: Int? { first.requiredTapCount }
  override var transcriptValues: [TranscriptValue] {
    secondDropped ? first.transcriptValues : first.transcriptValues + second.transcriptValues
  }

  override func update(_ input: GestureInput, gate: Bool) -> GesturePhase<Value> {
    let a = first.update(input, gate: gate)
    switch a {
    case .active(let value):
      dropSecond(input.runner)
      return .active(.first(value))
    case .ended(let value):
      dropSecond(input.runner)
      return .ended(.first(value))
    case .possible(let value):
      guard !secondDropped else { return .possible(value.map(Value.first)) }
      // The second follows the events, its callbacks held back, so that it is ready to take
      // over the moment the first fails.
      let b = second.update(input, gate: false)
      if b.isFailed { secondDropped = true }
      return .possible(value.map(Value.first))
    case .failed:
      guard !secondDropped else { return .failed }
      return second.update(input, gate: gate).map(Value.second)
    }
  }

  private func dropSecond(_ runner: any GestureRunning) {
    guard !secondDropped else { return }
    secondDropped = true
    second.cancel(runner)
  }

  override func cancel(_ runner: any GestureRunning) {
    first.cancel(runner)
    if !secondDropped { second.cancel(runner) }
  }
}
