import Foundation

// The simulator's own API on recognizers, apart from UIKit's surface.
//
// UIKit code ported to GestureSim needs none of it. What a custom recognizer written for
// GestureSim may use is public, and named for the simulator:
// - `transcriptType` and `transcriptValues`: what the recognizer adds to transcripts;
// - `accepts(_:)` and `handle(_:with:)` for `IndirectEvent`: touchpad and pointer gestures,
//   which UIKit delivers through private paths;
// - `scheduleTimer(after:_:)` and `currentTime` (`UIGestureRecognizer+Timers.swift`): the
//   simulation's clock;
// - `addAction(_:)` and the typed `addTarget` forms (`UIGestureRecognizer+Actions.swift`).
// The overridable ones stay in the class body, because Swift does not let a subclass override
// a member declared in an extension.
//
// What only the simulator's own tools and tests need is SPI, seen only after
// `@_spi(Simulator) import GestureCore`: `trackedTouches` (a stored property, so declared in the
// class body) and `convertFromWindow(_:to:)` below.
//
// Time is driven by `Simulation` alone (`feed`, `advance`, `settle`); its `GestureEnvironment`
// can be inspected but not driven from outside GestureKit.

extension UIGestureRecognizer {
  /// Converts a window-space point into `view`'s space (or leaves it for `nil`).
  @_spi(Simulator) public func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view else { return point }
    return view.convert(point, from: nil)
  }
}
