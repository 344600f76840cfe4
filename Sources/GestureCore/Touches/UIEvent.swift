import Foundation

/// An input event: the touches of one instant, or one touchpad or pointer event.
///
/// As in UIKit the gesture environment reuses one event object for all touch events of a window;
/// read it during a callback, do not keep it.
@preconcurrency @MainActor public class UIEvent: NSObject {
  /// The kind of event. Raw values match UIKit's.
  public enum EventType: Int, Sendable {
    /// Touches on the screen (or touchpad contacts replayed as touches).
    case touches = 0
    /// A scroll from a touchpad or a mouse wheel.
    case scroll = 10
    /// Pointer motion without buttons.
    case hover = 11
    /// A touchpad pinch or rotation.
    case transform = 14
    /// Physical buttons: a remote's or a game controller's, or keys.
    case presses = 3
  }

  /// The kind of event.
  @exclusivity(unchecked) public internal(set) var type: EventType

  /// When the event happened, in the simulation's seconds.
  @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval

  /// For indirect events, the touchpad or pointer event behind it.
  @exclusivity(unchecked) public internal(set) var indirectEvent: IndirectEvent?

  @exclusivity(unchecked) var touchList: [UITouch] = []

  init(type: EventType, timestamp: TimeInterval) {
    self.type = type
    self.timestamp = timestamp
  }

  /// Every touch of the event: those that changed and those that stay down.
  public var allTouches: Set<UITouch>? {
    touchList.isEmpty ? nil : Set(touchList)
  }

  /// The event's touches bound to `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    let touches = touchList.filter { $0.view === view }
    return touches.isEmpty ? nil : Set(touches)
  }

  /// The event's touches in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    let touches = touchList.filter { $0.window === window }
    return touches.isEmpty ? nil : Set(touches)
  }

  /// The event's touches that `gestureRecognizer` receives.
  public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
    let touches = touchList.filter { $0.isReceived(by: gestureRecognizer) }
    return touches.isEmpty ? nil : Set(touches)
  }
}
