import Foundation
import GestureCore

/// A stored property of a view that the view graph updates before the body runs, as SwiftUI's
/// `DynamicProperty` is: `@State`, `@Binding`, `@Environment`, `@Bindable`, and structs of
/// your own made of them.
///
///     struct Toggled: DynamicProperty {
///       @State private var isOn = false
///       var value: Bool { isOn }
///       func toggle() { isOn.toggle() }
///     }
///
/// A custom property's own wrappers get storage of their own per view identity. `update()`
/// runs before each body on a copy (GestureUI cannot write a view's stored properties back),
/// so it suits only side effects.
@MainActor @preconcurrency public protocol DynamicProperty {
  /// Called before the view's body is evaluated. Default: nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A property wrapper that the view graph connects to the node's storage before the body
/// runs (GestureUI's own wrappers and SwiftUI gestures' `@GestureState`).
@MainActor protocol GraphLinkedProperty {
  /// Connects the property to `node`'s storage under `key` (its path among the view's stored
  /// properties).
  func link(to node: ViewNode, key: String)
}

/// Walks a view's (or modifier's) stored properties and links its dynamic properties.
@MainActor enum PropertyLinker {
  static func link(_ subject: Any, to node: ViewNode) {
    link(Mirror(reflecting: subject), to: node, prefix: "", depth: 0)
  }

  private static func link(_ mirror: Mirror, to node: ViewNode, prefix: String, depth: Int) {
    guard depth < 4 else { return }
    for child in mirror.children {
      guard let label = child.label else { continue }
      let key = prefix + label
      if let linked = child.value as? any GraphLinkedProperty {
        linked.link(to: node, key: key)
      } else if var dynamic = child.value as? any DynamicProperty {
        link(Mirror(reflecting: dynamic), to: node, prefix: key + ".", depth: depth + 1)
        dynamic.update()
      }
    }
  }
}
