import Foundation

/// A drawing destination, as Core Graphics' `CGContext`, with the calls gesture code makes
/// while it bakes strokes into an image: the stroke and fill state, a current path, and the
/// drawing operations.
///
/// GestureKit rasterizes nothing. A context records each drawing operation instead, with the
/// geometry and state it was drawn with, in ``recordedOperations`` (a GestureKit addition), and
/// an image that a `UIGraphicsImageRenderer` makes keeps that record
/// (``UIImage/recordedDrawing``), so a test can check what a canvas drew: how many strokes, of
/// which points, at which width. State follows Core Graphics: `saveGState`/`restoreGState`
/// save and restore the colors, line width, cap and join; stroking or filling the current path
/// consumes it.
public final class CGContext: @unchecked Sendable {
  /// One thing drawn into a context.
  public enum Operation: Equatable, @unchecked Sendable {
    /// A path's outline, with the line width, cap, join and stroke color of the moment.
    case stroke(
      CGPath, lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, color: CGColor?)
    /// A path's inside, with the fill color of the moment.
    case fill(CGPath, color: CGColor?)
    /// An image drawn into a rectangle.
    case image(UIImage, in: CGRect)
    /// A rectangle made transparent.
    case clear(CGRect)
  }

  private struct State {
    var strokeColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
  }

  private var state = State()
  private var savedStates: [State] = []
  private var path = CGMutablePath()

  /// Everything drawn so far, in order (a GestureKit addition: nothing is rasterized).
  public private(set) var recordedOperations: [Operation] = []

  /// Creates an empty context, as a renderer does for its drawing actions.
  public init() {}

  /// The color later strokes use. Default: opaque black, as in Core Graphics.
  public var strokeColor: CGColor? { state.strokeColor }
  /// The color later fills use. Default: opaque black.
  public var fillColor: CGColor? { state.fillColor }
  /// The width later strokes use. Default: 1.
  public var lineWidth: CGFloat { state.lineWidth }

  /// Sets the color of later strokes.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  /// Sets the color of later fills.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// Sets the width of later strokes.
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  /// Sets how later strokes end.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Sets how later strokes join their segments.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// Pushes a copy of the drawing state.
  public func saveGState() { savedStates.append(state) }
  /// Pops the drawing state pushed last; does nothing when none is saved.
  public func restoreGState() {
    if let saved = savedStates.popLast() { state = saved }
  }

  /// Starts a subpath of the current path at `point`.
  public func move(to point: CGPoint) { path.move(to: point) }
  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Adds a quadratic curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    path.addQuadCurve(to: end, control: control)
  }
  /// Adds `newPath` to the current path.
  public func addPath(_ newPath: CGPath) { path.addPath(newPath) }
  /// Adds a rectangle to the current path.
  public func addRect(_ rect: CGRect) { path.addRect(rect) }
  /// Adds an ellipse inscribed in `rect` to the current path.
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }

  /// Strokes the current path with the current state, then empties it; with no current path
  /// nothing is drawn.
  public func strokePath() {
    guard !path.isEmpty else { return }
    record(stroke: takePath())
  }

  /// Fills the current path with the fill color, then empties it; with no current path
  /// nothing is drawn.
  public func fillPath() {
    guard !path.isEmpty else { return }
    recordedOperations.append(.fill(takePath(), color: state.fillColor))
  }

  /// Fills `rect` with the fill color.
  public func fill(_ rect: CGRect) {
    recordedOperations.append(.fill(CGPath(rect: rect, transform: nil), color: state.fillColor))
  }

  /// Strokes the outline of `rect`.
  public func stroke(_ rect: CGRect) {
    record(stroke: CGPath(rect: rect, transform: nil))
  }

  /// Makes `rect` transparent.
  public func clear(_ rect: CGRect) { recordedOperations.append(.clear(rect)) }

  /// Records a stroke of `path` with the current state.
  package func record(
    stroke strokedPath: CGPath, lineWidth: CGFloat? = nil, lineCap: CGLineCap? = nil,
    lineJoin: CGLineJoin? = nil
  ) {
    recordedOperations.append(
      .stroke(
        strokedPath, lineWidth: lineWidth ?? state.lineWidth, lineCap: lineCap ?? state.lineCap,
        lineJoin: lineJoin ?? state.lineJoin, color: state.strokeColor))
  }

  /// Records a fill of `path` with the fill color.
  package func record(fill filledPath: CGPath) {
    recordedOperations.append(.fill(filledPath, color: state.fillColor))
  }

  /// Records an image drawn into `rect`.
  func record(image: UIImage, in rect: CGRect) {
    recordedOperations.append(.image(image, in: rect))
  }

  private func takePath() -> CGPath {
    let taken = path.copied()
    path = CGMutablePath()
    return taken
  }
}

/// The graphics contexts made current with ``UIGraphicsPushContext(_:)``, per thread, as UIKit
/// keeps them.
private final class GraphicsContextStack {
  var contexts: [CGContext] = []

  static var current: GraphicsContextStack {
    let key = "GestureKit.GraphicsContextStack"
    if let stack = Thread.current.threadDictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current graphics context of this thread: the one a renderer's drawing actions run in,
/// or the last pushed; `nil` outside any.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.contexts.last
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current graphics context of this thread until the matching
/// ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.contexts.append(context)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Restores the graphics context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.current.contexts.popLast()
}
