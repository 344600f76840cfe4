import ArgumentParser
import GestureCore
import LiveInput

/// libinput's configuration switches, spelled as `libinput debug-events` spells them.
struct LibInputOptions: ParsableArguments {
  @Flag(
    name: .customLong("tap"), inversion: .prefixedEnableDisable,
    help: "Tap-to-click on touchpads (default: enabled here; libinput's own default is off).")
  var tap: Bool?

  @Flag(
    name: .customLong("drag"), inversion: .prefixedEnableDisable,
    help: "Tap-and-drag (default: the device's).")
  var drag: Bool?

  @Flag(
    name: .customLong("natural-scrolling"), inversion: .prefixedEnableDisable,
    help: "Natural scrolling: the content follows the fingers (default: the device's).")
  var naturalScrolling: Bool?

  @Option(
    name: .customLong("set-scroll-method"),
    help: "How the touchpad scrolls (default: the device's).")
  var scrollMethod: LibInputSettings.ScrollMethod?

  @Option(
    name: .customLong("set-click-method"),
    help: "How a clickpad picks its button (default: the device's).")
  var clickMethod: LibInputSettings.ClickMethod?

  @Option(
    name: .customLong("set-tap-map"),
    help: "The buttons of one-, two- and three-finger taps (default: the device's).")
  var tapMap: LibInputSettings.TapButtonMap?

  /// The switches as given, as a value that crosses to another process.
  var switches: LibInputSwitches {
    LibInputSwitches(
      tap: tap, drag: drag, naturalScrolling: naturalScrolling, scrollMethod: scrollMethod,
      clickMethod: clickMethod, tapMap: tapMap)
  }

  /// The settings these switches give, with `geometry` for touchscreens.
  func settings(geometry: SurfaceGeometry) -> LibInputSettings {
    switches.settings(geometry: geometry)
  }
}

/// libinput's switches as the user gave them, nil where the device's default stands: what a
/// ``LiveConfiguration`` carries to the `live` that `--via libinput` runs.
struct LibInputSwitches: Codable, Hashable {
  var tap: Bool?
  var drag: Bool?
  var naturalScrolling: Bool?
  var scrollMethod: LibInputSettings.ScrollMethod?
  var clickMethod: LibInputSettings.ClickMethod?
  var tapMap: LibInputSettings.TapButtonMap?

  /// The option of the first switch given, for a message saying it needs `--via libinput`.
  var firstGiven: String? {
    if tap != nil { return tap == true ? "--enable-tap" : "--disable-tap" }
    if drag != nil { return drag == true ? "--enable-drag" : "--disable-drag" }
    if naturalScrolling != nil {
      return naturalScrolling == true ? "--enable-natural-scrolling" : "--disable-natural-scrolling"
    }
    if scrollMethod != nil { return "--set-scroll-method" }
    if clickMethod != nil { return "--set-click-method" }
    return tapMap != nil ? "--set-tap-map" : nil
  }

  /// The settings these switches give, with `geometry` for touchscreens.
  func settings(geometry: SurfaceGeometry) -> LibInputSettings {
    LibInputSettings(
      tapToClick: tap ?? true, tapDrag: drag, naturalScrolling: naturalScrolling,
      scrollMethod: scrollMethod, clickMethod: clickMethod, tapButtonMap: tapMap,
      geometry: geometry)
  }
}

extension LibInputSettings.ScrollMethod: NamedArgument {}
extension LibInputSettings.ClickMethod: NamedArgument {}
extension LibInputSettings.TapButtonMap: NamedArgument {}
extension LibInputSettings.ScrollMethod: Codable {}
extension LibInputSettings.ClickMethod: Codable {}
extension LibInputSettings.TapButtonMap: Codable {}
