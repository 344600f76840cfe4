import Foundation

/// A scripted stream of touches for tests and demos, written as steps on a virtual timeline.
///
///     let script = TouchScript {
///       down(1, at: CGPoint(x: 100, y: 200))
///       wait(.milliseconds(16))
///       move(1, to: CGPoint(x: 120, y: 200))
///       wait(.milliseconds(16))
///       up(1)
///     }
///
/// A script made from steps without `startingAt:` is relative: its times count from the moment
/// a simulation runs it, so a second script run after the clock has moved keeps its waits (the
/// first frame comes at the clock's time then, the next ones after their waits). A script with
/// `startingAt:`, or made from ready-made input (a recording), has absolute times, and input
/// older than the clock's time is delivered at the clock's time.
///
/// Steps between two waits form one frame, so `down(1, …)` followed by `down(2, …)` puts two
/// fingers down at once. A finger that changes twice without a wait starts a new frame at the
/// same instant. `up` and `cancel` without a location use the finger's last location — in this
/// script, or, for a finger put down by an earlier script, where the simulation has it then (such
/// a change carries ``TouchFrame/Change/unknownLocation`` until it is fed).
public struct TouchScript: Sendable {
  /// One step of a script.
  public enum Step: Sendable {
    /// A finger change, joined to the current frame.
    case touch(id: Int, phase: TouchFrame.Change.Phase, location: CGPoint?, force: CGFloat?)
    /// Time passing, in seconds; ends the current frame.
    case wait(TimeInterval)
    /// A touchpad or pointer event at the current time; ends the current frame.
    case indirect(IndirectEvent)
    /// Several steps (for helpers such as ``drag(_:from:to:duration:steps:)``).
    case group([Step])
  }

  /// The script's input, in time order.
  public private(set) var inputs: [InputEvent]

  /// Whether the times count from the moment the script is run (made from steps without
  /// `startingAt:`) rather than from the clock's zero.
  public let isRelative: Bool

  /// The script's touch frames, in time order.
  public var frames: [TouchFrame] {
    inputs.compactMap {
      if case .touches(let frame) = $0 { frame } else { nil }
    }
  }

  /// The time of the last input (0 for an empty script).
  public var duration: TimeInterval { inputs.last?.time ?? 0 }

  /// Creates a script from steps with touches of `type`: at `start` seconds on the clock, or,
  /// without `start`, relative to the moment it is run (its times then count from 0).
  public init(
    startingAt start: TimeInterval? = nil, touchType: UITouch.TouchType = .direct,
    @TouchScriptBuilder _ steps: () -> [Step]
  ) {
    var builder = FrameBuilder(time: start ?? 0, touchType: touchType)
    builder.add(steps())
    inputs = builder.finish()
    isRelative = start == nil
  }

  /// Creates a script from a list of steps, written with a leading dot, with touches of `type`:
  /// at `start` seconds on the clock, or, without `start`, relative to the moment it is run.
  ///
  ///     TouchScript([.down(1, at: CGPoint(x: 100, y: 200)), .wait(.milliseconds(80)), .up(1)])
  ///
  /// The builder form, `TouchScript { down(1, at: …) … }`, takes the same steps as statements;
  /// those are global functions from `GestureScripts` (re-exported by `GestureKitTesting`).
  public init(
    startingAt start: TimeInterval? = nil, touchType: UITouch.TouchType = .direct,
    _ steps: [Step]
  ) {
    self.init(startingAt: start, touchType: touchType) { steps }
  }

  /// Creates a script from ready-made input, at its absolute times.
  public init(inputs: [InputEvent]) {
    self.inputs = inputs
    isRelative = false
  }

  /// Creates a script from ready-made touch frames, at their absolute times.
  public init(frames: [TouchFrame]) {
    self.inputs = frames.map(InputEvent.touches)
    isRelative = false
  }

  /// Turns steps into frames.
  private struct FrameBuilder {
    var time: TimeInterval
    let touchType: UITouch.TouchType
    var inputs: [InputEvent] = []
    var pending: [TouchFrame.Change] = []
    var lastLocation: [Int: CGPoint] = [:]

    init(time: TimeInterval, touchType: UITouch.TouchType) {
      self.time = time
      self.touchType = touchType
    }

    mutating func add(_ steps: [Step]) {
      for step in steps {
        switch step {
        case .touch(let id, let phase, let location, let force):
          if pending.contains(where: { $0.id == id }) { flush() }
          // A finger this script never placed lifts where the simulation has it when fed.
          let unknown = phase == .up || phase == .cancel ? TouchFrame.Change.unknownLocation : .zero
          let point = location ?? lastLocation[id] ?? unknown
          lastLocation[id] = point
          pending.append(
            TouchFrame.Change(id: id, phase: phase, location: point, force: force, type: touchType))
        case .wait(let seconds):
          flush()
          time += Swift.max(seconds, 0)
        case .indirect(var event):
          flush()
          event.time = time
          inputs.append(.indirect(event))
        case .group(let steps):
          add(steps)
        }
      }
    }

    mutating func flush() {
      guard !pending.isEmpty else { return }
      inputs.append(.touches(TouchFrame(time: time, changes: pending)))
      pending.removeAll()
    }

    mutating func finish() -> [InputEvent] {
      flush()
      return inputs
    }
  }
}

/// Builds the steps of a ``TouchScript``.
@resultBuilder
public enum TouchScriptBuilder {
  /// One step.
  public static func buildExpression(_ step: TouchScript.Step) -> [TouchScript.Step] { [step] }
  /// Several steps, as a helper returns them.
  public static func buildExpression(_ steps: [TouchScript.Step]) -> [TouchScript.Step] { steps }
  /// The steps of a block, in order.
  public static func buildBlock(_ parts: [TouchScript.Step]...) -> [TouchScript.Step] {
    parts.flatMap { $0 }
  }
  /// The steps of an `if` without `else`, or none.
  public static func buildOptional(_ part: [TouchScript.Step]?) -> [TouchScript.Step] {
    part ?? []
  }
  /// The steps of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [TouchScript.Step]) -> [TouchScript.Step] { part }
  /// The steps of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [TouchScript.Step]) -> [TouchScript.Step] { part }
  /// The steps of every pass of a `for` loop, in order.
  public static func buildArray(_ parts: [[TouchScript.Step]]) -> [TouchScript.Step] {
    parts.flatMap { $0 }
  }
}

// MARK: Steps

// The steps are static members of `TouchScript.Step`, written with a leading dot inside a script
// (`.down(1, at: p)`, `.wait(.milliseconds(16))`), as SwiftUI's modifiers and Swift Testing's
// traits are: so `import GestureKit` in an app target puts no global `down`, `tap` or `wait` in
// its scope. `.indirect(event)` is the enum case itself.
extension TouchScript.Step {
  /// Finger `id` lands at `point` (window points).
  public static func down(_ id: Int, at point: CGPoint, force: CGFloat? = nil) -> TouchScript.Step {
    .touch(id: id, phase: .down, location: point, force: force)
  }

  /// Finger `id` moves to `point`.
  public static func move(_ id: Int, to point: CGPoint, force: CGFloat? = nil) -> TouchScript.Step {
    .touch(id: id, phase: .move, location: point, force: force)
  }

  /// Finger `id` lifts, where it is or at `point`.
  public static func up(_ id: Int, at point: CGPoint? = nil) -> TouchScript.Step {
    .touch(id: id, phase: .up, location: point, force: nil)
  }

  /// Finger `id`'s touch is cancelled, where it is or at `point`.
  public static func cancel(_ id: Int, at point: CGPoint? = nil) -> TouchScript.Step {
    .touch(id: id, phase: .cancel, location: point, force: nil)
  }

  /// Time passes.
  public static func wait(_ duration: Duration) -> TouchScript.Step {
    .wait(duration.timeInterval)
  }

  /// Time passes, in seconds.
  public static func wait(seconds: TimeInterval) -> TouchScript.Step {
    .wait(seconds)
  }

  /// Finger `id` lands at `start`, moves in a straight line to `end` in `steps` equal moves
  /// spread over `duration`, and lifts there. The last move lands exactly on `end`.
  ///
  /// ``dragWithoutLifting(_:from:to:duration:steps:)`` leaves the finger down.
  public static func drag(
    _ id: Int, from start: CGPoint, to end: CGPoint, duration: Duration, steps: Int = 10
  ) -> TouchScript.Step {
    .group([dragWithoutLifting(id, from: start, to: end, duration: duration, steps: steps), up(id)])
  }

  /// Finger `id` lands at `start`, moves in a straight line to `end` in `steps` equal moves
  /// spread over `duration`, without lifting. The last move lands exactly on `end`.
  public static func dragWithoutLifting(
    _ id: Int, from start: CGPoint, to end: CGPoint, duration: Duration, steps: Int = 10
  ) -> TouchScript.Step {
    let count = Swift.max(steps, 1)
    let interval = duration.timeInterval / Double(count)
    var parts: [TouchScript.Step] = [down(id, at: start)]
    for step in 1...count {
      let fraction = CGFloat(step) / CGFloat(count)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      parts.append(.wait(interval))
      parts.append(move(id, to: point))
    }
    return .group(parts)
  }

  /// Several fingers move at once to the given points.
  public static func move(_ points: [Int: CGPoint]) -> TouchScript.Step {
    .group(points.sorted { $0.key < $1.key }.map { move($0.key, to: $0.value) })
  }

  /// Several fingers land at once at the given points.
  public static func down(_ points: [Int: CGPoint]) -> TouchScript.Step {
    .group(points.sorted { $0.key < $1.key }.map { down($0.key, at: $0.value) })
  }

  /// Several fingers lift at once where they are.
  public static func up(_ ids: [Int]) -> TouchScript.Step {
    .group(ids.map { up($0) })
  }
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  public var timeInterval: TimeInterval {
    let parts = components
    return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
  }
}
