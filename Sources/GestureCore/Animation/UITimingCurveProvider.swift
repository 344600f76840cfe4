import Foundation

/// The kind of timing a ``UITimingCurveProvider`` gives, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable, Hashable {
  /// One of UIKit's named curves.
  case builtin = 0
  /// A cubic Bézier curve with custom control points.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// Both a cubic curve and a spring.
  case composed = 3
}

/// An object that gives an animator its timing: a cubic curve, a spring, or both, as UIKit's
/// protocol of the same name does.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
  /// Which of the parameters below the animator uses.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, if any.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, if any.
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
  /// UIKit's named timing curves, with UIKit's raw values. Their control points are Core
  /// Animation's named timing functions': ease-in-out (0.42, 0) (0.58, 1), ease-in
  /// (0.42, 0) (1, 1), ease-out (0, 0) (0.58, 1), linear (0, 0) (1, 1).
  public enum AnimationCurve: Int, Sendable, Hashable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The curve's two control points.
    var controlPoints: (CGPoint, CGPoint) {
      switch self {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
    }
  }
}

/// Timing along a cubic Bézier curve: one of UIKit's named curves or custom control points.
///
/// The value at a fraction t of the duration is y(s) where x(s) = t on the curve from (0, 0)
/// through ``controlPoint1`` and ``controlPoint2`` to (1, 1); see ``UIView/AnimationCurve``
/// for the named curves' points.
@preconcurrency @MainActor public final class UICubicTimingParameters: UITimingCurveProvider {
  /// The named curve, or ``UIView/AnimationCurve/easeInOut`` for custom control points.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  /// ``UITimingCurveType/builtin`` for a named curve, ``UITimingCurveType/cubic`` otherwise.
  public let timingCurveType: UITimingCurveType

  /// The ease-in-out curve, UIKit's default.
  public convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// One of UIKit's named curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) = curve.controlPoints
    timingCurveType = .builtin
  }

  /// A custom curve through two control points (x coordinates are clamped to [0, 1]).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
  }

  /// Itself.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// None.
  public var springTimingParameters: UISpringTimingParameters? { nil }

  var curve: CubicBezierCurve { CubicBezierCurve(controlPoint1, controlPoint2) }
}

/// Timing that follows a damped spring, as UIKit's class of the same name.
///
/// Two kinds, as in UIKit:
/// - from a damping ratio (``init(dampingRatio:initialVelocity:)``): the spring respects the
///   animator's duration. OUR CHOICE, since Apple does not say how: the natural frequency is
///   the one whose envelope settles to 0.1 % of the change exactly at the end of the duration.
/// - from mass, stiffness and damping (``init(mass:stiffness:damping:initialVelocity:)``): the
///   physical spring, ω = √(stiffness/mass), ζ = damping / (2√(stiffness·mass)); the animation
///   lasts until it settles (to 0.1 % of the change, OUR CHOICE of threshold) and the
///   animator's duration is ignored, as UIKit ignores it.
///
/// The spring's formulas are in the porting guide. Velocities are in units of the whole change
/// per second; for a change of position, `dx` drives the x coordinate and `dy` the y
/// coordinate, and `dx` drives every other property (Apple: "For view position animations,
/// both components of the initial velocity vector are considered").
@preconcurrency @MainActor public final class UISpringTimingParameters: UITimingCurveProvider {
  /// The damping ratio ζ.
  public let dampingRatio: CGFloat
  /// The initial velocity, in changes per second.
  public let initialVelocity: CGVector
  /// The physical spring, when it was given as mass, stiffness and damping.
  let physical: (frequency: Double, dampingRatio: Double)?

  /// ``UITimingCurveType/spring``.
  public var timingCurveType: UITimingCurveType { .spring }

  /// A spring with UIKit's default damping ratio, 4.56 (Apple's documentation of `init()`),
  /// and no initial velocity.
  public convenience init() {
    self.init(dampingRatio: 4.56, initialVelocity: .zero)
  }

  /// A spring with the given damping ratio and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring with the given damping ratio and initial velocity, that settles at the end of
  /// the animator's duration.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    physical = nil
  }

  /// A physical spring; the animation lasts until it settles.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let mass = Swift.max(Double(mass), 1e-9)
    let stiffness = Swift.max(Double(stiffness), 1e-9)
    let ratio = Double(damping) / (2 * (stiffness * mass).squareRoot())
    dampingRatio = CGFloat(ratio)
    initialVelocity = velocity
    physical = ((stiffness / mass).squareRoot(), ratio)
  }

  /// A spring given as a perceptual duration and a bounce (iOS 17), with no initial velocity.
  ///
  /// Apple's page of this initializer gives only its signature. OUR CHOICE: SwiftUI's model of
  /// the same two numbers (the documentation of `Spring.init(duration:bounce:)`: bounce 0 is
  /// critically damped, up to 1 undamped, down to -1 overdamped), as a physical spring of mass 1:
  /// stiffness (2π / duration)², damping ratio 1 - bounce for a bounce of 0 or more and
  /// 1 / (1 + bounce) below. A duration under 1 ms is taken as 1 ms and a bounce outside -0.99…1
  /// as its nearest end, so that the spring stays finite.
  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
  }

  /// The spring of ``init(duration:bounce:)`` starting at `velocity`, for
  /// `UIView.animate(springDuration:bounce:initialSpringVelocity:…)`.
  convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
    let duration = Swift.max(duration, 0.001)
    let bounce = Swift.min(Swift.max(Double(bounce), -0.99), 1)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let frequency = 2 * Double.pi / duration
    self.init(
      mass: 1, stiffness: CGFloat(frequency * frequency), damping: CGFloat(2 * ratio * frequency),
      initialVelocity: velocity)
  }

  /// None.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: UISpringTimingParameters? { self }
}
