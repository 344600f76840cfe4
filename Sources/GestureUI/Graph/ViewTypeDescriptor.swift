import Foundation
import GestureCore
// The stdlib's field walk (the one Mirror is built on), for a struct's stored properties with
// their offsets and static types.
@_spi(Reflection) import Swift

/// What the view graph needs to know about one view (or modifier) type, read once, the first
/// time a node of the type is made: how its content is made, whether it animates as data, and
/// where its dynamic properties (`@State`, `@Binding`, `@Environment`…) are stored. Evaluating
/// a node then asks no dynamic cast and builds no mirror for any of these.
@MainActor final class ViewTypeDescriptor {
  /// How a node of the type makes its content.
  enum ContentKind {
    case primitive
    case viewRepresentable
    case controllerRepresentable
    case shape
    /// A view or modifier with a body.
    case body
  }

  let contentKind: ContentKind

  /// How a node of the type wraps another node without changing which view it is, for
  /// naming and for finding a chain's modifiers.
  enum Wrapping {
    case none
    /// A `ModifiedContent`, with its modifier's type.
    case modifiedContent(modifier: ObjectIdentifier)
    /// An `AnyView`.
    case anyView
  }

  let wrapping: Wrapping

  /// Whether transcripts name the elements inside a view of the type after it: a view with a
  /// body or a shape, not a primitive view or a representable.
  var namesElements: Bool { contentKind == .body || contentKind == .shape }

  /// Whether the type is `Animatable`: its values animate as data (see ``GraphAnimator``).
  let isAnimatable: Bool

  /// Whether the type is a `View` (a custom modifier's type is not).
  let isView: Bool

  /// The stored properties that link to the node's storage, with their keys; `nil` when they
  /// must be found with `Mirror` at every link (see ``linkedFields(of:)``).
  let linkedFields: [LinkedField]?

  /// One stored property whose static type is a dynamic property.
  struct LinkedField {
    /// Its key in the node's storage: the property's name.
    let key: String
    let offset: Int
    /// Reads it, in a value of the type, as its static type.
    let load: (UnsafeRawPointer) -> Any
    /// Whether it links itself (GestureUI's wrappers); else a custom `DynamicProperty` whose
    /// own properties link under `key.`.
    let linksItself: Bool
  }

  private init(_ type: Any.Type) {
    if type is any PrimitiveView.Type {
      contentKind = .primitive
    } else if type is any UIViewRepresentable.Type {
      contentKind = .viewRepresentable
    } else if type is any UIViewControllerRepresentable.Type {
      contentKind = .controllerRepresentable
    } else if type is any Shape.Type {
      contentKind = .shape
    } else {
      contentKind = .body
    }
    if let marker = type as? any ModifiedContentMarker.Type {
      wrapping = .modifiedContent(modifier: ObjectIdentifier(marker.markedModifierType))
    } else if type == AnyView.self {
      wrapping = .anyView
    } else {
      wrapping = .none
    }
    isAnimatable = type is any Animatable.Type
    isView = type is any View.Type
    linkedFields = Self.linkedFields(of: type)
  }

  private static var known: [ObjectIdentifier: ViewTypeDescriptor] = [:]

  /// The descriptor of `type`, made on first use.
  static func of(_ type: Any.Type) -> ViewTypeDescriptor {
    let key = ObjectIdentifier(type)
    if let descriptor = known[key] { return descriptor }
    let descriptor = ViewTypeDescriptor(type)
    known[key] = descriptor
    return descriptor
  }

  /// The dynamic properties of a struct, found from the static types of its stored
  /// properties, as SwiftUI finds them [INF]; `nil` for a type that is not a struct, or whose
  /// dynamic property is stored as a reference (a class that conforms), which only `Mirror`
  /// reads safely.
  private static func linkedFields(of type: Any.Type) -> [LinkedField]? {
    func loader<F>(_ type: F.Type) -> (UnsafeRawPointer) -> Any {
      { $0.load(as: F.self) }
    }
    var fields: [LinkedField] = []
    var readable = true
    let complete = _forEachField(of: type) { name, offset, field, kind in
      let linksItself = field is any GraphLinkedProperty.Type
      if linksItself || field is any DynamicProperty.Type {
        guard kind == .struct || kind == .enum || kind == .tuple else {
          readable = false
          return false
        }
        fields.append(
          LinkedField(
            key: String(cString: name), offset: offset, load: _openExistential(field, do: loader),
            linksItself: linksItself))
      }
      return true
    }
    return complete && readable ? fields : nil
  }
}
