import Foundation
import GestureCore

/// A modifier that changes only how a view is drawn or animated, which GestureUI does not
/// simulate: the view lays out and is hit as without it.
struct InertModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

/// Names the modified view for transcripts; lays out and is hit as without it.
struct AccessibilityIdentifierModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let identifier: String

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    InertModifier().makeContent(modifying: content, in: node)
  }
}

/// An animation, as SwiftUI's `Animation` is: kept, never run (changes apply at once).
public struct Animation: Hashable, Sendable {
  let name: String
  let duration: Double

  public static let `default` = Animation(name: "default", duration: 0.35)
  public static let linear = Animation(name: "linear", duration: 0.35)
  public static let easeIn = Animation(name: "easeIn", duration: 0.35)
  public static let easeOut = Animation(name: "easeOut", duration: 0.35)
  public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
  public static let spring = Animation(name: "spring", duration: 0.5)
  public static let bouncy = Animation(name: "bouncy", duration: 0.5)
  public static let smooth = Animation(name: "smooth", duration: 0.5)
  public static let snappy = Animation(name: "snappy", duration: 0.5)
  public static let interactiveSpring = Animation(name: "interactiveSpring", duration: 0.15)

  public static func linear(duration: Double) -> Animation {
    Animation(name: "linear", duration: duration)
  }
  public static func easeIn(duration: Double) -> Animation {
    Animation(name: "easeIn", duration: duration)
  }
  public static func easeOut(duration: Double) -> Animation {
    Animation(name: "easeOut", duration: duration)
  }
  public static func easeInOut(duration: Double) -> Animation {
    Animation(name: "easeInOut", duration: duration)
  }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  {
    Animation(name: "spring", duration: response)
  }
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(name: "spring", duration: duration)
  }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(name: "interactiveSpring", duration: response)
  }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

extension Transaction {
  /// The animation of the update; kept, never run.
  public var animation: Animation? {
    get { animationStorage }
    set { animationStorage = newValue }
  }
}

/// Runs `body` at once and returns its result: GestureUI does not animate, so the changes
/// `body` makes are applied as without an animation.
@MainActor public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` at once with `transaction`, as `withAnimation` does.
@MainActor public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  func inert() -> some View { modifier(InertModifier()) }

  /// Accepted; not drawn.
  public func foregroundColor(_ color: Color?) -> some View { inert() }
  /// Accepted; not drawn.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { inert() }
  /// Accepted; not drawn.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  { inert() }
  /// Accepted; not drawn.
  public func tint(_ tint: Color?) -> some View { inert() }
  /// Accepted; not drawn.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  )
    -> some View
  { inert() }
  /// Accepted; not drawn (clipping does not clip hit testing in SwiftUI either [EMP]).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { inert() }
  /// Accepted; not drawn (clipping does not clip hit testing in SwiftUI either [EMP]).
  public func clipped(antialiased: Bool = false) -> some View { inert() }
  /// Accepted; not drawn (clipping does not clip hit testing in SwiftUI either [EMP]).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    inert()
  }
  /// Accepted; not drawn.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { inert() }
  /// Accepted; not drawn.
  public func brightness(_ amount: Double) -> some View { inert() }
  /// Accepted; not drawn.
  public func saturation(_ amount: Double) -> some View { inert() }
  /// Accepted; changes apply at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert() }
  /// Accepted; GestureUI does not animate, so the transaction's animation would change nothing
  /// and `transform` is not called.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    inert()
  }
  /// Accepted; GestureUI does not animate, so `transform` is not called.
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View { inert() }
  /// Accepted; changes apply at once.
  public func transition(_ transition: AnyTransition) -> some View { inert() }
  /// Accepted; not drawn.
  public func bold(_ isActive: Bool = true) -> some View { inert() }
  /// Accepted; not drawn.
  public func italic(_ isActive: Bool = true) -> some View { inert() }
  /// Accepted; not laid out differently.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { inert() }
  /// Accepted; no accessibility tree here.
  public func accessibilityLabel(_ label: String) -> some View { inert() }
  /// Names the view for transcripts, as the identifier names it for UI tests on iOS: the
  /// gestures attached to the view, or to the views it is made of, are reported on a view of
  /// this name rather than on the view's type. There is no accessibility tree here; where
  /// identifiers nest, the outermost names the view (OUR CHOICE).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }

  /// The font of text in this view.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Whether controls in this view are disabled.
  public func disabled(_ disabled: Bool) -> some View {
    environment(\.isEnabled, !disabled)
  }
}

/// How a view fits its frame, for `aspectRatio(_:contentMode:)`.
public enum ContentMode: Hashable, Sendable {
  case fit, fill
}

/// Text alignment (not simulated).
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}

/// A transition (not simulated).
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}
