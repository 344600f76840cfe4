import Foundation
import GestureCore

/// A view that draws with a closure, as SwiftUI's `Canvas` is. It fills what it is offered and
/// is hit anywhere in its frame (OUR CHOICE: what it draws is recorded, not rasterised, so the
/// drawing does not shape the hit area). The renderer runs after each layout, with the size;
/// what it drew is `SwiftUIHost/canvasDrawing(index:)`.
public struct Canvas: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`; the other settings only change how pixels are made.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  /// A primitive: no body.
  public typealias Body = Never
}

/// How a canvas blends colours; kept, not applied.
public enum ColorRenderingMode: Sendable {
  case nonLinear, linear, extendedLinear
}

extension Canvas: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    NodeContent(layout: CanvasLayout(renderer: renderer))
  }
}

/// Holds what a canvas drew at its last layout.
final class CanvasDrawing {
  var operations: [GraphicsContext.Operation] = []
}

struct CanvasLayout: ElementLayout {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    let drawing = node.storage["$canvas"] as? CanvasDrawing ?? CanvasDrawing()
    node.storage["$canvas"] = drawing
    var context = GraphicsContext(recording: drawing)
    renderer(&context, size)
  }

  func configure(_ view: NodeView, size: CGSize) {
    view.hitShape = .rectangle
  }
}

/// What a canvas's renderer draws with, as SwiftUI's `GraphicsContext` is: each fill, stroke
/// and draw is recorded with the context's transform and opacity at the time.
public struct GraphicsContext {
  /// One recorded drawing operation, in the canvas's own space.
  public enum Operation: Equatable {
    /// A path filled (its points already transformed).
    case fill(Path, eoFill: Bool, opacity: Double)
    /// A path stroked with a line width (its points already transformed).
    case stroke(Path, lineWidth: CGFloat, opacity: Double)
    /// Text drawn at a point.
    case text(String, at: CGPoint, opacity: Double)
    /// An image drawn in a rectangle (transformed).
    case image(in: CGRect, opacity: Double)
  }

  /// How a fill or a stroke is coloured; kept, not applied.
  public struct Shading: Sendable {
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading() }
    /// The foreground style.
    public static var foreground: Shading { Shading() }
    /// A shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
  }

  private let drawing: CanvasDrawing

  /// The transform applied to what is drawn next.
  public var transform = CGAffineTransform.identity
  /// The opacity of what is drawn next.
  public var opacity: Double = 1

  init(recording drawing: CanvasDrawing) {
    self.drawing = drawing
    drawing.operations.removeAll()
  }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    drawing.operations.append(
      .fill(path.applying(transform), eoFill: style.isEOFilled, opacity: opacity))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    drawing.operations.append(
      .stroke(path.applying(transform), lineWidth: lineWidth, opacity: opacity))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    drawing.operations.append(.text(text.content, at: point.applying(transform), opacity: opacity))
  }

  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    drawing.operations.append(.image(in: rect.applying(transform), opacity: opacity))
  }

  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  /// Clipping changes no recorded operation (OUR CHOICE: nothing is rasterised).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
}
