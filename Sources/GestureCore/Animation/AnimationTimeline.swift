import Foundation

/// The progress of one animation on the simulation's clock: the fraction of its change that
/// is on screen at each instant, per axis, and which views it animates.
///
/// A timeline is either running a segment (from one fraction to 0 or 1, with a timing, from a
/// start time on the clock) or holding a fraction (paused, stopped, or not started). Nothing
/// ticks: the fraction is computed from the clock's time when someone reads a presentation
/// value, and the owner schedules a deadline for the segment's end.
@MainActor final class AnimationTimeline {
  struct Segment {
    let start: TimeInterval
    let timing: AnimationTiming
    /// The value fraction at the start, per axis.
    let from: (x: Double, y: Double)
    /// The value fraction at the end: 1 forwards, 0 reversed.
    let to: Double
    /// The time fraction (UIKit's `fractionComplete`) at the start and at the end.
    let fromTime: Double
    let toTime: Double
  }

  let clock: VirtualClock
  /// The interactive transition's time domain the timeline was made in, if any: its times
  /// are that domain's.
  let domain: AnimationTimeDomain?
  /// Whether the views it animates ignore touches meanwhile (UIKit's rule without
  /// `.allowUserInteraction`).
  let blocksInteraction: Bool
  private(set) var segment: Segment?
  private var held: (x: Double, y: Double) = (0, 0)
  private var heldTime = 0.0
  /// The views with tracks on this timeline.
  private(set) var views: [UIView] = []

  init(
    clock: VirtualClock, blocksInteraction: Bool,
    domain: AnimationTimeDomain? = AnimationTimeDomain.active
  ) {
    self.clock = clock
    self.domain = domain
    self.blocksInteraction = blocksInteraction
  }

  /// The time now on the timeline's time line: the clock's, or its domain's.
  var now: TimeInterval { domain?.now ?? clock.now }

  /// Runs `body` when the timeline's time line reaches `time`.
  func schedule(at time: TimeInterval, _ body: @escaping () -> Void) {
    if let domain {
      domain.schedule(at: time, body)
    } else {
      clock.schedule(GestureTimer(body: body), at: time)
    }
  }

  /// The value fraction now, per axis.
  var fraction: (x: Double, y: Double) {
    guard let segment else { return held }
    let done = segment.timing.fraction(afterElapsed: now - segment.start)
    return (
      segment.from.x + (segment.to - segment.from.x) * done.x,
      segment.from.y + (segment.to - segment.from.y) * done.y
    )
  }

  /// The time fraction now: how much of the run's time has passed, 0 to 1.
  var timeFraction: Double {
    guard let segment else { return heldTime }
    let elapsed = now - segment.start
    let s =
      segment.timing.duration > 0
      ? Swift.min(Swift.max(elapsed / segment.timing.duration, 0), 1) : (elapsed >= 0 ? 1 : 0)
    return segment.fromTime + (segment.toTime - segment.fromTime) * s
  }

  /// Runs from the current fraction to `to` (1 or 0) with `timing`, starting at `start`.
  /// - Returns: the time on the clock at which the run ends.
  @discardableResult
  func run(toward to: Double, timing: AnimationTiming, startingAt start: TimeInterval)
    -> TimeInterval
  {
    let from = fraction
    let fromTime = timeFraction
    segment = Segment(
      start: start, timing: timing, from: from, to: to, fromTime: fromTime, toTime: to)
    return start + timing.duration
  }

  /// Stops where it is now, holding the current fractions.
  func hold() {
    held = fraction
    heldTime = timeFraction
    segment = nil
  }

  /// Holds the given fractions (scrubbing): `value` on screen, `time` as fractionComplete.
  func hold(value: Double, time: Double) {
    held = (value, value)
    heldTime = time
    segment = nil
  }

  /// Records the changes `animations` makes to views as tracks on this timeline; `base` is
  /// the fraction at which the tracks start (animations added to a running animator run over
  /// what remains).
  func record(_ animations: () -> Void, base: Double = 0) {
    for (view, from) in AnimationRecorder.record(animations) {
      let to = view.animatableValues
      let deltas = from.deltas(to: to)
      guard !deltas.isEmpty else { continue }
      if !views.contains(where: { $0 === view }) { views.append(view) }
      for delta in deltas {
        view.addAnimationTrack(AnimationTrack(timeline: self, base: base, delta: delta))
      }
    }
  }

  /// Takes this timeline's tracks off its views: their presentation is their model again.
  func detach() {
    for view in views { view.removeAnimationTracks(of: self) }
    views.removeAll()
  }

  /// Moves each view's model values from what this timeline shows at fraction `from` to what
  /// it shows at `to` (1 is the end values the animations set, 0 the values before them),
  /// without animating. The model holds the end values while the timeline runs, so
  /// `shiftModel(from: (1, 1), to: f)` sets it to what is on screen at f.
  func shiftModel(from: (x: Double, y: Double), to: (x: Double, y: Double)) {
    AnimationRecorder.withoutRecording {
      for view in views { view.shiftModel(by: self, from: from, to: to) }
    }
  }
}

/// One property change of one view, carried by a timeline.
struct AnimationTrack {
  unowned let timeline: AnimationTimeline
  /// The timeline's fraction when the change was added.
  let base: Double
  /// From-value minus to-value.
  let delta: AnimationDelta

  /// The part of `delta` still to cover at the timeline's fraction `value`, per axis.
  func remaining(at value: (x: Double, y: Double)) -> (x: Double, y: Double) {
    guard base < 1 else { return (0, 0) }
    return (1 - (value.x - base) / (1 - base), 1 - (value.y - base) / (1 - base))
  }
}

/// The difference between a property's value before and after an animation's changes.
enum AnimationDelta {
  case center(dx: CGFloat, dy: CGFloat)
  /// Origin and size differences, kept apart because a `CGRect`'s width and height read
  /// back as absolute values.
  case bounds(dx: CGFloat, dy: CGFloat, dw: CGFloat, dh: CGFloat)
  case transform(CGAffineTransform)
  case alpha(CGFloat)
}

/// The properties UIKit animates that the simulation follows.
struct AnimatableValues {
  var center: CGPoint
  var bounds: CGRect
  var transform: CGAffineTransform
  var alpha: CGFloat

  /// The changes from these values to `other`, as from-minus-to deltas.
  func deltas(to other: AnimatableValues) -> [AnimationDelta] {
    var result: [AnimationDelta] = []
    if center != other.center {
      result.append(.center(dx: center.x - other.center.x, dy: center.y - other.center.y))
    }
    if bounds != other.bounds {
      result.append(
        .bounds(
          dx: bounds.origin.x - other.bounds.origin.x, dy: bounds.origin.y - other.bounds.origin.y,
          dw: bounds.size.width - other.bounds.size.width,
          dh: bounds.size.height - other.bounds.size.height))
    }
    if transform != other.transform {
      let a = transform
      let b = other.transform
      result.append(
        .transform(
          CGAffineTransform(
            a: a.a - b.a, b: a.b - b.b, c: a.c - b.c, d: a.d - b.d, tx: a.tx - b.tx,
            ty: a.ty - b.ty)))
    }
    if alpha != other.alpha { result.append(.alpha(alpha - other.alpha)) }
    return result
  }

  /// These values plus `delta` scaled by `scale` (per axis for positions).
  mutating func add(_ delta: AnimationDelta, scale: (x: Double, y: Double)) {
    let sx = CGFloat(scale.x)
    let sy = CGFloat(scale.y)
    switch delta {
    case .center(let dx, let dy):
      center.x += dx * sx
      center.y += dy * sy
    case .bounds(let dx, let dy, let dw, let dh):
      bounds.origin.x += dx * sx
      bounds.origin.y += dy * sy
      bounds.size.width += dw * sx
      bounds.size.height += dh * sy
    case .transform(let d):
      let t = transform
      transform = CGAffineTransform(
        a: t.a + d.a * sx, b: t.b + d.b * sx, c: t.c + d.c * sx, d: t.d + d.d * sx,
        tx: t.tx + d.tx * sx, ty: t.ty + d.ty * sy)
    case .alpha(let d):
      alpha += d * sx
    }
  }
}

/// Collects the views whose animatable properties change while an animation block runs, with
/// their values from before the first change.
@MainActor final class AnimationRecorder {
  /// The recorder of the block running now, if any. UIView's setters report to it.
  static var active: AnimationRecorder?

  private var before: [(UIView, AnimatableValues)] = []
  private var seen: Set<ObjectIdentifier> = []

  /// Notes `view`'s values before its first change in the block.
  func willChange(_ view: UIView) {
    guard seen.insert(ObjectIdentifier(view)).inserted else { return }
    before.append((view, view.animatableValues))
  }

  /// Runs `body`, returning each changed view with its values from before the changes.
  static func record(_ body: () -> Void) -> [(UIView, AnimatableValues)] {
    let recorder = AnimationRecorder()
    let outer = active
    active = recorder
    body()
    active = outer
    return recorder.before
  }

  /// Runs `body` with no recorder, so that its changes are not animated. A view the block
  /// around it has already changed keeps its animation of the other properties: the
  /// properties `body` sets take their new values as their starting point, so they do not
  /// animate unless the block changes them again.
  static func withoutRecording(_ body: () -> Void) {
    let outer = active
    active = nil
    let snapshot = outer?.before.map { $0.0.animatableValues } ?? []
    body()
    active = outer
    outer?.takeUnanimatedChanges(since: snapshot)
  }

  /// Moves the starting values of the views seen so far to what changed since `snapshot`
  /// (their values, in order, before a `withoutRecording` body).
  private func takeUnanimatedChanges(since snapshot: [AnimatableValues]) {
    for (index, was) in snapshot.enumerated() {
      let (view, start) = before[index]
      let now = view.animatableValues
      var moved = start
      if now.center != was.center { moved.center = now.center }
      if now.bounds != was.bounds { moved.bounds = now.bounds }
      if now.transform != was.transform { moved.transform = now.transform }
      if now.alpha != was.alpha { moved.alpha = now.alpha }
      before[index] = (view, moved)
    }
  }
}
