import Foundation

// Gestures as people think of them, built from the frame-level steps. Each lifts its fingers at
// the end, so that a script made of them leaves nothing down; the frame-level `down`, `move`,
// `up` and `dragWithoutLifting` remain for anything finer.

extension TouchScript.Step {
  /// `taps` taps with `fingers` fingers at `point`: fingers 30 pt apart around the point, each
  /// tap down for `duration`, `interval` between the lift of one tap and the next touch-down.
  ///
  ///     simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 200), fingers: 2, taps: 2) })
  public static func tap(
    at point: CGPoint, fingers: Int = 1, taps: Int = 1, duration: Duration = .milliseconds(50),
    interval: Duration = .milliseconds(150)
  ) -> TouchScript.Step {
    let ids = Array(1...Swift.max(fingers, 1))
    var parts: [TouchScript.Step] = []
    for index in 0..<Swift.max(taps, 1) {
      if index > 0 { parts.append(wait(interval)) }
      parts.append(down(fingerPoints(ids, around: point, spacing: 30)))
      parts.append(wait(duration))
      parts.append(up(ids))
    }
    return .group(parts)
  }

  /// `fingers` fingers held still at `point` for `duration`, then lifted.
  public static func longPress(at point: CGPoint, duration: Duration, fingers: Int = 1)
    -> TouchScript.Step
  {
    tap(at: point, fingers: fingers, duration: duration)
  }

  /// A quick straight swipe of `distance` points in `direction` (one of right, left, up, down),
  /// starting at `start`, with `fingers` fingers side by side.
  public static func swipe(
    _ direction: UISwipeGestureRecognizer.Direction, from start: CGPoint, distance: CGFloat = 200,
    duration: Duration = .milliseconds(150), fingers: Int = 1
  ) -> TouchScript.Step {
    var offset = CGPoint.zero
    if direction.contains(.right) { offset.x += distance }
    if direction.contains(.left) { offset.x -= distance }
    if direction.contains(.down) { offset.y += distance }
    if direction.contains(.up) { offset.y -= distance }
    let ids = Array(1...Swift.max(fingers, 1))
    let starts = fingerPoints(ids, around: start, spacing: 30)
    return fingersAlong(
      ids, steps: 6, duration: duration,
      position: { id, fraction in
        let base = starts[id]!
        return CGPoint(x: base.x + offset.x * fraction, y: base.y + offset.y * fraction)
      })
  }

  /// One finger along `path`: down at its first point, through each point at even intervals over
  /// `duration`, lifted at the last.
  public static func pan(along path: [CGPoint], duration: Duration, id: Int = 1) -> TouchScript.Step
  {
    guard let first = path.first else { return .group([]) }
    var parts: [TouchScript.Step] = [down(id, at: first)]
    let interval = duration.timeInterval / Double(Swift.max(path.count - 1, 1))
    for point in path.dropFirst() {
      parts.append(.wait(interval))
      parts.append(move(id, to: point))
    }
    parts.append(up(id))
    return .group(parts)
  }

  /// Two fingers `distance` points apart on a horizontal line through `center`, spreading or
  /// closing until their distance is `scale` times the first, then lifting.
  public static func pinch(
    at center: CGPoint, toScale scale: CGFloat, distance: CGFloat = 100,
    duration: Duration = .milliseconds(200), steps: Int = 10
  ) -> TouchScript.Step {
    fingersAlong(
      [1, 2], steps: steps, duration: duration,
      position: { id, fraction in
        let half = distance * (1 + (scale - 1) * fraction) / 2
        return CGPoint(x: center.x + (id == 1 ? -half : half), y: center.y)
      })
  }

  /// Two fingers `radius` points either side of `center` turning by `angle` radians (positive is
  /// clockwise on screen), then lifting.
  public static func rotate(
    at center: CGPoint, by angle: CGFloat, radius: CGFloat = 60,
    duration: Duration = .milliseconds(200), steps: Int = 10
  ) -> TouchScript.Step {
    fingersAlong(
      [1, 2], steps: steps, duration: duration,
      position: { id, fraction in
        let turn = angle * fraction + (id == 1 ? .pi : 0)
        return CGPoint(x: center.x + radius * cos(turn), y: center.y + radius * sin(turn))
      })
  }

  /// Two fingers `separation` points apart moving together from `start` to `end`, then lifting.
  public static func twoFingerPan(
    from start: CGPoint, to end: CGPoint, duration: Duration = .milliseconds(200),
    separation: CGFloat = 60, steps: Int = 10
  ) -> TouchScript.Step {
    let starts = fingerPoints([1, 2], around: start, spacing: separation)
    return fingersAlong(
      [1, 2], steps: steps, duration: duration,
      position: { id, fraction in
        let base = starts[id]!
        return CGPoint(
          x: base.x + (end.x - start.x) * fraction, y: base.y + (end.y - start.y) * fraction)
      })
  }

  /// Fingers `ids` side by side on a horizontal line centred on `center`.
  private static func fingerPoints(_ ids: [Int], around center: CGPoint, spacing: CGFloat) -> [Int:
    CGPoint]
  {
    let width = spacing * CGFloat(ids.count - 1)
    var points: [Int: CGPoint] = [:]
    for (index, id) in ids.enumerated() {
      points[id] = CGPoint(x: center.x - width / 2 + spacing * CGFloat(index), y: center.y)
    }
    return points
  }

  /// Fingers that land at `position(id, 0)`, move together in `steps` even steps to
  /// `position(id, 1)` over `duration`, and lift.
  private static func fingersAlong(
    _ ids: [Int], steps: Int, duration: Duration, position: (Int, CGFloat) -> CGPoint
  ) -> TouchScript.Step {
    let count = Swift.max(steps, 1)
    let interval = duration.timeInterval / Double(count)
    var parts: [TouchScript.Step] = [
      down(Dictionary(uniqueKeysWithValues: ids.map { ($0, position($0, 0)) }))
    ]
    for step in 1...count {
      let fraction = CGFloat(step) / CGFloat(count)
      parts.append(.wait(interval))
      parts.append(move(Dictionary(uniqueKeysWithValues: ids.map { ($0, position($0, fraction)) })))
    }
    parts.append(up(ids))
    return .group(parts)
  }
}
