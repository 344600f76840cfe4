import Foundation
import GestureCore

/// The state one dynamic animator integrates: a body per item its behaviours name, and where
/// the current step is in its frame.
@MainActor final class DynamicWorld {
  private(set) var bodies: [DynamicBody] = []
  private var index: [ObjectIdentifier: Int] = [:]
  /// The length of one integration step, in seconds.
  var step: CGFloat = 0
  /// How far through the frame the current step ends: (k + 1) / steps for step k.
  var frameProgress: CGFloat = 1
  /// The reference view's bounds, for collision behaviours' reference boundaries.
  var referenceBounds = CGRect.zero
  /// Contact changes found during the frame, delivered after it.
  var contactEvents: [() -> Void] = []
  /// The natural frequency of snap behaviours' springs, in hertz.
  var snapFrequency: CGFloat = GestureThresholds.dynamicsSnapFrequency

  /// The body of `item`, if a behaviour of the animator names it.
  func body(for item: any UIDynamicItem) -> DynamicBody? {
    index[ObjectIdentifier(item)].map { bodies[$0] }
  }

  /// Keeps the bodies of `items` (in that order), making new ones from their items' current
  /// state and dropping those no behaviour names any more.
  /// - Returns: the bodies made new.
  @discardableResult
  func keep(_ items: [any UIDynamicItem]) -> [DynamicBody] {
    var kept: [DynamicBody] = []
    var made: [DynamicBody] = []
    var newIndex: [ObjectIdentifier: Int] = [:]
    for item in items {
      let id = ObjectIdentifier(item)
      guard newIndex[id] == nil else { continue }
      let body: DynamicBody
      if let old = index[id] {
        body = bodies[old]
      } else {
        body = DynamicBody(item: item)
        made.append(body)
      }
      newIndex[id] = kept.count
      kept.append(body)
    }
    bodies = kept
    index = newIndex
    return made
  }
}

extension DynamicWorld {
  /// Gives every body the default item properties, before the item behaviours apply theirs.
  func resetProperties() {
    for body in bodies {
      body.elasticity = 0
      body.friction = 0
      body.density = 1
      body.resistance = 0
      body.angularResistance = 0
      body.allowsRotation = true
      body.isAnchored = false
    }
  }

  /// Clears the accelerations and has every behaviour add its forces at the current state.
  private func evaluateForces(_ behaviors: [UIDynamicBehavior]) {
    for body in bodies {
      body.acceleration = .zero
      body.angularAcceleration = 0
    }
    for behavior in behaviors { behavior.accumulateForces(in: self) }
  }

  /// One velocity Verlet step of length ``step``: positions from the forces at the start,
  /// velocities from the average of the forces at the start and at the end; then resistance,
  /// then the behaviours' corrections (rigid attachments first, then collisions).
  func integrate(_ behaviors: [UIDynamicBehavior]) {
    let h = step
    for body in bodies { body.stepStartCenter = body.center }
    evaluateForces(behaviors)
    var start: [(velocity: CGVector, acceleration: CGVector, angular: CGFloat, alpha: CGFloat)] =
      []
    start.reserveCapacity(bodies.count)
    for body in bodies {
      start.append(
        (body.velocity, body.acceleration, body.angularVelocity, body.angularAcceleration))
      guard !body.isAnchored else { continue }
      body.center = body.center.moved(
        by: body.velocity.scaled(by: h).adding(body.acceleration.scaled(by: h * h / 2)))
      body.velocity = body.velocity.adding(body.acceleration.scaled(by: h))
      if body.allowsRotation {
        body.angle += body.angularVelocity * h + body.angularAcceleration * h * h / 2
        body.angularVelocity += body.angularAcceleration * h
      }
    }
    evaluateForces(behaviors)
    for (body, start) in zip(bodies, start) {
      guard !body.isAnchored else {
        body.velocity = .zero
        body.angularVelocity = 0
        continue
      }
      let average = start.acceleration.adding(body.acceleration).scaled(by: 0.5)
      body.velocity = start.velocity.adding(average.scaled(by: h))
        .scaled(by: 1 / (1 + Swift.max(body.resistance, 0) * h))
      if body.allowsRotation {
        body.angularVelocity =
          (start.angular + (start.alpha + body.angularAcceleration) / 2 * h)
          / (1 + Swift.max(body.angularResistance, 0) * h)
      } else {
        body.angularVelocity = 0
      }
    }
    for behavior in behaviors { behavior.resolveJoints(in: self) }
    for behavior in behaviors { behavior.resolveCollisions(in: self) }
  }

  /// Moves `body` by `correction` and changes its velocity by the correction over the step,
  /// as a position constraint does.
  func correct(_ body: DynamicBody, by correction: CGVector) {
    guard !body.isAnchored else { return }
    body.center = body.center.moved(by: correction)
    body.velocity = body.velocity.adding(correction.scaled(by: 1 / step))
  }
}

extension CGPoint {
  /// This point moved by `vector`.
  func moved(by vector: CGVector) -> CGPoint {
    CGPoint(x: x + vector.dx, y: y + vector.dy)
  }

  /// The vector from `origin` to this point.
  func vector(from origin: CGPoint) -> CGVector {
    CGVector(dx: x - origin.x, dy: y - origin.y)
  }
}

extension CGVector {
  /// This vector scaled by `factor`.
  func scaled(by factor: CGFloat) -> CGVector {
    CGVector(dx: dx * factor, dy: dy * factor)
  }

  /// The sum of this vector and `other`.
  func adding(_ other: CGVector) -> CGVector {
    CGVector(dx: dx + other.dx, dy: dy + other.dy)
  }

  /// This vector minus `other`.
  func vector(minus other: CGVector) -> CGVector {
    CGVector(dx: dx - other.dx, dy: dy - other.dy)
  }

  /// The unit vector along this one, or zero for a zero vector.
  var normalized: CGVector {
    let l = length
    return l > 0 ? CGVector(dx: dx / l, dy: dy / l) : .zero
  }

  /// The dot product with `other`.
  func dot(_ other: CGVector) -> CGFloat { dx * other.dx + dy * other.dy }
}
