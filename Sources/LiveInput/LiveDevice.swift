import Foundation
import GestureCore

/// An input device as libinput sees it: what `gesturesim devices` lists and what a live session
/// reports when a device comes or goes.
///
///     for device in try LibInputContext.devices(onSeat: "seat0") {
///       print(device.name, device.node ?? "-", device.capabilities, device.touchSlots ?? 0)
///     }
public struct LiveDevice: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// What a device can do. The corresponding C type is `enum libinput_device_capability`.
  public struct Capabilities: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Keys. The corresponding C constant is `LIBINPUT_DEVICE_CAP_KEYBOARD`.
    public static let keyboard = Capabilities(rawValue: 1 << 0)
    /// Relative or absolute pointer motion and buttons (mice, touchpads). The corresponding C
    /// constant is `LIBINPUT_DEVICE_CAP_POINTER`.
    public static let pointer = Capabilities(rawValue: 1 << 1)
    /// Direct touch (touchscreens). The corresponding C constant is `LIBINPUT_DEVICE_CAP_TOUCH`.
    public static let touch = Capabilities(rawValue: 1 << 2)
    /// A tablet tool (stylus, eraser). The corresponding C constant is
    /// `LIBINPUT_DEVICE_CAP_TABLET_TOOL`.
    public static let tabletTool = Capabilities(rawValue: 1 << 3)
    /// A tablet's pad of buttons and rings. The corresponding C constant is
    /// `LIBINPUT_DEVICE_CAP_TABLET_PAD`.
    public static let tabletPad = Capabilities(rawValue: 1 << 4)
    /// Touchpad gestures (swipe, pinch, hold). The corresponding C constant is
    /// `LIBINPUT_DEVICE_CAP_GESTURE`.
    public static let gesture = Capabilities(rawValue: 1 << 5)
    /// Switches (lid, tablet mode). The corresponding C constant is `LIBINPUT_DEVICE_CAP_SWITCH`.
    public static let `switch` = Capabilities(rawValue: 1 << 6)

    /// Every capability with its word, in libinput's order.
    static let names: [(Capabilities, String)] = [
      (.keyboard, "keyboard"), (.pointer, "pointer"), (.touch, "touch"),
      (.tabletTool, "tablet"), (.tabletPad, "pad"), (.gesture, "gesture"), (.switch, "switch"),
    ]

    /// The capabilities as `libinput record` spells them, comma-separated: `pointer,gesture`.
    public var description: String {
      Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ",")
    }
  }

  /// One absolute position axis as the kernel reports it.
  public struct Axis: Hashable, Sendable {
    /// The smallest value.
    public var minimum: Int32
    /// The largest value.
    public var maximum: Int32
    /// Units per millimetre; 0 when the device does not say.
    public var resolution: Int32

    /// Creates an axis.
    public init(minimum: Int32, maximum: Int32, resolution: Int32) {
      self.minimum = minimum
      self.maximum = maximum
      self.resolution = resolution
    }
  }

  /// The axes libinput's `_transformed` coordinates are fractions of.
  public struct TouchAxes: Hashable, Sendable {
    /// The horizontal axis (`ABS_MT_POSITION_X`, or `ABS_X` without multitouch).
    public var x: Axis
    /// The vertical axis.
    public var y: Axis

    /// Creates the pair.
    public init(x: Axis, y: Axis) {
      self.x = x
      self.y = y
    }

    /// The surface's extent, as ``GestureKit/SurfaceFit/surface(x:y:)`` computes it for
    /// recordings: millimetres with a resolution, device units without.
    public var surface: (size: CGSize, isPhysical: Bool) {
      SurfaceFit.surface(
        x: (x.minimum, x.maximum, x.resolution), y: (y.minimum, y.maximum, y.resolution))
    }
  }

  /// The device's number within its context, fixed for the device's life (a device that is
  /// unplugged and plugged in again gets a new one).
  public var id: Int
  /// The kernel's name for the device, such as `ELAN Touchscreen`.
  public var name: String
  /// The device node, such as `/dev/input/event5`, when known.
  public var node: String?
  /// The capabilities libinput found.
  public var capabilities: Capabilities
  /// The physical size of the touch surface in millimetres, when the device reports one.
  public var size: CGSize?
  /// How many touches the device tracks at once: nil when it is not a touch device or libinput
  /// does not know.
  public var touchSlots: Int?

  /// The position axes, read from the node when it was opened; nil when unknown. Touchscreens
  /// map onto the window through them (see ``LiveInputTranslator``).
  public var touchAxes: TouchAxes?

  /// Creates a device description.
  public init(
    id: Int, name: String, node: String? = nil, capabilities: Capabilities, size: CGSize? = nil,
    touchSlots: Int? = nil, touchAxes: TouchAxes? = nil
  ) {
    self.touchAxes = touchAxes
    self.id = id
    self.name = name
    self.node = node
    self.capabilities = capabilities
    self.size = size
    self.touchSlots = touchSlots
  }

  /// One line for `gesturesim devices`: node, name, capabilities, size and touch slots.
  ///
  ///     /dev/input/event5  ELAN Touchscreen  touch  size 293.0 × 165.0 mm  10 touch slots
  public var description: String {
    var line = "\(node ?? "-")  \(name)  \(capabilities.isEmpty ? "-" : capabilities.description)"
    if let size {
      line += "  size " + String(format: "%.1f × %.1f mm", Double(size.width), Double(size.height))
    }
    if let touchSlots { line += "  \(touchSlots) touch slot\(touchSlots == 1 ? "" : "s")" }
    return line
  }

  /// Whether the device is a touchscreen (touches map onto the window).
  public var isTouchscreen: Bool { capabilities.contains(.touch) }

  /// Whether the device is a touchpad (pointer plus gestures).
  public var isTouchpad: Bool { capabilities.isSuperset(of: [.pointer, .gesture]) }
}
