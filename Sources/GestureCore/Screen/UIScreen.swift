import Foundation

/// The display a simulation's window is on.
///
/// Each ``Simulation`` puts its window on a screen of the window's size, which
/// ``UIWindow/screen`` returns. ``main`` is the screen of the simulation that last received
/// input (or was last created), so that code reading `UIScreen.main.bounds` sees the simulated
/// display; before any simulation exists it is a 390 × 844 pt screen.
@preconcurrency @MainActor open class UIScreen: NSObject, UICoordinateSpace {
  /// The screen's bounds, in points.
  open var bounds: CGRect
  /// The ratio of pixels to points. Default: 3.
  open var scale: CGFloat = 3
  /// The most frames the screen shows a second:
  /// ``GestureThresholds/screenMaximumFramesPerSecond``, 60 (OUR CHOICE: a 60 Hz display, not a
  /// 120 Hz ProMotion one), the rate ``CADisplayLink`` ticks at.
  open var maximumFramesPerSecond: Int { GestureThresholds.screenMaximumFramesPerSecond }
  /// The screen's own coordinate space: the screen itself.
  open var coordinateSpace: any UICoordinateSpace { self }
  /// The fixed coordinate space (the simulated screen never rotates): the screen itself.
  open var fixedCoordinateSpace: any UICoordinateSpace { self }

  /// Creates a screen with the given bounds.
  public init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  private static let fallback = UIScreen(
    bounds: CGRect(origin: .zero, size: Simulation.defaultWindowSize))

  /// The screen of the current simulation (see the type's description).
  public class var main: UIScreen { Simulation.current?.window.screen ?? fallback }

  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(screenTransform(of: coordinateSpace).inverted())
  }

  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(screenTransform(of: coordinateSpace))
  }

  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(screenTransform(of: coordinateSpace).inverted())
  }

  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(screenTransform(of: coordinateSpace))
  }
}
