import Foundation
import GestureCore

/// A reusable change to a view, as SwiftUI's `ViewModifier` is: its ``body(content:)``
/// returns the modified view, built around `content`, the view it is applied to.
///
///     struct Card: ViewModifier {
///       @State private var isPressed = false
///       func body(content: Content) -> some View {
///         content.padding().background(Color.white)
///       }
///     }
///
///     Text("Hello").modifier(Card())
///
/// A modifier is a view graph node of its own: its `@State` is kept per identity, and its body
/// runs again only when something it read changed.
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view the body returns.
  associatedtype Body: View

  /// The view `content` stands for, inside ``body(content:)``.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// Primitive modifiers have no body; the view graph applies them itself.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier and has no body")
  }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The view a modifier is applied to, as its ``ViewModifier/body(content:)`` sees it.
///
/// It carries the modified view's value of this evaluation, so that the content is a live part
/// of the graph: when the modified view changes (state written after the first body, a new
/// value from its parent), the modifier's body runs again and the content's node gets the new
/// value, as any child does, while an unchanged content is skipped.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// The modified view.
  let content: any View

  /// A primitive: no body.
  public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    result.append(content, at: .body)
    return result
  }
}

extension _ViewModifier_Content: GraphComparable {
  /// The same input when the modified view is.
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return ViewComparison.equal(content, other.content)
  }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// Creates the modifier.
  public init() {}

  /// The content, unchanged.
  public func body(content: Content) -> Content { content }
}

/// A view, or a modifier, with a modifier applied, as SwiftUI's `ModifiedContent` is.
public struct ModifiedContent<Content, Modifier> {
  /// The view (or modifier) modified.
  public var content: Content

  /// The modifier applied.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// Lets the graph recognise a modified view whatever its type arguments.
protocol ModifiedContentMarker {
  /// The modifier applied, type-erased.
  var markedModifier: Any { get }
  /// The modifier's type.
  static var markedModifierType: Any.Type { get }
}

extension ModifiedContent: ModifiedContentMarker {
  var markedModifier: Any { modifier }
  static var markedModifierType: Any.Type { Modifier.self }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive: no body.
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// The two modifiers, one after the other.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeContent(in node: ViewNode) -> NodeContent {
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeContent(modifying: content, in: node)
    }
    if let attachment = modifier as? any NodeViewModifier {
      return attachment.makeAttachmentContent(modifying: content, in: node)
    }
    let body = node.runBody(of: modifier) {
      modifier.body(content: _ViewModifier_Content(content: content))
    }
    var result = NodeContent()
    result.append(body, at: .body)
    return result
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that GestureUI applies itself (layout, effects, environment, hit testing).
@MainActor protocol PrimitiveModifier {
  /// The node's children and layout for `content` modified by this modifier.
  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent
}
