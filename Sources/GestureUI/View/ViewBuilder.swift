import Foundation
import GestureCore

/// Builds the view of a closure whose statements are views, as SwiftUI's `ViewBuilder` does:
/// several views become a ``TupleView``, `if` without `else` an optional view, `if`/`else` and
/// `switch` a `_ConditionalContent`, and an empty block an ``EmptyView``.
///
///     @ViewBuilder var content: some View {
///       Text("Title")
///       if let pressLocation { Circle().position(pressLocation) }
///       switch mode {
///       case .compact: Rectangle()
///       case .full: RoundedRectangle(cornerRadius: 8)
///       }
///     }
@resultBuilder
@MainActor public enum ViewBuilder {
  /// An empty block: nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, in order, as one ``TupleView``.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var views: [any View] = []
    repeat views.append(each content)
    return TupleView(value: (repeat each content), views: views)
  }

  /// A view expression, unchanged.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// `if` without `else`: the view, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// `if` without `else`: the view, or nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// A branch under `if #available`, type-erased so that it compiles on every platform.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
