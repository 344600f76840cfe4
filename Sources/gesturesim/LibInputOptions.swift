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

  /// The settings these switches give, with `geometry` for touchscreens.
  func settings(geometry: SurfaceGeometry) -> LibInputSettings {
    LibInputSettings(
      tapToClick: tap ?? true, tapDrag: drag, naturalScrolling: naturalScrolling,
      scrollMethod: scrollMethod, clickMethod: clickMethod, tapButtonMap: tapMap,
      geometry: geometry)
  }

  /// The same switches, for the `live` that `--via libinput` runs.
  var arguments: [String] {
    var result: [String] = []
    if let tap { result.append(tap ? "--enable-tap" : "--disable-tap") }
    if let drag { result.append(drag ? "--enable-drag" : "--disable-drag") }
    if let naturalScrolling {
      result.append(
        naturalScrolling ? "--enable-natural-scrolling" : "--disable-natural-scrolling")
    }
    if let scrollMethod { result += ["--set-scroll-method", scrollMethod.rawValue] }
    if let clickMethod { result += ["--set-click-method", clickMethod.rawValue] }
    if let tapMap { result += ["--set-tap-map", tapMap.rawValue] }
    return result
  }
}

extension LibInputSettings.ScrollMethod: ExpressibleByArgument {}
extension LibInputSettings.ClickMethod: ExpressibleByArgument {}
extension LibInputSettings.TapButtonMap: ExpressibleByArgument {}
