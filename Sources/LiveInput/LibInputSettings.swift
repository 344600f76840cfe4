import GestureCore

/// The libinput device settings GestureSim applies to each device as it is added.
///
/// GestureSim changes one setting and leaves every other one at libinput's default for the
/// device, so that a touchpad behaves as it does on the desktop the user knows:
///
/// - **Tap-to-click** (`libinput_device_config_tap_set_enabled`): on by default here, off by
///   default in libinput on most touchpads. iPadOS users expect a tap on the trackpad to click,
///   and a click is how a trackpad drives `UITapGestureRecognizer` (a touch of type
///   `indirectPointer`). libinput maps one, two and three fingers to the left, right and
///   middle buttons; only the left button reaches the simulation.
/// - **libinput's switches, left at the device's default unless set** (each under the name
///   `libinput debug-events` gives its option): tap-and-drag (``tapDrag``, `--enable-drag`),
///   natural scrolling (``naturalScrolling``, `--enable-natural-scrolling`), the scroll method
///   (``scrollMethod``, `--set-scroll-method`: two fingers on most touchpads), the click method
///   (``clickMethod``, `--set-click-method`: button areas or clickfinger as the device's quirks
///   say) and the tap button map (``tapButtonMap``, `--set-tap-map`: one, two and three fingers
///   click left, right and middle, or left, middle and right). A switch the device does not
///   have is left alone, and libinput's refusal logged.
/// - **Left at libinput's defaults:** drag lock (off), pointer acceleration (adaptive profile,
///   speed 0), disable-while-typing, and the left-handed mode.
/// - **The calibration matrix of touchscreens** (`libinput_device_config_calibration_set_matrix`):
///   the device's own (`LIBINPUT_CALIBRATION_MATRIX`) unless ``geometry`` gives one, followed by
///   ``geometry``'s flips and rotation; unchanged when the geometry is the default.
/// - **Not configurable in libinput:** gestures. Swipe (three or more fingers), pinch (two or
///   more) and hold are always on for touchpads; touchscreens never produce them.
public struct LibInputSettings: Hashable, Sendable {
  /// Whether a tap on a touchpad clicks. Default `true`.
  public var tapToClick: Bool
  /// Whether a finger that taps and stays down drags (`nil`: the device's default, on).
  public var tapDrag: Bool?
  /// Whether scrolling moves the content with the fingers (`nil`: the device's default, off).
  public var naturalScrolling: Bool?
  /// How a touchpad scrolls (`nil`: the device's default).
  public var scrollMethod: ScrollMethod?
  /// How a clickpad decides which button a click is (`nil`: the device's default).
  public var clickMethod: ClickMethod?
  /// Which buttons taps of one, two and three fingers click (`nil`: the device's default, `lrm`).
  public var tapButtonMap: TapButtonMap?
  /// The rotation, flips and calibration given to touchscreens.
  public var geometry: SurfaceGeometry

  /// libinput's scroll methods, by the names its tools give them.
  public enum ScrollMethod: String, Hashable, Sendable, CaseIterable {
    /// No scrolling from the touchpad.
    case none
    /// Two fingers moving together (`LIBINPUT_CONFIG_SCROLL_2FG`).
    case twofinger
    /// One finger along the pad's edge (`LIBINPUT_CONFIG_SCROLL_EDGE`).
    case edge
    /// Moving while a button is held (`LIBINPUT_CONFIG_SCROLL_ON_BUTTON_DOWN`).
    case button
  }

  /// libinput's click methods, by the names its tools give them.
  public enum ClickMethod: String, Hashable, Sendable, CaseIterable {
    /// No software buttons.
    case none
    /// The pad's bottom is divided into left, middle and right areas.
    case buttonareas
    /// The number of fingers down decides: one left, two right, three middle.
    case clickfinger
  }

  /// libinput's tap button maps, by the names its tools give them.
  public enum TapButtonMap: String, Hashable, Sendable, CaseIterable {
    /// One finger left, two right, three middle.
    case lrm
    /// One finger left, two middle, three right.
    case lmr
  }

  /// Creates settings; the defaults are what `gesturesim live` uses.
  public init(
    tapToClick: Bool = true, tapDrag: Bool? = nil, naturalScrolling: Bool? = nil,
    scrollMethod: ScrollMethod? = nil, clickMethod: ClickMethod? = nil,
    tapButtonMap: TapButtonMap? = nil, geometry: SurfaceGeometry = SurfaceGeometry()
  ) {
    self.tapToClick = tapToClick
    self.tapDrag = tapDrag
    self.naturalScrolling = naturalScrolling
    self.scrollMethod = scrollMethod
    self.clickMethod = clickMethod
    self.tapButtonMap = tapButtonMap
    self.geometry = geometry
  }
}
