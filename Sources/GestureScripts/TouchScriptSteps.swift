public import GestureCore

// The statements of a touch script: `TouchScript { down(1, at: p); wait(.milliseconds(50)); up(1) }`.
//
// They are global functions, since a result builder's statements cannot start with a dot (Swift
// reads a line that starts with `.` as a member of the line before), and they live in this
// module, not in GestureCore, so that `import GestureKit` in an app target brings no global
// `down`, `up`, `tap` or `wait` into the app's scope. Test code gets them with
// `import GestureKitTesting` (which re-exports this module) or `import GestureScripts`. Each is
// `TouchScript.Step`'s static member of the same name, which needs no import:
// `TouchScript([.down(1, at: p), .wait(.milliseconds(50)), .up(1)])`.

/// `TouchScript.Step.down`, as a statement of a script.
public func down(_ id: Int, at point: CGPoint, force: CGFloat? = nil) -> TouchScript.Step {
  .down(id, at: point, force: force)
}

/// `TouchScript.Step.move`, as a statement of a script.
public func move(_ id: Int, to point: CGPoint, force: CGFloat? = nil) -> TouchScript.Step {
  .move(id, to: point, force: force)
}

/// `TouchScript.Step.up`, as a statement of a script.
public func up(_ id: Int, at point: CGPoint? = nil) -> TouchScript.Step {
  .up(id, at: point)
}

/// `TouchScript.Step.cancel`, as a statement of a script.
public func cancel(_ id: Int, at point: CGPoint? = nil) -> TouchScript.Step {
  .cancel(id, at: point)
}

/// `TouchScript.Step.wait`, as a statement of a script.
public func wait(_ duration: Duration) -> TouchScript.Step {
  .wait(duration)
}

/// `TouchScript.Step.wait`, as a statement of a script.
public func wait(seconds: TimeInterval) -> TouchScript.Step {
  .wait(seconds: seconds)
}

/// `TouchScript.Step.wait`, as a statement of a script, spelled so that it can be written in an
/// `XCTestCase`: there an unqualified `wait(…)` finds XCTest's own `wait(for:timeout:)` first
/// (a member hides a global function of the same name), and the compiler reports wrong labels.
///
///     TouchScript { tap(at: card); pause(.milliseconds(300)); tap(at: card) }
public func pause(_ duration: Duration) -> TouchScript.Step {
  .wait(duration)
}

/// `TouchScript.Step.wait`, as a statement of a script that an `XCTestCase` can write (see
/// ``pause(_:)``).
public func pause(seconds: TimeInterval) -> TouchScript.Step {
  .wait(seconds: seconds)
}

/// `TouchScript.Step.drag`, as a statement of a script.
public func drag(
  _ id: Int, from start: CGPoint, to end: CGPoint, duration: Duration, steps: Int = 10
) -> TouchScript.Step {
  .drag(id, from: start, to: end, duration: duration, steps: steps)
}

/// `TouchScript.Step.dragWithoutLifting`, as a statement of a script.
public func dragWithoutLifting(
  _ id: Int, from start: CGPoint, to end: CGPoint, duration: Duration, steps: Int = 10
) -> TouchScript.Step {
  .dragWithoutLifting(id, from: start, to: end, duration: duration, steps: steps)
}

/// `TouchScript.Step.move`, as a statement of a script.
public func move(_ points: [Int: CGPoint]) -> TouchScript.Step {
  .move(points)
}

/// `TouchScript.Step.down`, as a statement of a script.
public func down(_ points: [Int: CGPoint]) -> TouchScript.Step {
  .down(points)
}

/// `TouchScript.Step.up`, as a statement of a script.
public func up(_ ids: [Int]) -> TouchScript.Step {
  .up(ids)
}

/// `TouchScript.Step.tap`, as a statement of a script.
public func tap(
  at point: CGPoint, fingers: Int = 1, taps: Int = 1, duration: Duration = .milliseconds(50),
  interval: Duration = .milliseconds(150)
) -> TouchScript.Step {
  .tap(at: point, fingers: fingers, taps: taps, duration: duration, interval: interval)
}

/// `TouchScript.Step.longPress`, as a statement of a script.
public func longPress(at point: CGPoint, duration: Duration, fingers: Int = 1) -> TouchScript.Step {
  .longPress(at: point, duration: duration, fingers: fingers)
}

/// `TouchScript.Step.swipe`, as a statement of a script.
public func swipe(
  _ direction: UISwipeGestureRecognizer.Direction, from start: CGPoint, distance: CGFloat = 200,
  duration: Duration = .milliseconds(150), fingers: Int = 1
) -> TouchScript.Step {
  .swipe(direction, from: start, distance: distance, duration: duration, fingers: fingers)
}

/// `TouchScript.Step.pan`, as a statement of a script.
public func pan(along path: [CGPoint], duration: Duration, id: Int = 1) -> TouchScript.Step {
  .pan(along: path, duration: duration, id: id)
}

/// `TouchScript.Step.pinch`, as a statement of a script.
public func pinch(
  at center: CGPoint, toScale scale: CGFloat, distance: CGFloat = 100,
  duration: Duration = .milliseconds(200), steps: Int = 10
) -> TouchScript.Step {
  .pinch(at: center, toScale: scale, distance: distance, duration: duration, steps: steps)
}

/// `TouchScript.Step.rotate`, as a statement of a script.
public func rotate(
  at center: CGPoint, by angle: CGFloat, radius: CGFloat = 60,
  duration: Duration = .milliseconds(200), steps: Int = 10
) -> TouchScript.Step {
  .rotate(at: center, by: angle, radius: radius, duration: duration, steps: steps)
}

/// `TouchScript.Step.twoFingerPan`, as a statement of a script.
public func twoFingerPan(
  from start: CGPoint, to end: CGPoint, duration: Duration = .milliseconds(200),
  separation: CGFloat = 60, steps: Int = 10
) -> TouchScript.Step {
  .twoFingerPan(from: start, to: end, duration: duration, separation: separation, steps: steps)
}

/// `TouchScript.Step.indirect`, as a statement of a script.
public func indirect(_ event: IndirectEvent) -> TouchScript.Step {
  .indirect(event)
}
