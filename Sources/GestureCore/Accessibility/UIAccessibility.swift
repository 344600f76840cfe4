import Foundation

/// The accessibility attributes of one view, kept apart so that views without any cost one
/// reference.
final class AccessibilityAttributes {
  var isElement = false
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits = .none
  var customActions: [UIAccessibilityCustomAction]?
  var elementsHidden = false
  var viewIsModal = false
  var groupsChildren = false
}

extension UIView {
  /// The view's attributes, made when first needed.
  var accessibilityAttributes: AccessibilityAttributes {
    accessibilityStorage.madeOnFirstUse(AccessibilityAttributes.init)
  }
}

/// What kind of element an accessibility element is, as UIKit's `UIAccessibilityTraits` is.
///
/// UIKit's raw values are not documented (its traits are exported constants): these are
/// GestureKit's own bits, so code that combines and tests traits works, but a raw value saved
/// on iOS means nothing here.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 15)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// An action an accessibility element offers besides activation, as UIKit's
/// `UIAccessibilityCustomAction` is: a name and either a handler or a target and selector.
/// Nothing performs it here; a test can call ``actionHandler``.
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
  /// The name assistive technologies show.
  open var name: String
  /// An image shown with the name. Stored only.
  open var image: UIImage?
  /// The object ``selector`` is sent to.
  open weak var target: AnyObject?
  /// The method sent to ``target`` when the action is performed.
  open var selector: Selector?
  /// What performing the action does; returns whether it succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action that sends `selector` to `target` (`Selector(Cell.archive)` for a method).
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target as AnyObject?
    self.selector = selector
    super.init()
  }

  /// An action that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// An action with an image that runs `actionHandler`.
  public convenience init(
    name: String, image: UIImage?,
    actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
  ) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }
}

/// The accessibility settings and announcements, as UIKit's `UIAccessibility` namespace is.
///
/// No assistive technology runs here: ``post(notification:argument:)`` does nothing. The two
/// settings read false unless set: OUR CHOICE, unlike UIKit (where they are read-only), they can
/// be set, so that a test can take the reduced-motion path, and setting one to a new value posts
/// its status-change notification on `NotificationCenter.default`, as iOS does when the user
/// changes it.
public enum UIAccessibility {
  /// A notification to assistive technologies (UIKit's `UIAccessibility.Notification`). The raw
  /// values are GestureKit's own.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new screen appeared; the argument is the element to focus, or `nil`.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed; the argument is the element to focus, or `nil`.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Text to speak, as the argument.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument is a description of the new position.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  @MainActor private static var reduceMotion = false
  @MainActor private static var voiceOver = false

  /// Whether the user asked for reduced motion. False unless set (see the type).
  @MainActor public static var isReduceMotionEnabled: Bool {
    get { reduceMotion }
    set {
      guard newValue != reduceMotion else { return }
      reduceMotion = newValue
      NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }
  }

  /// Whether VoiceOver is on. False unless set (see the type).
  @MainActor public static var isVoiceOverRunning: Bool {
    get { voiceOver }
    set {
      guard newValue != voiceOver else { return }
      voiceOver = newValue
      NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }
  }

  /// Posted when ``isReduceMotionEnabled`` changes.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when ``isVoiceOverRunning`` changes.
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// Tells assistive technologies about a change. None runs here: no effect.
  public static func post(notification: Notification, argument: Any?) {}
}
