// The touch-script statements as GestureKit had them before they moved to GestureScripts, kept
// so that test code written against those releases (`import GestureKit` + `import Testing`,
// `TouchScript { down(1, at: p); wait(.milliseconds(50)); up(1) }`) still compiles, with a
// deprecation warning that names the import to add. Each is disfavored, so in a file that also
// imports GestureKitTesting or GestureScripts their own steps are chosen, without ambiguity and
// without the warning.

import GestureCore

/// `TouchScript.Step.down`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func down(_ id: Int, at point: CGPoint, force: CGFloat? = nil) -> TouchScript.Step {
  .down(id, at: point, force: force)
}

/// `TouchScript.Step.move`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func move(_ id: Int, to point: CGPoint, force: CGFloat? = nil) -> TouchScript.Step {
  .move(id, to: point, force: force)
}

/// `TouchScript.Step.up`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func up(_ id: Int, at point: CGPoint? = nil) -> TouchScript.Step {
  .up(id, at: point)
}

/// `TouchScript.Step.cancel`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func cancel(_ id: Int, at point: CGPoint? = nil) -> TouchScript.Step {
  .cancel(id, at: point)
}

/// `TouchScript.Step.wait`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func wait(_ duration: Duration) -> TouchScript.Step {
  .wait(duration)
}

/// `TouchScript.Step.wait`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func wait(seconds: TimeInterval) -> TouchScript.Step {
  .wait(seconds: seconds)
}

/// `TouchScript.Step.drag`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func drag(
  _ id: Int, from start: CGPoint, to end: CGPoint, duration: Duration, steps: Int = 10
) -> TouchScript.Step {
  .drag(id, from: start, to: end, duration: duration, steps: steps)
}

/// `TouchScript.Step.dragWithoutLifting`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func dragWithoutLifting(
  _ id: Int, from start: CGPoint, to end: CGPoint, duration: Duration, steps: Int = 10
) -> TouchScript.Step {
  .dragWithoutLifting(id, from: start, to: end, duration: duration, steps: steps)
}

/// `TouchScript.Step.move`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func move(_ points: [Int: CGPoint]) -> TouchScript.Step {
  .move(points)
}

/// `TouchScript.Step.down`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func down(_ points: [Int: CGPoint]) -> TouchScript.Step {
  .down(points)
}

/// `TouchScript.Step.up`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func up(_ ids: [Int]) -> TouchScript.Step {
  .up(ids)
}

/// `TouchScript.Step.tap`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func tap(
  at point: CGPoint, fingers: Int = 1, taps: Int = 1, duration: Duration = .milliseconds(50),
  interval: Duration = .milliseconds(150)
) -> TouchScript.Step {
  .tap(at: point, fingers: fingers, taps: taps, duration: duration, interval: interval)
}

/// `TouchScript.Step.longPress`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func longPress(at point: CGPoint, duration: Duration, fingers: Int = 1) -> TouchScript.Step {
  .longPress(at: point, duration: duration, fingers: fingers)
}

/// `TouchScript.Step.swipe`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func swipe(
  _ direction: UISwipeGestureRecognizer.Direction, from start: CGPoint, distance: CGFloat = 200,
  duration: Duration = .milliseconds(150), fingers: Int = 1
) -> TouchScript.Step {
  .swipe(direction, from: start, distance: distance, duration: duration, fingers: fingers)
}

/// `TouchScript.Step.pan`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func pan(along path: [CGPoint], duration: Duration, id: Int = 1) -> TouchScript.Step {
  .pan(along: path, duration: duration, id: id)
}

/// `TouchScript.Step.pinch`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func pinch(
  at center: CGPoint, toScale scale: CGFloat, distance: CGFloat = 100,
  duration: Duration = .milliseconds(200), steps: Int = 10
) -> TouchScript.Step {
  .pinch(at: center, toScale: scale, distance: distance, duration: duration, steps: steps)
}

/// `TouchScript.Step.rotate`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func rotate(
  at center: CGPoint, by angle: CGFloat, radius: CGFloat = 60,
  duration: Duration = .milliseconds(200), steps: Int = 10
) -> TouchScript.Step {
  .rotate(at: center, by: angle, radius: radius, duration: duration, steps: steps)
}

/// `TouchScript.Step.twoFingerPan`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func twoFingerPan(
  from start: CGPoint, to end: CGPoint, duration: Duration = .milliseconds(200),
  separation: CGFloat = 60, steps: Int = 10
) -> TouchScript.Step {
  .twoFingerPan(from: start, to: end, duration: duration, separation: separation, steps: steps)
}

/// `TouchScript.Step.indirect`, as a statement of a script; deprecated here.
@available(
  *, deprecated, message: "import GestureKitTesting (or GestureScripts) for the script steps"
)
@_disfavoredOverload
public func indirect(_ event: IndirectEvent) -> TouchScript.Step {
  .indirect(event)
}
