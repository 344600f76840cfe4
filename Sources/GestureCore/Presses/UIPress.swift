import Foundation

/// A physical button press: a remote's arrows and select button, a keyboard's arrow keys, as
/// UIKit models them.
///
/// Presses reach the recognizers of a view and its ancestors whose ``UIGestureRecognizer/allowedPressTypes``
/// include the press's type and whose delegate agrees
/// (``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)-(_,UIPress)``), through the
/// `pressesBegan…` hooks; then the view's responder chain gets them. Feed them with
/// ``Simulation/feed(_:to:)``.
@preconcurrency @MainActor public final class UIPress: NSObject {
  /// The phase of a press. Raw values match UIKit's.
  public enum Phase: Int, Sendable {
    /// The button went down.
    case began
    /// The force of the press changed.
    case changed
    /// The button is held without change.
    case stationary
    /// The button was released.
    case ended
    /// The system cancelled the press.
    case cancelled
  }

  /// Which button. Raw values match UIKit's.
  public enum PressType: Int, Sendable, CaseIterable {
    /// The up arrow.
    case upArrow = 0
    /// The down arrow.
    case downArrow = 1
    /// The left arrow.
    case leftArrow = 2
    /// The right arrow.
    case rightArrow = 3
    /// The select button (a remote's touch surface click, a keyboard's space or return).
    case select = 4
    /// The menu button.
    case menu = 5
    /// The play/pause button.
    case playPause = 6
    /// The page-up button.
    case pageUp = 30
    /// The page-down button.
    case pageDown = 31
  }

  /// The press's phase in the current event.
  public internal(set) var phase: Phase
  /// The button.
  public let type: PressType
  /// How hard the button is pressed, 0 to 1; 1 for buttons without force.
  public internal(set) var force: CGFloat
  /// When the press last changed, in the simulation's seconds.
  public internal(set) var timestamp: TimeInterval
  /// The window the press was delivered in.
  public internal(set) weak var window: UIWindow?
  /// The responder the press was delivered to.
  public internal(set) weak var responder: UIResponder?
  /// The recognizers receiving this press.
  public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

  var recognizers: [UIGestureRecognizer] = []

  init(type: PressType, phase: Phase, force: CGFloat, timestamp: TimeInterval) {
    self.type = type
    self.phase = phase
    self.force = force
    self.timestamp = timestamp
  }
}

/// An event of physical button presses.
@preconcurrency @MainActor public final class UIPressesEvent: UIEvent {
  var pressList: [UIPress] = []

  init(timestamp: TimeInterval) {
    super.init(type: .presses, timestamp: timestamp)
  }

  /// Every press of the event: those that changed and those held down.
  public var allPresses: Set<UIPress> { Set(pressList) }

  /// The presses `gestureRecognizer` receives.
  public func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> {
    Set(pressList.filter { $0.recognizers.contains { $0 === gestureRecognizer } })
  }
}

/// One change of a physical button, as input to a simulation.
public struct PressInput: Hashable, Sendable {
  /// Simulation time, in seconds.
  public var time: TimeInterval
  /// The button.
  public var type: UIPress.PressType
  /// `began`, `changed`, `ended` or `cancelled`.
  public var phase: UIPress.Phase
  /// How hard the button is pressed, 0 to 1.
  public var force: CGFloat

  /// Creates a press change.
  public init(
    time: TimeInterval, type: UIPress.PressType, phase: UIPress.Phase, force: CGFloat = 1
  ) {
    self.time = time
    self.type = type
    self.phase = phase
    self.force = force
  }
}
