import Foundation
import GestureCore

/// The base of UIKit's haptic feedback generators, which gesture code fires as a gesture
/// passes a point (a long press begins, a row snaps into a slot).
///
/// A simulation has no haptic engine, so the generators do nothing, as UIKit's do on a device
/// without one; code that calls them runs unchanged.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
  /// Creates a generator.
  public override init() {
    super.init()
  }

  /// Gets the haptic engine ready for feedback soon. No engine here: nothing to do.
  open func prepare() {}
}

/// A generator of the taps that mark a physical impact (a view landing in place).
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels. Raw values match UIKit's.
  public enum FeedbackStyle: Int, Sendable {
    /// A light impact.
    case light = 0
    /// A moderate impact.
    case medium = 1
    /// A heavy impact.
    case heavy = 2
    /// A soft, flexible impact.
    case soft = 3
    /// A hard, rigid impact.
    case rigid = 4
  }

  /// The style given at creation.
  public let style: FeedbackStyle

  /// Creates a generator of the given style.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// The view given to ``init(style:view:)``, whose feedback this is.
  weak var view: UIView?

  /// Creates a generator of the given style for feedback in `view` (Apple's
  /// `init(style:view:)`, iOS 17.5). No haptic engine here: the view is only kept.
  public convenience init(style: FeedbackStyle, view: UIView) {
    self.init(style: style)
    self.view = view
  }

  /// Creates a generator of medium impacts, as `UIImpactFeedbackGenerator()` does.
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Plays an impact. No haptic engine here: nothing is felt.
  open func impactOccurred() {}

  /// Plays an impact at `intensity` (0 to 1). No haptic engine here: nothing is felt.
  open func impactOccurred(intensity: CGFloat) {}
}

/// A generator of the ticks that mark a change of selection (a picker passing a value).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick. No haptic engine here: nothing is felt.
  open func selectionChanged() {}
}

/// A generator of the patterns that mark a task's outcome.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome a notification pattern marks. Raw values match UIKit's.
  public enum FeedbackType: Int, Sendable {
    /// The task succeeded.
    case success = 0
    /// The task produced a warning.
    case warning = 1
    /// The task failed.
    case error = 2
  }

  /// Plays the pattern for `notificationType`. No haptic engine here: nothing is felt.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
