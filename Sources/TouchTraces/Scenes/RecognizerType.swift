import Foundation
import GestureCore

/// A recognizer class a scene can name by `type`: how to make one, and the UIKit properties a
/// scene may set on it by name.
///
///     RecognizerType("tap", UITapGestureRecognizer.init, properties: [
///       .integer("numberOfTapsRequired", \.numberOfTapsRequired),
///       .integer("numberOfTouchesRequired", \.numberOfTouchesRequired),
///     ])
///
/// The properties every recognizer has (`RecognizerRegistry.commonProperties`) are added by the
/// registry.
@MainActor public struct RecognizerType {
  /// The name scenes use (`tap`, `longPress`, …).
  public let name: String
  let make: () -> UIGestureRecognizer
  let setters: [String: (UIGestureRecognizer, SceneValue) throws -> Void]

  /// Creates a type from a factory and its settable properties.
  public init<R: UIGestureRecognizer>(
    _ name: String, _ make: @escaping () -> R, properties: [RecognizerProperty<R>] = []
  ) {
    self.name = name
    self.make = make
    var setters: [String: (UIGestureRecognizer, SceneValue) throws -> Void] = [:]
    for property in properties {
      let apply = property.apply
      setters[property.name] = { recognizer, value in
        // The registry only hands this setter recognizers `make` produced.
        try apply(recognizer as! R, value)
      }
    }
    self.setters = setters
  }

  /// Creates the type a built-in's declaration describes, under the declaration's scene name,
  /// so that the name is written once, in the recognizer's own file.
  package init<R: UIGestureRecognizer>(
    _ declaration: RecognizerDeclaration, _ make: @escaping () -> R,
    properties: [RecognizerProperty<R>] = []
  ) {
    self.init(declaration.name, make, properties: properties)
  }

  /// The property names a scene may set, sorted.
  public var propertyNames: [String] { setters.keys.sorted() }
}

/// One settable property of a recognizer class, by its UIKit name.
@MainActor public struct RecognizerProperty<R: UIGestureRecognizer> {
  /// The UIKit property name (`minimumPressDuration`).
  public let name: String
  let apply: (R, SceneValue) throws -> Void

  /// A property set by a custom closure.
  public init(_ name: String, apply: @escaping (R, SceneValue) throws -> Void) {
    self.name = name
    self.apply = apply
  }

  /// A true/false property.
  public static func bool(_ name: String, _ keyPath: ReferenceWritableKeyPath<R, Bool>) -> Self {
    Self(name) { recognizer, value in recognizer[keyPath: keyPath] = try value.bool() }
  }

  /// An integer property; `range` bounds what a scene may set.
  public static func integer(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<R, Int>,
    in range: ClosedRange<Int> = 0...Int.max
  ) -> Self {
    Self(name) { recognizer, value in
      let number = try value.integer()
      guard range.contains(number) else {
        throw value.error(
          "expected `\(name)` between \(range.lowerBound) and \(range.upperBound), found \(number)")
      }
      recognizer[keyPath: keyPath] = number
    }
  }

  /// A `CGFloat` property (distances in points, scales).
  public static func number(_ name: String, _ keyPath: ReferenceWritableKeyPath<R, CGFloat>) -> Self
  {
    Self(name) { recognizer, value in
      recognizer[keyPath: keyPath] = CGFloat(try value.number(in: InputLimits.coordinate))
    }
  }

  /// A `TimeInterval` property (durations in seconds).
  public static func seconds(_ name: String, _ keyPath: ReferenceWritableKeyPath<R, TimeInterval>)
    -> Self
  {
    Self(name) { recognizer, value in
      let seconds = try value.number(in: InputLimits.duration)
      recognizer[keyPath: keyPath] = seconds
    }
  }

  /// A property with named values (an enum).
  public static func choice<V>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<R, V>, _ values: [String: V]
  ) -> Self {
    Self(name) { recognizer, value in
      let word = try value.string()
      guard let chosen = values[word] else {
        throw value.error(
          "unknown value `\(word)` for `\(name)`; expected \(values.keys.sorted().joined(separator: ", "))"
        )
      }
      recognizer[keyPath: keyPath] = chosen
    }
  }

  /// An option-set property written as a list of names (`direction: [left, right]`).
  public static func options<V: OptionSet>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<R, V>, _ values: [String: V]
  ) -> Self where V.Element == V {
    Self(name) { recognizer, value in
      var set: V = []
      for word in try value.strings() {
        guard let option = values[word] else {
          throw value.error(
            "unknown value `\(word)` for `\(name)`; expected \(values.keys.sorted().joined(separator: ", "))"
          )
        }
        set.insert(option)
      }
      recognizer[keyPath: keyPath] = set
    }
  }
}
