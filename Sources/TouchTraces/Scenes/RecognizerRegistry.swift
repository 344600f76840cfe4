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

  /// The kinds of content a scene view may host, by the view key that declares it.
  public private(set) var contentTypes: [String: SceneContentType] = [:]

  /// Creates a registry of `types`.
  public init(_ types: [RecognizerType] = []) {
    for type in types { self.types[type.name] = type }
  }

  /// This registry with `contentTypes` added (replacing any of the same key).
  public func adding(content contentTypes: [SceneContentType]) -> RecognizerRegistry {
    var registry = self
    for type in contentTypes { registry.contentTypes[type.key] = type }
    return registry
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

/// Content a scene view hosts that the scene format does not build itself, declared under a
/// view key of its own: SwiftUI views in a hosting controller, for one (`gesturesim` adds
/// `swiftUI`).
///
///     RecognizerRegistry.builtIn.adding(content: [
///       SceneContentType("swiftUI") { value, view in try HostedScene(value, in: view) }
///     ])
///
/// The builder gets the key's value and the scene view, already in the window with its frame;
/// it adds what it makes inside that view and returns what must stay alive with the scene (a
/// hosting controller). It reports bad values with ``SceneValue/error(_:)``.
@MainActor public struct SceneContentType {
  /// The view key (`swiftUI`).
  public let key: String
  let build: (SceneValue, UIView) throws -> AnyObject

  /// Creates a content type for the view key `key`.
  public init(_ key: String, build: @escaping (SceneValue, UIView) throws -> AnyObject) {
    self.key = key
    self.build = build
  }
}
