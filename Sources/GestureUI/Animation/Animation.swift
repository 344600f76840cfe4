import Foundation
import GestureCore

/// How a change moves on screen, as SwiftUI's `Animation` is: a timing curve or a spring, with
/// a delay, a speed and repeats. GestureUI runs it on the simulation's virtual clock (see
/// ``withAnimation(_:_:)``).
///
/// The numbers, and how sure each is:
/// - `easeIn`, `easeOut`, `easeInOut` are the cubic Béziers of CSS and Core Animation's named
///   timing functions, (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), and the curves'
///   default duration is 0.35 s [D: AD timingCurve(_:_:_:_:duration:) defaults its duration to
///   0.35; the control points are CSS Easing Functions Level 1 and `CAMediaTimingFunction`'s,
///   INF that SwiftUI uses the same].
/// - A spring of response `r` and damping fraction `ζ` has, with mass 1, stiffness (2π/r)² and
///   damping 4πζ/r [D: AD Spring init(response:dampingRatio:) and init(mass:stiffness:damping:)
///   relate the two forms; the formula is the damped oscillator's].
/// - `spring(duration:bounce:)` is a spring of response `duration` and damping fraction
///   1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0) [EMP: WWDC23 "Animate with
///   springs"; the mapping as measured by others].
/// - `smooth`, `snappy`, `bouncy` are `spring(duration: 0.5, bounce:)` with bounce 0, 0.15 and
///   0.3, plus `extraBounce`; `interactiveSpring(duration:extraBounce:)` has bounce 0.15 [EMP:
///   SwiftUI's interface inlines them so].
/// - `default` is `smooth` (iOS 17 made the default animation a spring) [INF].
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The shape of one run.
  enum Curve: Hashable, Sendable {
    /// A cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1), over `duration` seconds.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A damped spring.
    case spring(Spring)
  }

  /// How a repeated animation repeats.
  struct Repeat: Hashable, Sendable {
    /// How many runs in all; `nil` for ever.
    var count: Int?
    var autoreverses: Bool
  }

  var curve: Curve
  var delaySeconds: Double = 0
  var speedFactor: Double = 1
  var repeating: Repeat?
  var name: String
  /// Whether it adds to the animations running before it rather than replacing them: timing
  /// curves and interpolating springs add; `spring` and its presets replace.
  var combinesAdditively: Bool

  init(_ curve: Curve, name: String) {
    self.curve = curve
    self.name = name
    if case .bezier = curve { combinesAdditively = true } else { combinesAdditively = false }
  }

  public var description: String {
    var text = name
    if delaySeconds != 0 { text += ".delay(\(delaySeconds))" }
    if speedFactor != 1 { text += ".speed(\(speedFactor))" }
    if let repeating {
      text +=
        repeating.count.map { ".repeatCount(\($0), autoreverses: \(repeating.autoreverses))" }
        ?? ".repeatForever(autoreverses: \(repeating.autoreverses))"
    }
    return text
  }

  // MARK: Timing curves

  /// The default animation: `smooth` [INF].
  public static let `default` = Animation.smooth

  /// A constant pace over 0.35 s.
  public static let linear = Animation.linear(duration: 0.35)
  /// Starts slowly, over 0.35 s.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// Ends slowly, over 0.35 s.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// Starts and ends slowly, over 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)

  /// A constant pace over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(.bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: duration), name: "linear")
  }
  /// Starts slowly (CSS `ease-in`, 0.42, 0, 1, 1).
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration), name: "easeIn")
  }
  /// Ends slowly (CSS `ease-out`, 0, 0, 0.58, 1).
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration), name: "easeOut")
  }
  /// Starts and ends slowly (CSS `ease-in-out`, 0.42, 0, 0.58, 1).
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: duration), name: "easeInOut")
  }

  /// A cubic Bézier timing curve with control points (`p1x`, `p1y`) and (`p2x`, `p2y`).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(
      .bezier(x1: p1x, y1: p1y, x2: p2x, y2: p2y, duration: duration), name: "timingCurve")
  }

  // MARK: Springs

  /// A spring: `spring(duration: 0.5, bounce: 0)`.
  public static var spring: Animation { spring() }

  /// A spring of perceptual `duration` and `bounce`. SwiftUI's spring of choice: `.spring()`
  /// with no arguments resolves here, because the response form is `@_disfavoredOverload` in
  /// SwiftUI's interface.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    Animation(.spring(Spring(duration: duration, bounce: bounce)), name: "spring")
  }

  /// A spring of `response` and `dampingFraction`.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      .spring(Spring(response: response, dampingRatio: dampingFraction)), name: "spring")
  }

  /// A spring given as a ``Spring`` value.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    Animation(.spring(spring), name: "spring")
  }

  /// A quick spring for following a finger: `interactiveSpring(duration: 0.15)`.
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A quick spring of bounce 0.15 + `extraBounce`.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    var animation = spring(duration: duration, bounce: 0.15 + extraBounce)
    animation.name = "interactiveSpring"
    return animation
  }

  /// A quick spring of `response` and `dampingFraction`.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    var animation = spring(response: response, dampingFraction: dampingFraction)
    animation.name = "interactiveSpring"
    return animation
  }

  /// A spring of `mass`, `stiffness` and `damping`, starting with `initialVelocity` (in units of
  /// the change per second).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    var spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
    spring.initialVelocity = initialVelocity
    return Animation(interpolating: spring)
  }

  /// A spring of `stiffness` and `damping` (mass 1).
  @_disfavoredOverload
  public static func interpolatingSpring(
    stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    interpolatingSpring(
      mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// A spring of perceptual `duration` and `bounce`, starting with `initialVelocity`.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    var spring = Spring(duration: duration, bounce: bounce)
    spring.initialVelocity = initialVelocity
    return Animation(interpolating: spring)
  }

  /// A spring given as a ``Spring`` value, starting with `initialVelocity`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    var spring = spring
    spring.initialVelocity = initialVelocity
    return Animation(interpolating: spring)
  }

  /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
  public static var interpolatingSpring: Animation { interpolatingSpring() }

  /// A spring with no bounce: `spring(duration: 0.5, bounce: 0)`.
  public static var smooth: Animation { smooth() }
  /// A spring of bounce `extraBounce`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("smooth", spring(duration: duration, bounce: extraBounce))
  }
  /// A spring with a little bounce: `spring(duration: 0.5, bounce: 0.15)`.
  public static var snappy: Animation { snappy() }
  /// A spring of bounce 0.15 + `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("snappy", spring(duration: duration, bounce: 0.15 + extraBounce))
  }
  /// A spring with a visible bounce: `spring(duration: 0.5, bounce: 0.3)`.
  public static var bouncy: Animation { bouncy() }
  /// A spring of bounce 0.3 + `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("bouncy", spring(duration: duration, bounce: 0.3 + extraBounce))
  }

  private init(interpolating spring: Spring) {
    self.init(.spring(spring), name: "interpolatingSpring")
    combinesAdditively = true
  }

  private static func named(_ name: String, _ animation: Animation) -> Animation {
    var animation = animation
    animation.name = name
    return animation
  }

  // MARK: Modifiers

  /// Starts `delay` seconds later; the value holds until then.
  public func delay(_ delay: TimeInterval) -> Animation {
    var copy = self
    copy.delaySeconds += delay
    return copy
  }

  /// Runs `speed` times as fast (2 takes half the time).
  public func speed(_ speed: Double) -> Animation {
    if !(speed > 0) {
      GestureProblems.report(
        GestureProblem(
          kind: .invalidAnimation,
          message: "GestureKit: Animation.speed(\(speed)) needs a speed above 0; kept at 1"))
      return self
    }
    var copy = self
    copy.speedFactor *= speed
    return copy
  }

  /// Runs `count` times; with `autoreverses` every second run goes backwards.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeating = Repeat(count: Swift.max(count, 1), autoreverses: autoreverses)
    return copy
  }

  /// Runs for as long as the view is shown; with `autoreverses` every second run goes
  /// backwards.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeating = Repeat(count: nil, autoreverses: autoreverses)
    return copy
  }
}
