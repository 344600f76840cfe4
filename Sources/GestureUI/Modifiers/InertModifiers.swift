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
