import Foundation

/// Drawing: ``UIView/draw(_:)`` runs in the simulation's update pass, after layout and before
/// the next input, as Apple's `setNeedsDisplay()` page says: "The view is not actually redrawn
/// until the next drawing cycle, at which point all invalidated views are updated."
///
/// A view is drawn the first time it is laid out in a window (the View Programming Guide for
/// iOS, "The View Drawing Cycle": when a view first appears on screen, the system asks it to
/// draw its content), and again after
/// ``UIView/setNeedsDisplay()`` or ``UIView/setNeedsDisplay(_:)`` (several requests make one
/// call, with the union of the rectangles), or after a change of an `@Observable` property its
/// last `draw(_:)` read, when observation tracking is on (Apple's "Updating views automatically
/// with observation tracking in UIKit": `draw(_:)` is one of the tracked methods, and a change
/// calls `setNeedsDisplay()`). `draw(_:)` runs with a current graphics context
/// (`UIGraphicsGetCurrentContext()`), which records what is drawn (``UIView/lastDrawing``):
/// nothing is rasterized.
///
/// OUR CHOICES: UIKit calls `draw(_:)` only for views whose class overrides it, which Swift
/// cannot tell here, so every view is drawn once (UIKit's own `draw(_:)` does nothing); views
/// are drawn parents first; a view outside any window is not drawn, and is drawn when it is
/// next laid out in one.
extension UIView {
  /// Marks the whole view as needing to be drawn again: ``draw(_:)`` runs with the bounds in
  /// the next update pass.
  public func setNeedsDisplay() {
    UpdateCycle.needsDisplay(self, in: bounds)
  }

  /// Marks `rect`, in the view's space, as needing to be drawn again: ``draw(_:)`` runs with it
  /// (joined with other requests before the pass) in the next update pass.
  public func setNeedsDisplay(_ rect: CGRect) {
    UpdateCycle.needsDisplay(self, in: rect)
  }

  /// What the view's last ``draw(_:)`` drew into its graphics context, in order (a GestureKit
  /// addition, since nothing is rasterized); empty before the first drawing.
  public var lastDrawing: [CGContext.Operation] { drawState?.lastDrawing ?? [] }
}

/// A view's pending drawing and its last record, made on first use.
package final class ViewDrawState {
  /// The rectangle to draw, while the view is queued.
  var dirtyRect: CGRect?
  var lastDrawing: [CGContext.Operation] = []
}

extension UpdateCycle {
  /// Views waiting to be drawn.
  @exclusivity(unchecked) private static var displayRequests: [UIView] = []

  /// Whether any view waits to be drawn: one stored flag, read after each layout pass.
  @exclusivity(unchecked) package private(set) static var hasDisplayWork = false

  static func needsDisplay(_ view: UIView, in rect: CGRect) {
    let state = view.madeDrawState
    if let dirty = state.dirtyRect {
      state.dirtyRect = dirty.union(rect)
      return
    }
    state.dirtyRect = rect
    displayRequests.append(view)
    hasDisplayWork = true
  }

  /// A view laid out for the first time in a window is drawn once (see `UIView+Display.swift`).
  static func needsFirstDisplay(_ view: UIView) {
    guard view.drawState?.dirtyRect == nil else { return }
    needsDisplay(view, in: view.bounds)
  }

  /// Draws the views that asked, parents first; drawing that asks for more joins the pass, up
  /// to ``maximumRounds`` rounds.
  package static func display() {
    var rounds = 0
    while hasDisplayWork && rounds < maximumRounds {
      rounds += 1
      let requests = displayRequests
      displayRequests = []
      hasDisplayWork = false
      for view in requests.sorted(by: { depth(of: $0) < depth(of: $1) }) {
        guard let state = view.drawState, let rect = state.dirtyRect else { continue }
        state.dirtyRect = nil
        guard view.window != nil else { continue }
        view.hasDisplayed = true
        let context = CGContext()
        UIGraphicsPushContext(context)
        tracking(.display, of: view) { view.draw(rect) }
        UIGraphicsPopContext()
        state.lastDrawing = context.recordedOperations
      }
    }
  }

  private static func depth(of view: UIView) -> Int {
    var depth = 0
    var current = view.superview
    while let ancestor = current {
      depth += 1
      current = ancestor.superview
    }
    return depth
  }
}

extension UIView {
  fileprivate var madeDrawState: ViewDrawState {
    if let drawState { return drawState }
    let state = ViewDrawState()
    drawState = state
    return state
  }
}
