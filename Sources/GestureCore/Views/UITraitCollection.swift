import Foundation

/// The traits of the interface a view or controller is shown in, as UIKit's
/// `UITraitCollection` is: size classes, appearance, scale, layout direction.
///
/// A simulated window's traits follow its size and screen: the horizontal size class is
/// `.regular` when the window is at least 700 points wide and `.compact` otherwise, the
/// vertical one `.regular` when it is at least 500 points high (OUR CHOICE of thresholds: UIKit
/// decides by device model, giving an iPhone in portrait compact width and regular height, an
/// iPad regular both ways, as these do); the style is `.light`, the idiom `.phone` below 700
/// points of width and `.pad` from it, the layout direction `.leftToRight`, the content size
/// category `.large` (UIKit's default), and the display scale the screen's. Nothing changes a
/// window's traits but its size, so ``UIView/traitCollectionDidChange(_:)`` is never called.
///
/// Since iOS 17 a collection also holds traits of your own (``UITraitDefinition``), read with
/// a subscript (`traitCollection[FeatureOneTrait.self]`), and a view's or controller's
/// collection applies the ``UIView/traitOverrides`` of the window, the controllers and the
/// views above it, nearest last (see `UITraitEnvironment+Overrides.swift`).
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// A size class. Raw values match UIKit's.
  public enum SizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
  }

  /// The values, by trait type; a trait not here has its default.
  package let storage: TraitValues

  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass { storage.horizontalSizeClass }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass { storage.verticalSizeClass }
  /// Light or dark appearance: `.light` in a window here.
  public var userInterfaceStyle: UIUserInterfaceStyle { storage.userInterfaceStyle }
  /// The kind of device: `.phone` or `.pad` (see the type).
  public var userInterfaceIdiom: UIUserInterfaceIdiom { storage.userInterfaceIdiom }
  /// The layout direction: `.leftToRight` in a window here.
  public var layoutDirection: UITraitEnvironmentLayoutDirection { storage.layoutDirection }
  /// Pixels per point.
  public var displayScale: CGFloat { storage.displayScale }
  /// The text size the user chose: `.large` in a window here.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    storage.preferredContentSizeCategory
  }

  /// The value of `trait` in this collection: the one set, or the trait's default.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { storage[trait] }

  /// A collection in which every trait has its default value.
  public override init() {
    storage = TraitValues()
    super.init()
  }

  package init(storage: TraitValues) {
    self.storage = storage
    super.init()
  }

  /// A collection whose traits are the defaults with `mutations` applied.
  ///
  ///     let dark = UITraitCollection { $0.userInterfaceStyle = .dark }
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = TraitValues()
    mutations(&traits)
    self.init(storage: traits as? TraitValues ?? TraitValues())
  }

  /// A collection holding the traits of `traitCollections`, the later ones winning where
  /// several set the same trait.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var storage = TraitValues()
    for collection in traitCollections {
      storage.values.merge(collection.storage.values) { _, later in later }
    }
    self.init(storage: storage)
  }

  /// A collection with only the given style set.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init { $0.userInterfaceStyle = userInterfaceStyle }
  }

  /// A collection with only the given horizontal size class set.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.horizontalSizeClass = horizontalSizeClass }
  }

  /// A collection with only the given vertical size class set.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.verticalSizeClass = verticalSizeClass }
  }

  /// This collection with `mutations` applied.
  ///
  ///     let compact = traitCollection.modifyingTraits { $0.horizontalSizeClass = .compact }
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var traits: any UIMutableTraits = storage
    mutations(&traits)
    return UITraitCollection(storage: traits as? TraitValues ?? storage)
  }

  /// Whether the two collections hold the same values (compared value by value).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    let keys = Set(storage.values.keys).union(other.storage.values.keys)
    return keys.allSatisfy { TraitValues.same(storage.values[$0], other.storage.values[$0]) }
  }

  open override var hash: Int { storage.values.count }

  /// Traits for a window of `size` on a screen of `scale`.
  convenience init(windowSize size: CGSize, scale: CGFloat) {
    var storage = TraitValues()
    storage.horizontalSizeClass = UITraitCollection.isRegularWidth(size.width) ? .regular : .compact
    storage.verticalSizeClass = size.height >= 500 ? .regular : .compact
    storage.userInterfaceStyle = .light
    storage.userInterfaceIdiom = size.width >= 700 ? .pad : .phone
    storage.layoutDirection = .leftToRight
    storage.displayScale = scale
    storage.preferredContentSizeCategory = .large
    self.init(storage: storage)
  }

  /// Whether a window `width` points wide has a regular horizontal size class: 700 or more.
  static func isRegularWidth(_ width: CGFloat) -> Bool { width >= 700 }

  /// The traits of the current simulation's window (see the type).
  @MainActor public class var current: UITraitCollection {
    let screen = UIScreen.main
    return UITraitCollection(windowSize: screen.bounds.size, scale: screen.scale)
  }
}

/// A size class, as UIKit names it.
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass

/// Light or dark appearance. Raw values match UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// The kind of device. Raw values match UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}

/// The layout direction of a trait environment. Raw values match UIKit's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The direction a view's content is laid out in. Raw values match UIKit's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// How a view's content is oriented whatever the language: `.forceRightToLeft` lays it out
/// right to left. Raw values match UIKit's.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// The text size the user chose, as UIKit's `UIContentSizeCategory` is.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// Something that has traits: views and view controllers.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
  /// The traits the object is shown with.
  var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {
  /// The traits of the window the view is in, or of the current simulation's window while it
  /// is in none (see ``UITraitCollection``).
  public var traitCollection: UITraitCollection {
    let window = window
    let base =
      window.map { UITraitCollection(windowSize: $0.bounds.size, scale: $0.screen.scale) }
      ?? .current
    return applyingOverrides(to: base)
  }

  /// The direction the view lays its content out in: right to left when the view or its
  /// nearest ancestor with a ``semanticContentAttribute`` other than `.unspecified` says
  /// `.forceRightToLeft`; otherwise left to right, the app's direction here. Looking at the
  /// ancestors is OUR CHOICE: Apple's page says only that the value cannot be assumed to
  /// propagate through a view's subtree.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var view: UIView? = self
    while let current = view {
      switch current.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .unspecified: view = current.superview
      default: return .leftToRight
      }
    }
    return .leftToRight
  }

  /// The direction `attribute` lays content out in: right to left only for
  /// `.forceRightToLeft`, the app being left to right.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// A view standing for this one's current look, for drag-and-drop and transitions. OUR
  /// CHOICE: nothing is drawn, so it is a plain view of this view's bounds size, at the origin,
  /// with its background color, alpha and corner radius; `afterScreenUpdates` changes nothing.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.backgroundColor = backgroundColor
    snapshot.alpha = alpha
    snapshot.layer.cornerRadius = layer.cornerRadius
    return snapshot
  }
}

extension UIViewController: UITraitEnvironment {
  /// The traits of the controller's view (see ``UITraitCollection``).
  public var traitCollection: UITraitCollection {
    if let view = viewIfLoaded { return view.traitCollection }
    return applyingOwnOverrides(to: parent?.traitCollection ?? .current)
  }
}
