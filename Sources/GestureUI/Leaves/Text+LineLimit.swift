import Foundation
import GestureCore

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// The most lines text in this view takes; `nil` for as many as it needs. Set with
  /// `lineLimit(_:)`.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}

extension View {
  /// Limits the text in this view to `number` lines (`nil`: no limit): wrapped text beyond
  /// them is cut, so the text's frame, where touches land, is at most that many lines high
  /// [D: AD view/linelimit(_:), "Sets the maximum number of lines that text can occupy in this
  /// view"].
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }

  /// Draws a border of `width` with `content` inside this view's frame: a rectangle's
  /// `strokeBorder` overlaid on the view, so it is hit where it is drawn [D: AD
  /// view/border(_:width:), "the border appears inside the bounds of this view"].
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
