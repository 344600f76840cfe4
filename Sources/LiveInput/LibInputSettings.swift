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
/// - **Left at libinput's defaults:** tap-and-drag (on), drag lock (off), pointer acceleration
///   (adaptive profile, speed 0), natural scrolling, scroll method (two fingers on touchpads),
///   click method (button areas or clickfinger as the device's quirks say),
///   disable-while-typing, and the left-handed mode.
/// - **The calibration matrix of touchscreens** (`libinput_device_config_calibration_set_matrix`):
///   the device's own (`LIBINPUT_CALIBRATION_MATRIX`) unless ``geometry`` gives one, followed by
///   ``geometry``'s flips and rotation; unchanged when the geometry is the default.
/// - **Not configurable in libinput:** gestures. Swipe (three or more fingers), pinch (two or
///   more) and hold are always on for touchpads; touchscreens never produce them.
public struct LibInputSettings: Hashable, Sendable {
  /// Whether a tap on a touchpad clicks. Default `true`.
  public var tapToClick: Bool
  /// The rotation, flips and calibration given to touchscreens.
  public var geometry: SurfaceGeometry

  /// Creates settings; the defaults are what `gesturesim live` uses.
  public init(tapToClick: Bool = true, geometry: SurfaceGeometry = SurfaceGeometry()) {
    self.tapToClick = tapToClick
    self.geometry = geometry
  }
}
