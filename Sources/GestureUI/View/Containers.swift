import Foundation
import GestureCore

/// A view that shows nothing and takes no space, as SwiftUI's `EmptyView` is.
public struct EmptyView: View {
  /// Creates the empty view. Nonisolated, as SwiftUI's is, so that a nonisolated initializer
  /// (such as `UIHostingConfiguration`'s) can make one.
  nonisolated public init() {}

  /// A primitive: no body.
  public typealias Body = Never
}

extension EmptyView: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent { NodeContent() }
}

/// Several views in order, as a ``ViewBuilder`` block of more than one statement makes.
///
/// Each child's identity is its position in the block: the third statement stays the third
/// child whatever the others become.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T

  /// The views in order, for the view graph.
  let views: [any View]

  /// A primitive: no body.
  public typealias Body = Never
}

extension TupleView: GraphComparable {
  /// The same views: `views` holds them again, for the graph, and need not be compared.
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return ViewComparison.equal(value, other.value)
  }
}

extension TupleView: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var content = NodeContent()
    for (index, view) in views.enumerated() { content.append(view, at: .index(index)) }
    return content
  }
}

/// One of two views, as an `if`/`else` or a `switch` in a ``ViewBuilder`` makes. The two
/// branches are different identities: switching branch replaces the view and its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch is shown.
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// A primitive: no body.
  public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var content = NodeContent()
    switch storage {
    case .trueContent(let view): content.append(view, at: .branch(0))
    case .falseContent(let view): content.append(view, at: .branch(1))
    }
    return content
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive: no body.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeContent(in node: ViewNode) -> NodeContent {
    var content = NodeContent()
    if let view = self { content.append(view, at: .branch(0)) }
    return content
  }
}

/// A view whose type is erased, as SwiftUI's `AnyView` is. Its identity includes the wrapped
/// view's type: wrapping a view of another type replaces the view and its state.
public struct AnyView: View {
  let view: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      self.view = view
    }
  }

  /// Erases the type of `view`, or makes `nil` when it is not a view.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    self.view = view
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension AnyView: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var content = NodeContent()
    content.append(view, at: .body)
    return content
  }
}

/// Views grouped without a layout of their own, as SwiftUI's `Group` is: in a stack, each of
/// its views is one of the stack's children, and a modifier on the group applies to each.
public struct Group<Content> {
  let content: Content

  /// A primitive: no body.
  public typealias Body = Never
}

extension Group: View where Content: View {
  /// Groups the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: PrimitiveView where Content: View {
  func makeContent(in node: ViewNode) -> NodeContent {
    var content = NodeContent()
    content.append(self.content, at: .body)
    return content
  }
}
