import Foundation
import GestureCore

/// Moves views (or other dynamic items) by physics: gravity, pushes, attachments, snaps and
/// collisions, on the simulation's clock (Apple's `UIDynamicAnimator`).
///
/// Add behaviours and the animator starts: it calls its delegate's
/// `dynamicAnimatorWillResume(_:)`, then at every screen refresh (60 times a second,
/// `GestureThresholds.screenMaximumFramesPerSecond`, the rate `CADisplayLink` ticks at; the
/// first one frame after it starts) it moves every item its behaviours name, writes each
/// item's `center` (and `transform`, once the item turns), and calls every behaviour's
/// `action`. When every item has come to rest it pauses: ``isRunning`` becomes false and the
/// delegate's `dynamicAnimatorDidPause(_:)` is called. Adding or removing a behaviour,
/// changing one (a new `anchorPoint` or `snapPoint`, a push made active, velocity added) or
/// ``updateItem(usingCurrentState:)`` resumes it.
///
///     let animator = UIDynamicAnimator(referenceView: view)
///     let gravity = UIGravityBehavior(items: [box])
///     let collision = UICollisionBehavior(items: [box])
///     collision.translatesReferenceBoundsIntoBoundary = true
///     animator.addBehavior(gravity)
///     animator.addBehavior(collision)
///     simulation.advance(by: 1)   // the box has fallen onto the bottom edge and stopped
///
/// The integrator is OUR CHOICE, as UIKit documents none: ``DynamicsSettings/stepsPerFrame``
/// velocity Verlet steps per frame (4, so 1/240 s each), exact for constant forces such as
/// gravity and pushes; springs (attachments with a frequency, snaps) are forces evaluated at
/// each step; rigid attachments and collisions correct positions after each step and change the
/// velocity by the correction over the step. An item is at rest when it moves slower than
/// ``DynamicsSettings/restingSpeed`` and its velocity changed by less than
/// ``DynamicsSettings/restingAcceleration`` over the frame (both OUR CHOICE, in the thresholds
/// table). The frames are deadlines on the clock that `Simulation.advance(to:)` and touch
/// scripts fire; like a display link they never run out, so `settle()` does not run an
/// animator to rest on its own: advance the clock.
///
/// The animator keeps its own state of each item from the moment a behaviour names it: a
/// `center` set from outside is overwritten at the next frame unless you call
/// ``updateItem(usingCurrentState:)``, as Apple documents.
@MainActor open class UIDynamicAnimator: NSObject {
  /// The numbers a dynamic animator runs by, all OUR CHOICE (see the thresholds table):
  /// GestureKit's, not UIKit's, so that a test can change them for one animator.
  public struct DynamicsSettings: Hashable, Sendable {
    /// Integration steps per screen refresh.
    public var stepsPerFrame = GestureThresholds.dynamicsStepsPerFrame
    /// Below this speed (pt/s), an item whose velocity barely changed is at rest.
    public var restingSpeed = GestureThresholds.dynamicsRestingSpeed
    /// Below this change of velocity over a frame (pt/s²), a slow item is at rest.
    public var restingAcceleration = GestureThresholds.dynamicsRestingAcceleration
    /// Below this turning speed (rad/s), a slow item is at rest.
    public var restingAngularSpeed = GestureThresholds.dynamicsRestingAngularSpeed
    /// The natural frequency of a snap behaviour's spring (Hz).
    public var snapFrequency = GestureThresholds.dynamicsSnapFrequency

    /// The defaults.
    public init() {}
  }

  /// The view whose coordinates the items' centres are in, and whose bounds a collision
  /// behaviour can turn into its boundary.
  public private(set) weak var referenceView: UIView?
  /// The behaviours added with ``addBehavior(_:)``, in order (not their children).
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Whether the animator is moving items: from the first behaviour that names an item until
  /// every item comes to rest.
  open private(set) var isRunning = false
  /// How long the animator has been running, in seconds: the frames it has stepped, paused
  /// time excluded.
  open private(set) var elapsedTime: TimeInterval = 0
  /// Told when the animator resumes and pauses.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?
  /// The integrator's numbers for this animator (GestureKit's; see ``DynamicsSettings``).
  public var dynamicsSettings = DynamicsSettings() {
    didSet { dynamicsSettings.stepsPerFrame = Swift.max(dynamicsSettings.stepsPerFrame, 1) }
  }

  let world = DynamicWorld()
  private var tick: GestureTimer?
  /// Whether something changed during the frame being stepped, so that it must not pause.
  private var disturbed = false

  /// An animator moving items in `view`'s coordinates.
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// The time between two frames: one screen refresh.
  private var framePeriod: TimeInterval {
    1 / Double(GestureThresholds.screenMaximumFramesPerSecond)
  }

  /// Starts applying `behavior` (and its children). A behaviour already in this animator is
  /// left as it is; one in another animator, or a child of another behaviour, is reported and
  /// not added, where UIKit raises an exception.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior.dynamicAnimator !== self else { return }
    guard behavior.dynamicAnimator == nil, behavior.parent == nil else {
      GestureProblems.report(
        GestureProblem(
          kind: .invalidArgument,
          message: "GestureKit: a \(type(of: behavior)) was added to a UIDynamicAnimator while it "
            + "belongs to another animator or behaviour; remove it there first (UIKit raises an "
            + "exception); it was not added"))
      return
    }
    behavior.notifyMove(to: self)
    behaviors.append(behavior)
    behavior.ownAnimator = self
    behaviorsChanged()
  }

  /// Stops applying `behavior` and its children; items no remaining behaviour names are let
  /// go, where they are.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.notifyMove(to: nil)
    behaviors.remove(at: index)
    behavior.ownAnimator = nil
    behaviorsChanged()
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// The items of the animator's behaviours whose frames (their turned bounds' enclosing
  /// rectangles, in the reference view) intersect `rect`.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    world.bodies.filter { $0.frame.intersects(rect) }.map { $0.item }
  }

  /// Reads `item`'s centre, bounds and transform again, replacing what the animator kept of
  /// them (its velocity is kept), and resumes the animator.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    guard let body = world.body(for: item) else { return }
    body.reread()
    wake()
  }

  /// Every behaviour, children after their parents.
  private var behaviorTree: [UIDynamicBehavior] {
    var list: [UIDynamicBehavior] = []
    for behavior in behaviors { behavior.appendTree(to: &list) }
    return list
  }

  /// Updates the bodies to what the behaviours name and resumes the animator. A running
  /// animator left with no items pauses at its next frame, so that a behaviour removed and
  /// another added in one callback (a pan's lift) do not pause and resume it.
  func behaviorsChanged() {
    let tree = behaviorTree
    world.keep(tree.flatMap { $0.dynamicItems })
    for behavior in tree { behavior.attach(to: world) }
    wake()
  }

  /// Resumes a paused animator that has items, calling the delegate first; marks a running
  /// one's frame as disturbed.
  func wake() {
    guard !isRunning else {
      disturbed = true
      return
    }
    guard !world.bodies.isEmpty else { return }
    guard let clock = Simulation.current?.clock else {
      GestureProblems.report(
        GestureProblem(
          kind: .timerCannotFire,
          message: "GestureKit: a UIDynamicAnimator was started while no Simulation exists, so "
            + "no clock will step it; create the Simulation first"))
      return
    }
    delegate?.dynamicAnimatorWillResume(self)
    isRunning = true
    schedule(on: clock, at: clock.now + framePeriod)
  }

  private func schedule(on clock: VirtualClock, at time: TimeInterval) {
    let timer = GestureTimer { [weak self, weak clock] in
      guard let self, let clock else { return }
      self.stepFrame(on: clock)
    }
    timer.isPerpetual = true
    tick = timer
    clock.schedule(timer, at: time)
  }

  private func pause() {
    tick?.invalidate()
    tick = nil
    isRunning = false
    delegate?.dynamicAnimatorDidPause(self)
  }

  /// One frame: the steps, the items written, contacts, actions, then rest or the next frame.
  private func stepFrame(on clock: VirtualClock) {
    guard isRunning else { return }
    disturbed = false
    let tree = behaviorTree
    let steps = dynamicsSettings.stepsPerFrame
    world.step = CGFloat(framePeriod) / CGFloat(steps)
    world.referenceBounds = referenceView?.bounds ?? .zero
    world.snapFrequency = dynamicsSettings.snapFrequency
    world.resetProperties()
    for behavior in tree { behavior.applyProperties(in: world) }
    for body in world.bodies { body.frameStartVelocity = body.velocity }
    for behavior in tree { behavior.beginFrame(in: world) }
    for k in 0..<steps {
      world.frameProgress = CGFloat(k + 1) / CGFloat(steps)
      world.integrate(tree)
    }
    for body in world.bodies { body.write() }
    for behavior in tree { behavior.endFrame(in: world) }
    elapsedTime += framePeriod
    let contacts = world.contactEvents
    world.contactEvents.removeAll()
    for event in contacts { event() }
    for behavior in tree { behavior.action?() }
    guard isRunning else { return }
    if !disturbed, world.bodies.allSatisfy({ isResting($0) }) {
      pause()
    } else {
      schedule(on: clock, at: clock.now + framePeriod)
    }
  }

  private func isResting(_ body: DynamicBody) -> Bool {
    let change = body.velocity.vector(minus: body.frameStartVelocity).length
    return body.velocity.length < dynamicsSettings.restingSpeed
      && change / CGFloat(framePeriod) < dynamicsSettings.restingAcceleration
      && abs(body.angularVelocity) < dynamicsSettings.restingAngularSpeed
  }
}
