import Foundation
import GestureCore

extension UIControl {
  /// The events a control sends actions for. Raw values match UIKit's.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again, in a repeated tap (the touch's `tapCount` is above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// The finger moved while inside the control's tracking area.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// The finger moved while outside the control's tracking area.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// The finger moved from outside the tracking area into it.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// The finger moved from inside the tracking area out of it.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// The finger lifted inside the tracking area: a button's tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The finger lifted outside the tracking area.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled (a recognizer took it, or the system did).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a slider moved, a switch flipped): the control sends it.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button sends it with each `touchUpInside`.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was triggered.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Text editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// Text changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Text editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Text editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events for the application's own use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events the system keeps for itself.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The state of a control, from its flags. Raw values match UIKit's.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No flag set.
    public static let normal = State([])
    /// ``UIControl/isHighlighted``.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not ``UIControl/isEnabled``.
    public static let disabled = State(rawValue: 1 << 1)
    /// ``UIControl/isSelected``.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (never, in the simulation: it has no focus engine).
    public static let focused = State(rawValue: 1 << 3)
    /// States for the application's own use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// States the system keeps for itself.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
