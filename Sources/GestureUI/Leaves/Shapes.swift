import Foundation
import GestureCore

/// An outline, in a rectangle, as SwiftUI's `Path` is; GestureUI keeps only its bounding box,
/// which is what a custom shape hit-tests by (OUR CHOICE: GestureUI does not rasterise paths).
public struct Path: Equatable, Sendable {
  /// The smallest rectangle holding the path.
  public private(set) var boundingRect = CGRect.null

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) { boundingRect = rect }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { boundingRect = rect }

  /// An ellipse in `rect`.
  public init(ellipseIn rect: CGRect) { boundingRect = rect }

  /// A path built by `build`.
  public init(_ build: (inout Path) -> Void) {
    var path = Path()
    build(&path)
    self = path
  }

  public mutating func move(to point: CGPoint) { include(point) }
  public mutating func addLine(to point: CGPoint) { include(point) }
  public mutating func addLines(_ points: [CGPoint]) {
    for point in points { include(point) }
  }
  public mutating func addRect(_ rect: CGRect) { boundingRect = boundingRect.union(rect) }
  public mutating func addEllipse(in rect: CGRect) { boundingRect = boundingRect.union(rect) }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    include(point)
    include(control)
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    include(point)
    include(control1)
    include(control2)
  }
  public mutating func closeSubpath() {}

  /// Whether the path's bounding box holds `point`.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    boundingRect.contains(point)
  }

  private mutating func include(_ point: CGPoint) {
    boundingRect = boundingRect.union(CGRect(origin: point, size: .zero))
  }
}

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape` is. It is hit inside
/// its outline only: a circle's corners are not hit [INF: SwiftUI hit-tests drawn content].
@MainActor @preconcurrency public protocol Shape: View where Body == Never {
  /// The outline in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

/// How each shape is hit.
@MainActor protocol BuiltInShape {
  var hitShape: HitShape { get }
}

extension Shape {
  /// The shape filled; drawing is not simulated, so the view is the shape.
  public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle())
    -> some View
  {
    ShapeView(shape: self)
  }

  /// The shape's outline; hit-tested as the shape (OUR CHOICE).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: self)
  }

  /// The shape's outline; hit-tested as the shape (OUR CHOICE).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    ShapeView(shape: self)
  }

  /// The shape's outline; hit-tested as the shape (OUR CHOICE).
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: self)
  }
}

/// A shape drawn with a style.
public struct ShapeView<S: Shape>: View {
  let shape: S

  /// A primitive: no body.
  public typealias Body = Never
}

extension ShapeView: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    (shape as? any PrimitiveView)?.makeContent(in: node) ?? NodeContent()
  }
}

/// How a shape is filled.
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape's outline is drawn.
public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var dash: [CGFloat]
  public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
    self.lineWidth = lineWidth
    self.dash = dash
  }
}

/// The layout of a leaf that fills what it is offered: shapes and colours. Offered nothing,
/// it is 10 by 10 points [EMP: objc.io, "Thinking in SwiftUI"].
struct FillingLayout: ElementLayout {
  let hitShape: HitShape?

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {}

  func configure(_ view: NodeView, size: CGSize) {
    view.hitShape = hitShape
  }
}

extension Shape {
  func shapeContent() -> NodeContent {
    let hit = (self as? any BuiltInShape)?.hitShape ?? .rectangle
    return NodeContent(layout: FillingLayout(hitShape: hit))
  }
}

/// A rectangle, hit anywhere in its frame.
public struct Rectangle: Shape, BuiltInShape, PrimitiveView {
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
  var hitShape: HitShape { .rectangle }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// A rectangle with rounded corners, hit inside its corners.
public struct RoundedRectangle: Shape, BuiltInShape, PrimitiveView {
  /// The corner radius.
  public var cornerRadius: CGFloat
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = min(cornerSize.width, cornerSize.height)
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius)
  }
  var hitShape: HitShape { .roundedRectangle(radius: cornerRadius) }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// The style of rounded corners; both are hit-tested as circular arcs (OUR CHOICE).
public enum RoundedCornerStyle: Sendable {
  case circular
  case continuous
}

/// The largest circle centred in the frame, hit inside the circle only.
public struct Circle: Shape, BuiltInShape, PrimitiveView {
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
  var hitShape: HitShape { .circle }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// A rectangle with fully rounded ends, hit inside its outline.
public struct Capsule: Shape, BuiltInShape, PrimitiveView {
  public init(style: RoundedCornerStyle = .continuous) {}
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
  var hitShape: HitShape { .capsule }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// The ellipse inscribed in the frame, hit inside the ellipse only.
public struct Ellipse: Shape, BuiltInShape, PrimitiveView {
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  var hitShape: HitShape { .ellipse }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// A custom shape is a primitive too: it fills its frame and is hit inside its path's
/// bounding box (OUR CHOICE).
extension Shape {
  func customShapeContent() -> NodeContent {
    NodeContent(layout: FillingLayout(hitShape: .rectangle))
  }
}
