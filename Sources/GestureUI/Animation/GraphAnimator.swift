import Foundation
import GestureCore

/// What an element shows that animations move: its frame in its parent element's space, its
/// opacity and the parameters of its geometric effect (an offset's, a scale's or a rotation's),
/// as one vector of numbers: x, y, width, height, opacity, then up to four effect numbers.
struct ElementGeometry: Equatable {
  var values: SIMD16<Double>
  /// Which effect the last two numbers are parameters of; values of different effects are
  /// not interpolated.
  var effect: EffectTransform.Kind?

  init(frame: CGRect, parameters: EffectParameters?) {
    var values = SIMD16<Double>()
    values[0] = Double(frame.minX)
    values[1] = Double(frame.minY)
    values[2] = Double(frame.width)
    values[3] = Double(frame.height)
    values[4] = 1
    if let parameters {
      values[4] = Double(parameters.opacity)
      if let transform = parameters.transform {
        let numbers = transform.components
        for index in 0..<4 { values[5 + index] = numbers[index] }
        effect = transform.kind
      }
    }
    self.values = values
  }

  var frame: CGRect {
    CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}

/// The completion one animation owes its transaction's group: reported once, when its timer
/// fires or when the animation is replaced or cancelled before.
@MainActor final class SegmentCompletion {
  private var group: AnimationCompletionGroup?
  private var timer: GestureTimer?

  init(
    group: AnimationCompletionGroup, animation: Animation, start: TimeInterval, clock: VirtualClock?
  ) {
    self.group = group
    group.started()
    let length =
      group.criteria == .removed ? animation.totalDuration : animation.logicalDuration
    guard let length, let clock else { return }
    timer = clock.schedule(at: start + length) { [weak self] in self?.report() }
  }

  /// Reports completion now, if not yet reported.
  func report() {
    timer?.invalidate()
    timer = nil
    guard let group else { return }
    self.group = nil
    group.finished()
  }
}

/// One animation of an element's geometry: the displacement from the target it started with,
/// which shrinks as the animation runs (animations of one element add up).
struct GeometrySegment {
  let start: TimeInterval
  let delta: SIMD16<Double>
  let velocity: SIMD16<Double>
  let animation: Animation
  let completions: [SegmentCompletion]

  func displacement(at now: TimeInterval) -> SIMD16<Double> {
    let (a, b) = animation.coefficients(afterElapsed: now - start)
    return delta * a + velocity * b
  }

  /// d(displacement)/dt now, by a central difference over 10 µs (one-sided at the start).
  func rate(at now: TimeInterval) -> SIMD16<Double> {
    let step = 1e-5
    let behind = Swift.max(now - step, start)
    return (displacement(at: now + step) - displacement(at: behind)) / (now + step - behind)
  }

  func isOver(at now: TimeInterval) -> Bool {
    guard let total = animation.totalDuration else { return false }
    return now - start >= total
  }
}

/// The animations running on one element: its model geometry (the target) and the segments
/// moving what is shown toward it.
@MainActor final class ElementAnimations {
  var target: ElementGeometry
  var segments: [GeometrySegment] = []

  init(target: ElementGeometry) {
    self.target = target
  }

  func presented(at now: TimeInterval) -> ElementGeometry {
    var shown = target
    for segment in segments { shown.values += segment.displacement(at: now) }
    return shown
  }

  /// d(presented)/dt now.
  func velocity(at now: TimeInterval) -> SIMD16<Double> {
    var total = SIMD16<Double>()
    for segment in segments where !segment.isOver(at: now) { total += segment.rate(at: now) }
    return total
  }

  /// Ends every segment, reporting their completions (a change without animation, or a
  /// spring replacing them).
  func cancelAll() {
    for segment in segments { for completion in segment.completions { completion.report() } }
    segments.removeAll()
  }

  /// Drops the segments that are over, reporting their completions: a pass that runs at the
  /// very deadline of a completion's timer drops the segment before the timer fires, and the
  /// timer goes with it. Returns whether any segment is left.
  func prune(at now: TimeInterval) -> Bool {
    segments.removeAll { segment in
      guard segment.isOver(at: now) else { return false }
      for completion in segment.completions { completion.report() }
      return true
    }
    return !segments.isEmpty
  }
}

/// How hit testing treats an element while an animation moves it.
public enum AnimatedHitTesting: Sendable, Hashable {
  /// Touches hit the element where it is drawn now, mid-flight (the default).
  case presentation
  /// Touches hit the element where its animation will end: its model frame and effects.
  case model
}

/// The SwiftUI animations of one view graph, on the virtual clock: each element whose
/// geometry changes under a transaction with an animation gets a segment; what is shown (and,
/// by default, hit) is the target plus every segment's remaining displacement at the clock's
/// time. Nothing ticks: the hosting view applies the values shown at each update pass while an
/// animation runs, which the simulation runs before each input and after each advance of the
/// clock.
@MainActor final class GraphAnimator {
  /// The elements with animations running.
  private(set) var running: [ObjectIdentifier: ViewNode] = [:]

  /// Hit testing during animations (see ``SwiftUIHost/animatedHitTesting``).
  var hitTesting: AnimatedHitTesting = .presentation

  var isRunning: Bool { !running.isEmpty || !dataAnimated.isEmpty }

  /// The nodes whose custom `Animatable` data animates.
  var dataAnimated: [ObjectIdentifier: ViewNode] = [:]

  /// When the bodies of ``dataAnimated`` last ran, so that two passes at one instant run
  /// them once.
  var dataPresentedAt: TimeInterval?

  var clock: VirtualClock? { Simulation.current?.clock }
  var now: TimeInterval { Simulation.current?.now ?? 0 }

  /// Places `node`'s element at `target`, starting, retargeting or cancelling its animations
  /// as the node's transaction says, and shows what is on screen now.
  func place(_ node: ViewNode, target: ElementGeometry, previous: ElementGeometry?) {
    let now = self.now
    let state = node.animations
    let oldTarget = state?.target ?? previous
    if let oldTarget, oldTarget != target {
      let transaction = node.effectiveTransaction()
      if let animation = transaction.animation, oldTarget.effect == target.effect {
        let animations = state ?? ElementAnimations(target: oldTarget)
        start(animation, on: animations, toward: target, at: now, transaction: transaction)
        node.animations = animations
        running[ObjectIdentifier(node)] = node
      } else if let state {
        state.cancelAll()
        node.animations = nil
        running[ObjectIdentifier(node)] = nil
      }
    }
    show(node)
  }

  /// Animates `node`'s geometry from `origin` (else from what is shown now) to `target` with
  /// `animation`, whatever the transaction says (a transition).
  func animate(
    _ node: ViewNode, from origin: ElementGeometry? = nil, to target: ElementGeometry,
    with animation: Animation
  ) {
    let animations: ElementAnimations
    if let origin {
      node.animations?.cancelAll()
      animations = ElementAnimations(target: origin)
    } else if let running = node.animations {
      animations = running
    } else {
      animations = ElementAnimations(
        target: ElementGeometry(frame: node.frame, parameters: node.layout?.effectParameters))
    }
    var transaction = node.effectiveTransaction()
    transaction.animation = animation
    start(animation, on: animations, toward: target, at: now, transaction: transaction)
    node.animations = animations
    running[ObjectIdentifier(node)] = node
    show(node)
  }

  private func start(
    _ animation: Animation, on animations: ElementAnimations, toward target: ElementGeometry,
    at now: TimeInterval, transaction: Transaction
  ) {
    let completions = transaction.completions.map {
      SegmentCompletion(group: $0, animation: animation, start: now, clock: clock)
    }
    var spring: Spring?
    if case .spring(let value) = animation.curve { spring = value }
    if animation.carriesVelocity && !animation.combinesAdditively {
      // A spring replaces the animations before it, starting where they are, at their
      // velocity [D: AD spring(duration:bounce:blendDuration:) "each animation will be
      // replaced by their successor, preserving velocity from one animation to the next"].
      let shown = animations.presented(at: now).values
      var velocity = animations.velocity(at: now)
      velocity += (target.values - shown) * (spring?.initialVelocity ?? 0)
      animations.cancelAll()
      animations.segments.append(
        GeometrySegment(
          start: now, delta: shown - target.values, velocity: velocity, animation: animation,
          completions: completions))
    } else {
      // Curves and interpolating springs add up: the animations before go on, each covering
      // its own change [D: AD interpolatingSpring(mass:stiffness:damping:initialVelocity:)
      // "preserves velocity across overlapping animations by adding the effects of each
      // animation"; for timing curves INF].
      let delta = animations.target.values - target.values
      let velocity = -delta * (animation.carriesVelocity ? (spring?.initialVelocity ?? 0) : 0)
      animations.segments.append(
        GeometrySegment(
          start: now, delta: delta, velocity: velocity, animation: animation,
          completions: completions))
    }
    animations.target = target
  }

  /// Sets `node`'s view to what is shown now: the presented geometry while it animates (or
  /// the model's, when hit testing follows the model, with the drawing reported through
  /// ``presentedFrame(of:)``), else the model's.
  func show(_ node: ViewNode) {
    guard let nodeView = node.nodeView, let layout = node.layout else { return }
    let shown: ElementGeometry
    if let animations = node.animations {
      let now = self.now
      if animations.prune(at: now) {
        shown = hitTesting == .presentation ? animations.presented(at: now) : animations.target
      } else {
        shown = animations.target
        node.animations = nil
        running[ObjectIdentifier(node)] = nil
      }
    } else {
      shown = ElementGeometry(frame: node.frame, parameters: layout.effectParameters)
    }
    node.apply(shown, to: nodeView, layout: layout)
  }

  /// Shows every running element as it is now; returns whether any animation still runs.
  func present() -> Bool {
    for node in Array(running.values) {
      guard node.nodeView != nil else {
        running[ObjectIdentifier(node)] = nil
        continue
      }
      if node.hasLeft {
        node.animations?.cancelAll()
        running[ObjectIdentifier(node)] = nil
      } else {
        show(node)
      }
    }
    return isRunning
  }

  /// The frame `node` is drawn at now, in its parent element's space.
  func presentedGeometry(of node: ViewNode) -> ElementGeometry? {
    node.animations?.presented(at: now)
  }
}

extension ViewNode {
  /// Sets `view`'s frame, transform and opacity from `geometry`, and the layout's other
  /// settings.
  func apply(_ geometry: ElementGeometry, to view: NodeView, layout: any ElementLayout) {
    let frame = geometry.frame
    view.bounds = CGRect(origin: .zero, size: frame.size)
    view.center = CGPoint(x: frame.midX, y: frame.midY)
    view.configure(layout: layout)
    guard let parameters = layout.effectParameters else { return }
    view.alpha = CGFloat(geometry.values[4])
    if let transform = parameters.transform {
      let numbers = SIMD4(
        geometry.values[5], geometry.values[6], geometry.values[7], geometry.values[8])
      view.transform = transform.with(numbers).matrix(size: frame.size)
    }
  }
}

extension GraphAnimator {
  /// Runs `body` with every running element shown as `mode` says, then as before.
  func showing<T>(_ mode: AnimatedHitTesting, _ body: () -> T) -> T {
    let kept = hitTesting
    guard mode != kept, isRunning else { return body() }
    hitTesting = mode
    for node in running.values where !node.hasLeft { show(node) }
    let result = body()
    hitTesting = kept
    for node in running.values where !node.hasLeft { show(node) }
    return result
  }
}
