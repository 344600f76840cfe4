import Foundation
import GestureCore

/// The recognizer types scenes can name, from type name to factory and property setters.
///
///     let registry = RecognizerRegistry([
///       RecognizerType("stillTap", StillTapRecognizer.init, properties: [
///         .number("allowableMovement", \.allowableMovement)
///       ])
///     ])
///     let scene = try Scene(path: "scene.yml", registry: registry)
///
/// ``builtIn`` holds UIKit's recognizers; tests and apps add their own types with
/// ``adding(_:)``.
@MainActor public struct RecognizerRegistry {
  /// The types by name.
  public private(set) var types: [String: RecognizerType] = [:]

  /// Creates a registry of `types`.
  public init(_ types: [RecognizerType] = []) {
    for type in types { self.types[type.name] = type }
  }

  /// This registry with `types` added (replacing types of the same name).
  public func adding(_ types: [RecognizerType]) -> RecognizerRegistry {
    var registry = self
    for type in types { registry.types[type.name] = type }
    return registry
  }

  /// The type names, sorted.
  public var names: [String] { types.keys.sorted() }

  /// The `UIGestureRecognizer` properties every type takes, by their UIKit names.
  public static let commonPropertyNames = [
    "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "isEnabled",
    "requiresExclusiveTouchType",
  ]

  /// Sets a common property; false when `name` is not one.
  static func setCommonProperty(
    _ name: String, on recognizer: UIGestureRecognizer, to value: SceneValue
  ) throws -> Bool {
    switch name {
    case "cancelsTouchesInView": recognizer.cancelsTouchesInView = try value.bool()
    case "delaysTouchesBegan": recognizer.delaysTouchesBegan = try value.bool()
    case "delaysTouchesEnded": recognizer.delaysTouchesEnded = try value.bool()
    case "isEnabled": recognizer.isEnabled = try value.bool()
    case "requiresExclusiveTouchType": recognizer.requiresExclusiveTouchType = try value.bool()
    default: return false
    }
    return true
  }
}
