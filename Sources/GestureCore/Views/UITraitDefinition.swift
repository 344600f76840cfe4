import Foundation

/// A trait of your own, as UIKit 17's `UITraitDefinition` is: a type whose `defaultValue` a
/// trait collection gives until a ``UIView/traitOverrides`` (or a controller's) sets another.
///
///     struct FeatureOneTrait: UITraitDefinition {
///       static let defaultValue = false
///     }
///     extension UIMutableTraits {
///       var featureOne: Bool {
///         get { self[FeatureOneTrait.self] }
///         set { self[FeatureOneTrait.self] = newValue }
///       }
///     }
///     viewController.traitOverrides.featureOne = true
///     view.traitCollection[FeatureOneTrait.self]   // true in the controller's views
///
/// `identifier` defaults to the type's full name and `name` to its short one;
/// `affectsColorAppearance` defaults to false and is stored only (GestureKit draws no colors).
public protocol UITraitDefinition {
  /// The type of the trait's values; the trait type itself unless you say otherwise.
  associatedtype Value = Self
  /// The value of a collection that nothing set the trait in.
  static var defaultValue: Value { get }
  /// A unique name for the trait.
  static var identifier: String { get }
  /// A name for people to read.
  static var name: String { get }
  /// Whether a change of the trait changes how dynamic colors resolve. Stored only.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  public static var identifier: String { String(reflecting: Self.self) }
  public static var name: String { String(describing: Self.self) }
  public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as UIKit writes it in `registerForTraitChanges(_:handler:)`'s array.
public typealias UITrait = any UITraitDefinition.Type

/// Traits that can be set, as UIKit's `UIMutableTraits` is: a subscript by trait type, and a
/// property for each built-in trait. ``UITraitOverrides`` and the value that
/// `UITraitCollection(mutations:)` hands its closure are mutable traits.
public protocol UIMutableTraits {
  /// The value of `trait`: the one set, or the trait's default.
  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
  /// Light or dark appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { self[UITraitUserInterfaceStyle.self] }
    set { self[UITraitUserInterfaceStyle.self] = newValue }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitHorizontalSizeClass.self] }
    set { self[UITraitHorizontalSizeClass.self] = newValue }
  }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitVerticalSizeClass.self] }
    set { self[UITraitVerticalSizeClass.self] = newValue }
  }
  /// The kind of device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { self[UITraitUserInterfaceIdiom.self] }
    set { self[UITraitUserInterfaceIdiom.self] = newValue }
  }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { self[UITraitLayoutDirection.self] }
    set { self[UITraitLayoutDirection.self] = newValue }
  }
  /// Pixels per point.
  public var displayScale: CGFloat {
    get { self[UITraitDisplayScale.self] }
    set { self[UITraitDisplayScale.self] = newValue }
  }
  /// The text size the user chose.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { self[UITraitPreferredContentSizeCategory.self] }
    set { self[UITraitPreferredContentSizeCategory.self] = newValue }
  }
}

/// Trait values by trait type: the storage of trait collections, overrides and mutations.
package struct TraitValues: UIMutableTraits {
  package var values: [ObjectIdentifier: Any] = [:]

  package init(values: [ObjectIdentifier: Any] = [:]) {
    self.values = values
  }

  package subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
    set { values[ObjectIdentifier(trait)] = newValue }
  }

  /// Whether two stored values are the same: equal when both are `Hashable` and equal, or both
  /// absent; a value of a type that is not `Hashable` counts as different each time it is set
  /// (OUR CHOICE: UIKit compares with `isEqual:`, which Swift values do not all have).
  package static func same(_ first: Any?, _ second: Any?) -> Bool {
    switch (first, second) {
    case (nil, nil): true
    case (let first?, let second?):
      if let first = first as? AnyHashable, let second = second as? AnyHashable {
        first == second
      } else {
        false
      }
    default: false
    }
  }
}

/// The traits a view, a controller or a window sets for itself and everything below it, as
/// UIKit's `UITraitOverrides` is.
///
///     viewController.traitOverrides.userInterfaceStyle = .dark
///     viewController.traitOverrides[FeatureOneTrait.self] = true
///     viewController.traitOverrides.remove(UITraitUserInterfaceStyle.self)
public struct UITraitOverrides: UIMutableTraits {
  package var storage = TraitValues()

  /// No overrides.
  public init() {}

  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { storage[trait] }
    set { storage[trait] = newValue }
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    storage.values[ObjectIdentifier(trait)] != nil
  }

  /// Stops overriding `trait`: it comes from above again.
  public mutating func remove(_ trait: UITrait) {
    storage.values[ObjectIdentifier(trait)] = nil
  }

  /// Whether nothing is overridden.
  package var isEmpty: Bool { storage.values.isEmpty }
}

// MARK: Built-in traits

/// The light or dark appearance trait. Default `.unspecified`.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceStyle.unspecified
}

/// The horizontal size class trait. Default `.unspecified`.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class trait. Default `.unspecified`.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The device kind trait. Default `.unspecified`.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// The layout direction trait. Default `.unspecified`.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// The display scale trait. Default 0 (unspecified).
public enum UITraitDisplayScale: UITraitDefinition {
  public static let defaultValue: CGFloat = 0
}

/// The content size category trait. Default UIKit's `.unspecified`.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let defaultValue = UIContentSizeCategory.unspecified
}
