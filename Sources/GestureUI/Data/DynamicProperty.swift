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
    link(subject, fields: ViewTypeDescriptor.of(type(of: subject)).linkedFields, to: node)
  }

  /// Links `subject`'s properties at `fields` (its type's, read once per type), or through
  /// `Mirror` when the type has no such list.
  static func link(_ subject: Any, fields: [ViewTypeDescriptor.LinkedField]?, to node: ViewNode) {
    guard let fields else {
      link(Mirror(reflecting: subject), to: node, prefix: "", depth: 0)
      return
    }
    guard !fields.isEmpty else { return }
    let dynamicType = type(of: subject)
    func open<T>(_ value: T) {
      // A value that arrives as an existential inside `Any` opens as that existential, whose
      // bytes are not the struct's.
      guard T.self == dynamicType else {
        link(Mirror(reflecting: value), to: node, prefix: "", depth: 0)
        return
      }
      var value = value
      withUnsafeBytes(of: &value) { bytes in
        guard let base = bytes.baseAddress else { return }
        for field in fields {
          let property = field.load(base + field.offset)
          if field.linksItself, let linked = property as? any GraphLinkedProperty {
            linked.link(to: node, key: field.key)
          } else if var dynamic = property as? any DynamicProperty {
            link(Mirror(reflecting: dynamic), to: node, prefix: field.key + ".", depth: 1)
            dynamic.update()
          }
        }
      }
    }
    _openExistential(subject, do: open)
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
