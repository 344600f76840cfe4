import Foundation
import GestureCore

/// One step of a view's identity: where, in its parent, a view is.
///
/// Together with the view's type it decides whether a new value of a parent's body updates
/// an existing view (same component, same type: the state is kept) or replaces it.
enum IdentityComponent: Hashable {
  /// The position in a ``TupleView``, or the children of a container in order.
  case index(Int)
  /// The branch of an `if`/`else`, `switch` or optional.
  case branch(Int)
  /// The element id in a `ForEach`, or an explicit `.id(_:)`.
  case id(AnyHashable)
  /// The one child of a view with a body, a type-erased view or a group.
  case body
  /// The modified content of a modifier.
  case content
  /// A modifier's second view (`overlay`, `background`).
  case secondary
}

/// A child's key among its siblings: its component and its type.
struct ChildKey: Hashable {
  let component: IdentityComponent
  let type: ObjectIdentifier
}

/// A child the view graph is to keep: its place and its value.
struct ChildSpec {
  let component: IdentityComponent
  let view: any View
}

/// What a node consists of at one evaluation: its children and, when it takes part in layout
/// as an element of its own, its layout.
struct NodeContent {
  /// The layout of the node's element; `nil` for views that lay out as their children do
  /// (views with a body, groups, tuples, conditionals, environment modifiers).
  var layout: (any ElementLayout)?

  /// The children, in order.
  var children: [ChildSpec] = []

  /// The environment the children get; `nil` for the node's own.
  var environment: EnvironmentValues?

  init(layout: (any ElementLayout)? = nil) {
    self.layout = layout
  }

  mutating func append(_ view: any View, at component: IdentityComponent) {
    children.append(ChildSpec(component: component, view: view))
  }
}
