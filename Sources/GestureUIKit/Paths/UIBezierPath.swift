import Foundation
import GestureCore

/// A path of lines and curves, as UIKit's `UIBezierPath` is, over a `CGMutablePath`.
///
/// Geometry is real: ``bounds`` (control points included, as Apple documents) and
/// ``contains(_:)`` (curves flattened within `CGPath.flatteningTolerance`, the non-zero winding
/// rule, or even-odd with ``usesEvenOddFillRule``) answer for the path built, so a view can
/// hit-test a drawn shape. Arcs take UIKit's sense: `clockwise: true` turns with increasing angle,
/// clockwise on the screen. Stroke properties (``lineWidth``, ``lineCapStyle``,
/// ``lineJoinStyle``) go with ``stroke()`` into the current graphics context's record (nothing
/// is rasterized), and ``contains(_:)`` tests the fill.
open class UIBezierPath: NSObject, @unchecked Sendable {
  private var path = CGMutablePath()

  /// The path as Core Graphics holds it; setting it replaces the path with a copy.
  open var cgPath: CGPath {
    get { path.copied() }
    set { path = newValue.mutableCopied() }
  }

  /// The width ``stroke()`` draws with. Default 1.
  open var lineWidth: CGFloat = 1
  /// How ``stroke()`` ends lines. Default `CGLineCap.butt`.
  open var lineCapStyle: CGLineCap = .butt
  /// How ``stroke()`` joins segments. Default `CGLineJoin.miter`.
  open var lineJoinStyle: CGLineJoin = .miter
  /// Whether ``contains(_:)`` uses the even-odd rule instead of non-zero winding. Default false.
  open var usesEvenOddFillRule = false

  /// An empty path.
  public override init() {
    super.init()
  }

  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// A closed ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A closed rectangle with all corners rounded by `cornerRadius` (at most half the shorter
  /// side). UIKit draws continuous corner curves; these are circular quarter arcs (OUR CHOICE).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// An open arc (see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path holding a copy of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path = cgPath.mutableCopied()
  }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// Adds a line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Adds a cubic curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc; `clockwise: true` turns clockwise on the screen (increasing angle), and a line
  /// joins the current point, if any, to the arc's start.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath.
  open func close() { path.closeSubpath() }

  /// Removes every element.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Appends `bezierPath`'s elements.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    let moved = CGMutablePath()
    moved.addPath(path, transform: transform)
    path = moved
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The end of the last element.
  open var currentPoint: CGPoint { path.currentPoint }

  /// The rectangle holding every point and control point; `.null` when empty.
  open var bounds: CGRect { path.boundingBox }

  /// Whether `point` is inside the filled path (see the type's discussion).
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Draws the path's outline in the current graphics context (`UIGraphicsGetCurrentContext()`)
  /// with the path's ``lineWidth``, ``lineCapStyle`` and ``lineJoinStyle`` and the context's
  /// stroke color, as Apple documents; the context records it (nothing is rasterized). No effect
  /// outside a context, as in UIKit.
  open func stroke() {
    UIGraphicsGetCurrentContext()?.record(
      stroke: path.copied(), lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle)
  }

  /// Paints the path's inside in the current graphics context with its fill color; no effect
  /// outside a context.
  open func fill() {
    UIGraphicsGetCurrentContext()?.record(fill: path.copied())
  }

  /// Clips later drawing in the current graphics context to the path. No effect here (see
  /// ``stroke()``).
  open func addClip() {}
}

/// A layer that would draw a path, as Core Animation's `CAShapeLayer` does: every drawing
/// property is stored only (nothing is drawn, and touches hit views, not layers; a view that
/// wants its shape to take touches tests ``path``'s `contains(_:)` in `point(inside:with:)`).
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
  /// The shape. Default nil.
  open var path: CGPath?
  /// The fill; default opaque black, as Apple documents.
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The stroke; default nil.
  open var strokeColor: CGColor?
  /// Default 1.
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts, 0 to 1. Default 0.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, 0 to 1. Default 1.
  open var strokeEnd: CGFloat = 1
  /// Default `.nonZero`.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// Default `.butt`.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// Default `.miter`.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// Default nil.
  open var lineDashPattern: [NSNumber]?
  /// Default 0.
  open var lineDashPhase: CGFloat = 0
  /// Default 10.
  open var miterLimit: CGFloat = 10
}

/// A shape layer's fill rule name, as Core Animation spells it.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap name, as Core Animation spells it.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line join name, as Core Animation spells it.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
